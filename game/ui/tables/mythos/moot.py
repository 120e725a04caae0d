"""Mythos questions whose answer cannot change anything, answered for the player.

New-user trial (F35, F43): "POWERUP X" with X = 0 asked Apply/Decline, and a SCORE effect's
POWERUP asked which character to power up after the round's last mission was scored, when power
tokens and Chakra are gone at the round's end; each cost a hand-over for no decision. The rules
still ask (the command stays in the save, so saves keep loading); the table answers such a
question itself, says so, and the log shows it. Only what every seat sees decides (the public
view): a question skipped because of a hidden card would tell the other seat about that card.
"""

from __future__ import annotations

from typing import Any, Optional

from game.engine import Command
from game.rules.mythos.effects import SKIP
from game.rules.mythos.state import ROUNDS
from game.ui.tables.mythos.prompt import asks_about_an_effect, effect_of

HAND_USERS = ("play_character", "play_hidden_from_hand")
"""Effects that take a card from the hand (and may pay Chakra for it): while one may still come,
a card drawn or discarded, or Chakra gained, can matter in a mission phase."""
MOVERS = ("move",)
"""Effects that take a character to another mission: power on a scored mission could follow it."""
ON_SCORED_IN_LAST_ROUND = ("defeat", "hide", "take_control", "return_to_hand", "look")
"""What is done to a character on a mission already scored that matters only in rounds to come:
in the last round, nothing (fifth playtest: Frappe nocturne handed the screen over to defeat a
hidden character on a scored mission, after the last round's points there were counted)."""
GONE_AT_ROUND_END = ("powerup", "gain_chakra")
"""What the end of a round takes away (README: power tokens and Chakra are reset)."""
COUNTED_IN_PUBLIC = ("friendly_hidden_here", "other_face_up_friendly_here")
"""The counts an X can be read from in the public view (a keyword of a hidden card cannot)."""


def moot_answer(cards: Any, view: dict[str, Any], legal: list[Command]) -> Optional[Command]:
    """The answer the table gives for the seat when every answer leaves the game the same (the
    effect declined where it may be, else its first answer), or None: the player decides."""
    if not legal:
        return None
    if _game_decided(view):
        # After the last round's last mission nothing can change the points: any question (a
        # card to discard for the other's effect, an order of effects) is answered for the seat.
        declines = [command for command in legal if getattr(command, "option", None) == SKIP]
        return (declines or legal)[0]
    if not view.get("queue"):
        return None
    if not all(hasattr(command, "option") for command in legal) or not asks_about_an_effect(cards, view):
        return None
    source, version, index, controller, mission = view["queue"][0]["refs"][0]
    effect = effect_of(cards, version, index)
    if effect is None:
        return None
    if view.get("chosen_target") is not None:
        # the second step: which card the other seat discards, after a discard that changes nothing
        return legal[0] if effect.action == "opponent_discards" and _changes_nothing_now(cards, view, effect, legal) else None
    if not (_amount_is_zero(effect, view, source, controller, mission) or _too_late(effect, view)
            or _changes_nothing_now(cards, view, effect, legal, source) or _nowhere_to_move(effect, view)):
        return None
    declines = [command for command in legal if command.option == SKIP]  # type: ignore[attr-defined]
    return (declines or legal)[0]


def _game_decided(view: dict[str, Any]) -> bool:
    """The last round's missions are all scored: the points are final (ties go to the Edge)."""
    return view.get("phase") == "mission" and view.get("round") == ROUNDS and view.get("mission_cursor", 0) >= len(view["missions"])


def forced_pass(view: dict[str, Any], seat: int, legal: list[Command]) -> Optional[Command]:
    """A Pass for the acting seat with no Chakra left: every play, hidden play, reveal and upgrade
    costs at least 1 (the cheapest card costs 1), so Pass is its only move whatever its hand;
    the screen was passed to it just to press Pass (second new-user trial G4)."""
    if view.get("phase") != "action" or view.get("prompt") or view.get("acting") != seat:
        return None
    if view["players"][seat]["chakra"] == 0 and len(legal) == 1 and type(legal[0]).__name__ == "Pass":
        return legal[0]
    return None


