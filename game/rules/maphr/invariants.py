"""What must hold on a Mines de Maphr table after every event (the soak and the tests check it):
every card is somewhere exactly once, no negative coins, mines connected and within 12 tiles,
miners on distinct tiles of their own mine, one amenity per name."""

from __future__ import annotations

from collections import Counter

from game.rules.maphr.cards import CardSet
from game.rules.maphr.mine import LEVEL_SIZE, is_sound
from game.rules.maphr.powers import mine_shapes
from game.rules.maphr.state import MaphrState

MAX_MINERS = 5
"""Level IV + 1; the box's 20 meeples are 5 per player."""


def cards_on_table(state: MaphrState) -> list[str]:
    cards = list(state.deck) + list(state.discard) + [c for _, c in state.immediate]
    for board in state.players:
        cards += board.hand + board.pending + board.amenities + [t.card for t in board.mine.values()]
    for packet in state.packets.values():
        cards += packet
    return cards


def check_invariants(state: MaphrState, cards: CardSet) -> None:
    """Raises AssertionError naming the first broken invariant."""
    on_table = sorted(cards_on_table(state))
    if on_table != list(cards.sorted_card_ids):
        found, expected = Counter(on_table), Counter(cards.sorted_card_ids)
        missing, extra = expected - found, found - expected
        raise AssertionError(f"cards are not conserved: missing {sorted(missing)[:3]}, doubled or unknown {sorted(extra)[:3]}")
    for seat, board in enumerate(state.players):
        if board.coins < 0:
            raise AssertionError(f"seat {seat} has {board.coins} coins")
        if not 1 <= board.level <= 4:
            raise AssertionError(f"seat {seat} has a level {board.level} mine")
        if len(board.mine) > LEVEL_SIZE[4]:
            raise AssertionError(f"seat {seat}'s mine holds {len(board.mine)} tiles")
        if not is_sound(mine_shapes(cards, board)):
            raise AssertionError(f"seat {seat}'s mine is not connected to its entrance")
        placed = [m for m in board.miners if m is not None]
        if len(placed) != len(set(placed)) or any(m not in board.mine for m in placed):
            raise AssertionError(f"seat {seat}'s miners share a tile or stand outside the mine")
        if len(board.miners) > MAX_MINERS:
            raise AssertionError(f"seat {seat} has {len(board.miners)} miners")
        names = [cards.type_of(a).key for a in board.amenities]
        if len(names) != len(set(names)):
            raise AssertionError(f"seat {seat} has two amenities of one name")
