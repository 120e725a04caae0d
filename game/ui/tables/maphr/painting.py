"""Painting Mines de Maphr pieces: tiles with their galleries and veins, square cards, meeples.

A tile is painted from its data (mine_art.paint_tile): a tunnel runs from the centre to every open
side (turned by the tile's rotation) and a vein shows one nugget per unit in its mineral's colour,
so a bend, a T junction or a triple coal vein reads at a glance at any size. Surfaces are cached by what they
show and their pixel size.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

import pygame

from game.rules.maphr.cards import CardSet, CardType
from game.rules.maphr.state import LEVEL_NUMERALS
from game.rules.maphr.mine import rotated_edges
from game.ui import theme
from game.ui.assets import Assets
from game.ui.card_art import card_art
from game.ui.tables.maphr.mine_art import ROCK, paint_tile

__all__ = ["ROCK", "PiecePainter"]

AMENITY_COLOURS = {"blue": (70, 120, 220), "green": (64, 158, 88), "yellow": (214, 178, 48), "red": (196, 66, 56), "grey": (130, 134, 146)}
KIND_COLOURS = {"contract": (46, 128, 116), "catastrophe": (150, 38, 38), "impediment": (104, 60, 140), "tile": (110, 86, 60)}
ROMAN = LEVEL_NUMERALS


SHORT_NAME_BELOW = 180
"""A card face shorter than this (pixels) shows an amenity's short name, if it has one: the
table's faces; its zoom, taller, has room for the whole name."""


