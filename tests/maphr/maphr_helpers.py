"""Shared helpers for the Mines de Maphr tests: matches, random play, invariants."""

from __future__ import annotations

import random
from typing import Callable

from game.engine import Match, MatchConfig, SeatConfig
from game.match_options import self_play_options
from game.rules.maphr import MaphrRules
from game.rules.maphr.invariants import cards_on_table
from game.rules.maphr.state import MaphrState

RULES = MaphrRules()


def new_match(players: int = 2, seed: int = 1, hashing: bool = False, **options) -> Match:
    """A match for random play: with the self-play round limit (40) unless `options` sets one,
    since the rulebook has none (README, ruling 16) and random players may never finish a mine."""
    seats = tuple(SeatConfig(f"P{s + 1}") for s in range(players))
    return Match(RULES, MatchConfig("maphr", seats, seed, self_play_options("maphr", options)), hashing=hashing)


def play_random(match: Match, rng: random.Random, until: Callable[[MaphrState], bool] = lambda s: False,
                limit: int = 20_000, check: bool = False) -> int:
    """Random legal commands until `until(state)` or the end; returns the commands played."""
    played = 0
    while not match.is_over() and not until(match.state):
        seats = match.to_act()
        assert seats, "nobody may act but the game is not over"
        seat = rng.choice(seats)
        commands = match.legal_commands(seat)
        assert commands, f"seat {seat} must act but has no legal command ({match.state.phase}/{match.state.step})"
        match.submit(rng.choice(commands))
        played += 1
        if check:
            check_invariants(match.state)
        assert played < limit, "no end in sight"
    return played


def all_cards_on_table(state: MaphrState) -> list[str]:
    return cards_on_table(state)


def check_invariants(state: MaphrState) -> None:
    RULES.check_invariants(state)


def settle(state: MaphrState, events: list, rng: random.Random | None = None) -> None:
    """Apply events, then whatever follows by itself (like the engine does)."""
    rng = rng or random.Random(0)
    pending = list(events)
    while pending:
        for event in pending:
            RULES.apply(state, event)
        pending = RULES.advance(state, rng) if state.outcome is None else []


def submit(state: MaphrState, command, rng: random.Random | None = None) -> list:
    events = RULES.handle(state, command, rng or random.Random(0))
    settle(state, events, rng)
    return events


def fresh_state(players: int = 2, seed: int = 1, clean: bool = True, **options) -> MaphrState:
    """A state right after setup, before the first die roll; `clean` puts contracts and
    catastrophes at the bottom of the deck so draws are predictable."""
    seats = tuple(SeatConfig(f"P{s + 1}") for s in range(players))
    config = MatchConfig("maphr", seats, seed, options)
    state = RULES.initial_state(config)
    for event in RULES.setup(state, random.Random(seed)):
        RULES.apply(state, event)
    if clean:
        state.deck.sort(key=lambda c: RULES.cards.type_of(c).is_immediate)
    return state


def start_round(state: MaphrState, rng: random.Random | None = None) -> None:
    settle(state, RULES.advance(state, rng or random.Random(0)), rng)


def give(state, seat, *cards):
    """Move `cards` into a seat's hand from wherever they lie (deck, discard, any hand)."""
    for card in cards:
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
        state.players[seat].hand.append(card)
