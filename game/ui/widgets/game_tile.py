"""A game to choose, shown by its emblem and its name: the new-game screen lays the five side by
side, so a player sees every game at once (instead of a button that cycles through names)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport
from game.ui.widgets.button import Button


@dataclass
class GameTile(Button):
    game_id: str = ""
    selected: bool = False

    def draw(self, surface: pygame.Surface, viewport: Viewport, assets: Assets) -> None:
        from game.ui.widgets.emblem import draw_emblem

        rect = viewport.rect(self.rect)
        lit = self.hovered or self.focused
        fill = theme.ACCENT_DARK if self.selected else (theme.PANEL_LIGHT if lit else theme.PANEL)
        pygame.draw.rect(surface, (12, 14, 22), rect.move(0, viewport.px(3)), border_radius=viewport.px(theme.RADIUS))
        pygame.draw.rect(surface, fill, rect, border_radius=viewport.px(theme.RADIUS))
        # The chosen game shows by a thick light border as well as its fill (not colour alone).
        border = theme.TEXT if self.selected or self.focused else theme.PANEL_BORDER
        width = viewport.px(3 if self.selected else 2 if self.focused else 1)
        pygame.draw.rect(surface, border, rect, width=width, border_radius=viewport.px(theme.RADIUS))
        side = rect.height - viewport.px(14)
        emblem = draw_emblem(surface, assets, self.game_id, (rect.left + viewport.px(8) + side // 2, rect.centery), side)
        text_box = pygame.Rect(emblem.right + viewport.px(8), rect.top + viewport.px(3),
                               rect.right - emblem.right - viewport.px(14), rect.height - viewport.px(6))
        for step in range(5):  # the largest of five sizes at which the name fits, centred
            size = self.size * viewport.scale * (1 - 0.08 * step)
            height = len(assets.wrap(self.label, size, text_box.width, self.selected)) * assets.font(size, self.selected).get_linesize()
            if height <= text_box.height + 2:
                break
        text_box.top = max(text_box.top, rect.centery - height // 2)
        assets.draw_wrapped(surface, self.label, size, theme.TEXT, text_box, bold=self.selected)
