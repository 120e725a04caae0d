"""Credits: who drew every card picture (game-icons.net, CC BY 3.0) and the font's licence.

Reached from Settings. Each author's icons are shown small, with their names; the mouse wheel,
the arrows, Page Up/Down and Home/End scroll; Esc or Back goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from game.ui import theme
from game.ui.card_art import icon_credits
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.title_band import draw_title_band

BODY = (60, 100, 1160, 530)
"""Design rect of the scrolled list."""
BACK = (440, 652, 400, 50)
COLUMNS = 5
ROW_H = 32
ICON = 24
SCROLL_STEP = 48


@dataclass(frozen=True)
class Row:
    """One laid-out row, in design units from the top of the list."""

    y: int
    height: int
    kind: str
    """"heading", "text" (wrapped lines) or "icons" (up to COLUMNS icons with their names)."""
    lines: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    size: float = 15
    """Text size at scale 1."""


def icon_label(name: str) -> str:
    """An icon's name as words ("robot-golem" -> "Robot golem")."""
    return name.replace("-", " ").capitalize()


def by_author() -> list[tuple[str, str, list[str]]]:
    """(author, address, icon names) for every author of a vendored icon, the most icons first."""
    groups: dict[tuple[str, str], list[str]] = {}
    for credit in icon_credits():
        groups.setdefault((credit.author, credit.url), []).append(credit.icon)
    return sorted(((a, u, icons) for (a, u), icons in groups.items()), key=lambda g: (-len(g[2]), g[0]))


class CreditsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.rows: list[Row] = []
        self.layout_key: Optional[tuple] = None
        self.group = ButtonGroup()

    def enter(self) -> None:
        self.group = ButtonGroup()
        self.group.add(Button(BACK, self.app.tr("back"), self.app.pop))
        self.group.focus = 0
        self.group.buttons[0].focused = True
        self.layout_key = None

    # -- layout (design units; text measured at the current scale, then divided back) -------------
    def _layout(self) -> None:
        vp, assets, tr = self.app.viewport, self.app.assets, self.app.tr
        key = (tr.lang, assets.text_scale, vp.scale)
        if key == self.layout_key:
            return
        self.layout_key = key
        width = BODY[2] - 20
        rows: list[Row] = []
        y = 0

        def text(kind: str, words: str, size: float, gap: int) -> None:
            nonlocal y
            lines = assets.wrap(words, size * vp.scale, round(width * vp.scale), bold=kind == "heading")
            height = round(len(lines) * assets.font(size * vp.scale, kind == "heading").get_linesize() / vp.scale)
            rows.append(Row(y, height, kind, tuple(lines), size=size))
            y += height + gap

        text("heading", tr("credits.pictures"), 20, 6)
        text("text", tr("credits.pictures_licence"), 15, 14)
        for author, url, icons in by_author():
            address = url.split("://", 1)[-1].rstrip("/")
            heading = tr("credits.author_one", name=author) if len(icons) == 1 else tr("credits.author", name=author, count=len(icons))
            text("heading", heading + (f" — {address}" if address else ""), 16, 4)
            for start in range(0, len(icons), COLUMNS):
                rows.append(Row(y, ROW_H, "icons", icons=tuple(icons[start:start + COLUMNS])))
                y += ROW_H
            y += 12
        text("heading", tr("credits.font"), 20, 6)
        text("text", tr("credits.font_licence"), 15, 0)
        self.rows = rows
        self.content_height = y
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def max_scroll(self) -> int:
        return max(0, self.content_height - BODY[3])

    def scroll_by(self, design: int) -> None:
        self._layout()
        self.scroll = max(0, min(self.scroll + design, self.max_scroll()))

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        scroll_keys = {pygame.K_DOWN: SCROLL_STEP, pygame.K_UP: -SCROLL_STEP, pygame.K_PAGEDOWN: BODY[3] - SCROLL_STEP,
                       pygame.K_PAGEUP: -(BODY[3] - SCROLL_STEP), pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
        if event.type == pygame.KEYDOWN and event.key in scroll_keys:
            self.scroll_by(scroll_keys[event.key])
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.group.handle_event(event, self.app.viewport):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp, assets, tr = self.app.viewport, self.app.assets, self.app.tr
        self._layout()
        w, _ = vp.design_size
        draw_title_band(surface, vp, assets, tr("credits.title"), 80, 32, (w / 2, 40))
        left, top, width, height = BODY
        for row in self.rows:
            y = top + row.y - self.scroll
            if y < top or y + row.height > top + height:
                continue  # only whole rows: nothing drawn half cut
            self._draw_row(surface, row, left, y, width)
        if self.max_scroll() > 0:
            track = vp.rect((left + width + 6, top, 6, height))
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=vp.px(3))
            shown = height / max(1, self.content_height)
            thumb = vp.rect((left + width + 6, top + height * self.scroll / max(1, self.content_height), 6, max(20, height * shown)))
            pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=vp.px(3))
        self.group.draw(surface, vp, assets)

    def _draw_row(self, surface: pygame.Surface, row: Row, left: float, y: float, width: float) -> None:
        vp, assets = self.app.viewport, self.app.assets
        if row.kind == "icons":
            cell = width / COLUMNS
            for index, name in enumerate(row.icons):
                x = left + index * cell
                icon = assets.icon(name, vp.px(ICON), theme.TEXT)
                surface.blit(icon, icon.get_rect(midleft=vp.point((x, y + ROW_H / 2))))
                label = vp.rect((x + ICON + 8, y, cell - ICON - 14, ROW_H))
                assets.draw_fitted(surface, icon_label(name), 14 * vp.scale, theme.TEXT_DIM, label, left=True)
            return
        heading = row.kind == "heading"
        size = row.size * vp.scale
        line_h = assets.font(size, heading).get_linesize()
        top = vp.point((left, y))
        for index, line in enumerate(row.lines):
            assets.draw_text(surface, line, size, theme.ACCENT if heading else theme.TEXT, (top[0], top[1] + index * line_h), bold=heading)
