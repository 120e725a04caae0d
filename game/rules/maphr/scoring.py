"""The end of the game and the score grid (rulebook, "Comptage des points")."""

from __future__ import annotations

from game.rules.maphr.cards import COLOURS, CardSet
from game.rules.maphr.powers import gallery_target
from game.rules.maphr.state import MaphrState

COLOUR_CAP = 16
SET_BONUS = 10
FIRST_BONUS = 25
ONE_SHORT_BONUS = 10
POINTS_PER_MINER = 3
GRID_LINES = ("coins", "amenities", "colours", "sets", "finish", "veins", "miners")


def score_grid(state: MaphrState, cards: CardSet, seat: int, finishers: list[int]) -> dict[str, int]:
    board = state.players[seat]
    amenities = [cards.type_of(a) for a in board.amenities]
    counts = [sum(1 for a in amenities if a.colour == colour) for colour in COLOURS]
    target = gallery_target(cards, state, board)
    if seat in finishers:
        finish = FIRST_BONUS
    elif len(board.mine) == target - 1:
        finish = ONE_SHORT_BONUS
    else:
        finish = 0
    return {
        "coins": board.coins // 6,
        "amenities": sum(a.points for a in amenities),
        "colours": sum(min(c * c, COLOUR_CAP) for c in counts),
        "sets": SET_BONUS * min(counts),
        "finish": finish,
        "veins": sum(cards.type_of(t.card).vein_value for t in board.mine.values()),
        "miners": POINTS_PER_MINER * len(board.miners),
    }


def winners(state: MaphrState, totals: list[int]) -> tuple[int, ...]:
    """Most points; ties go to the richest; still tied, they share the win."""
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    richest = max(state.players[s].coins for s in tied)
    return tuple(s for s in tied if state.players[s].coins == richest)


def finishers(state: MaphrState, cards: CardSet) -> list[int]:
    return [s for s, board in enumerate(state.players) if len(board.mine) >= gallery_target(cards, state, board)]
