"""The curtain of a one-screen game: hides every secret until the named player lifts it, by a
click on its frame or Enter (a click elsewhere, or the start of a drag, lifts nothing)."""

from __future__ import annotations

import dataclasses
from typing import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport

RECAP_TEXT = 15
"""Design size of the recap's text."""


def frame_rect(design_size: tuple[float, float]) -> tuple[float, float, float, float]:
    """The frame (design units) whose click lifts the curtain: the name, its mark and the hint."""
    w, h = design_size
    return (w / 2 - 440, h / 2 - 64, 880, 200)


@dataclasses.dataclass
class CurtainText:
    title: str
    hint: str
    colour: tuple[int, int, int]
    mark: str
    recap: Sequence[str] = ()
    recap_title: str = ""
    more_above: Callable[[int], str] = str
    """What is said over the recap when that many earlier lines are scrolled out."""
    more_below: Callable[[int], str] = str


def draw_curtain(surface: pygame.Surface, viewport: Viewport, assets: Assets, text: CurtainText, *, hovered: bool = False,
                 urged: bool = False, scroll: int = 0) -> int:
    """An opaque screen: nothing of the table shows through. Above the frame, the recap: what
    everyone saw happen since the incoming player's last move (public lines only: the curtain is
    seen by whoever holds the screen), the latest at the bottom; `scroll` lines back from them.
    `urged`: a click fell outside the frame, so the hint stands out. Returns how far the recap
    can scroll (0 when it all fits)."""
    surface.fill((16, 20, 30))
    w, h = viewport.design_size
    frame = viewport.rect(frame_rect((w, h)))
    pygame.draw.rect(surface, (36, 44, 64) if hovered else (28, 34, 50), frame, border_radius=viewport.px(14))
    pygame.draw.rect(surface, text.colour, frame, width=viewport.px(6 if urged else 4 if hovered else 3), border_radius=viewport.px(14))
    assets.draw_text(surface, text.mark, 64 * viewport.scale, text.colour, viewport.point((w / 2, h / 2 - 28)), "center", bold=True)
    assets.draw_text(surface, text.title, 40 * viewport.scale, theme.TEXT, viewport.point((w / 2, h / 2 + 44)), "center", bold=True)
    size = 17 * viewport.scale
    y = viewport.point((w / 2, h / 2 + 76))[1]  # room for two rows at text x1.3
    for row in assets.wrap(text.hint, size, frame.width - viewport.px(32))[:2]:
        assets.draw_text(surface, row, size, text.colour if urged else theme.TEXT_DIM, (frame.centerx, y), "midtop")
        y += assets.font(size).get_linesize()
    if not text.recap:
        return 0
    top, bottom = 24, h / 2 - 76
    box = viewport.rect((w / 2 - 420, top + 26, 840, bottom - top - 26))
    assets.draw_text(surface, text.recap_title, 16 * viewport.scale, text.colour, viewport.point((w / 2, top)), "midtop", bold=True)
    size = RECAP_TEXT * viewport.scale
    wrapped = [assets.wrap(line, size, box.width) for line in text.recap]
    height = assets.font(size).get_linesize()
    room = max(1, int(box.height // height))
    # Whole lines only (a wrapped line cut to its last row read as a fragment), the latest at the
    # bottom; scrolled back, `scroll` lines before them. One row says what lies above, and when
    # scrolled, one more what lies below.
    def first_shown(scrolled: int) -> int:
        end = len(wrapped) - scrolled
        rows = room - (1 if scrolled else 0)
        start = end - _lines_that_fit(wrapped, end, rows)
        return end - _lines_that_fit(wrapped, end, rows - 1) if start else 0

    most = next(s for s in range(len(wrapped)) if first_shown(s) == 0) if first_shown(0) else 0
    scroll = max(0, min(scroll, most))
    end = len(wrapped) - scroll
    start = first_shown(scroll)
    y = box.top
    if start:
        assets.draw_text(surface, text.more_above(start), size, text.colour, (box.centerx, y), "midtop")
        y += height
    for rows in wrapped[start:end]:
        for row in rows:
            assets.draw_text(surface, row, size, theme.TEXT_DIM, (box.centerx, y), "midtop")
            y += height
    if scroll:
        assets.draw_text(surface, text.more_below(scroll), size, text.colour, (box.centerx, y), "midtop")
    return most


def _lines_that_fit(wrapped: Sequence[Sequence[str]], end: int, room: int) -> int:
    """How many whole lines ending before `end` fit in `room` rows (at least one)."""
    used = count = 0
    for rows in reversed(wrapped[:end]):
        if count and used + len(rows) > room:
            break
        used += len(rows)
        count += 1
    return count
