"""The game log in words: the newest lines at the bottom, the mouse wheel or Page Up / Page Down
to scroll back."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport


PAGE = 5
"""Lines Page Up and Page Down scroll the log by."""


class LogPanel:
    def __init__(self, rect: tuple[float, float, float, float], title: str, keys_hint: str = ""):
        self.rect = rect
        self.title = title
        self.keys_hint = keys_hint
        """Shown beside the title while lines are out of sight: the keys that scroll (the eleventh
        trial found only the wheel, which the curtain names, and read no older line)."""
        self.lines: list[str] = []
        self.scroll = 0
        """Lines scrolled back from the newest."""
        self.at_start = True
        """The first line was in sight when last drawn: the wheel goes no further back."""

    def set_lines(self, lines: list[str]) -> None:
        self.lines = [line for line in lines if line]  # an event that tells nothing has no line
        self.scroll = 0

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.scroll = 0

    def handle_event(self, event: pygame.event.Event, viewport: Viewport) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if viewport.rect(self.rect).collidepoint(pygame.mouse.get_pos()):
                if event.y > 0 and self.at_start:
                    return True  # the first line is in sight: no further back (it emptied the box)
                self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            back = event.key == pygame.K_PAGEUP
            if not (back and self.at_start):
                self.scroll = max(0, min(len(self.lines) - 1, self.scroll + (PAGE if back else -PAGE)))
            return True
        return False

    def draw(self, surface: pygame.Surface, viewport: Viewport, assets: Assets) -> None:
        box = viewport.rect(self.rect)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (14, 20, 30, 215), panel.get_rect(), border_radius=viewport.px(10))
        surface.blit(panel, box)
        pygame.draw.rect(surface, theme.PANEL_BORDER, box, width=1, border_radius=viewport.px(10))
        size = 12 * viewport.scale
        pad = viewport.px(8)
        title = assets.draw_text(surface, self.title, 13 * viewport.scale, theme.TEXT_DIM, (box.left + pad, box.top + pad), bold=True)
        inner = pygame.Rect(box.left + pad, title.bottom + pad // 2, box.width - 2 * pad, box.bottom - title.bottom - pad)
        line_h = assets.font(size).get_linesize()
        wrapped: list[tuple[str, bool]] = []
        end = len(self.lines) - self.scroll
        self.at_start = True
        for index in range(end - 1, -1, -1):
            parts = assets.wrap(self.lines[index], size, inner.width - viewport.px(8))
            wrapped[:0] = [(part, i == 0) for i, part in enumerate(parts)]
            if len(wrapped) * line_h > inner.height:
                self.at_start = False
                break
        if self.keys_hint and (self.scroll > 0 or not self.at_start):
            # worked out in this drawing, not the last: a table at rest draws it the same twice
            room = pygame.Rect(title.right + pad, title.top, box.right - pad - title.right - pad, title.height)
            if room.width > 0:
                assets.draw_fitted(surface, self.keys_hint, 11 * viewport.scale, theme.TEXT_DIM, room, left=True)
        visible = wrapped[-max(1, inner.height // line_h):]
        # scrolled back to the first line: the log reads from the top (a box emptied above one
        # line at its foot, ninth trial); at the newest, from the foot as usual
        y = inner.top if self.at_start and self.scroll > 0 else inner.bottom - len(visible) * line_h
        for number, (text, first) in enumerate(visible):
            newest = number >= len(visible) - 1 and self.scroll == 0
            colour = theme.TEXT if newest else (196, 202, 214)
            x = inner.left if first else inner.left + viewport.px(8)
            assets.draw_text(surface, text, size, colour, (x, y))
            y += line_h
