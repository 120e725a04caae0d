"""The curtain of a one-screen game: hides every secret until the named player clicks."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport


def draw_curtain(surface: pygame.Surface, viewport: Viewport, assets: Assets, title: str, hint: str, colour: tuple[int, int, int], mark: str,
                 recap: Sequence[str] = (), recap_title: str = "") -> None:
    """An opaque screen: nothing of the table shows through. Above the band, `recap`: what
    everyone saw happen since the incoming player's last move (public lines only: the curtain
    is seen by whoever holds the screen)."""
    surface.fill((16, 20, 30))
    w, h = viewport.design_size
    band = viewport.rect((0, h / 2 - 120, w, 240))
    pygame.draw.rect(surface, (28, 34, 50), band)
    pygame.draw.line(surface, colour, band.topleft, band.topright, viewport.px(4))
    pygame.draw.line(surface, colour, band.bottomleft, band.bottomright, viewport.px(4))
    assets.draw_text(surface, mark, 64 * viewport.scale, colour, viewport.point((w / 2, h / 2 - 50)), "center", bold=True)
    assets.draw_text(surface, title, 40 * viewport.scale, theme.TEXT, viewport.point((w / 2, h / 2 + 20)), "center", bold=True)
    assets.draw_text(surface, hint, 17 * viewport.scale, theme.TEXT_DIM, viewport.point((w / 2, h / 2 + 75)), "center")
    if recap:
        top, bottom = 28, h / 2 - 132
        box = viewport.rect((w / 2 - 420, top + 26, 840, bottom - top - 26))
        assets.draw_text(surface, recap_title, 16 * viewport.scale, colour, viewport.point((w / 2, top)), "midtop", bold=True)
        size = 15 * viewport.scale
        rows = [row for line in recap for row in assets.wrap(line, size, box.width)]
        room = max(1, int(box.height // assets.font(size).get_linesize()))
        y = box.top
        for row in rows[-room:]:  # the latest, when they do not all fit
            assets.draw_text(surface, row, size, theme.TEXT_DIM, (box.centerx, y), "midtop")
            y += assets.font(size).get_linesize()
