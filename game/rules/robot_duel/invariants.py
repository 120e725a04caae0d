"""What must hold on a Charge & Spark table after every command (`python -m game soak` and the
self-play tests check it).

A command here is a face-down choice; the engine then runs the automatic steps (reveal, the
round's resolution, the next round's start) until someone must choose again. So the state seen
after a command is either a round's choosing step (no choice yet, or one of the two) or the end
of the duel; mid-resolution states (a card on the table, a Health at 0 before the victory
check) never rest there, and these checks do not allow them.

Only the state is given, so "never backwards" is checked against what the state alone shows:
the scripted setup it started from (`fixed_setup`, empty for the rulebook's setup) and the round
counter, which bounds the moves made and the damage taken.
"""

from __future__ import annotations

from typing import Any

from game.rules.robot_duel.cards import BASIC_TYPES, BONUS_TYPES, CardType, card_type_of
from game.rules.robot_duel.events import PROGRAM_STEP
from game.rules.robot_duel.state import TILES_PER_KIND, DuelState

ALL_CARDS = frozenset([f"p{s}.{t}" for s in (0, 1) for t in BASIC_TYPES] + [f"star.{t}" for t in BONUS_TYPES])
WIN_REASONS = ("health", "moon")
"""Ruling 9: with these cards a draw cannot happen, so every end names one winner."""


def check_invariants(state: DuelState, cards: dict[str, CardType]) -> None:
    """Raises AssertionError naming the first broken invariant."""
    _check_phase(state)
    _check_cards(state)
    start = _starting_table(state.fixed_setup)
    # While a round's cards are being chosen, that round has not been played yet.
    rounds_played = state.round if state.outcome is not None else state.round - 1
    hardest_hit = max(max(card.attack, card.counter) for card in cards.values())
    for seat, robot in enumerate(state.robots):
        for kind in ("health", "battery", "disk"):
            if not 0 <= robot.tiles(kind) <= TILES_PER_KIND:
                raise AssertionError(f"seat {seat} has {robot.tiles(kind)} {kind} tiles face up (0 to {TILES_PER_KIND})")
        lost = start.health[seat] - robot.health
        if lost < 0:
            raise AssertionError(f"seat {seat} gained Health: {robot.health} face up, started with {start.health[seat]}")
        if lost > hardest_hit * rounds_played:
            raise AssertionError(f"seat {seat} lost {lost} Health in {rounds_played} rounds (at most {hardest_hit} a round)")
        moved = robot.position - start.position[seat]
        if not 0 <= moved <= rounds_played or robot.position > state.track_length:
            raise AssertionError(f"seat {seat}'s pawn is on space {robot.position} after {rounds_played} rounds "
                                 f"from space {start.position[seat]} (moves are 1 space forward, the moon is {state.track_length})")
        _check_bonus_draws(state, seat, start)
        _check_rest_zone(state, seat, start, rounds_played)
    _check_choice(state, cards)
    _check_outcome(state)


def _check_phase(state: DuelState) -> None:
    """After a command the duel is choosing cards, or over; nothing is left mid-resolution."""
    secrets = state.secrets
    if state.resolving or state.revealed:
        raise AssertionError(f"a round is left mid-resolution (cards on the table: {state.revealed})")
    if state.round < 1:
        raise AssertionError(f"round {state.round} after a command (rounds count from 1)")
    if state.outcome is None:
        if secrets.step != PROGRAM_STEP or tuple(secrets.choosers) != (0, 1):
            raise AssertionError(f"the step is {secrets.step!r} for seats {secrets.choosers}, not both players choosing")
        if len(secrets.committed) > 1 or not set(secrets.committed) <= {0, 1}:
            raise AssertionError(f"choices {sorted(secrets.committed)} are committed but not revealed")
    elif secrets.step is not None or secrets.committed:
        raise AssertionError(f"the duel is over but the step {secrets.step!r} is still open")


def _check_cards(state: DuelState) -> None:
    """Every card of the game is somewhere exactly once; a basic card stays on its owner's side."""
    found = list(state.bonus_pile)
    for robot in state.robots:
        found += robot.hand
        if robot.rest is not None:
            found.append(robot.rest)
    expected = _cards_dealt(state.fixed_setup)
    if len(found) != len(expected) or set(found) != expected:
        missing = sorted(expected - set(found))
        doubled = sorted({c for c in found if found.count(c) > 1} | (set(found) - expected))
        raise AssertionError(f"cards are not conserved: missing {missing[:3]}, doubled or unknown {doubled[:3]}")
    sides = [("the bonus pile", state.bonus_pile, "star.")]
    sides += [(f"seat {seat}'s side", robot.hand + ([robot.rest] if robot.rest else []), f"p{seat}.") for seat, robot in enumerate(state.robots)]
    for where, held, owned in sides:
        for card in held:
            if not (card.startswith("star.") or card.startswith(owned)):
                raise AssertionError(f"basic card {card} is on {where}, not its owner's")


