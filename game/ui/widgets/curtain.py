"""The curtain of a one-screen game: hides every secret until the named player clicks."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport


def draw_curtain(surface: pygame.Surface, viewport: Viewport, assets: Assets, title: str, hint: str, colour: tuple[int, int, int], mark: str) -> None:
    """An opaque screen: nothing of the table shows through."""
    surface.fill((16, 20, 30))
    w, h = viewport.design_size
    band = viewport.rect((0, h / 2 - 120, w, 240))
    pygame.draw.rect(surface, (28, 34, 50), band)
    pygame.draw.line(surface, colour, band.topleft, band.topright, viewport.px(4))
    pygame.draw.line(surface, colour, band.bottomleft, band.bottomright, viewport.px(4))
    assets.draw_text(surface, mark, 64 * viewport.scale, colour, viewport.point((w / 2, h / 2 - 50)), "center", bold=True)
    assets.draw_text(surface, title, 40 * viewport.scale, theme.TEXT, viewport.point((w / 2, h / 2 + 20)), "center", bold=True)
    assets.draw_text(surface, hint, 17 * viewport.scale, theme.TEXT_DIM, viewport.point((w / 2, h / 2 + 75)), "center")
