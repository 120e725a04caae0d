"""Tables laid out by hand for Bitcoin Empire tests, and a tiny loop that plays like the Match."""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine import Match, MatchConfig, SeatConfig
from game.engine.records import Command, Event
from game.rules.to_the_moon import ToTheMoonRules
from game.rules.to_the_moon.cards import card_ids, deck_ids
from game.rules.to_the_moon.state import Storage, TableState

RULES = ToTheMoonRules()
ALL_DECK = deck_ids(RULES.cards)


def config(players: int = 3, seed: int = 0, **options: Any) -> MatchConfig:
    seats = tuple(SeatConfig(f"P{s + 1}") for s in range(players))
    return MatchConfig("to_the_moon", seats, seed, options)


def new_match(players: int = 3, seed: int = 0, **options: Any) -> Match:
    return Match(RULES, config(players, seed, **options), hashing=True)


def choose_characters(match: Match) -> None:
    """Everyone takes the first Character left, in turn."""
    while match.state.phase == "choose_character":
        seat = match.to_act()[0]
        match.submit(match.legal_commands(seat)[0])


def table(players: int = 3, current: int = 0, phase: str = "action", **options: Any) -> TableState:
    """Characters in place (capacity 2, 1 Skill each), empty hands, `current` to play."""
    state = RULES.initial_state(config(players, **options))
    state.game_number, state.turn = 1, 1
    state.dealer = (current - 1) % players
    state.current, state.phase = current, phase
    for seat, character in enumerate(RULES.characters[:players]):
        state.players[seat].character = Storage(character, RULES.card(character).capacity)
    state.set_aside_characters = RULES.characters[players:]
    state.deck = [c for c in ALL_DECK if c not in placed(state)]
    return state


def placed(state: TableState) -> set[str]:
    cards: set[str] = set(state.discard)
    for p in state.players:
        cards |= set(p.hand) | set(p.learned)
        for s in p.storages():
            cards |= {s.card, *s.stored}
    if state.pending:
        cards.add(state.pending.card)
    return cards


def take(state: TableState, *cards: str) -> list[str]:
    """Remove cards from the deck so the test can put them somewhere."""
    for card in cards:
        state.deck.remove(card)
    return list(cards)


def give(state: TableState, seat: int, *cards: str) -> None:
    state.players[seat].hand += take(state, *cards)


def stock(state: TableState, seat: int, *cards: str) -> None:
    """Store cards on the Character of `seat`."""
    state.players[seat].character.stored += take(state, *cards)


def exchange(state: TableState, seat: int, card: str, stored: tuple[str, ...] = (), locked: bool = False) -> Storage:
    take(state, card, *stored)
    storage = Storage(card, RULES.card(card).capacity, list(stored), locked)
    state.players[seat].exchanges.append(storage)
    return storage


def learn(state: TableState, seat: int, *skills: str) -> None:
    state.players[seat].learned += take(state, *skills)


def top(state: TableState, *cards: str) -> None:
    """Put these cards on top of the deck, in this order."""
    take(state, *cards)
    state.deck[:0] = list(cards)


def settle(state: TableState, events: list[Event], seed: int = 0) -> list[Event]:
    """Apply events and whatever follows by itself, as the Match does; returns them all."""
    rng = random.Random(seed)
    done: list[Event] = []
    pending = list(events)
    while pending:
        for event in pending:
            RULES.apply(state, event)
            done.append(event)
        pending = [] if state.outcome else RULES.advance(state, rng)
    return done


def play(state: TableState, command: Command, seed: int = 0) -> list[Event]:
    return settle(state, RULES.handle(state, command, random.Random(seed)), seed)


def every_card() -> list[str]:
    """The deck and the Characters: what a table must always hold, each exactly once."""
    return ALL_DECK + card_ids(RULES.cards, ("character",))


def cards_on_table(state: TableState) -> list[str]:
    cards = list(state.deck) + list(state.discard) + list(state.set_aside_characters)
    for p in state.players:
        cards += p.hand + p.learned
        for s in p.storages():
            cards += [s.card, *s.stored]
    if state.pending:
        cards.append(state.pending.card)
    return cards


def of_type(commands: list[Command], kind: type) -> list[Command]:
    return [c for c in commands if isinstance(c, kind)]


def first(seq: list[Any], **fields: Any) -> Optional[Any]:
    return next((x for x in seq if all(getattr(x, k) == v for k, v in fields.items())), None)
