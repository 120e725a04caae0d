"""A clan's mine: square tiles on a grid growing down from the entrance.

The entrance sits on the surface at (0, 0) and opens south; the first tile goes at (0, 1) with
its north side open. Cells are (x, y) with y growing downwards; no tile goes on the surface row
(y <= 0). Tiles join like Carcassonne tiles (README, ruling on connections): an open side must
meet an open side or an empty cell, never a closed side, and a new tile must open onto the
network. Every clan has its own grid, so mines never touch (README).
"""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import Iterable, Iterator

from game.rules.maphr.cards import SIDES

Cell = tuple[int, int]
ENTRANCE: Cell = (0, 0)
FIRST_CELL: Cell = (0, 1)
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
LEVEL_SIZE = {1: 3, 2: 6, 3: 9, 4: 12}
"""Most galleries and veins a mine of each level may hold."""


def mine_is_full(level: int, tiles: int) -> bool:
    """Whether a mine of `level` holding `tiles` galleries and veins takes no more (LEVEL_SIZE)."""
    return tiles >= LEVEL_SIZE[level]


@cache  # pure, and asked millions of times by the computer's play-outs
def rotated_edges(edges: str, rotation: int) -> str:
    """The open sides of a tile turned clockwise `rotation` quarter turns."""
    return "".join(sorted((SIDES[(SIDES.index(s) + rotation) % 4] for s in edges), key=SIDES.index))


@cache
def distinct_rotations(edges: str) -> tuple[int, ...]:
    """Rotations giving different shapes (a crossing has one, a straight two)."""
    seen, result = set(), []
    for rotation in range(4):
        shape = rotated_edges(edges, rotation)
        if shape not in seen:
            seen.add(shape)
            result.append(rotation)
    return tuple(result)


def neighbour(cell: Cell, side: str) -> Cell:
    dx, dy = STEP[side]
    return (cell[0] + dx, cell[1] + dy)


def why_not_placeable(shapes: dict[Cell, str], cell: Cell, edges: str) -> str | None:
    """None when a tile with these open sides may go on `cell`, else the reason.

    `shapes` maps each occupied cell to its open sides (already rotated).
    """
    if cell in shapes:
        return "that cell already holds a tile"
    if cell[1] <= 0:
        return "tiles go below the surface, under the entrance"
    opens_onto_network = False
    for side in SIDES:
        other = neighbour(cell, side)
        if other == ENTRANCE:
            if side not in edges:
                return "the side facing the entrance must be open"
            opens_onto_network = True
            continue
        other_edges = shapes.get(other)
        if other_edges is None:
            continue
        mine_open, theirs_open = side in edges, OPPOSITE[side] in other_edges
        if mine_open != theirs_open:
            return "an open side would meet a wall"
        opens_onto_network |= mine_open
    if not opens_onto_network:
        return "the tile must open onto your gallery network"
    return None


def iter_frontier(shapes: dict[Cell, str]) -> Iterator[Cell]:
    """Empty cells an open side of the network (or the entrance) points at, in a fixed order."""
    cells = set()
    if FIRST_CELL not in shapes:
        cells.add(FIRST_CELL)
    for cell, edges in shapes.items():
        for side in edges:
            other = neighbour(cell, side)
            if other not in shapes and other[1] > 0:
                cells.add(other)
    yield from sorted(cells, key=lambda c: (c[1], c[0]))


def closes_network(shapes: dict[Cell, str], cell: Cell, edges: str) -> bool:
    """True when this tile on `cell` would leave the network no open side to grow from."""
    grown = {**shapes, cell: edges}
    return next(iter_frontier(grown), None) is None


def connected_cells(shapes: dict[Cell, str]) -> set[Cell]:
    """Cells reached from the entrance through open sides meeting open sides."""
    if FIRST_CELL not in shapes or "N" not in shapes[FIRST_CELL]:
        return set()
    reached, queue = {FIRST_CELL}, deque([FIRST_CELL])
    while queue:
        cell = queue.popleft()
        for side in shapes[cell]:
            other = neighbour(cell, side)
            if other in shapes and other not in reached and OPPOSITE[side] in shapes[other]:
                reached.add(other)
                queue.append(other)
    return reached


def is_sound(shapes: dict[Cell, str]) -> bool:
    """Every tile connected to the entrance and no open side against a wall."""
    if set(connected_cells(shapes)) != set(shapes):
        return False
    for cell, edges in shapes.items():
        for side in SIDES:
            other = shapes.get(neighbour(cell, side))
            if other is not None and (side in edges) != (OPPOSITE[side] in other):
                return False
    return True


def removable_cells(shapes: dict[Cell, str]) -> list[Cell]:
    """Tiles a cave-in may destroy: never the entrance tile, and the rest must stay connected."""
    result = []
    for cell in sorted(shapes, key=lambda c: (c[1], c[0])):
        if cell == FIRST_CELL:
            continue
        rest = {c: e for c, e in shapes.items() if c != cell}
        if len(connected_cells(rest)) == len(rest):
            result.append(cell)
    return result


def cell_key(cell: Cell) -> str:
    """Cells as JSON object keys: "x,y"."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(key: str) -> Cell:
    x, y = key.split(",")
    return (int(x), int(y))


def shapes_of(tiles: Iterable[tuple[Cell, str, int]]) -> dict[Cell, str]:
    """(cell, unrotated edges, rotation) triples to the cell -> open sides map."""
    return {cell: rotated_edges(edges, rotation) for cell, edges, rotation in tiles}
