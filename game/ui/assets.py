"""One cached loader for fonts, rendered text and icons (rendering text or parsing an SVG every
frame is slow)."""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from typing import Optional

import pygame

from game.paths import resource_path

FONT_FILES = {False: "dejavusans.ttf", True: "dejavusans-bold.ttf"}
"""DejaVu Sans: it has ★, ⚡, ♥ and the other symbols the cards need (the default font does not)."""
TEXT_CACHE_SIZE = 1500
MAX_TEXT = 400
"""Characters drawn of one line: far more than any line of the UI, and SDL refuses surfaces
wider than 16384 pixels (a hostile name of 60,000 characters asked for 660,000)."""
MAX_WIDTH = 16000


def drawable(text: object) -> str:
    """`text` as a font can draw it: a string, NUL, other control characters (line breaks and
    tabs kept) and lone surrogates (an undecodable file name) replaced by U+FFFD. (Spaces that
    do not break and other format characters stay: they draw, or `_render` copes.)"""
    if not isinstance(text, str):
        text = str(text)
    if len(text) > MAX_TEXT * 8:
        text = text[:MAX_TEXT * 8]
    if text.isprintable():
        return text
    return "".join("\ufffd" if ch not in "\n\t" and unicodedata.category(ch) in ("Cc", "Cs") else ch for ch in text)

ICON_CACHE_SIZE = 400


