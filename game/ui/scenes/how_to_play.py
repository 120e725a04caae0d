"""How to play: each game's rules page, scrollable, with pictures drawn from scenarios.

Reached from the main menu, the New Game screen and the table's menu. The mouse wheel, the
arrows, Page Up/Down, Home/End scroll; Left/Right (or the tabs) change the game; a click on a
section in the left column jumps to it; Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from game.rules_pages import Block, load_page, sections
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.title_band import draw_title_band

GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")
BODY = (310, 150, 930, 550)
"""Design rect of the scrolled text."""
CONTENTS = (30, 150, 250, 430)
"""Design rect of the section list."""
SIZES = {"title": 30, "section": 22, "subsection": 18, "paragraph": 16, "bullet": 16, "picture": 14, "legend": 15}
SCROLL_STEP = 48


@dataclass
class Line:
    """One laid-out piece of the page, in window pixels relative to the body's top."""

    y: int
    kind: str
    text: str = ""
    indent: int = 0
    height: int = 0
    picture: Optional[str] = None
    block: int = 0


class HowToPlayScene(Scene):
    def __init__(self, app, game_id: Optional[str] = None):
        super().__init__(app)
        self.game_id = game_id if game_id in GAMES else GAMES[0]
        self.scroll = 0
        self.lines: list[Line] = []
        self.layout_key: Optional[tuple] = None
        self.pictures: dict[tuple, pygame.Surface] = {}
        self.blocks: list[Block] = []
        self.group = ButtonGroup()
        self.hovered_section: Optional[int] = None
        self.build()

    # -- building ---------------------------------------------------------------------------------
    def build(self) -> None:
        tr = self.app.tr
        try:
            self.blocks = load_page(self.game_id, tr.lang)
        except (OSError, ValueError) as error:  # a missing or broken page says so, never crashes
            self.blocks = [Block("title", tr(f"games.{self.game_id}")),
                           Block("paragraph", tr("how_to_play.missing", reason=error))]
        self.blocks += self._glossary_blocks()
        self.layout_key = None
        self.group = ButtonGroup()
        tab_w = (1220 - 4 * 10) / len(GAMES)
        for index, game_id in enumerate(GAMES):
            label = tr(f"games.{game_id}")
            button = Button((30 + index * (tab_w + 10), 92, tab_w, 42), label,
                            lambda g=game_id: self.show(g), size=self._tab_size(label, tab_w), primary=game_id == self.game_id)
            self.group.add(button)
        from game.tutorials import has_tutorial

        if has_tutorial(self.game_id):
            self.group.add(Button((30, 594, 250, 46), tr("tutorial.start"), self.start_tutorial, primary=True,
                                  size=self._tab_size(tr("tutorial.start"), 250)))
        self.group.add(Button((30, 650, 250, 46), tr("back"), self.app.pop, size=18))

    def _tab_size(self, label: str, width: float) -> float:
        """The largest text size up to 15 at which a tab's label fits, bold, with a margin."""
        size = 15.0
        while size > 9 and self.app.assets.font(size, bold=True).size(label)[0] > width - 16:
            size -= 0.5
        return size

    def _glossary_blocks(self) -> list[Block]:
        """Every keyword and symbol of the game, the same lines a card's zoom shows."""
        from game.glossary import GlossaryError, glossary

        try:
            terms = glossary().get(self.game_id, ())
        except (OSError, GlossaryError):
            return []
        lang = self.app.tr.lang
        return [Block("section", self.app.tr("how_to_play.glossary"))] + [Block("bullet", t.line(lang)) for t in terms]

    def refresh(self) -> None:
        self.pictures.clear()
        self.build()

    def enter(self) -> None:
        self.refresh()

    def start_tutorial(self) -> None:
        from game.ui.scenes.tutorial import tutorial_scene

        self.app.push(tutorial_scene(self.app, self.game_id))

    def show(self, game_id: str) -> None:
        if game_id != self.game_id:
            self.game_id = game_id
            self.scroll = 0
            self.build()

    # -- layout -----------------------------------------------------------------------------------
    def _layout(self) -> None:
        vp, assets = self.app.viewport, self.app.assets
        body = vp.rect(BODY)
        key = (self.game_id, self.app.tr.lang, body.size, assets.text_scale)
        if key == self.layout_key:
            return
        self.layout_key = key
        lines: list[Line] = []
        y = 0
        legend = 0
        for index, block in enumerate(self.blocks):
            size = SIZES[block.kind] * vp.scale
            bold = block.kind in ("title", "section", "subsection")
            gap = {"title": 0, "section": 22, "subsection": 14}.get(block.kind, 8)
            y += round(gap * vp.scale) if lines else 0
            if block.kind == "picture":
                picture_w = round(body.width * 0.72)
                image = self._picture(block.picture, picture_w)
                picture_h = image.get_height() if image is not None else 0
                lines.append(Line(y, "picture", picture=block.picture, height=picture_h, block=index))
                y += picture_h + vp.px(6)
                for text in assets.wrap(block.text, size, body.width):
                    lines.append(Line(y, "caption", text, block=index))
                    y += assets.font(size).get_linesize()
                for number, label in enumerate(self._legend(block.picture), start=1):
                    for row, text in enumerate(assets.wrap(f"{number}. {label}", SIZES["legend"] * vp.scale, body.width - vp.px(24))):
                        lines.append(Line(y, "legend", text, indent=vp.px(24 if row else 0), block=index))
                        y += assets.font(SIZES["legend"] * vp.scale).get_linesize()
                legend += 1
                continue
            indent = vp.px(26) if block.kind == "bullet" else 0
            for row, text in enumerate(assets.wrap(block.text, size, body.width - indent, bold)):
                lines.append(Line(y, block.kind if row == 0 else f"{block.kind}+", text, indent=indent, block=index))
                y += assets.font(size, bold).get_linesize()
        self.lines = lines
        self.content_height = y
        self.scroll = min(self.scroll, self.max_scroll())

    def _legend(self, name: Optional[str]) -> list[str]:
        if not name:
            return []
        try:
            from game.ui.rules_pictures import load_spec

            return [c.label(self.app.tr.lang) for c in load_spec(name).callouts]
        except (OSError, ValueError, KeyError):
            return []

    def max_scroll(self) -> int:
        return max(0, self.content_height - self.app.viewport.rect(BODY).height)

    def scroll_to_block(self, block: int) -> None:
        self._layout()
        top = next((line.y for line in self.lines if line.block == block), 0)
        self.scroll = max(0, min(top, self.max_scroll()))
        self._jumped = (block, self.scroll)

    # -- input ------------------------------------------------------------------------------------
    PAGE_KEYS = (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END,
                 pygame.K_LEFT, pygame.K_RIGHT, pygame.K_ESCAPE)

    def handle_event(self, event: pygame.event.Event) -> None:
        # The arrows scroll and turn pages here; Tab and Enter still move and press the buttons.
        page_key = event.type == pygame.KEYDOWN and event.key in self.PAGE_KEYS
        if not page_key and self.group.handle_event(event, self.app.viewport):
            return
        self._layout()
        page = self.app.viewport.rect(BODY).height - SCROLL_STEP
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: SCROLL_STEP, pygame.K_UP: -SCROLL_STEP, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page}
            if event.key in moves:
                self.scroll_by(moves[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = self.max_scroll()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.show(GAMES[(GAMES.index(self.game_id) + step) % len(GAMES)])
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
        elif event.type == pygame.MOUSEMOTION:
            self.hovered_section = self._section_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            section = self._section_at(event.pos)
            if section is not None:
                self.scroll_to_block(section)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.scroll + pixels, self.max_scroll()))

    def _section_rows(self) -> list[tuple[int, pygame.Rect, list[str]]]:
        vp, assets = self.app.viewport, self.app.assets
        area = vp.rect(CONTENTS)
        size = 15 * vp.scale
        height = assets.font(size).get_linesize()
        rows, y = [], area.top
        for block, heading in sections(self.blocks):
            wrapped = assets.wrap(heading, size, area.width - vp.px(16))
            rect = pygame.Rect(area.left, y, area.width, height * len(wrapped) + vp.px(8))
            if rect.bottom > area.bottom:
                break
            rows.append((block, rect, wrapped))
            y = rect.bottom + vp.px(4)
        return rows

    def _section_at(self, pos) -> Optional[int]:
        return next((block for block, rect, _ in self._section_rows() if rect.collidepoint(pos)), None)

    def current_section(self) -> Optional[int]:
        """The section being read: the one jumped to, else the last whose heading is in the top
        third of the view, or in sight at all once the page is at its end (the last heading
        above the view's top lagged one section behind what was on screen)."""
        self._layout()
        jumped = getattr(self, "_jumped", None)
        if jumped is not None and jumped[1] == self.scroll:
            return jumped[0]
        view = self.app.viewport.rect(BODY).height
        reference = self.scroll + (view - view // 6 if self.scroll >= self.max_scroll() else view // 3)
        current = None
        for block, _ in sections(self.blocks):
            top = next((line.y for line in self.lines if line.block == block), 0)
            if current is None or top <= reference:
                current = block
        return current

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp, assets, tr = self.app.viewport, self.app.assets, self.app.tr
        self._layout()
        w, _ = vp.design_size
        draw_title_band(surface, vp, assets, tr("how_to_play.title"), 80, 32, (w / 2, 40))
        self.group.draw(surface, vp, assets)
        self._draw_contents(surface)
        self._draw_body(surface)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        current = self.current_section()
        for block, rect, wrapped in self._section_rows():
            if block == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=vp.px(6))
                # a bar marks the section on screen; the one under the pointer is only outlined
                pygame.draw.rect(surface, theme.ACCENT, (rect.left, rect.top + vp.px(4), vp.px(3), rect.height - vp.px(8)))
            elif block == self.hovered_section:
                pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=vp.px(1), border_radius=vp.px(6))
            colour = theme.TEXT if block == current else theme.TEXT_DIM
            y = rect.top + vp.px(4)
            for text in wrapped:
                assets.draw_text(surface, text, 15 * vp.scale, colour, (rect.left + vp.px(8), y))
                y += assets.font(15 * vp.scale).get_linesize()

    def _draw_body(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        body = vp.rect(BODY)
        previous = surface.get_clip()
        surface.set_clip(body)
        try:
            for line in self.lines:
                top = body.top + line.y - self.scroll
                if top > body.bottom or top + max(line.height, 40) < body.top:
                    continue
                self._draw_line(surface, line, body, top)
        finally:
            surface.set_clip(previous)
        if self.max_scroll() > 0:
            track = pygame.Rect(body.right + vp.px(10), body.top, vp.px(6), body.height)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=vp.px(3))
            shown = body.height / max(1, self.content_height)
            thumb = pygame.Rect(track.left, track.top + round(track.height * self.scroll / max(1, self.content_height)),
                                track.width, max(vp.px(20), round(track.height * shown)))
            pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=vp.px(3))

    def _draw_line(self, surface: pygame.Surface, line: Line, body: pygame.Rect, top: int) -> None:
        vp, assets = self.app.viewport, self.app.assets
        kind = line.kind.rstrip("+")
        if kind == "picture":
            image = self._picture(line.picture, round(body.width * 0.72))
            if image is not None:
                frame = image.get_rect(topleft=(body.left, top))
                surface.blit(image, frame)
                pygame.draw.rect(surface, theme.PANEL_BORDER, frame, width=vp.px(2))
            return
        if kind in ("caption", "legend"):
            colour = theme.TEXT_DIM if kind == "caption" else theme.TEXT
            assets.draw_text(surface, line.text, SIZES["picture" if kind == "caption" else "legend"] * vp.scale, colour,
                             (body.left + line.indent, top))
            return
        bold = kind in ("title", "section", "subsection")
        colour = theme.ACCENT if kind == "section" else theme.TEXT
        if line.kind == "bullet":
            pygame.draw.circle(surface, theme.ACCENT, (body.left + vp.px(10), top + assets.font(SIZES[kind] * vp.scale).get_linesize() // 2), vp.px(4))
        assets.draw_text(surface, line.text, SIZES[kind] * vp.scale, colour, (body.left + line.indent, top), bold=bold)

    def _picture(self, name: Optional[str], width: int) -> Optional[pygame.Surface]:
        if not name:
            return None
        key = (name, width, self.app.tr.lang, self.app.assets.text_scale)
        if key not in self.pictures:
            from game.ui.rules_pictures import load_spec, render_picture

            try:
                self.pictures[key] = render_picture(self.app, load_spec(name), width)
            except (OSError, ValueError, KeyError) as error:
                self.app.toast(self.app.tr("how_to_play.no_picture", name=name, reason=error))
                self.pictures[key] = None
        return self.pictures[key]
