"""Laying out a hand (or any row of cards) inside a zone: spread out, overlapping when crowded."""

from __future__ import annotations

from typing import Sequence

Rect = tuple[float, float, float, float]


def hand_rects(zone: Sequence[float], count: int, card_size: tuple[float, float], gap: float = 10,
               least_scale: float = 1.0) -> list[Rect]:
    """`count` card rects centred in `zone`, `gap` apart, overlapping evenly when they do not fit.
    With `least_scale` below 1, a hand too wide for the zone is first drawn smaller, down to that
    share of `card_size`, and overlaps only past it (a ten-card Mythos hand ran its names into one
    another: "Marrow" into "Kanro", eighth new-user trial)."""
    x, y, w, h = zone
    card_w, card_h = card_size
    if count <= 0:
        return []
    fitting = (w - gap * (count - 1)) / count
    if fitting < card_w and least_scale < 1.0:
        scale = max(least_scale, fitting / card_w)
        card_w, card_h = card_w * scale, card_h * scale
    step = min(card_w + gap, (w - card_w) / max(count - 1, 1))
    total = card_w + step * (count - 1)
    left = x + (w - total) / 2
    top = y + (h - card_h) / 2
    return [(left + i * step, top, card_w, card_h) for i in range(count)]


def centred(zone: Sequence[float], size: tuple[float, float]) -> Rect:
    """A rect of `size` centred in `zone` (a card in its slot)."""
    x, y, w, h = zone
    return (x + (w - size[0]) / 2, y + (h - size[1]) / 2, size[0], size[1])