def _amount_is_zero(effect: Any, view: dict[str, Any], source: str, controller: int, mission: int) -> bool:
    """POWERUP X, gain X Chakra or draw X where X is 0 (a count the public view shows)."""
    if effect.action not in ("powerup", "gain_chakra", "draw"):
        return False
    if not effect.amount_from:
        return effect.amount == 0
    if effect.amount_from not in COUNTED_IN_PUBLIC or not 0 <= mission < len(view["missions"]):
        return False
    side = view["missions"][mission]["sides"][controller]["characters"]
    if effect.amount_from == "friendly_hidden_here":
        count = sum(1 for char in side if char["hidden"])
    else:
        count = sum(1 for char in side if not char["hidden"] and char["id"] != source)
    return effect.amount * count == 0


def _nowhere_to_move(effect: Any, view: dict[str, Any]) -> bool:
    """A move "to another mission" while only one mission is in play (round 1): the rules ask
    which character, then find no mission to go to (twenty-fifth trial: "Déplacer : Kit (Ana),
    depuis D", then "L'effet n'a pas de cible")."""
    return effect.action in MOVERS and len(view["missions"]) < 2


def _too_late(effect: Any, view: dict[str, Any]) -> bool:
    """A mission's or a character's effect after the round's last mission was scored: power
    tokens and Chakra go at the round's end, and after the last round nothing changes points."""
    if view.get("phase") != "mission" or view.get("mission_cursor", 0) < len(view["missions"]):
        return False
    return effect.action in GONE_AT_ROUND_END or view.get("round") == ROUNDS


def _changes_nothing_now(cards: Any, view: dict[str, Any], effect: Any, legal: list[Command], source: str = "") -> bool:
    """In a mission phase, before its last mission is scored (fourth new-user trial: in the last
    round a discard and a POWERUP on a mission already scored each cost a hand-over): Chakra
    gained, or in the last round a card drawn or discarded, when no effect still to come takes a
    card from the hand; a POWERUP whose every target stands on a mission already scored (in the
    last round a defeat, a hide, a change of control, a return to the hand or a look too), when
    none still to come moves a character (nor, for a defeat, answers one). Read from the public
    view only."""
    if view.get("phase") != "mission":
        return False
    coming = _still_to_come(cards, view)
    to_come = {later.action for later in coming}
    last_round = view.get("round") == ROUNDS
    if effect.action == "gain_chakra" or effect.action in ("draw", "opponent_discards") and last_round:
        return not to_come & set(HAND_USERS)
    late_only = effect.action in ON_SCORED_IN_LAST_ROUND
    if not (effect.action == "powerup" or late_only and last_round) or to_come & set(MOVERS):
        return False
    if late_only and any(later.on == "friendly_defeated" for later in coming):
        return False  # a defeat could set one off
    targets = [source] if effect.target == "self" else [
        command.option.removeprefix("char:") for command in legal if command.option != SKIP]  # type: ignore[attr-defined]
    scored = {c["id"] for m in view["missions"][:view.get("mission_cursor", 0)] for side in m["sides"] for c in side["characters"]}
    return bool(targets) and all(target in scored for target in targets)


def _still_to_come(cards: Any, view: dict[str, Any]) -> list[Any]:
    """The effects that may still resolve in this mission phase, as every seat sees them: the
    queue after the effect being asked, the SCORE effects of the missions not scored yet and of
    the face-up characters on them, and every face-up character's triggers (a defeat or a play
    can set one off)."""
    found = []
    refs = [ref for group in view["queue"] for ref in group["refs"]][1:]
    found += [e for e in (effect_of(cards, ref[1], ref[2]) for ref in refs) if e is not None]
    for index, mission in enumerate(view["missions"]):
        if index >= view.get("mission_cursor", 0):
            found += [e for e in cards.missions[mission["key"]].effects if e.when == "score"]
        for side in mission["sides"]:
            for char in side["characters"]:
                if char["hidden"] or not char["stack"]:
                    continue
                for e in cards.characters[char["stack"][-1]].effects:
                    if e.when == "continuous" and e.on or e.when == "score" and index >= view.get("mission_cursor", 0):
                        found.append(e)
    return found