class Assets:
    def __init__(self, text_scale: float = 1.0):
        self.text_scale = text_scale
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wraps: dict[tuple, list[str]] = {}
        self._icons: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.icon_loads = 0
        """SVG files rasterised so far (each icon once per size: the tests check it)."""
        self.recording: Optional[tuple[pygame.Surface, list[tuple[str, pygame.Rect, pygame.Rect]]]] = None
        """(surface, records): every text drawn on that surface is noted with its rect (the
        layout checks; card faces painted on their own surfaces are not noted)."""

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        pixels = max(6, round(size * self.text_scale))
        key = (pixels, bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(str(resource_path("assets", "fonts", FONT_FILES[bold])), pixels)
        return self._fonts[key]

    def text(self, text: str, size: float, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
        """The rendered text, cached by (text, size, colour, weight)."""
        key = (text, round(size * self.text_scale), tuple(color), bold)
        surface = self._texts.get(key)
        if surface is None:
            surface = self._render(drawable(text)[:MAX_TEXT], size, color, bold)
            self._texts[key] = surface
            if len(self._texts) > TEXT_CACHE_SIZE:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surface

    def _render(self, text: str, size: float, color: tuple[int, ...], bold: bool) -> pygame.Surface:
        """Never raises: text with nothing to show (a lone zero-width character) is an empty line."""
        font = self.font(size, bold)
        while font.size(text)[0] > MAX_WIDTH:
            text = text[: len(text) * 3 // 4]
        try:
            return font.render(text, True, color)
        except (pygame.error, ValueError):
            return pygame.Surface((1, font.get_linesize()), pygame.SRCALPHA)

    def icon(self, name: str, size: int, color: tuple[int, ...] = (255, 255, 255)) -> pygame.Surface:
        """The icon assets/icons/<name>.svg (a white shape) as a `size`-pixel square in `color`,
        rasterised once per size and tinted once per colour."""
        size = max(1, int(size))
        key = (name, size, tuple(color))
        surface = self._icons.get(key)
        if surface is not None:
            self._icons.move_to_end(key)
            return surface
        white_key = (name, size, (255, 255, 255))
        white = self._icons.get(white_key)
        if white is None:
            from game.ui.card_art import icon_file

            white = pygame.image.load_sized_svg(str(icon_file(name)), (size, size))
            self.icon_loads += 1
            self._icons[white_key] = white
        surface = white
        if key != white_key:
            surface = white.copy()
            surface.fill(tuple(color[:3]) + (255,), special_flags=pygame.BLEND_RGBA_MULT)
            self._icons[key] = surface
        while len(self._icons) > ICON_CACHE_SIZE:
            self._icons.popitem(last=False)
        return surface

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        """Lines of `text` that fit `width` pixels (words are never split unless too long)."""
        key = (text, round(size * self.text_scale), width, bold)
        lines = self._wraps.get(key)
        if lines is not None:
            return lines
        text = drawable(text)
        font = self.font(size, bold)
        lines = []
        for paragraph in text.split("\n"):
            line = ""
            for word in _glued_words(paragraph):
                candidate = f"{line} {word}".strip()
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wraps[key] = lines
        return lines

    def fit(self, text: str, size: float, width: int, height: int, bold: bool = False) -> tuple[list[str], float]:
        """Lines and size at which `text` fits a `width` x `height` box: one line at the size
        asked if it fits, else one line a little smaller, else two lines, else the smallest
        that fits (a label that runs out of its button is never drawn)."""
        key = ("fit", text, round(size * self.text_scale), width, height, bold)
        found = self._wraps.get(key)
        if found is not None:
            return found  # type: ignore[return-value]
        result = None
        text = drawable(text)
        for rows, floor in ((1, 0.82), (2, 0.62), (3, 0.5)):
            trial = size
            while trial >= size * floor:
                lines = self.wrap(text, trial, width, bold) if rows > 1 else [text]
                if len(lines) <= rows and all(self.font(trial, bold).size(line)[0] <= width for line in lines) \
                        and len(lines) * self.font(trial, bold).get_linesize() <= height:
                    result = (lines, trial)
                    break
                trial -= max(0.5, size * 0.04)
            if result:
                break
        if result is None:
            trial = size * 0.5
            result = (self.wrap(text, trial, width, bold)[:3], trial)
        self._wraps[key] = result  # type: ignore[assignment]
        return result

    def draw_fitted(self, surface: pygame.Surface, text: str, size: float, color: tuple[int, ...], rect: pygame.Rect,
                    bold: bool = False, left: bool = False) -> None:
        """`text` centred in `rect` (or against its left side), made to fit it (see `fit`)."""
        lines, fitted = self.fit(text, size, rect.width, rect.height, bold)
        line_h = self.font(fitted, bold).get_linesize()
        top = rect.centery - len(lines) * line_h / 2
        for index, line in enumerate(lines):
            y = top + index * line_h + line_h / 2
            if left:
                self.draw_text(surface, line, fitted, color, (rect.left, y), "midleft", bold)
            else:
                self.draw_text(surface, line, fitted, color, (rect.centerx, y), "center", bold)

    def draw_text(self, surface: pygame.Surface, text: str, size: float, color: tuple[int, ...], pos: tuple[float, float],
                  anchor: str = "topleft", bold: bool = False) -> pygame.Rect:
        rendered = self.text(text, size, color, bold)
        rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        surface.blit(rendered, rect)
        if isinstance(text, str) and text.strip():
            self.record_shape(surface, text, rect)
        return rect

    def wrap_cut(self, text: str, size: float, width: int, rows: int, bold: bool = False) -> list[str]:
        """`wrap`, at most `rows` lines: past them the last one is cut back to its words that fit
        with "…" (its letters, for one long word)."""
        lines = self.wrap(text, size, width, bold)
        if len(lines) <= rows:
            return lines
        font = self.font(size, bold)
        last = lines[rows - 1]
        while " " in last and font.size(drawable(last + "…"))[0] > width:
            last = last.rsplit(" ", 1)[0]
        while len(last) > 1 and font.size(drawable(last + "…"))[0] > width:
            last = last[:-1]
        return lines[:rows - 1] + [last.rstrip(".,;") + "…"]

    def record_shape(self, surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        """For the text check: where `text` was drawn, or a label's whole shape (a number key's
        disc), which hides what lies under it as much as its text does."""
        if self.recording is not None and surface is self.recording[0]:
            self.recording[1].append((text, rect.copy(), surface.get_clip()))

    def cover(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """For the text check: an opaque box is about to be drawn over `rect`; the texts drawn
        under it no longer show (a box over the log is no overlap with the log's lines)."""
        if self.recording is not None and surface is self.recording[0]:
            self.recording[1][:] = [r for r in self.recording[1] if not r[1].clip(r[2]).colliderect(rect)]

    def draw_line_within(self, surface: pygame.Surface, text: str, size: float, color: tuple[int, ...], pos: tuple[float, float],
                         width: int, anchor: str = "midtop", bold: bool = False) -> pygame.Rect:
        """One line no wider than `width`: smaller, down to 70% of `size`, where it would be wider
        (a label between neighbours that has no second line to go to)."""
        return self.draw_text(surface, text, self.size_within(text, size, width, bold), color, pos, anchor, bold)

    def size_within(self, text: str, size: float, width: int, bold: bool = False) -> float:
        """The size `draw_line_within` draws `text` at: `size`, or smaller (down to 70%) to keep
        within `width`. Neighbouring labels can share the smallest, so they read alike."""
        trial = size
        while trial > size * 0.7 and self.font(trial, bold).size(drawable(text))[0] > width:
            trial *= 0.94
        return trial

    def draw_wrapped_shrinking(self, surface: pygame.Surface, text: str, size: float, color: tuple[int, ...], rect: pygame.Rect,
                               bold: bool = False) -> int:
        """`draw_wrapped` at the largest of `size` and four steps below it at which every line
        fits `rect` (a long French status shrinks rather than losing its end)."""
        for step in range(5):
            trial = size * (1 - 0.08 * step)
            if len(self.wrap(text, trial, rect.width, bold)) * self.font(trial, bold).get_linesize() <= rect.height + 2:
                break
        return self.draw_wrapped(surface, text, trial, color, rect, bold)

    def draw_wrapped(self, surface: pygame.Surface, text: str, size: float, color: tuple[int, ...], rect: pygame.Rect,
                     bold: bool = False, center: bool = False, max_lines: Optional[int] = None) -> int:
        """Draw wrapped text inside `rect`; returns the height used."""
        lines = self.wrap(text, size, rect.width, bold)
        if max_lines is not None:
            lines = lines[:max_lines]
        height = self.font(size, bold).get_linesize()
        y = rect.top
        for index, line in enumerate(lines):
            if y + height > rect.bottom + 2:
                if self.recording is not None and surface is self.recording[0]:
                    # lines the box has no room for: the text check reports them (text_check.DROPPED)
                    self.recording[1].append((" ".join(lines[index:]), pygame.Rect(rect.left, y, rect.width, height), pygame.Rect(0, 0, 0, 0)))
                break
            if center:
                self.draw_text(surface, line, size, color, (rect.centerx, y), "midtop", bold)
            else:
                self.draw_text(surface, line, size, color, (rect.left, y), "topleft", bold)
            y += height
        return y - rect.top


_GLUED_AFTER = frozenset({";", ":", "!", "?", "»"})


def _glued_words(paragraph: str) -> list[str]:
    """The paragraph's words for wrapping, French spaced punctuation kept with its word: a line
    began with "; Computer 2 rien." (the space before ";", ":", "!", "?" and "»" is no place
    to break, nor the one after "«")."""
    words: list[str] = []
    opening = False
    for word in paragraph.split(" "):
        # "»." or "»," too (twenty-second trial: "Attaque « Rayon" then "»." alone on a line)
        if words and (word[:1] in _GLUED_AFTER or opening):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
        opening = word == "«"
    return words

