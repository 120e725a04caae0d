"""Cards and tiles drawn legibly at any size, cached as surfaces (one render per size).

A table plugin turns its card data into a `CardFace`; the painter does the rest. Attack cards
get a yellow border AND a ⚔ badge, bonus cards a ★, so nothing is told by colour alone. A card's
picture (a game-icons.net icon, see game/ui/card_art.py) takes a band under the title when the
text leaves room for it, else it lies faintly behind the text; a back shows its game's icon.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.card_art import BackDesign

ART_SIZES = (42, 24)
"""The picture band's heights, in design units of a 100-wide card: the largest the text leaves
room for (two sizes only, so the cards of a row look alike); with no room for the smallest the
picture goes to the footer or behind the text (the text always keeps its room)."""
WATERMARK_ALPHA = 46


@dataclass(frozen=True)
class CostBadge:
    icon: str
    amount: int
    colour: tuple[int, int, int]
    art: str = ""
    """An icon drawn instead of the `icon` glyph (see card_art.symbol_icon), "" for the glyph."""


@dataclass(frozen=True)
class CardFace:
    title: str
    text: str
    costs: tuple[CostBadge, ...] = ()
    attack: bool = False
    """Yellow border and a ⚔ badge."""
    bonus: bool = False
    """A ★ in the corner."""
    header: tuple[int, int, int] = (70, 80, 110)
    owner_mark: str = ""
    """The owner's seat shape (●, ▲...) in the footer."""
    art: str = ""
    """The card's picture: an icon name (assets/icons/<art>.svg), "" for none."""


@dataclass(frozen=True)
class TileFace:
    icon: str
    colour: tuple[int, int, int]
    face_up: bool
    art: str = ""
    """An icon drawn instead of the `icon` glyph, "" for the glyph."""


