"""Tile placement: edges meet, the network stays connected to the entrance, size by level."""

from game.rules.maphr.actions import placements
from game.rules.maphr.mine import (
    FIRST_CELL, connected_cells, distinct_rotations, is_sound, iter_frontier, removable_cells, rotated_edges,
    why_not_placeable,
)
from game.rules.maphr.state import ClanBoard, PlacedTile
from maphr_helpers import RULES


def test_rotation_turns_sides_clockwise():
    assert rotated_edges("NE", 1) == "ES"
    assert rotated_edges("N", 3) == "W"
    assert distinct_rotations("NESW") == (0,)
    assert distinct_rotations("NS") == (0, 1)
    assert distinct_rotations("NES") == (0, 1, 2, 3)


def test_the_first_tile_opens_onto_the_entrance():
    assert why_not_placeable({}, FIRST_CELL, "NS") is None
    assert why_not_placeable({}, FIRST_CELL, "ES") == "the side facing the entrance must be open"
    assert why_not_placeable({}, (1, 1), "NESW") == "the tile must open onto your gallery network"
    assert why_not_placeable({}, (0, 0), "NS") == "tiles go below the surface, under the entrance"
    assert list(iter_frontier({})) == [FIRST_CELL]


def test_an_open_side_never_meets_a_wall():
    shapes = {(0, 1): "NS"}
    assert why_not_placeable(shapes, (0, 2), "NS") is None
    assert why_not_placeable(shapes, (0, 2), "ES") == "an open side would meet a wall"
    assert why_not_placeable(shapes, (1, 1), "W") == "an open side would meet a wall"
    assert why_not_placeable(shapes, (1, 1), "E") == "the tile must open onto your gallery network"
    assert why_not_placeable(shapes, (0, 1), "NS") == "that cell already holds a tile"


def test_connectivity_and_cave_in_targets():
    shapes = {(0, 1): "NES", (1, 1): "WS", (0, 2): "N", (1, 2): "N"}
    assert connected_cells(shapes) == set(shapes)
    assert is_sound(shapes)
    assert removable_cells(shapes) == [(0, 2), (1, 2)]
    assert not is_sound({(0, 1): "NS", (5, 5): "NS"})


def _board(level, tiles):
    board = ClanBoard(level=level)
    board.mine = {cell: PlacedTile(card, 0) for cell, card in tiles.items()}
    return board


def test_placements_respect_the_level_size():
    board = _board(1, {(0, 1): "crossing.1", (0, 2): "crossing.2", (1, 1): "crossing.3"})
    board.hand = ["straight.1"]
    assert placements(RULES.cards, board) == []
    board.level = 2
    found = placements(RULES.cards, board)
    assert found and all(card == "straight.1" for card, *_ in found)
    # every listed placement is legal, and the first tile rule is enforced
    empty = _board(1, {})
    empty.hand = ["bend.1"]
    assert {(x, y) for _, x, y, _ in placements(RULES.cards, empty)} == {(0, 1)}
    assert {r for *_, r in placements(RULES.cards, empty)} == {0, 3}
