"""The outline of a place on the table (a play slot, a rest zone, a pile), with its name."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.ui.assets import Assets
from game.ui.viewport import Viewport

FRAME = (60, 96, 96)
LABEL = (140, 180, 176)


def draw_zone(surface: pygame.Surface, viewport: Viewport, assets: Assets, rect: Sequence[float], label: str = "",
              colour: tuple[int, int, int] = FRAME) -> pygame.Rect:
    box = viewport.rect(rect)
    pygame.draw.rect(surface, colour, box, width=viewport.px(2), border_radius=viewport.px(7))
    if label:
        assets.draw_text(surface, label, 11 * viewport.scale, LABEL, box.center, "center", bold=True)
    return box