class CardPainter:
    def __init__(self, assets: Assets):
        self.assets = assets
        self._cache: dict[tuple, pygame.Surface] = {}
        self.cut_texts: list[str] = []
        """Titles and texts a face had no room for, in full (the layout check reads it)."""

    def face(self, face: CardFace, size: tuple[int, int], full_text: bool = False) -> pygame.Surface:
        """The card's face; `full_text` (the hover zoom) shrinks the text rather than cut it."""
        key = ("face", face, size, full_text)
        if key not in self._cache:
            self._cache[key] = self._paint_face(face, size, full_text)
        return self._cache[key]

    def back(self, size: tuple[int, int], bonus: bool = False, design: Optional[BackDesign] = None) -> pygame.Surface:
        key = ("back", bonus, size, design)
        if key not in self._cache:
            self._cache[key] = self._paint_back(size, bonus, design)
        return self._cache[key]

    def tile(self, tile: TileFace, size: tuple[int, int]) -> pygame.Surface:
        key = ("tile", tile, size)
        if key not in self._cache:
            self._cache[key] = self._paint_tile(tile, size)
        return self._cache[key]

    def card(self, face: Optional[CardFace], size: tuple[int, int], face_up: bool, bonus_back: bool = False,
             back: Optional[BackDesign] = None) -> pygame.Surface:
        return self.face(face, size) if face_up and face is not None else self.back(size, bonus_back, back)

    # -- painting ------------------------------------------------------------------------------
    def _paint_face(self, face: CardFace, size: tuple[int, int], full_text: bool = False) -> pygame.Surface:
        w, h = size
        u = w / 100  # one design unit of a 100-wide card
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, round(7 * u))
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=radius)
        header = pygame.Rect(0, 0, w, round(34 * u))
        pygame.draw.rect(surface, face.header, header, border_top_left_radius=radius, border_top_right_radius=radius)
        title_box = header.inflate(-round(10 * u), -round(4 * u))
        if face.attack:
            title_box.width -= round(14 * u)
        title_size = 11 * u
        lines = self.assets.wrap(face.title, title_size, title_box.width, bold=True)
        # Shrink a long title (or one long word) until it fits two lines of the header.
        while title_size > 6 and (len(lines) > 2 or any(self.assets.font(title_size, True).size(line)[0] > title_box.width for line in lines)):
            title_size *= 0.9
            lines = self.assets.wrap(face.title, title_size, title_box.width, bold=True)
        if len(lines) > 2:
            self.cut_texts.append(face.title)
        lines = lines[:2]
        line_h = self.assets.font(title_size, True).get_linesize()
        y = header.centery - line_h * len(lines) / 2
        for line in lines:
            self.assets.draw_text(surface, line, title_size, theme.TEXT, (title_box.left, y), "topleft", bold=True)
            y += line_h
        if face.attack:
            self.assets.draw_text(surface, "⚔", 14 * u, theme.ATTACK_BORDER, (w - 4 * u, header.centery), "midright", bold=True)
        # Footer: the owner's shape or the ★ on the left, a cost pill per tile kind on the right.
        pill_h = round(17 * u)
        footer_top = h - pill_h - round(5 * u)
        x = w - 6 * u
        for badge in reversed(face.costs):
            if badge.art:
                text = self.assets.text(str(badge.amount), 11 * u, theme.TEXT, bold=True)
                symbol = self.assets.icon(badge.art, round(pill_h * 0.72), theme.TEXT)
                pill = pygame.Rect(0, footer_top, symbol.get_width() + text.get_width() + round(9 * u), pill_h)
                pill.right = round(x)
                pygame.draw.rect(surface, badge.colour, pill, border_radius=round(8 * u))
                surface.blit(symbol, symbol.get_rect(midleft=(pill.left + round(4 * u), pill.centery)))
                surface.blit(text, text.get_rect(midright=(pill.right - round(4 * u), pill.centery)))
            else:
                text = self.assets.text(f"{badge.icon}{badge.amount}", 11 * u, theme.TEXT, bold=True)
                pill = pygame.Rect(0, footer_top, text.get_width() + round(8 * u), pill_h)
                pill.right = round(x)
                pygame.draw.rect(surface, badge.colour, pill, border_radius=round(8 * u))
                surface.blit(text, text.get_rect(center=pill.center))
            x = pill.left - 4 * u
        footer_left = 6 * u
        mark_at = (6 * u, footer_top + pill_h / 2)
        if face.bonus:
            footer_left = self.assets.draw_text(surface, "★", 15 * u, theme.BONUS_GOLD, mark_at, "midleft", bold=True).right
        elif face.owner_mark:
            footer_left = self.assets.draw_text(surface, face.owner_mark, 10 * u, theme.TEXT_DIM, mark_at, "midleft").right
        footer_free = pygame.Rect(round(footer_left + 3 * u), footer_top, max(0, round(x - footer_left - 3 * u)), pill_h)
        body = pygame.Rect(round(6 * u), round(header.bottom + 5 * u), round(w - 12 * u), round(footer_top - header.bottom - 7 * u))
        text_size, lines = self.body_lines(face.text, body.size, u, full_text)
        if face.art:
            body = self._paint_art(surface, face, body, text_size, lines, u, footer_free)
        self.assets.draw_wrapped(surface, "\n".join(lines), text_size, theme.TEXT_DARK, body)
        border = theme.ATTACK_BORDER if face.attack else (120, 120, 130)
        pygame.draw.rect(surface, border, rect, width=max(2, round((5 if face.attack else 1.5) * u)), border_radius=radius)
        return surface

    def _paint_art(self, surface: pygame.Surface, face: CardFace, body: pygame.Rect, text_size: float, lines: list[str],
                   u: float, footer: pygame.Rect) -> pygame.Rect:
        """The picture in a band at the top of the body when the text leaves that much room (the
        text then starts under it), else small in the footer's free middle, else faint behind
        the text; returns the text's box."""
        text_h = (len(lines) if face.text else 0) * self.assets.font(text_size).get_linesize()
        room = body.height - text_h - 3 * u
        fitting = [size for size in ART_SIZES if size * u <= room]
        if fitting:
            side = round(min(fitting[0] * u, body.width))
            band = pygame.Rect(body.left, body.top, body.width, side)
            icon = self.assets.icon(face.art, side, face.header)
            surface.blit(icon, icon.get_rect(center=band.center))
            return pygame.Rect(body.left, band.bottom + round(3 * u), body.width, body.height - side - round(3 * u))
        side = round(min(footer.width, footer.height + 2 * u))
        if side >= max(8, 12 * u):
            icon = self.assets.icon(face.art, side, face.header)
            surface.blit(icon, icon.get_rect(center=footer.center))
            return body
        side = round(min(body.width, body.height) * 0.9)
        if side >= 8:
            icon = self.assets.icon(face.art, side, face.header).copy()
            icon.set_alpha(WATERMARK_ALPHA)
            surface.blit(icon, icon.get_rect(center=body.center))
        return body

    def body_lines(self, text: str, box: tuple[int, int], u: float, full_text: bool) -> tuple[float, list[str]]:
        """The effect text's size and lines in a box: smaller when long; then either smaller
        still (`full_text`) or cut with an ellipsis that says "hover for the rest"."""
        width, height = box

        def fits(size: float) -> bool:
            return len(self.assets.wrap(text, size, width)) * self.assets.font(size).get_linesize() <= height

        size = 10.5 * u
        if not fits(size):
            size = 9.2 * u
        while full_text and not fits(size) and size > 5 * u:
            size *= 0.92
        lines = self.assets.wrap(text, size, width)
        room = max(1, int(height // self.assets.font(size).get_linesize()))
        if len(lines) > room:
            self.cut_texts.append(text)
            last = lines[room - 1]
            font = self.assets.font(size)
            while " " in last and font.size(last + "…")[0] > width:
                last = last.rsplit(" ", 1)[0]
            lines = lines[:room - 1] + [last.rstrip(".,;") + "…"]
        return size, lines

    def _paint_back(self, size: tuple[int, int], bonus: bool, design: Optional[BackDesign] = None) -> pygame.Surface:
        w, h = size
        u = w / 100
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, round(7 * u))
        if design is not None and design.icon:
            base = design.colour
        else:
            base = (92, 70, 30) if bonus else theme.CARD_BACK
        pattern = theme.BONUS_GOLD if bonus and (design is None or not design.icon) else lighter(base, 0.28)
        pygame.draw.rect(surface, base, surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-round(14 * u), -round(14 * u))
        pygame.draw.rect(surface, pattern, inner, width=max(1, round(2 * u)), border_radius=radius)
        step = max(6, round(14 * u))
        clip = inner.inflate(-round(6 * u), -round(6 * u))
        surface.set_clip(clip)
        crosshatch = design is not None and bool(design.icon)
        for offset in range(-h, w + h, step):
            pygame.draw.line(surface, pattern, (clip.left + offset, clip.top), (clip.left + offset + clip.height, clip.bottom), 1)
            if crosshatch:
                pygame.draw.line(surface, pattern, (clip.left + offset, clip.bottom), (clip.left + offset + clip.height, clip.top), 1)
        surface.set_clip(None)
        if crosshatch:
            assert design is not None
            emblem = pygame.Rect(0, 0, round(64 * u), round(64 * u))
            emblem.center = surface.get_rect().center
            pygame.draw.ellipse(surface, base, emblem)
            pygame.draw.ellipse(surface, pattern, emblem, width=max(1, round(2.5 * u)))
            side = round(emblem.width * 0.66)
            if side >= 4:
                icon = self.assets.icon(design.icon, side, lighter(base, 0.75))
                surface.blit(icon, icon.get_rect(center=emblem.center))
        else:
            emblem = pygame.Rect(0, 0, round(44 * u), round(44 * u))
            emblem.center = surface.get_rect().center
            pygame.draw.ellipse(surface, base, emblem)
            pygame.draw.ellipse(surface, pattern, emblem, width=max(1, round(2 * u)))
            self.assets.draw_text(surface, "★" if bonus else "TW", (24 if bonus else 15) * u, theme.TEXT, emblem.center, "center", bold=True)
        pygame.draw.rect(surface, (20, 24, 36), surface.get_rect(), width=max(1, round(1.5 * u)), border_radius=radius)
        return surface

    def _paint_tile(self, tile: TileFace, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 6)
        rect = surface.get_rect()
        if tile.face_up:
            pygame.draw.rect(surface, tile.colour, rect, border_radius=radius)
            pygame.draw.rect(surface, (255, 255, 255), rect, width=max(1, w // 18), border_radius=radius)
            if tile.art:
                icon = self.assets.icon(tile.art, round(h * 0.62), theme.TEXT)
                surface.blit(icon, icon.get_rect(center=rect.center))
            else:
                self.assets.draw_text(surface, tile.icon, h * 0.55, theme.TEXT, rect.center, "center", bold=True)
        else:
            # Face down: dark, hatched, with a hollow icon outline — differs in shape, not only hue.
            pygame.draw.rect(surface, (44, 48, 58), rect, border_radius=radius)
            surface.set_clip(rect.inflate(-4, -4))
            for offset in range(-h, w, max(4, w // 5)):
                pygame.draw.line(surface, (60, 64, 76), (offset, h), (offset + h, 0), 2)
            surface.set_clip(None)
            pygame.draw.rect(surface, (90, 94, 108), rect, width=max(1, w // 18), border_radius=radius)
            if tile.art:
                icon = self.assets.icon(tile.art, round(h * 0.46), (100, 104, 118))
                surface.blit(icon, icon.get_rect(center=rect.center))
            else:
                self.assets.draw_text(surface, tile.icon, h * 0.4, (100, 104, 118), rect.center, "center")
        return surface


def lighter(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """`colour` moved `amount` (0..1) of the way to white."""
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def flipped(surface: pygame.Surface, progress: float) -> pygame.Surface:
    """The surface squeezed horizontally as if turning over (progress 0..1 of a half turn)."""
    width = max(1, round(surface.get_width() * abs(math.cos(progress * math.pi))))
    return pygame.transform.smoothscale(surface, (width, surface.get_height()))