def _check_bonus_draws(state: DuelState, seat: int, start: "_StartingTable") -> None:
    """A ★ card is drawn on arriving at a ★ space, and never changes sides after."""
    robot = state.robots[seat]
    held = [c for c in robot.hand + [robot.rest] if c is not None and c.startswith("star.")]
    drawn = len(held) - start.bonus[seat]
    reached = sum(1 for star in state.stars if start.position[seat] < star <= robot.position)
    # The pile only shrinks: while it holds a card, every arrival on a ★ drew one.
    if drawn < 0 or drawn > reached or (state.bonus_pile and drawn != reached):
        raise AssertionError(f"seat {seat} drew {drawn} bonus cards after reaching {reached} ★ spaces "
                             f"({len(state.bonus_pile)} left in the pile)")


def _check_rest_zone(state: DuelState, seat: int, start: "_StartingTable", rounds_played: int) -> None:
    """Once a round is played, each rest zone holds the card its player revealed last."""
    robot = state.robots[seat]
    if rounds_played == 0:
        if state.last_revealed:
            raise AssertionError(f"cards {state.last_revealed} were revealed before any round was played")
        if robot.rest != start.rest[seat]:
            raise AssertionError(f"seat {seat}'s rest zone holds {robot.rest} before any round was played")
    elif robot.rest is None or state.last_revealed.get(seat) != robot.rest:
        raise AssertionError(f"seat {seat}'s rest zone holds {robot.rest}, not the card it revealed last "
                             f"({state.last_revealed.get(seat)})")
    is_copy = robot.rest is not None and card_type_of(robot.rest) == "copy"
    if robot.rest_copied is not None and (not is_copy or robot.rest_copied not in BASIC_TYPES + BONUS_TYPES
                                          or robot.rest_copied == "copy"):
        raise AssertionError(f"seat {seat}'s rest zone {robot.rest} keeps the properties of {robot.rest_copied!r}")
    if is_copy and robot.rest_copied is None and rounds_played > 0:
        raise AssertionError(f"seat {seat}'s played Copy rests without the card it copied")


def _check_choice(state: DuelState, cards: dict[str, CardType]) -> None:
    """A face-down choice is a card in its player's hand that they can pay for."""
    for seat, card_id in state.secrets.committed.items():
        robot = state.robots[seat]
        if card_id not in robot.hand:
            raise AssertionError(f"seat {seat} chose {card_id}, which is not in its hand")
        card = cards[card_type_of(card_id)]
        short = [kind for kind, amount in card.cost.items() if robot.tiles(kind) < amount]
        if short or (card.copy and robot.rest is None):
            raise AssertionError(f"seat {seat} chose {card_id}, which it cannot play "
                                 f"({'no ' + short[0] if short else 'nothing to copy'})")


def _check_outcome(state: DuelState) -> None:
    """The duel ends exactly when a robot has no Health left or a pawn reaches the moon."""
    robots, moon = state.robots, state.track_length
    if state.outcome is None:
        for seat, robot in enumerate(robots):
            if robot.health == 0 or robot.position == moon:
                raise AssertionError(f"seat {seat} has {robot.health} Health on space {robot.position} "
                                     f"but the duel goes on")
        return
    winners, reason = state.outcome.winners, state.outcome.reason
    if len(winners) != 1 or winners[0] not in (0, 1) or reason not in WIN_REASONS:
        raise AssertionError(f"the duel ended with winners {winners} by {reason!r}; it has one winner, by health or moon")
    winner, loser = robots[winners[0]], robots[1 - winners[0]]
    if reason == "health":
        won = loser.health == 0 and winner.health > 0 and loser.position < moon and winner.position < moon
    else:
        won = winner.position == moon and loser.position < moon and winner.health > 0 and loser.health > 0
    if not won:
        raise AssertionError(f"seat {winners[0]} won by {reason} with Health {winner.health} / {loser.health} "
                             f"and pawns on {winner.position} / {loser.position} (moon {moon})")


class _StartingTable:
    """Per seat, what the setup dealt: Health, pawn space, rest card, ★ cards held."""

    def __init__(self, fixed: dict[str, Any]):
        tiles = fixed.get("tiles", [{}, {}])
        self.health = [tiles[s].get("health", TILES_PER_KIND) for s in (0, 1)]
        self.position = list(fixed.get("positions", [0, 0]))
        self.rest = list(fixed.get("rest", [None, None]))
        hands = fixed.get("hands", [[], []])  # the default hands hold basic cards only
        self.bonus = [sum(1 for c in list(hands[s]) + [self.rest[s]] if c and c.startswith("star.")) for s in (0, 1)]


_RULEBOOK_START = _StartingTable({})


def _starting_table(fixed: dict[str, Any]) -> _StartingTable:
    return _StartingTable(fixed) if fixed else _RULEBOOK_START


def _cards_dealt(fixed: dict[str, Any]) -> frozenset[str]:
    """The cards a game holds: all 16 for the rulebook's setup; a scripted setup may leave some
    out (see `setup` in rules.py: given hands are exact, an unset bonus order takes the ★ cards
    not dealt)."""
    if not fixed:
        return ALL_CARDS
    placed = {c for hand in fixed.get("hands", []) for c in hand} | {c for c in fixed.get("rest", []) if c}
    if "hands" not in fixed:
        placed |= {c for c in ALL_CARDS if not c.startswith("star.")}
    if "bonus_order" in fixed:
        placed |= set(fixed["bonus_order"])
    else:
        placed |= {c for c in ALL_CARDS if c.startswith("star.")}
    return frozenset(placed)
