"""Design-space rectangles, as the tables lay them out: (x, y, width, height)."""

from __future__ import annotations

from typing import Sequence

Rect = tuple[float, float, float, float]


def inside(rect: Sequence[float], point: Sequence[float], margin: float = 0) -> bool:
    """Whether `point` lies in `rect`, grown by `margin` on every side."""
    x, y, w, h = rect
    return x - margin <= point[0] <= x + w + margin and y - margin <= point[1] <= y + h + margin
