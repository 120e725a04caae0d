"""Charge & Spark: each round both players choose a card face down, reveal, and resolve.

Rulebook order: setup ("phase de préparation"), then rounds of choose (face down, only a card
one can pay), reveal together, pay, apply effects, rest zone, until a player flips the
opponent's 4th Health tile or reaches the moon.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Command, Event, IllegalCommand
from game.engine.rules import MatchConfig, Outcome, Rules
from game.rules.robot_duel import log_text
from game.rules.robot_duel.cards import BASIC_TYPES, BONUS_TYPES, CardType, card_type_of, load_cards
from game.rules.robot_duel.commands import COMMAND_TYPES, PlayCard
from game.rules.robot_duel.events import (
    EVENT_TYPES,
    PROGRAM_STEP,
    AttackCountered,
    AttacksClashed,
    BonusDrawn,
    BonusPileShuffled,
    CardCopied,
    CardRested,
    CardReturned,
    CostPaid,
    DamageTaken,
    DuelWon,
    MoveCancelled,
    PawnMoved,
    RobotReady,
    RoundStarted,
    TilesTurnedUp,
)
from game.rules.robot_duel.invariants import check_invariants
from game.rules.robot_duel.resolution import resolve_round
from game.rules.robot_duel.state import TILES_PER_KIND, DuelState, Robot

CARD_ORDER = [f"p{s}.{t}" for s in (0, 1) for t in BASIC_TYPES] + [f"star.{t}" for t in BONUS_TYPES]
DEFAULT_TRACK = {"length": 4, "stars": [2, 3]}
"""Used only when no level supplies the track (see levels/robot_duel.tmx)."""


class RobotDuelRules(Rules):
    game_id = "robot_duel"
    name = "Charge & Spark"
    rules_version = 2
    """2: `last_revealed` is set at the reveal, not at rest (a view never names a card that
    has just gone back to the hand)."""
    min_players = 2
    max_players = 2
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, cards: Optional[dict[str, CardType]] = None):
        super().__init__()
        self.cards = cards if cards is not None else load_cards()

    # -- setup -------------------------------------------------------------------------------
    def check_config(self, config: MatchConfig) -> None:
        super().check_config(config)
        track = config.options.get("track", DEFAULT_TRACK)
        if not isinstance(track, dict):
            raise ValueError("the track must be an object with a length and stars")
        length, stars = track.get("length"), track.get("stars", [])
        if not isinstance(length, int) or isinstance(length, bool) or not 1 <= length <= 30:
            raise ValueError("the track length must be a whole number from 1 to 30")
        if not isinstance(stars, list) or not all(isinstance(s, int) and not isinstance(s, bool) and 0 < s < length for s in stars):
            raise ValueError("★ spaces must lie strictly between the start and the moon")
        _fixed_setup(config.options.get("setup"), length)

    def initial_state(self, config: MatchConfig) -> DuelState:
        track = config.options.get("track", DEFAULT_TRACK)
        return DuelState(
            track_length=track["length"],
            stars=tuple(sorted(set(track.get("stars", [])))),
            fixed_setup=_fixed_setup(config.options.get("setup"), track["length"]),
        )

    def setup(self, state: DuelState, rng: random.Random) -> list[Event]:
        fixed = state.fixed_setup
        events: list[Event] = []
        placed = _cards_placed(fixed)
        for seat in (0, 1):
            if "hands" in fixed:
                hand = tuple(fixed["hands"][seat])
            else:  # the six basic cards, less any a scripted rest zone already holds
                hand = tuple(c for c in (f"p{seat}.{t}" for t in BASIC_TYPES) if c not in placed)
            tiles = fixed.get("tiles", [{}, {}])[seat]
            events.append(RobotReady(
                seat=seat,
                hand=hand,
                health=tiles.get("health", TILES_PER_KIND),
                battery=tiles.get("battery", 2),
                disk=tiles.get("disk", 0),
                position=fixed.get("positions", [0, 0])[seat],
                rest=fixed.get("rest", [None, None])[seat],
            ))
        if "bonus_order" in fixed:
            order = tuple(fixed["bonus_order"])
        else:
            dealt = {c for seat in (0, 1) for c in (events[seat].hand + ((events[seat].rest,) if events[seat].rest else ()))}
            order = tuple(c for c in (f"star.{t}" for t in BONUS_TYPES) if c not in dealt)
            order = tuple(rng.sample(order, len(order)))
        events.append(BonusPileShuffled(order))
        return events

    # -- whose turn, what is legal -----------------------------------------------------------
    def to_act(self, state: DuelState) -> tuple[int, ...]:
        if state.outcome is not None or state.secrets.step != PROGRAM_STEP:
            return ()
        return state.secrets.waiting_for()

    def legal_commands(self, state: DuelState, seat: int) -> list[Command]:
        if seat not in self.to_act(state):
            return []
        return [PlayCard(seat, card) for card in state.robots[seat].hand if self.why_not_playable(state, seat, card) is None]

    def why_not_playable(self, state: DuelState, seat: int, card_id: str) -> Optional[str]:
        """None when the card may be chosen, else the reason a player reads."""
        robot = state.robots[seat]
        if card_id not in robot.hand:
            return "that card is not in your hand"
        card = self.cards[card_type_of(card_id)]
        for kind, amount in card.cost.items():
            if robot.tiles(kind) < amount:
                return f"{card.name['en']} costs {amount} {kind.capitalize()}; you have {robot.tiles(kind)} face up"
        if card.copy and robot.rest is None:
            return "Copy needs a card in your rest zone to copy"
        return None

    def handle(self, state: DuelState, command: Command, rng: random.Random) -> list[Event]:
        if not isinstance(command, PlayCard):
            raise IllegalCommand(f"{type(command).__name__} is not a Charge & Spark action")
        state.secrets.check_can_commit(command.seat, PROGRAM_STEP)
        reason = self.why_not_playable(state, command.seat, command.card)
        if reason is not None:
            raise IllegalCommand(reason)
        return [state.secrets.commit_event(command.seat, command.card)]

    def advance(self, state: DuelState, rng: random.Random) -> list[Event]:
        if state.outcome is not None:
            return []
        if state.secrets.is_complete():
            return [state.secrets.reveal_event()]
        if state.resolving:
            return resolve_round(state, self.cards)
        if state.secrets.step is None:
            return [RoundStarted(state.round + 1)]
        return []

    # -- the fold ----------------------------------------------------------------------------
    def apply(self, state: DuelState, event: Event) -> None:
        robots = state.robots
        match event:
            case RobotReady(seat=seat):
                robots[seat] = Robot(event.health, event.battery, event.disk, list(event.hand), event.rest, None, event.position)
            case BonusPileShuffled(order=order):
                state.bonus_pile = list(order or ())
            case RoundStarted(round=number):
                state.round = number
                state.secrets.open_step(PROGRAM_STEP, (0, 1))
            case ChoiceCommitted():
                state.secrets.apply_committed(event)
            case ChoicesRevealed(choices=choices):
                state.secrets.apply_revealed(event)
                state.revealed = {seat: card for seat, card in choices}
                state.last_revealed = dict(state.revealed)
                for seat, card in choices:
                    robots[seat].hand.remove(card)
                state.resolving = True
            case CostPaid(seat=seat):
                robots[seat].battery -= event.battery
                robots[seat].disk -= event.disk
            case TilesTurnedUp(seat=seat):
                robots[seat].battery += event.battery
                robots[seat].disk += event.disk
            case DamageTaken(seat=seat, amount=amount):
                robots[seat].health -= amount
            case PawnMoved(seat=seat, position=position):
                robots[seat].position = position
            case BonusDrawn(seat=seat):
                robots[seat].hand.append(state.bonus_pile.pop(0))
            case CardReturned(seat=seat, card=card):
                robots[seat].hand.append(card)
                robots[seat].rest, robots[seat].rest_copied = None, None
            case CardRested(seat=seat, card=card, copied=copied):
                robots[seat].rest, robots[seat].rest_copied = card, copied
                del state.revealed[seat]
                state.resolving = bool(state.revealed)
            case DuelWon(winners=winners, reason=reason):
                state.outcome = Outcome(tuple(winners), reason)
                state.resolving = False
            case CardCopied() | AttacksClashed() | AttackCountered() | MoveCancelled():
                pass  # told in the log and animated; the state changes through the events that follow
            case _:
                raise ValueError(f"robot_duel cannot apply {type(event).__name__}")

    # -- reading -----------------------------------------------------------------------------
    def view(self, state: DuelState, seat: Optional[int]) -> dict[str, Any]:
        robots = []
        for index, robot in enumerate(state.robots):
            sees_hand = seat is None or seat == index
            robots.append({
                "health": robot.health,
                "battery": robot.battery,
                "disk": robot.disk,
                "hand": sorted(robot.hand, key=CARD_ORDER.index) if sees_hand else None,
                "hand_size": len(robot.hand),
                "rest": robot.rest,
                "rest_copied": robot.rest_copied,
                "position": robot.position,
                "on_table": state.revealed.get(index),
            })
        return {
            "game": self.game_id,
            "round": state.round,
            "track": {"length": state.track_length, "stars": list(state.stars)},
            "robots": robots,
            "bonus_pile": list(state.bonus_pile) if seat is None else None,
            "bonus_pile_size": len(state.bonus_pile),
            "choices": state.secrets.view_for(seat),
            "last_revealed": {str(k): v for k, v in sorted(state.last_revealed.items())},
            "outcome": None if state.outcome is None else {"winners": list(state.outcome.winners), "reason": state.outcome.reason},
        }

    def outcome(self, state: DuelState) -> Optional[Outcome]:
        return state.outcome

    def check_invariants(self, state: DuelState) -> None:
        """What must hold after every command (`python -m game soak` calls it)."""
        check_invariants(state, self.cards)

    def log_line(self, event: Event, lang: str) -> str:
        return log_text.describe(event, self.cards, lang)


def _fixed_setup(setup: Any, track_length: int) -> dict[str, Any]:
    """Validate a scripted setup (hands, tiles, positions, rest zones, bonus order)."""
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise ValueError("setup must be an object")
    known = {"hands", "tiles", "positions", "rest", "bonus_order"}
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup key {sorted(unknown)[0]!r}; expected {sorted(known)}")
    all_cards = {f"p{s}.{t}" for s in (0, 1) for t in BASIC_TYPES} | {f"star.{t}" for t in BONUS_TYPES}

    def pair(key: str) -> list[Any]:
        value = setup[key]
        if not isinstance(value, list) or len(value) != 2:
            raise ValueError(f"setup.{key} needs one entry per player")
        return value

    seen: list[str] = []
    if "hands" in setup:
        for hand in pair("hands"):
            if not isinstance(hand, list) or not all(isinstance(c, str) and c in all_cards for c in hand):
                raise ValueError(f"setup.hands holds an unknown card; cards are {sorted(all_cards)}")
            seen += hand
    if "rest" in setup:
        for card in pair("rest"):
            if card is not None and card not in all_cards:
                raise ValueError(f"setup.rest holds an unknown card {card!r}")
            seen += [card] if card else []
    if "bonus_order" in setup:
        order = setup["bonus_order"]
        if not isinstance(order, list) or not all(isinstance(c, str) and c.startswith("star.") and c in all_cards for c in order):
            raise ValueError("setup.bonus_order must list ★ cards (star.ray, star.recovery, star.trap, star.copy)")
        seen += order
    if len(seen) != len(set(seen)):
        raise ValueError("setup places a card twice")
    for key in ("hands", "rest"):
        for seat, cards in enumerate(setup.get(key, [])):
            for card in (cards if isinstance(cards, list) else [cards]):
                owner = "star" if card is None or card.startswith("star.") else card.split(".")[0]
                if owner not in ("star", f"p{seat}"):
                    raise ValueError(f"setup.{key}: {card} is a basic card of the other player")
    if "tiles" in setup:
        for tiles in pair("tiles"):
            if not isinstance(tiles, dict) or not all(k in ("health", "battery", "disk") and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= TILES_PER_KIND for k, v in tiles.items()):
                raise ValueError("setup.tiles: face-up counts of health, battery and disk, each 0..4")
            if tiles.get("health", TILES_PER_KIND) == 0:
                raise ValueError("setup.tiles: a robot starts with at least 1 Health")
    if "positions" in setup:
        if not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < track_length for p in pair("positions")):
            raise ValueError(f"setup.positions must be spaces 0..{track_length - 1}")
    return setup


def _cards_placed(fixed: dict[str, Any]) -> set[str]:
    """Every card a scripted setup puts somewhere (hands, rest zones, bonus pile)."""
    placed = {c for hand in fixed.get("hands", []) for c in hand}
    placed |= {c for c in fixed.get("rest", []) if c}
    return placed | set(fixed.get("bonus_order", []))
