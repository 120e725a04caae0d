"""A discard pile spread out over the table: every card in it, the latest first, read at a size
where their text reads (thirteenth new-user trial: only a pile's top card could be seen, where
Board Game Arena shows the whole pile). A click, Escape or Enter closes it; the wheel or Page
Up / Page Down scroll a long pile. Only what the viewer's table shows is in it: the pile comes
from the view on screen (`TablePlugin.pile_cards`)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.presenter import Sprite
from game.ui.scene import Scene

MARGIN, GAP, SCALE = 60, 14, 2.4
"""Design pixels round the panel and between cards; how much larger than on the table."""


class PileScene(Scene):
    opaque = False

    def __init__(self, app, table_scene, title: str, cards: list[Sprite]):
        super().__init__(app)
        self.table_scene = table_scene
        self.title = title
        self.cards = cards
        self.scroll = 0
        self.pressed = False
        """A click began here: the release of the click that opened the pile does not close it."""

    @property
    def design_size(self) -> tuple[int, int]:
        return self.table_scene.design_size

    def _layout(self) -> tuple[list[tuple[Sprite, tuple[float, float, float, float]]], int]:
        """Each card's design rect (scrolled by whole rows) and how many rows there are."""
        w, h = self.design_size
        if not self.cards:
            return [], 0
        card_w, card_h = self.cards[0].rect[2] * SCALE, self.cards[0].rect[3] * SCALE
        per_row = max(1, int((w - 2 * MARGIN + GAP) // (card_w + GAP)))
        rows = (len(self.cards) + per_row - 1) // per_row
        top = MARGIN + 50
        placed = []
        for index, sprite in enumerate(self.cards):
            row, column = divmod(index, per_row)
            y = top + (row - self.scroll) * (card_h + GAP)
            if y < top - 1 or y + card_h > h - MARGIN + 1:
                continue  # scrolled out of the panel
            placed.append((sprite, (MARGIN + column * (card_w + GAP), y, card_w, card_h)))
        return placed, rows

    def _rows_shown(self) -> int:
        w, h = self.design_size
        card_h = self.cards[0].rect[3] * SCALE if self.cards else 1
        return max(1, int((h - 2 * MARGIN - 50 + GAP) // (card_h + GAP)))

    def _scroll_by(self, rows: int) -> None:
        _, total = self._layout()
        self.scroll = max(0, min(total - self._rows_shown(), self.scroll + rows))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
            self._scroll_by(1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_UP):
            self._scroll_by(-1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
        elif (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)) \
                or (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        w, h = self.design_size
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 200))
        surface.blit(shade, (0, 0))
        panel = vp.rect((MARGIN / 2, MARGIN / 2, w - MARGIN, h - MARGIN))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(14))
        pygame.draw.rect(surface, theme.BONUS_GOLD, panel, width=vp.px(2), border_radius=vp.px(14))
        placed, rows = self._layout()
        more = rows > self._rows_shown()
        hint = self.app.tr("table.pile_hint_scroll" if more else "table.pile_hint")
        assets.draw_text(surface, self.title, 20 * vp.scale, theme.TEXT, vp.point((MARGIN, MARGIN + 4)), "topleft", bold=True)
        assets.draw_line_within(surface, hint, 13 * vp.scale, theme.TEXT_DIM, vp.point((w - MARGIN, MARGIN + 10)),
                                vp.px(w / 2 - MARGIN), "topright")
        plugin = self.table_scene.table.plugin
        for sprite, rect in placed:
            face = plugin.zoom_face(sprite) if sprite.face_up else None
            if face is None:
                plugin.draw_sprite(surface, vp, sprite, rect, None, 255)
                continue
            # its whole text, as its zoom on the table shows it (fourteenth trial: long texts
            # were cut with "…" here, and a pile card has no zoom of its own)
            box = vp.rect(rect)
            surface.blit(plugin.zoom_image(sprite, box.size) or plugin.ctx.painter.face(face, box.size, full_text=True), box)
