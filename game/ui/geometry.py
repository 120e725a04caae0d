"""Design-space rectangles, as the tables lay them out: (x, y, width, height)."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

Rect = tuple[float, float, float, float]


def inside(rect: Sequence[float], point: Sequence[float], margin: float = 0) -> bool:
    """Whether `point` lies in `rect`, grown by `margin` on every side."""
    x, y, w, h = rect
    return x - margin <= point[0] <= x + w + margin and y - margin <= point[1] <= y + h + margin


def reading_order(keys: Iterable[str], rects: Mapping[str, Sequence[float]], row_height: float = 60) -> list[str]:
    """`keys` as a reader meets their rects: row by row (rows `row_height` apart), left to right;
    keys without a rect last. Numbers given in this order rise from left to right."""
    return sorted(keys, key=lambda k: (round(rects[k][1] / row_height), rects[k][0]) if k in rects else (float("inf"), 0))
