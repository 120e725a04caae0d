"""Drawing cards inside `advance`/`setup`: the state may not change there, so the dealer keeps
its own copy of the deck and discard, reshuffles the discard when the deck runs out (an event
with the new secret order), and returns the events the fold will replay exactly."""

from __future__ import annotations

import random

from game.engine.records import Event
from game.rules.maphr.events import CardsDrawn, DeckShuffled
from game.rules.maphr.state import MaphrState


class Dealer:
    def __init__(self, state: MaphrState, rng: random.Random):
        self.deck = list(state.deck)
        self.discard = list(state.discard)
        self.rng = rng

    def discarded(self, cards: tuple[str, ...] | list[str]) -> None:
        """Cards the batch discards before drawing (so a reshuffle includes them)."""
        self.discard.extend(cards)

    def draw(self, seat: int, count: int, zone: str) -> tuple[list[Event], list[str]]:
        """Up to `count` cards from the deck; fewer only when deck and discard are both empty."""
        events: list[Event] = []
        taken: list[str] = []
        batch: list[str] = []
        while len(taken) < count:
            if not self.deck:
                if not self.discard:
                    break
                if batch:
                    events.append(CardsDrawn(seat, len(batch), tuple(batch), "deck", zone))
                    batch = []
                order = list(self.discard)
                self.rng.shuffle(order)
                events.append(DeckShuffled(tuple(order), True))
                self.deck, self.discard = order, []
            card = self.deck.pop(0)
            batch.append(card)
            taken.append(card)
        if batch:
            events.append(CardsDrawn(seat, len(batch), tuple(batch), "deck", zone))
        return events, taken

    def take_from_discard(self, seat: int, count: int, zone: str) -> tuple[list[Event], list[str]]:
        """The top `count` cards of the discard (die 1)."""
        taken = list(reversed(self.discard[-count:])) if count else []
        del self.discard[len(self.discard) - len(taken):]
        return [CardsDrawn(seat, len(taken), tuple(taken), "discard", zone)], taken
