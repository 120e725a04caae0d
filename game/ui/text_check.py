"""Does the text on a frame read? Every text drawn on the screen, with its rect, and the
problems a player would see: two texts on top of each other, a text cut by the window's edge.

Used by the tests (every menu and table, both languages, both text sizes) and by anyone who
wants to look at a frame: `texts_drawn(app, draw)` records while `draw(surface)` runs.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

import pygame

Record = tuple[str, pygame.Rect, pygame.Rect]
"""(text, its rect, the clip it was drawn under)."""
TOLERANCE = 2
"""Pixels two rects may share (anti-aliased edges of neighbouring lines touch)."""


@contextmanager
def recording(app, surface: pygame.Surface) -> Iterator[list[Record]]:
    records: list[Record] = []
    app.assets.recording = (surface, records)
    try:
        yield records
    finally:
        app.assets.recording = None


def texts_drawn(app, draw: Callable[[pygame.Surface], None]) -> list[Record]:
    with recording(app, app.screen) as records:
        draw(app.screen)
    return records


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A text's rect without the font's empty line spacing at top and bottom."""
    shrink = min(rect.height // 5, 4)
    return rect.inflate(-2 * TOLERANCE, -2 * shrink - 2 * TOLERANCE)


def overlapping(records: list[Record]) -> list[str]:
    """Texts drawn over one another, where both can be seen (the same text drawn twice at one
    place, as an outline or a shadow, is not a problem)."""
    found = []
    inks = [(text, _ink(rect.clip(clip))) for text, rect, clip in records]
    inks = [(text, rect) for text, rect in inks if rect.width > 0 and rect.height > 0]
    for index, (text, rect) in enumerate(inks):
        for other, other_rect in inks[index + 1:]:
            if rect.colliderect(other_rect) and not (text == other and abs(rect.centerx - other_rect.centerx) <= 3
                                                      and abs(rect.centery - other_rect.centery) <= 3):
                found.append(f"{text!r} at {tuple(rect)} overlaps {other!r} at {tuple(other_rect)}")
    return found


def run_together(records: list[Record]) -> list[str]:
    """Two texts side by side on one line with no space between them: each fits, but they read
    as one ("Pioche (14)Défausse (12)")."""
    found = []
    rects = [(text, rect.clip(clip)) for text, rect, clip in records]
    rects = [(text, rect) for text, rect in rects if rect.width > 0 and rect.height > 0]
    for index, (text, rect) in enumerate(rects):
        for other, other_rect in rects[index + 1:]:
            same_line = abs(rect.centery - other_rect.centery) <= 3 and abs(rect.height - other_rect.height) <= 4
            gap = max(other_rect.left - rect.right, rect.left - other_rect.right)
            if same_line and -2 * TOLERANCE <= gap < RUN_TOGETHER_GAP and text.strip() and other.strip():
                found.append(f"{text!r} at {tuple(rect)} runs into {other!r} at {tuple(other_rect)}")
    return found


RUN_TOGETHER_GAP = 3
"""Pixels of space two texts on one line need to read as two (about a space's width at 11 px)."""


def cut(records: list[Record], window: pygame.Rect) -> list[str]:
    """Texts cut by the window's edge (a text cut by a scrolling area's clip is meant to be)."""
    return [f"{text!r} at {tuple(rect)} leaves the window" for text, rect, clip in records
            if clip == window and not window.contains(rect)]


def dropped(records: list[Record]) -> list[str]:
    """Lines of wrapped text its box had no room for (recorded with an empty clip)."""
    return [f"{text!r} does not fit its box at {tuple(rect)}" for text, rect, clip in records if clip.size == (0, 0)]


def problems(records: list[Record], window: pygame.Rect) -> list[str]:
    return overlapping(records) + run_together(records) + cut(records, window) + dropped(records)
