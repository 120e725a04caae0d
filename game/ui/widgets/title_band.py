"""The band across the top of a screen (menus, pages, the deck editor): the background filled,
a darker band with the accent line under it, and the screen's title."""

from __future__ import annotations

import pygame

from game.ui import theme

BAND_COLOUR = (30, 52, 54)


def draw_title_band(surface: pygame.Surface, viewport, assets, title: str, height: float, size: float,
                    title_at: tuple[float, float], anchor: str = "center") -> None:
    surface.fill(theme.BACKGROUND)
    band = viewport.rect((0, 0, viewport.design_size[0], height))
    pygame.draw.rect(surface, BAND_COLOUR, band)
    pygame.draw.line(surface, theme.ACCENT, band.bottomleft, band.bottomright, viewport.px(3))
    assets.draw_text(surface, title, size * viewport.scale, theme.TEXT, viewport.point(title_at), anchor, bold=True)
