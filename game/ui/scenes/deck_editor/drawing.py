"""Painting the deck editor: the pool as the table's cards, the deck as rows, the rules' verdict,
the hover zoom, a dragged card and the questions. Text surfaces come from the cached loader."""

from __future__ import annotations

from typing import Optional

import pygame

from game.ui import theme
from game.ui.scenes.deck_editor import layout as lay
from game.ui.widgets.title_band import draw_title_band


class EditorDrawing:
    """Mixed into DeckEditorScene: it reads the scene's draft, pool, press and prompt."""

    def face(self, key: str):
        return self.kit.face(key, self.app.tr.lang, self.app.tr)

    def card_name(self, key: str) -> str:
        return self.kit.name(key, self.app.tr.lang)

    def status_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The rules' verdict as shown: every broken rule in red, or one green line; then the
        rulebook's advice not followed, as a warning (it never stops the deck being played)."""
        problems = self.draft.problems()
        advice = [("⚠ " + self.app.tr.reason(text), theme.WARN) for text in self.draft.advice()]
        if not problems:
            return [("✓ " + self.app.tr("deck_editor.legal"), theme.GOOD)] + advice
        lines = [("✗ " + self.app.tr.reason(problem), theme.BAD) for problem in problems]
        return lines + advice + [(self.app.tr("deck_editor.draft_note"), theme.WARN)]

    def hovered(self) -> Optional[tuple[str, lay.Rect]]:
        if self.press is not None and self.press.dragging or self.prompt is not None:
            return None
        point = self.app.viewport.to_design(self.pointer)
        for index, key in enumerate(self.pool):
            rect = lay.pool_card_rect(index, self.kit.grid)
            if lay.inside(rect, point):
                return key, rect
        for index, key in enumerate(self.draft.listed()):
            row = lay.deck_row_rect(index, len(self.draft.listed()), self.kit.grid)
            if row is not None and lay.inside(lay.row_body(row), point):
                return key, row
        focused = self.group.buttons[self.group.focus] if self.group.focus is not None else None
        if getattr(focused, "key", None) in self.pool:
            return focused.key, focused.rect  # the keyboard's card shows its zoom as the mouse's would
        return None

    # -- the frame --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp, assets, tr = self.app.viewport, self.app.assets, self.app.tr
        title, size = tr("deck_editor.title"), 26.0
        while size > 16 and assets.font(size * vp.scale, bold=True).size(title)[0] > vp.px(lay.NAME_FIELD[0] - 30):
            size -= 1  # "Éditeur de deck" at x1.3 ran under the name field
        draw_title_band(surface, vp, assets, title, 64, size, (20, 33), "midleft")
        self.draw_line(surface, tr("deck_editor.hint"), 14, theme.TEXT_DIM, lay.HINT_AT, 1280 - 8 - lay.HINT_AT[0])
        dragging = self.press is not None and self.press.dragging
        self.draw_pool(surface, highlight=dragging and self.press.origin == "deck")
        self.draw_deck(surface, highlight=dragging and self.press.origin == "pool")
        self.group.draw(surface, vp, assets)
        self.draw_row_labels(surface)
        hovered = self.hovered()
        if hovered is not None:
            self.draw_zoom(surface, *hovered)
        if dragging:
            size = (vp.px(lay.CARD_W), vp.px(lay.CARD_H))
            image = self.app.painter.for_game("mining_war").face(self.face(self.press.key), size).copy()
            image.set_alpha(210)
            surface.blit(image, image.get_rect(center=self.pointer))
        if self.prompt is not None:
            self.draw_prompt(surface)

    def draw_line(self, surface: pygame.Surface, text: str, size: float, colour, at: tuple[float, float], width: float) -> None:
        """One line of text from `at` (its middle left), a little smaller when it would run past
        `width` design pixels (French at text size x1.3 is a third longer than English at x1.0)."""
        vp, assets = self.app.viewport, self.app.assets
        room = vp.px(width)
        for step in range(7):
            trial = size * (1 - 0.06 * step) * vp.scale
            if assets.font(trial).size(text)[0] <= room:
                break
        assets.draw_text(surface, text, trial, colour, vp.point(at), "midleft")

    def panel(self, surface: pygame.Surface, rect: lay.Rect, title: str, highlight: bool) -> None:
        vp = self.app.viewport
        box = vp.rect(rect)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=vp.px(theme.RADIUS))
        border, width = (theme.ACCENT, 3) if highlight else (theme.PANEL_BORDER, 1)
        pygame.draw.rect(surface, border, box, width=vp.px(width), border_radius=vp.px(theme.RADIUS))
        self.app.assets.draw_text(surface, title, 17 * vp.scale, theme.TEXT, vp.point((rect[0] + 14, rect[1] + 17)), "midleft", bold=True)

    def draw_pool(self, surface: pygame.Surface, highlight: bool) -> None:
        vp, assets = self.app.viewport, self.app.assets
        self.panel(surface, lay.POOL_PANEL, self.app.tr("deck_editor.pool", n=len(self.pool)), highlight)
        for index, key in enumerate(self.pool):
            rect = lay.pool_card_rect(index, self.kit.grid)
            box = vp.rect(rect)
            surface.blit(self.app.painter.for_game("mining_war").face(self.face(key), box.size), box)
            count = self.draft.count(key)
            if count:
                colour = theme.BAD if self.draft.is_over_copies(key) else theme.GOOD
                text = assets.text(f"×{count}", 13 * vp.scale, theme.TEXT_DARK, bold=True)
                pill = text.get_rect().inflate(vp.px(10), vp.px(4))
                pill.topright = (box.right + vp.px(4), box.top - vp.px(6))
                pygame.draw.rect(surface, colour, pill, border_radius=vp.px(8))
                surface.blit(text, text.get_rect(center=pill.center))

    def draw_deck(self, surface: pygame.Surface, highlight: bool) -> None:
        vp, assets, tr, draft = self.app.viewport, self.app.assets, self.app.tr, self.draft
        self.panel(surface, lay.DECK_PANEL, tr("deck_editor.deck", n=draft.total), highlight)
        summary = self.kit.summary(draft, tr)
        self.draw_line(surface, summary, 14, theme.TEXT, (lay.DECK_PANEL[0] + 16, 166), lay.DECK_PANEL[2] - 32)
        if self.kit.grid.share_bar:
            self.draw_share_bar(surface)
        self.draw_status(surface)
        if len(draft.listed()) > self.kit.grid.rows:
            assets.draw_text(surface, tr("deck_editor.more"), 13 * vp.scale, theme.WARN, vp.point((lay.ROW_LEFT, 704)), "midleft")

    def draw_status(self, surface: pygame.Surface) -> None:
        """The verdict in the status box, in the largest text that fits it whole (up to five
        broken rules and the draft note), clipped so it never runs into the rows."""
        vp, assets = self.app.viewport, self.app.assets
        box = vp.rect(self.kit.grid.status_box)
        lines = self.status_lines()
        for size in (14, 13, 12, 11, 10):
            wrapped = [assets.wrap(text, size * vp.scale, box.width) for text, _ in lines]
            if sum(map(len, wrapped)) * assets.font(size * vp.scale).get_linesize() <= box.height:
                break
        surface.set_clip(box)
        y = box.top
        for text, colour in lines:
            used = assets.draw_wrapped(surface, text, size * vp.scale, colour, pygame.Rect(box.left, y, box.width, box.bottom - y),
                                       bold=colour == theme.GOOD)
            y += used
        surface.set_clip(None)

    def draw_share_bar(self, surface: pygame.Surface) -> None:
        """The Bitcoin share against the advised band (a third to 40%), marked by two ticks: green
        inside it, amber below a third but legal (advice only), red when a rule is broken."""
        vp, draft = self.app.viewport, self.draft
        x, y, w, h = lay.SHARE_BAR
        pygame.draw.rect(surface, theme.PANEL_LIGHT, vp.rect(lay.SHARE_BAR), border_radius=vp.px(4))
        low, high = x + w * (1 / 3) / lay.SHARE_SCALE, x + w * 0.4 / lay.SHARE_SCALE
        pygame.draw.rect(surface, (60, 100, 70), vp.rect((low, y, high - low, h)))
        share = min(draft.bitcoin_share, lay.SHARE_SCALE)
        if draft.total:
            least, most = draft.bitcoin_bounds()
            colour = theme.BAD if not least <= draft.bitcoins <= most else \
                theme.WARN if draft.bitcoins < draft.advised_bitcoins() else theme.GOOD
            pygame.draw.rect(surface, colour, vp.rect((x, y + 3, w * share / lay.SHARE_SCALE, h - 6)), border_radius=vp.px(3))
        for tick in (low, high):
            pygame.draw.line(surface, theme.TEXT, vp.point((tick, y - 3)), vp.point((tick, y + h + 2)), vp.px(2))

    def draw_row_labels(self, surface: pygame.Surface) -> None:
        """Each deck row: its count between − and +, the card's name, kind colour and numbers."""
        vp, assets = self.app.viewport, self.app.assets
        for index, key in enumerate(self.draft.listed()):
            row = lay.deck_row_rect(index, len(self.draft.listed()), self.kit.grid)
            if row is None:
                break
            body = lay.row_body(row)
            box = vp.rect(body)
            card = self.kit.knows(key)
            colour = (self.kit.row_colour(key) or theme.PANEL_LIGHT) if card else theme.BAD
            pygame.draw.rect(surface, colour, box, border_radius=vp.px(5))
            count_colour = theme.BAD if self.draft.is_over_copies(key) or card is None \
                else theme.TEXT_DIM if not self.draft.count(key) else theme.TEXT  # a row emptied in this sitting
            count_at = (row[0] + lay.STEP_W + 17, row[1] + row[3] / 2)
            assets.draw_text(surface, str(self.draft.count(key)), 15 * vp.scale, count_colour, vp.point(count_at), "center", bold=True)
            name = self.card_name(key) if card else f"? {key}"
            drawn = assets.draw_text(surface, name, 13 * vp.scale, theme.TEXT, vp.point((body[0] + 6, body[1] + body[3] / 2)), "midleft", bold=True)
            for short in (False, True):
                stats = self.kit.row_stats(key, self.app.tr.lang, self.app.tr, short=short) if card else ""
                text = assets.text(stats, 12 * vp.scale, theme.TEXT) if stats else None
                if text is not None and drawn.right + vp.px(10) + text.get_width() <= box.right - vp.px(5):
                    # Narrow rows (two columns) show the short form (Mythos: the version, so two
                    # rows of one name stay apart) or leave the numbers to the zoom.
                    assets.draw_text(surface, stats, 12 * vp.scale, theme.TEXT, (box.right - vp.px(6), box.centery), "midright")
                    break

    def draw_zoom(self, surface: pygame.Surface, key: str, anchor: lay.Rect) -> None:
        vp = self.app.viewport
        face = self.face(key)
        if face is None:
            return
        left, top = lay.zoom_spot(anchor)
        box = vp.rect((left, top, lay.ZOOM_W, lay.ZOOM_H))
        shadow = box.move(vp.px(4), vp.px(5))
        pygame.draw.rect(surface, (8, 10, 16), shadow, border_radius=vp.px(12))
        surface.blit(self.app.painter.for_game("mining_war").face(face, box.size, full_text=True), box)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = vp.rect(lay.PROMPT_BOX)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=vp.px(12))
        pygame.draw.rect(surface, theme.WARN, box, width=vp.px(2), border_radius=vp.px(12))
        x, y, w, _ = lay.PROMPT_BOX
        assets.draw_wrapped(surface, self.prompt.message, 17 * vp.scale, theme.TEXT, vp.rect((x + 24, y + 24, w - 48, 130)), center=True)
        self.prompt.group.draw(surface, vp, assets)
