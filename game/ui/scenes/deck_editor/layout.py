"""Where everything of the deck editor goes, in design coordinates (1280x720, scaled whole)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Optional, Sequence

Rect = tuple[float, float, float, float]

NAME_FIELD: Rect = (300, 12, 470, 42)
SAVE_BUTTON: Rect = (790, 12, 230, 42)
BACK_BUTTON: Rect = (1036, 12, 228, 42)
SOURCE_BUTTON: Rect = (16, 72, 440, 40)
HINT_AT = (472, 92)

POOL_PANEL: Rect = (16, 124, 700, 588)
POOL_COLUMNS = 7
CARD_W, CARD_H, CARD_GAP = 90, 126, 8
POOL_TOP = 158

DECK_PANEL: Rect = (730, 124, 534, 588)
DELETE_BUTTON: Rect = (1120, 129, 136, 24)
"""In the deck panel's title line: deleting is about the deck shown there."""
SHARE_BAR: Rect = (746, 184, 502, 14)
SHARE_SCALE = 0.6
"""The share bar runs from 0 to 60% of the deck, so the allowed band (a third to 40%) is wide."""
STATUS_BOX: Rect = (746, 206, 502, 96)
ROWS_TOP, ROW_H, ROW_GAP = 306, 26, 0
ROW_COLUMNS, ROWS_PER_COLUMN = 2, 15
ROWS_W = 502
ROW_LEFT = 746
STEP_W = 22
"""The − and + buttons of a deck row."""

ZOOM_W, ZOOM_H = 210, 294
PROMPT_BOX: Rect = (320, 230, 640, 240)


def inside(rect: Sequence[float], point: Sequence[float]) -> bool:
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


@dataclass(frozen=True)
class Grid:
    """How a game's pool cards and deck rows are laid out: Mining War's few cards are large,
    Mythos's 45 characters and 12 missions smaller, its deck list longer (33 rows or more)."""

    columns: int = POOL_COLUMNS
    card_w: float = CARD_W
    card_h: float = CARD_H
    gap: float = CARD_GAP
    rows_per_column: int = ROWS_PER_COLUMN
    row_h: float = ROW_H
    rows_top: float = ROWS_TOP
    status_box: Rect = STATUS_BOX
    share_bar: bool = True
    """Mining War's Bitcoin share bar; Mythos has no such rule, and its rows take the room."""

    @property
    def rows(self) -> int:
        """Deck rows that fit in the list."""
        return ROW_COLUMNS * self.rows_per_column


MINING_WAR_GRID = Grid()
MYTHOS_GRID = Grid(columns=10, card_w=62, card_h=87, gap=5, rows_per_column=18, row_h=22, rows_top=290,
                   status_box=(746, 180, 502, 106), share_bar=False)


POOL_MARGIN = 8
CARD_ASPECT = CARD_H / CARD_W


def grid_for_pool(base: Grid, count: int) -> Grid:
    """`base` with the pool's cards as large as they can be while all `count` of them fit the
    pool panel (a card file that grows gets smaller cards, never cards past the panel)."""
    width = POOL_PANEL[2] - 2 * POOL_MARGIN
    height = POOL_PANEL[1] + POOL_PANEL[3] - POOL_MARGIN - POOL_TOP
    best = None
    for columns in range(4, 21):
        rows = math.ceil(count / columns)
        card_w = min((width - (columns - 1) * base.gap) / columns,
                     (height - (rows - 1) * base.gap) / rows / CARD_ASPECT)
        if best is None or card_w > best[1]:
            best = (columns, card_w)
    columns, card_w = best
    card_w = math.floor(card_w)
    return replace(base, columns=columns, card_w=card_w, card_h=math.floor(card_w * CARD_ASPECT))


def pool_card_rect(index: int, grid: Grid = MINING_WAR_GRID) -> Rect:
    column, row = index % grid.columns, index // grid.columns
    width = grid.columns * grid.card_w + (grid.columns - 1) * grid.gap
    left = POOL_PANEL[0] + (POOL_PANEL[2] - width) / 2
    return (left + column * (grid.card_w + grid.gap), POOL_TOP + row * (grid.card_h + grid.gap), grid.card_w, grid.card_h)


def deck_row_rect(index: int, count: int, grid: Grid = MINING_WAR_GRID) -> Optional[Rect]:
    """The index-th of `count` rows of the deck list: one wide column while they fit, else two
    narrower ones (None past the last place: the list is full)."""
    column, row = divmod(index, grid.rows_per_column)
    if column >= ROW_COLUMNS:
        return None
    columns = 1 if count <= grid.rows_per_column else ROW_COLUMNS
    width = ROWS_W / columns
    return (ROW_LEFT + column * width, grid.rows_top + row * (grid.row_h + ROW_GAP), width - 6, grid.row_h - 3)


def row_minus(row: Rect) -> Rect:
    return (row[0] + 2, row[1] + 1, STEP_W, row[3] - 2)


def row_plus(row: Rect) -> Rect:
    return (row[0] + STEP_W + 32, row[1] + 1, STEP_W, row[3] - 2)


def row_body(row: Rect) -> Rect:
    """The part of a row that is not a button: it is dragged, and hovered for the zoom."""
    left = row[0] + 2 * STEP_W + 36
    return (left, row[1], row[0] + row[2] - left, row[3])


def zoom_spot(anchor: Rect, design: tuple[int, int] = (1280, 720)) -> tuple[float, float]:
    """The zoom's top-left: beside the hovered card (right of it, else left), inside the window."""
    x, y, w, h = anchor
    left = x + w + 10 if x + w + 10 + ZOOM_W <= design[0] else x - 10 - ZOOM_W
    if left + ZOOM_W > DECK_PANEL[0] and x < DECK_PANEL[0]:
        left = x - 10 - ZOOM_W  # a pool card near the deck: open leftwards, over the pool
    if x >= DECK_PANEL[0]:
        left = DECK_PANEL[0] - 10 - ZOOM_W  # a deck row: over the pool, the deck stays in sight
    top = min(max(4.0, y + h / 2 - ZOOM_H / 2), design[1] - ZOOM_H - 4)
    return (max(4.0, left), top)