class PiecePainter:
    def __init__(self, assets: Assets, cards: CardSet, words: Callable[[str], str]):
        self.assets = assets
        self.cards = cards
        self.words = words
        """UI words by key (the table's translator: action names on impediments)."""
        self._cache: dict[tuple, pygame.Surface] = {}

    def tile(self, card: str, rotation: int, size: int) -> pygame.Surface:
        kind = self.cards.type_of(card)
        key = ("tile", kind.key, rotation % 4, size)
        if key not in self._cache:
            self._cache[key] = self._paint_tile(kind, rotation % 4, size)
        return self._cache[key]

    def card(self, card: str, size: tuple[int, int], lang: str, rotation: int = 0) -> pygame.Surface:
        kind = self.cards.type_of(card)
        if kind.kind == "tile":
            return self._tile_card(kind, card, rotation, size, lang)
        key = ("card", kind.key, size, lang)
        if key not in self._cache:
            self._cache[key] = self._paint_card(kind, size, lang)
        return self._cache[key]

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", size)
        if key not in self._cache:
            w, h = size
            surface = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(2, min(w, h) // 10)
            pygame.draw.rect(surface, (60, 48, 40), surface.get_rect(), border_radius=radius)
            inner = surface.get_rect().inflate(-max(4, w // 8), -max(4, h // 8))
            pygame.draw.rect(surface, (98, 80, 62), inner, width=max(1, w // 24), border_radius=radius)
            icon = card_art("maphr").back.icon
            side = round(min(inner.width, inner.height) * 0.72)
            if icon and side >= 4:
                image = self.assets.icon(icon, side, (196, 160, 96))
                surface.blit(image, image.get_rect(center=inner.center))
            else:
                self.assets.draw_text(surface, "M", h * 0.42, (196, 160, 96), inner.center, "center", bold=True)
            self._cache[key] = surface
        return self._cache[key]

    # -- tiles ------------------------------------------------------------------------------------
    def _paint_tile(self, kind: CardType, rotation: int, size: int) -> pygame.Surface:
        edges = "".join(rotated_edges(kind.edges, rotation))
        return paint_tile(edges, kind.mineral if kind.is_vein else "", kind.units if kind.is_vein else 0, size, f"{kind.key}/{rotation}")

    def _tile_card(self, kind: CardType, card: str, rotation: int, size: tuple[int, int], lang: str) -> pygame.Surface:
        key = ("tilecard", kind.key, rotation % 4, size, lang)
        if key in self._cache:
            return self._cache[key]
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        art = self.tile(card, rotation, min(w, h))
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
        pygame.draw.rect(surface, (30, 22, 16), surface.get_rect(), width=max(1, w // 40), border_radius=max(2, w // 14))
        self._cache[key] = surface
        return surface

    # -- other cards ------------------------------------------------------------------------------
    def _paint_card(self, kind: CardType, size: tuple[int, int], lang: str) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, min(w, h) // 9)
        header = AMENITY_COLOURS.get(kind.colour) if kind.kind == "amenity" else KIND_COLOURS.get(kind.kind, (80, 80, 100))
        if w < 50 or (kind.kind == "amenity" and (h < 50 or w > 1.4 * h)):  # (a wide one lies on a clan board)
            # Amenities on a clan board: the colour, the level and the points are what counts,
            # and the name where the card is wide enough (twentieth trial: "I 1★" alone)
            pygame.draw.rect(surface, header, surface.get_rect(), border_radius=radius)
            pygame.draw.rect(surface, (20, 20, 24), surface.get_rect(), width=1, border_radius=radius)
            figures = h * (0.3 if w >= 50 else 0.34)
            self.assets.draw_text(surface, ROMAN.get(kind.level, ""), figures, (255, 255, 255), (3, h - 1), "bottomleft", bold=True)
            self.assets.draw_text(surface, f"{kind.points}★", figures, (255, 255, 255), (w - 2, h - 1), "bottomright", bold=True)
            if w >= 50:
                self._paint_board_name(surface, kind, lang, pygame.Rect(3, 1, w - 6, round(h * 0.62)))
            return surface
        pygame.draw.rect(surface, theme.CARD_FACE, surface.get_rect(), border_radius=radius)
        band = pygame.Rect(0, 0, w, round(h * 0.26))
        pygame.draw.rect(surface, header, band, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.rect(surface, (30, 30, 36), surface.get_rect(), width=max(1, w // 50), border_radius=radius)
        label = self.kind_label(kind, lang)
        size_px = h * 0.12
        while size_px > h * 0.07 and self.assets.text(label, size_px, (255, 255, 255), True).get_width() > w - 6:
            size_px -= 0.5
        self.assets.draw_text(surface, label, size_px, (255, 255, 255), band.center, "center", bold=True)
        footer = self.footer(kind)
        bottom = h - 3
        if footer:
            rect = self.assets.draw_text(surface, footer, self.footer_size(footer, size), (70, 60, 50), (w / 2, h - 3), "midbottom", bold=True)
            bottom = rect.top
        size_px, lines = self.title_lines(kind, size, lang, room=bottom - band.bottom - 3)
        line_h = self.assets.font(size_px, True).get_linesize()
        y = band.bottom + 3
        for line in lines:
            self.assets.draw_text(surface, line, size_px, theme.TEXT_DARK, (w / 2, y), "midtop", bold=True)
            y += line_h
        # The picture in the room left between the title and the footer (none when too little).
        icon = card_art("maphr").icon(kind.key)
        side = min(bottom - y - 2, w - 12, round(h * 0.4))
        if icon and side >= h * 0.14:
            image = self.assets.icon(icon, side, header)
            surface.blit(image, image.get_rect(center=(w // 2, round((y + bottom) / 2))))
        return surface

    def _paint_board_name(self, surface: pygame.Surface, kind: CardType, lang: str, box: pygame.Rect) -> None:
        """An amenity's name on its board card, in two lines at most, as large as they fit."""
        name = kind.name.get(lang, kind.name["en"])
        size = box.height * 0.5
        lines = self.assets.wrap(name, size, box.width, bold=True)
        while size > 6 and (len(lines) > 2 or len(lines) * self.assets.font(size, True).get_linesize() > box.height
                            or any(self.assets.text(line, size, (255, 255, 255), True).get_width() > box.width for line in lines)):
            size -= 0.5
            lines = self.assets.wrap(name, size, box.width, bold=True)
        line_h = self.assets.font(size, True).get_linesize()
        for row, line in enumerate(lines[:2]):
            self.assets.draw_text(surface, line, size, (255, 255, 255), (box.left, box.top + row * line_h), "topleft", bold=True)

    def title_lines(self, kind: CardType, size: tuple[int, int], lang: str, room: Optional[float] = None) -> tuple[float, list[str]]:
        """The card's name on a face of `size`: the largest of a few sizes at which it takes at
        most three lines (four for the longest names), none wider than the card (a long French
        word, "Recrutement", was cut at both edges at text x1.3) and, given the `room` between the
        band and the footer, no taller than that ("Bureau de l'ordination logique des tunnels"
        ran over its cost at x1.3)."""
        w, h = size
        names = kind.short if kind.short and h < SHORT_NAME_BELOW else kind.name
        title = names.get(lang, names["en"])
        font = self.assets.font
        for most in (3, 4):  # three lines if a size allows it, else four (the Bureau's long name)
            for share in (0.125, 0.115, 0.105, 0.095, 0.085, 0.075, 0.068, 0.062):
                size_px = h * share
                lines = self.assets.wrap(title, size_px, w - 8, True)
                if len(lines) <= most and all(font(size_px, True).size(line)[0] <= w - 6 for line in lines) \
                        and (room is None or len(lines) * font(size_px, True).get_linesize() <= room):
                    return size_px, lines
        return size_px, lines[:4]

    def kind_label(self, kind: CardType, lang: str) -> str:
        words = {
            "en": {"amenity": "Amenity", "contract": "Contract", "catastrophe": "Catastrophe", "impediment": "Impediment"},
            "fr": {"amenity": "Aménagement", "contract": "Contrat", "catastrophe": "Catastrophe", "impediment": "Empêchement"},
        }
        label = words.get(lang, words["en"]).get(kind.kind, "")
        if kind.kind == "amenity":
            label += f" {ROMAN.get(kind.level, '')}"
        return label

    def footer_size(self, footer: str, size: tuple[int, int]) -> float:
        """The footer's font size: smaller until it fits the card's width (French "✗ Construire"
        ran past both edges of an 80 px card at text x1.3)."""
        w, h = size
        size_px = h * 0.12
        while size_px > h * 0.06 and self.assets.font(size_px, True).size(footer)[0] > w - 6:
            size_px -= 0.5
        return size_px

    def footer(self, kind: CardType) -> str:
        if kind.kind == "amenity":
            return f"{kind.cost}◉  {kind.points}★"
        if kind.kind == "impediment":
            return f"✗ {self.words(f'action_{kind.action}')}"
        return ""

    # -- meeples ----------------------------------------------------------------------------------
    def meeple(self, colour: tuple[int, int, int], size: tuple[int, int], ghost: bool) -> pygame.Surface:
        key = ("meeple", colour, size, ghost)
        if key in self._cache:
            return self._cache[key]
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        fill = (*colour, 160 if ghost else 255)
        dark = (16, 16, 20, 160 if ghost else 255)
        head = max(2, round(w * 0.3))
        body = [(w * 0.08, h - 1), (w * 0.92, h - 1), (w * 0.72, h * 0.42), (w * 0.28, h * 0.42)]
        pygame.draw.polygon(surface, fill, body)
        pygame.draw.polygon(surface, dark, body, width=max(1, w // 10))
        centre = (round(w / 2), round(head + 1))
        pygame.draw.circle(surface, fill, centre, head)
        pygame.draw.circle(surface, dark, centre, head, width=max(1, w // 10))
        if ghost:
            self.assets.draw_text(surface, "+", h * 0.5, (255, 255, 255), (w / 2, h * 0.68), "center", bold=True)
        self._cache[key] = surface
        return surface


def die_pips(value: int) -> list[tuple[float, float]]:
    """Pip positions (−1..1) of a die face."""
    corners = {1: [], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (1, 1)], 4: [(-1, -1), (1, 1), (-1, 1), (1, -1)],
               5: [(-1, -1), (1, 1), (-1, 1), (1, -1)], 6: [(-1, -1), (1, 1), (-1, 1), (1, -1), (-1, 0), (1, 0)]}
    pips = list(corners.get(value, []))
    if value in (1, 3, 5):
        pips.append((0, 0))
    return pips


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, tilt: float = 0.0) -> None:
    face = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = face.get_rect()
    pygame.draw.rect(face, (244, 240, 230), r, border_radius=max(2, r.width // 6))
    pygame.draw.rect(face, (40, 36, 30), r, width=max(1, r.width // 20), border_radius=max(2, r.width // 6))
    for dx, dy in die_pips(value):
        centre = (round(r.centerx + dx * r.width * 0.26), round(r.centery + dy * r.height * 0.26))
        pygame.draw.circle(face, (30, 26, 22), centre, max(2, r.width // 11))
    if tilt:
        face = pygame.transform.rotate(face, tilt)
    surface.blit(face, face.get_rect(center=rect.center))


def roman(level: int) -> str:
    return ROMAN.get(level, str(level))


SETTLE = 0.72
"""Part of a roll's animation spent tumbling before the die lies on the rolled face."""


def tumble(value: int, progress: float) -> tuple[int, float, float]:
    """A rolling die at `progress` (0..1) of its animation: the face on top, the tilt in
    degrees and how high it is (0..1 of a hop). It shows a new face every few hundredths
    (never the same twice running), then lands on `value` and rocks still."""
    if progress >= 1:
        return value, 0.0, 0.0
    hop = abs(math.sin(progress / SETTLE * 2 * math.pi)) * (1 - progress / SETTLE) if progress < SETTLE else 0.0
    if progress < SETTLE:
        face = 1 + (value + 2 + int(progress * 16) * 5) % 6
        return face, 400 * progress / SETTLE, hop
    rest = (progress - SETTLE) / (1 - SETTLE)
    return value, 14 * (1 - rest) * math.cos(rest * 3 * math.pi), hop
