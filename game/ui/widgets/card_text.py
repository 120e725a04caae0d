"""A card's words as the painter lays them out: the title's size and lines in its header (two
lines at most, three on a table face), a header grown for a long two-line name, the title under
an arch, and the effect text's size and lines in the body (smaller when long, then cut with "…"
where the zoom reads the rest). Mixed into CardPainter (card.py), which paints the rest."""

from __future__ import annotations

from typing import Any, Optional

import pygame

from game.ui import theme

MIN_TITLE = 6
"""The smallest a title is drawn, in pixels (a longer one wraps or is cut)."""
READABLE_BODY = 12.5
"""Pixels on screen a card's effect text still reads well at: a large card's text shrinks to it
before it is cut."""
ARCH_DROP = 3
"""How far (design units) an arch's curve comes down into the header: a title goes below it."""
HEADER_MOST = 46
"""A full face's header grows up to this (design units of a 100-wide card) for a two-line name."""
HEADER_UNIT_MOST = 1.3
"""The most a face's header grows with its width (design units per 100 px) where the face is not
a zoom: a hand card 173 px wide had its name at 25 px over a third of its height."""
COMPACT_TITLE = 9.5
"""The table face's name, in pixels before the text-size setting: the size a title is read at."""
COMPACT_TITLE_LINES = 3
"""A table face's name may take three lines (its header grows, up to half the card)."""


class CardText:
    """Mixed into CardPainter, which has `assets` and `cut_texts`."""

    assets: Any
    cut_texts: list

    def _title_lines(self, title: str, width: int, u: float, compact: bool = False,
                     height: Optional[int] = None) -> tuple[float, list[str], bool]:
        """The title's size and lines in a box `width` wide (and `height` high, when given): shrunk
        (a long title, one long word) until it fits two lines, not below MIN_TITLE; and whether it
        then fits. A table face (`compact`) starts at COMPACT_TITLE: its name is all it says."""
        title_size = max(11 * u, COMPACT_TITLE) if compact else 11 * u
        most = COMPACT_TITLE_LINES if compact else 2
        lines = self.assets.wrap(title, title_size, width, bold=True)

        def fits() -> bool:
            font = self.assets.font(title_size, True)
            return len(lines) <= most and all(font.size(line)[0] <= width for line in lines) \
                and (height is None or len(lines) * font.get_linesize() <= height + 1)

        while title_size > MIN_TITLE and not fits():
            title_size *= 0.9
            lines = self.assets.wrap(title, title_size, width, bold=True)
        return title_size, lines, fits()

    def _two_line_header(self, title: str, width: int, u: float, most: int) -> int:
        """The header height two lines of `title` need at the title's size (0 when it takes one
        line or needs more than two), no more than `most`."""
        size = 11 * u
        while size >= 11 * u * 0.6:
            lines = self.assets.wrap(title, size, width, bold=True)
            font = self.assets.font(size, True)
            if len(lines) == 1:
                return 0
            if len(lines) == 2 and all(font.size(line)[0] <= width for line in lines):
                return min(most, 2 * font.get_linesize() + round(8 * u))  # room at the top: the rounded corner clipped the first line
            size *= 0.92
        return 0

    def _medallion_shrinks(self, title: str, beside: pygame.Rect, whole: pygame.Rect, u: float, height: int) -> bool:
        """Whether a name that takes one line across the whole header is drawn a tenth smaller or
        more beside the medallion ("Déplacement" at 7 px beside it): the medallion then goes
        below. (Two lines across the whole header would reach its rounded top.)"""
        across, lines, _ = self._title_lines(title, whole.width, u, height=height)
        return len(lines) == 1 and self._title_lines(title, beside.width, u, height=height)[0] < 0.9 * across

    def _title_fits(self, title: str, width: int, u: float) -> bool:
        return self._title_lines(title, width, u)[2]

    def _paint_title(self, surface: pygame.Surface, title: str, header: pygame.Rect, title_box: pygame.Rect, u: float,
                     compact: bool = False, peers: tuple[str, ...] = (), arch: bool = False) -> None:
        # as high as the header too: two lines at x1.3 ran over its top (fourteenth trial, "Appel à l'aide");
        # under an arch, below its curve (twenty-second trial: "Appel à" cut by it)
        drop = round(ARCH_DROP * u) if arch else 0
        room = header.height - 2 * drop
        title_size, lines, _ = self._title_lines(title, title_box.width, u, compact, room)
        if peers:  # the size every title of its row fits at
            least = min(self._title_lines(t, title_box.width, u, compact, room)[0] for t in peers)
            if least < title_size:
                title_size, lines = least, self.assets.wrap(title, least, title_box.width, bold=True)
        most = COMPACT_TITLE_LINES if compact else 2
        if len(lines) > most:
            self.cut_texts.append(title)
        lines = lines[:most]
        line_h = self.assets.font(title_size, True).get_linesize()
        y = header.centery + drop - line_h * len(lines) / 2
        for line in lines:
            self.assets.draw_text(surface, line, title_size, theme.TEXT, (title_box.left, y), "topleft", bold=True)
            y += line_h

    def body_lines(self, text: str, box: tuple[int, int], u: float, full_text: bool) -> tuple[float, list[str]]:
        """The effect text's size and lines in a box: smaller when long; then either smaller
        still (`full_text`) or cut with an ellipsis that says "hover for the rest"."""
        width, height = box

        def fits(size: float) -> bool:
            return len(self.assets.wrap(text, size, width)) * self.assets.font(size).get_linesize() <= height

        size = 10.5 * u
        if not fits(size):
            size = 9.2 * u
        # a large card (To The Moon's hand) first gives up size down to what still reads well,
        # then cuts: its text was cut at 17 px (twenty-first trial)
        readable = READABLE_BODY / self.assets.text_scale
        while not fits(size) and (size * 0.92 >= readable or (full_text and size > 5 * u)):
            size *= 0.92
        room = max(1, int(height // self.assets.font(size).get_linesize()))
        lines = self.assets.wrap_cut(text, size, width, room)
        if lines != self.assets.wrap(text, size, width):
            self.cut_texts.append(text)
        return size, lines
