"""The end screen's grid: one column per player, one row per figure of the game, a bold last row.

Each table says what its game is counted in (`TablePlugin.end_grid`), from what everyone saw:
Maphr's score sheet, Mythos' points round by round, the duels' damage and cards. Drawn above the
end screen's panel, smaller when long names or many rows would not fit there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import pygame

from game.ui import theme
from game.ui.viewport import Viewport


@dataclass(frozen=True)
class EndGrid:
    seats: tuple[int, ...]
    """The players, one column each, in seat order."""
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    """(label, one value per column)."""
    total: Optional[tuple[str, tuple[str, ...]]] = None
    """The last row, under a rule and in bold (the score the winner is named by)."""


GAP = 14
"""Design pixels between the label column and the first player's, and round the grid."""


def draw_end_grid(surface: pygame.Surface, viewport: Viewport, assets, grid: EndGrid, area: Sequence[float],
                  names: Sequence[str], winners: Sequence[int], title: str = "", at_foot: bool = False) -> pygame.Rect:
    """Draw `grid` centred at the top of `area` (design x, y, w, h); returns the box drawn.

    `names[i]` names seat `grid.seats[i]`; `title` heads the labels' column, on the names' row
    (an untitled grid of figures read as a stray box, sixteenth trial). The text shrinks until
    every row fits the area. `at_foot`: at the area's foot rather than its top (just above the
    end screen's panel, as one piece with it)."""
    x, y, w, h = area
    rows = list(grid.rows) + ([grid.total] if grid.total else [])
    heads = [("★ " if seat in winners else "") + name for seat, name in zip(grid.seats, names)]
    size = 13.0
    while True:
        px = size * viewport.scale
        line = assets.font(px).get_linesize() / viewport.scale
        label_w = max(assets.text(label, px, theme.TEXT, True).get_width() for label, _ in [*rows, (title, ())]) / viewport.scale
        cell_w = max(assets.text(t, px, theme.TEXT, True).get_width() for t in [*heads, *(v for _, vs in rows for v in vs)]) / viewport.scale
        col = max(cell_w + GAP, 70)
        width = label_w + col * len(grid.seats) + 3 * GAP
        height = line * (len(rows) + 1) + GAP + (4 if grid.total else 0)
        if (width <= w and height <= h) or size <= 8:
            break
        size -= 0.5
    left = x + (w - width) / 2
    if at_foot:
        y = max(y, y + h - height)
    box = viewport.rect((left, y, width, height))
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=viewport.px(12))
    pygame.draw.rect(surface, theme.BONUS_GOLD, box, width=viewport.px(2), border_radius=viewport.px(12))
    ty = y + GAP / 2

    def centre(column: int) -> float:
        return left + GAP + label_w + GAP + col * (column + 0.5)

    if title:
        assets.draw_text(surface, title, px, theme.BONUS_GOLD, viewport.point((left + GAP, ty)), "topleft", bold=True)
    for index, (seat, head) in enumerate(zip(grid.seats, heads)):
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        assets.draw_text(surface, head, px, colour, viewport.point((centre(index), ty)), "midtop", bold=True)
    for label, values in grid.rows:
        ty += line
        assets.draw_text(surface, label, px, theme.TEXT_DIM, viewport.point((left + GAP, ty)), "topleft")
        for index, value in enumerate(values):
            assets.draw_text(surface, value, px, theme.TEXT, viewport.point((centre(index), ty)), "midtop")
    if grid.total:
        ty += line + 4
        pygame.draw.line(surface, theme.PANEL_BORDER, viewport.point((left + GAP, ty - 3)),
                         viewport.point((left + width - GAP, ty - 3)), viewport.px(1))
        label, values = grid.total
        assets.draw_text(surface, label, px, theme.TEXT, viewport.point((left + GAP, ty)), "topleft", bold=True)
        for index, (seat, value) in enumerate(zip(grid.seats, values)):
            colour = theme.BONUS_GOLD if seat in winners else theme.TEXT
            assets.draw_text(surface, value, px, colour, viewport.point((centre(index), ty)), "midtop", bold=True)
    return box
