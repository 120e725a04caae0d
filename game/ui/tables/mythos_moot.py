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
from game.ui.tables.mythos_prompt import asks_about_an_effect

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
    if view.get("chosen_target") is not None or not view.get("queue"):
        return None
    if not all(hasattr(command, "option") for command in legal) or not asks_about_an_effect(cards, view):
        return None
    source, version, index, controller, mission = view["queue"][0]["refs"][0]
    card = cards.characters.get(version) or cards.missions.get(version)
    effects = getattr(card, "effects", ()) if card is not None else ()
    if not 0 <= index < len(effects):
        return None
    effect = effects[index]
    if not (_amount_is_zero(effect, view, source, controller, mission) or _too_late(effect, view)):
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


def _too_late(effect: Any, view: dict[str, Any]) -> bool:
    """A mission's or a character's effect after the round's last mission was scored: power
    tokens and Chakra go at the round's end, and after the last round nothing changes points."""
    if view.get("phase") != "mission" or view.get("mission_cursor", 0) < len(view["missions"]):
        return False
    return effect.action in GONE_AT_ROUND_END or view.get("round") == ROUNDS
