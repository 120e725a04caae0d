"""Where the amenities of one clan board lie: one row per colour, the cards of a row side by side
and never over each other.

A row gets a share of the amenity column's height by how many lines of full-size cards it needs
(an empty row keeps a thin band, so the colour bar stays), then its cards shrink together, on
one line or wrapped onto several, to the largest size at which they all fit apart. Cards that
overlapped hid their level and points and took each other's hover; apart, each one shows its
colour, level and points and zooms by itself.
"""

from __future__ import annotations

from math import ceil
from typing import Sequence

Rect = tuple[float, float, float, float]
FULL_W, FULL_H = 112.0, 56.0
"""An amenity card when its row has room (design units): wide enough for its name (a 34-unit
square showed only "I 1★": twentieth trial)."""
CARD_GAP = 4.0
"""Space between two amenity cards, across and down."""
LEFT_MARGIN, RIGHT_MARGIN, ROW_MARGIN = 12.0, 2.0, 3.0
"""Room for the colour bar on the left of a row, and above and below its cards."""


def cards_per_line(width: float, size: float = FULL_W) -> int:
    """How many cards of `size` stand apart on one line of a row `width` wide."""
    room = width - LEFT_MARGIN - RIGHT_MARGIN
    return max(1, int((room + CARD_GAP) // (size + CARD_GAP)))


def row_rects(area: Rect, counts: Sequence[int]) -> list[Rect]:
    """One rect per colour row, top to bottom: the height shared by the lines of full-size
    cards each row needs (at least one line: an empty row stays in sight)."""
    x, y, w, h = area
    per_line = cards_per_line(w)
    weights = [max(1, ceil(count / per_line)) for count in counts]
    total = sum(weights)
    rects = []
    top = y
    for weight in weights:
        height = h * weight / total
        rects.append((x, top, w, height))
        top += height
    return rects


def card_rects(row: Rect, count: int) -> list[Rect]:
    """`count` cards of FULL_W x FULL_H's shape in `row`, left to right then line by line, none
    over another: the number of lines that lets them be largest (at most full size), the fewest
    lines on a tie."""
    if count <= 0:
        return []
    x, y, w, h = row
    room_w = w - LEFT_MARGIN - RIGHT_MARGIN
    room_h = h - 2 * ROW_MARGIN
    best_scale, best_lines = 0.0, 1
    for lines in range(1, count + 1):
        columns = ceil(count / lines)
        scale = min(1.0, (room_w - (columns - 1) * CARD_GAP) / (columns * FULL_W), (room_h - (lines - 1) * CARD_GAP) / (lines * FULL_H))
        if scale > best_scale + 1e-9:
            best_scale, best_lines = scale, lines
    width, height, lines = max(FULL_W * best_scale, 1.0), max(FULL_H * best_scale, 1.0), best_lines
    columns = ceil(count / lines)
    block_h = lines * height + (lines - 1) * CARD_GAP
    top = y + (h - block_h) / 2
    return [(x + LEFT_MARGIN + (index % columns) * (width + CARD_GAP), top + (index // columns) * (height + CARD_GAP), width, height)
            for index in range(count)]
