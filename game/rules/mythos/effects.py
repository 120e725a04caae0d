"""What the effect vocabulary means: power, chakra, targets, and resolving one waiting effect.

Reading helpers (power, income, targets) never change the state. `prompt_for` says what the
first waiting effect asks and of whom; `resolve` turns the answer into events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.engine.records import Event
from game.rules.mythos.cards import CardSet, CharacterCard, Effect
from game.rules.mythos.events import (
    CardDiscarded,
    ChakraGained,
    CardsDrawn,
    CharacterDefeated,
    CharacterHidden,
    CharacterMoved,
    CharacterPlayedHidden,
    CharacterReturnedToHand,
    ControlTaken,
    EffectFinished,
    EffectsQueued,
    HiddenCharacterLookedAt,
    PlayedThroughEffect,
    PowerTokensAdded,
    RevealedThroughEffect,
    TargetChosen,
)
from game.rules.mythos.state import BASE_CHAKRA, Character, EffectRef, MythosState

SKIP = "skip"
YES = "yes"
TWO_STEP = ("move", "play_hidden_from_hand", "opponent_discards")
"""Effects that ask twice: what, then where (or the opponent's card). `play_character` asks
twice only when a card of the hand is chosen (a hidden character to reveal is already placed)."""


# -- reading the table ---------------------------------------------------------------------

def card_of(state: MythosState, cards: CardSet, char_id: str) -> CharacterCard:
    return cards.characters[state.versions[state.characters[char_id].top]]


def known_to_all(char: Character) -> bool:
    """Face up, or hidden by an effect in everyone's sight (README ruling 28)."""
    return not char.hidden or char.hidden_in_sight


def shown(state: MythosState, char_id: str) -> str:
    """What everyone knows of a character for the log: its version when known to all, else ""."""
    char = state.characters[char_id]
    return state.versions[char.top] if known_to_all(char) else ""


def can_see(state: MythosState, char: Character, seat: Optional[int]) -> bool:
    """Whether `seat` knows who this character is: owners and controllers see their own, a
    look lasts while the card stays in play (README ruling 24), and everyone knows a character
    that was face up before an effect hid it (ruling 28). Once the game is over, everyone
    sees every character (ruling 33)."""
    return (seat is None or known_to_all(char) or seat in (char.owner, char.controller)
            or (seat, char.top) in state.seen or state.outcome is not None)


def face_up_effects(state: MythosState, cards: CardSet, char_id: str) -> tuple[Effect, ...]:
    char = state.characters[char_id]
    return () if char.hidden else card_of(state, cards, char_id).effects


def friends_here(state: MythosState, char_id: str) -> list[str]:
    char = state.characters[char_id]
    return [c for c in state.missions[char.mission].sides[char.controller] if c != char_id]


def has_keyword(state: MythosState, cards: CardSet, char_id: str, keyword: str) -> bool:
    """Hidden characters have no name, keyword or group for effects (README ruling 7)."""
    if state.characters[char_id].hidden:
        return False
    card = card_of(state, cards, char_id)
    return keyword in card.keywords or keyword == card.group or keyword == card.name


def condition_holds(state: MythosState, cards: CardSet, char_id: Optional[str], effect: Effect) -> bool:
    if not effect.if_keyword_here:
        return True
    if char_id is None or char_id not in state.characters:
        return False
    return any(has_keyword(state, cards, c, effect.if_keyword_here) for c in friends_here(state, char_id))


def amount_of(state: MythosState, cards: CardSet, effect: Effect, controller: int, mission: int, source: Optional[str]) -> int:
    if not effect.amount_from:
        return effect.amount
    side = state.missions[mission].sides[controller]
    if effect.amount_from == "friendly_hidden_here":
        count = sum(1 for c in side if state.characters[c].hidden)
    elif effect.amount_from == "other_face_up_friendly_here":
        count = sum(1 for c in side if c != source and not state.characters[c].hidden)
    else:  # missions_with_keyword
        count = sum(1 for m in state.missions if any(has_keyword(state, cards, c, effect.keyword) for c in m.sides[controller]))
    return effect.amount * count


def mission_aura(state: MythosState, cards: CardSet, char_id: str) -> int:
    """The power a character gets from its mission's effects "tant que la mission est en jeu"
    (README ruling 32): they reach hidden characters too when the text says so."""
    char = state.characters[char_id]
    total = 0
    for effect in cards.missions[state.missions[char.mission].key].effects:
        if effect.when != "continuous" or effect.action != "aura":
            continue
        if effect.hidden == "hidden" and not char.hidden or effect.hidden == "face_up" and char.hidden:
            continue
        if effect.keyword and not has_keyword(state, cards, char_id, effect.keyword):
            continue
        cost = 0 if char.hidden else card_of(state, cards, char_id).cost
        if effect.max_cost >= 0 and cost > effect.max_cost:
            continue
        total += effect.amount
    return total


def power_parts(state: MythosState, cards: CardSet, char_id: str) -> list[tuple[str, int]]:
    """Where a character's power comes from, as (source, amount): "printed", "tokens",
    "mission:<key>" (its mission's continuous effects), "self" (its own conditional POWER),
    "card:<version>" (a friend's aura here). Every source is in everyone's sight: a hidden
    character has only its tokens and what its mission gives hidden characters."""
    char = state.characters[char_id]
    parts: list[tuple[str, int]] = []
    if not char.hidden:
        parts.append(("printed", card_of(state, cards, char_id).power))
    if char.tokens:
        parts.append(("tokens", char.tokens))
    aura = mission_aura(state, cards, char_id)
    if aura:
        parts.append((f"mission:{state.missions[char.mission].key}", aura))
    for effect in face_up_effects(state, cards, char_id):
        if effect.action == "power" and condition_holds(state, cards, char_id, effect):
            parts.append(("self", amount_of(state, cards, effect, char.controller, char.mission, char_id)))
    if not char.hidden:
        for friend in friends_here(state, char_id):
            for effect in face_up_effects(state, cards, friend):
                if effect.action == "aura" and (not effect.keyword or has_keyword(state, cards, char_id, effect.keyword)):
                    parts.append((f"card:{card_of(state, cards, friend).key}", effect.amount))
    return [(source, amount) for source, amount in parts if amount or source == "printed"]


def power_of(state: MythosState, cards: CardSet, char_id: str) -> int:
    """Printed power + tokens + continuous changes (`power_parts`), never below 0."""
    return max(0, sum(amount for _, amount in power_parts(state, cards, char_id)))


def mission_power(state: MythosState, cards: CardSet, mission: int, seat: int) -> int:
    return sum(power_of(state, cards, c) for c in state.missions[mission].sides[seat])


def chakra_income(state: MythosState, cards: CardSet, seat: int) -> int:
    """5, plus 1 per character one controls (hidden included, a stack once), plus CHAKRA +X."""
    total = BASE_CHAKRA
    for char_id, char in state.characters.items():
        if char.controller != seat:
            continue
        total += 1
        for effect in face_up_effects(state, cards, char_id):
            if effect.action == "chakra" and condition_holds(state, cards, char_id, effect):
                total += amount_of(state, cards, effect, seat, char.mission, char_id)
    return max(0, total)


def effect_of(cards: CardSet, ref: EffectRef) -> Effect:
    if ref.source.startswith("mission:"):
        return cards.missions[ref.version].effects[ref.index]
    return cards.characters[ref.version].effects[ref.index]


# -- triggers ------------------------------------------------------------------------------

def refs_of(cards: CardSet, char_id: str, version: str, controller: int, mission: int,
            timings: tuple[str, ...]) -> tuple[tuple, ...]:
    """A card's own effects of these timings, top to bottom, as queued refs. Played as an
    upgrade, an UPGRADE effect that modifies a MAIN effect (`instead_of`) resolves in that MAIN
    effect's place, instead of it, and not a second time on its own (README ruling 30)."""
    effects = cards.characters[version].effects
    upgrading = "upgrade" in timings
    replaced = {e.instead_of - 1: i for i, e in enumerate(effects) if upgrading and e.instead_of}
    return tuple(EffectRef(char_id, version, replaced.get(i, i), controller, mission).to_tuple()
                 for i, e in enumerate(effects) if e.when in timings and not (upgrading and e.instead_of))


def triggered_by(state: MythosState, cards: CardSet, happening: str, char_id: str,
                 controller: int, mission: int) -> tuple[tuple, ...]:
    """Continuous triggers of other face-up characters answering `happening` to `char_id`
    (a character of `controller` on `mission`, possibly not yet in the state)."""
    refs = []
    for other_id, other in state.characters.items():
        if other_id == char_id or other.controller != controller:
            continue
        if happening == "friendly_played_here" and other.mission != mission:
            continue
        for i, effect in enumerate(face_up_effects(state, cards, other_id)):
            if effect.on == happening:
                refs.append(EffectRef(other_id, state.versions[other.top], i, other.controller, other.mission).to_tuple())
    return tuple(refs)


def queue_triggers(refs: tuple[tuple, ...], chooser: int) -> list[Event]:
    return [EffectsQueued(refs, ordered=False, chooser=chooser)] if refs else []


# -- targets -------------------------------------------------------------------------------

def target_characters(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect) -> list[str]:
    source = ref.source if ref.source in state.characters else None
    if effect.target == "self":
        return [source] if source else []
    found = []
    for mission_index, mission in enumerate(state.missions):
        if effect.where == "here" and mission_index != ref.mission:
            continue
        for seat in (0, 1):
            friendly = seat == ref.controller
            if effect.target in ("friendly", "other_friendly") and not friendly:
                continue
            if effect.target == "enemy" and friendly:
                continue
            for char_id in mission.sides[seat]:
                if effect.target == "other_friendly" and char_id == source:
                    continue
                if is_allowed_target(state, cards, ref, effect, char_id):
                    found.append(char_id)
    return found


def is_allowed_target(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect, char_id: str) -> bool:
    char = state.characters[char_id]
    if effect.hidden == "hidden" and not char.hidden or effect.hidden == "face_up" and char.hidden:
        return False
    if effect.keyword and effect.action not in ("chakra",) and not has_keyword(state, cards, char_id, effect.keyword):
        return False
    looks_first = effect.action == "take_control" and char.hidden
    if effect.max_cost >= 0 and not looks_first:
        cost = 0 if char.hidden else card_of(state, cards, char_id).cost
        if cost > effect.max_cost:
            return False
    if effect.action == "look" and not char.hidden:
        return False
    if effect.action == "take_control" and char.controller == ref.controller:
        return False
    if effect.action in ("hide", "defeat") and char.controller != ref.controller and not char.hidden:
        if any(e.action == "protected" for e in face_up_effects(state, cards, char_id)):
            return False
    if effect.action == "hide" and char.hidden:
        return False
    if effect.action == "move" and not destinations(state, cards, char_id, ref.controller):
        return False
    return True


def destinations(state: MythosState, cards: CardSet, char_id: str, chooser: int) -> list[int]:
    """Other missions where the character may go: no same name on its side among the faces
    everyone knows. Other hidden characters do not narrow the choice, even for their owner: the
    number of choices would tell the opponent what they are (issue 18). A clash with a hidden
    character is settled afterwards, in the open (README rulings 8, 23 and 26)."""
    char = state.characters[char_id]
    known = known_to_all(char)
    name = card_of(state, cards, char_id).name
    found = []
    for index, mission in enumerate(state.missions):
        if index == char.mission:
            continue
        if known and any(known_to_all(state.characters[c]) and card_of(state, cards, c).name == name
                         for c in mission.sides[char.controller]):
            continue
        found.append(index)
    return found


# -- what the first waiting effect asks ----------------------------------------------------

@dataclass(frozen=True)
class Prompt:
    seat: int
    options: tuple[str, ...]
    """Every answer; "skip" when the effect may be declined."""


def prompt_for(state: MythosState, cards: CardSet, ref: EffectRef) -> Optional[Prompt]:
    """The question for `ref`, or None when it has nothing to act on."""
    effect = effect_of(cards, ref)
    source = ref.source if ref.source in state.characters else None
    if state.chosen_target is not None:
        return _second_step(state, cards, ref, effect)
    if not condition_holds(state, cards, source, effect) and not ref.source.startswith("mission:"):
        return None
    action = effect.action
    if action in ("gain_chakra", "draw") or (action == "powerup" and effect.target == "self"):
        if action == "powerup" and source is None:
            return None
        options: list[str] = [YES]
    elif action == "opponent_discards":
        options = [YES] if state.players[1 - ref.controller].hand else []
    elif action == "play_character":
        return _play_prompt(state, cards, ref, effect)
    elif action == "play_hidden_from_hand":
        # Any card of the hand, onto any mission (README rulings 23 and 26): which cards could go
        # where depends on their names, and the opponent would read it in the choices' count.
        options = [f"card:{c}" for c in state.players[ref.controller].hand] if state.missions else []
    else:
        options = [f"char:{c}" for c in target_characters(state, cards, ref, effect)]
    if not options:
        return None
    if not effect.must:
        options.append(SKIP)
    return Prompt(ref.controller, tuple(options))


def _second_step(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect) -> Optional[Prompt]:
    target = state.chosen_target or ""
    if effect.action == "move":
        char_id = target.removeprefix("char:")
        if char_id not in state.characters:
            return None
        return Prompt(ref.controller, tuple(f"mission:{m}" for m in destinations(state, cards, char_id, ref.controller)))
    if effect.action == "play_hidden_from_hand":
        return Prompt(ref.controller, tuple(f"mission:{m}" for m in range(len(state.missions))))
    if effect.action == "play_character":
        card_id = target.removeprefix("card:")
        if card_id not in state.players[ref.controller].hand:
            return None
        name = cards.characters[state.versions[card_id]].name
        return Prompt(ref.controller, tuple(f"mission:{m}" for m in play_missions(state, cards, ref, effect, name)))
    opponent = 1 - ref.controller
    return Prompt(opponent, tuple(f"card:{c}" for c in state.players[opponent].hand))


def resolve(state: MythosState, cards: CardSet, ref: EffectRef, option: str) -> list[Event]:
    """Events for answering the first waiting effect with `option` (already checked legal)."""
    effect = effect_of(cards, ref)
    if option == SKIP:
        return [EffectFinished("declined")]
    if state.chosen_target is None and (effect.action in TWO_STEP or effect.action == "play_character" and option.startswith("card:")):
        return [TargetChosen(option)]
    amount = amount_of(state, cards, effect, ref.controller, ref.mission, ref.source)
    seat = ref.controller
    target = option.split(":", 1)[1] if ":" in option else (ref.source if effect.target == "self" else "")
    events: list[Event] = []
    queued: list[Event] = []
    match effect.action:
        case "powerup":
            events.append(PowerTokensAdded(target, amount, shown(state, target)))
        case "gain_chakra":
            events.append(ChakraGained(seat, amount, "effect"))
        case "draw":
            drawn = tuple(state.players[seat].deck[:amount])
            events.append(CardsDrawn(seat, len(drawn), drawn))
        case "opponent_discards":
            events.append(CardDiscarded(1 - seat, target, state.versions[target]))
        case "move":
            moving = (state.chosen_target or "").removeprefix("char:")
            events.append(CharacterMoved(moving, int(target), shown(state, moving)))
        case "hide":
            events.append(CharacterHidden(target, shown(state, target)))
        case "defeat":
            defeated, queued = defeat_events(state, cards, target, chooser=seat)
            events += defeated
        case "return_to_hand":
            char = state.characters[target]
            events.append(CharacterReturnedToHand(target, char.owner, tuple(state.versions[c] for c in char.cards),
                                                  shown(state, target)))
        case "look":
            events.append(HiddenCharacterLookedAt(seat, target, state.versions[state.characters[target].top]))
        case "take_control":
            char = state.characters[target]
            cost = card_of(state, cards, target).cost
            if char.hidden:
                events.append(HiddenCharacterLookedAt(seat, target, state.versions[char.top]))
            if effect.max_cost < 0 or cost <= effect.max_cost:
                events.append(ControlTaken(target, seat, shown(state, target)))
        case "play_hidden_from_hand":
            card_id = (state.chosen_target or "").removeprefix("card:")
            events.append(CharacterPlayedHidden(seat, card_id, int(target), 0))
        case "play_character":
            played, queued = play_events(state, cards, ref, effect, option)
            events += played
    # The effect is done before anything it triggered is queued in front of what waits.
    return events + [EffectFinished("applied")] + queued


def defeat_events(state: MythosState, cards: CardSet, char_id: str, chooser: int) -> tuple[list[Event], list[Event]]:
    """Defeating a character, and the queueing of its controller's "when a friendly character
    is defeated" triggers (found while it is still in play)."""
    char = state.characters[char_id]
    triggers = triggered_by(state, cards, "friendly_defeated", char_id, char.controller, char.mission)
    return [CharacterDefeated(char_id, tuple(state.versions[c] for c in char.cards))], queue_triggers(triggers, chooser)


def duplicate_clash(state: MythosState, cards: CardSet) -> Optional[Prompt]:
    """Two characters of one name on one side (after a move or a take of control): their
    controller defeats one of them at once (README ruling 8)."""
    for mission in state.missions:
        for seat in (0, 1):
            by_name: dict[str, list[str]] = {}
            for char_id in mission.sides[seat]:
                by_name.setdefault(card_of(state, cards, char_id).name, []).append(char_id)
            for same in by_name.values():
                if len(same) > 1:
                    return Prompt(seat, tuple(f"defeat:{c}" for c in same))
    return None


# -- effects that let one play a character (README ruling 31) -----------------------------

def effect_cost(cards: CardSet, version: str, effect: Effect) -> int:
    """The printed cost less the effect's reduction (`amount`), never below 0."""
    return max(0, cards.characters[version].cost - effect.amount)


def fits_play_effect(cards: CardSet, version: str, effect: Effect) -> bool:
    """The card's own printed name, keywords, group and cost: a hidden character is checked as
    it will be once revealed (digest ruling 7), as its owner knows it."""
    card = cards.characters[version]
    if effect.keyword and effect.keyword not in card.keywords + (card.group, card.name):
        return False
    return effect.max_cost < 0 or card.cost <= effect.max_cost


def play_missions(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect, name: str) -> list[int]:
    """Where the effect may put a card of the hand: this mission ("here") or any, but not beside a
    character of the same name that everyone knows is there. A hidden one of the same name does
    not narrow the choice, or whether the player is asked again would tell the opponent it is
    there; the clash is settled in the open (README rulings 23 and 26)."""
    scope = [ref.mission] if effect.where == "here" else range(len(state.missions))
    return [m for m in scope if not any(
        known_to_all(state.characters[c]) and card_of(state, cards, c).name == name
        for c in state.missions[m].sides[ref.controller])]


def _play_prompt(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect) -> Optional[Prompt]:
    """Cards of the hand to play face up and own hidden characters to reveal, or skip. The player
    is asked whenever they hold a card or a hidden character, fitting or not: whether a question
    comes must not tell the opponent what the hand or the hidden cards are (README ruling 23)."""
    seat = ref.controller
    player = state.players[seat]
    hidden_own = [c for m in state.missions for c in m.sides[seat] if state.characters[c].hidden]
    if not player.hand and not hidden_own:
        return None
    options = []
    for card_id in player.hand:
        version = state.versions[card_id]
        if (fits_play_effect(cards, version, effect) and player.chakra >= effect_cost(cards, version, effect)
                and play_missions(state, cards, ref, effect, cards.characters[version].name)):
            options.append(f"card:{card_id}")
    for char_id in hidden_own:
        char = state.characters[char_id]
        version = state.versions[char.top]
        if ((effect.where == "anywhere" or char.mission == ref.mission) and fits_play_effect(cards, version, effect)
                and player.chakra >= effect_cost(cards, version, effect)):
            options.append(f"char:{char_id}")
    return Prompt(seat, tuple(options) + (SKIP,))


def play_events(state: MythosState, cards: CardSet, ref: EffectRef, effect: Effect, option: str) -> tuple[list[Event], list[Event]]:
    """The play (face up from the hand, or the reveal of a hidden character), and the effects it
    queues: its own MAIN (and AMBUSH when revealed), behind the triggers of cards already in play."""
    seat = ref.controller
    if option.startswith("char:"):
        char_id = option.removeprefix("char:")
        char = state.characters[char_id]
        version, mission = state.versions[char.top], char.mission
        played: Event = RevealedThroughEffect(seat, char_id, version, effect_cost(cards, version, effect), ref.version)
        timings: tuple[str, ...] = ("main", "ambush")
    else:
        char_id = (state.chosen_target or "").removeprefix("card:")
        version, mission = state.versions[char_id], int(option.removeprefix("mission:"))
        played = PlayedThroughEffect(seat, char_id, version, mission, effect_cost(cards, version, effect), ref.version)
        timings = ("main",)
    own = refs_of(cards, char_id, version, seat, mission, timings)
    queued: list[Event] = [EffectsQueued(own, ordered=True, chooser=seat)] if own else []
    queued += queue_triggers(triggered_by(state, cards, "friendly_played_here", char_id, seat, mission), seat)
    return [played], queued
