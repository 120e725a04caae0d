"""The cloth under a table: the felt colour with a little texture (soft mottling, a fine grain,
edges a shade darker), tinted towards the game's own colour, generated once per game and window
size (a few milliseconds, at the first frame of a table) and kept.

The table plugins paint their table in the flat `theme.FELT`; `ClothLayer` lets the cloth show
there without touching them: the board is drawn on a layer whose colour key is that colour, and
the layer is laid over the cloth.
"""

from __future__ import annotations

import functools
import random
import zlib
from typing import Optional

import pygame

from game.ui import theme

TINT = 0.14
"""How far the cloth leans from the theme's felt towards the game's back colour."""
OWN_FELT = {"robot_duel"}
"""Tables that shade their own felt (Charge & Spark's is a gradient that passes through
theme.FELT in its middle rows: a cloth there would show as a band)."""
MOTTLE, GRAIN, VIGNETTE = 7, 3, 16
"""Largest change of brightness, 0-255, of the soft blotches, of the fine grain, and of the
darkening at the edges (small: boards, cards and text keep their contrast)."""
MOTTLE_CELLS = (24, 14)
GRAIN_TILE = 64


def cloth_colour(game_id: str) -> tuple[int, int, int]:
    from game.ui.card_art import card_art

    back = card_art(game_id).back.colour if game_id else theme.FELT
    return tuple(round(b + (c - b) * TINT) for b, c in zip(theme.FELT, back))  # type: ignore[return-value]


@functools.lru_cache(maxsize=4)
def cloth(size: tuple[int, int], game_id: str) -> pygame.Surface:
    """The cloth for a window of `size`; the same every time for a game (seeded by its name)."""
    width, height = max(1, size[0]), max(1, size[1])
    rng = random.Random(zlib.crc32(game_id.encode("utf-8")))
    base = cloth_colour(game_id)
    small = pygame.Surface(MOTTLE_CELLS)
    cells_x, cells_y = MOTTLE_CELLS
    for x in range(cells_x):
        for y in range(cells_y):
            shift = rng.randint(-MOTTLE, MOTTLE) - _vignette((x + 0.5) / cells_x, (y + 0.5) / cells_y)
            small.set_at((x, y), tuple(max(0, min(255, c + shift)) for c in base))
    surface = pygame.transform.smoothscale(small, (width, height))  # soft blotches, one scaling
    levels = bytes(range(256)).translate(bytes(v % (2 * GRAIN + 1) for v in range(256)))  # byte -> 0..2*GRAIN
    grain = pygame.image.frombytes(rng.randbytes(GRAIN_TILE * GRAIN_TILE).translate(levels), (GRAIN_TILE, GRAIN_TILE), "P")
    grain.set_palette([(v, v, v) for v in range(256)])
    grain = grain.convert(24)
    for x in range(0, width, GRAIN_TILE):
        for y in range(0, height, GRAIN_TILE):
            surface.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    surface.fill((GRAIN, GRAIN, GRAIN), special_flags=pygame.BLEND_RGB_SUB)
    return surface.convert() if pygame.display.get_surface() is not None else surface


def _vignette(x: float, y: float) -> int:
    """Darkness taken away at (x, y), 0..1 across the table: none in the middle, VIGNETTE in the corners."""
    dx, dy = x * 2 - 1, y * 2 - 1
    return round(VIGNETTE * min(1.0, ((dx * dx + dy * dy) / 2) ** 1.5 * 2))


class ClothLayer:
    """Draws a board over the cloth: `begin` gives the surface to draw the board on, `finish`
    lays it on the target with the cloth showing wherever the board left the background."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.active = game_id not in OWN_FELT
        self._layer: Optional[pygame.Surface] = None

    def begin(self, target: pygame.Surface) -> pygame.Surface:
        if not self.active:
            return target
        size = target.get_size()
        if self._layer is None or self._layer.get_size() != size:
            layer = pygame.Surface(size)
            self._layer = layer.convert() if pygame.display.get_surface() is not None else layer
            self._layer.set_colorkey(theme.FELT)
        return self._layer

    def finish(self, target: pygame.Surface) -> None:
        if not self.active or self._layer is None:
            return
        target.blit(cloth(target.get_size(), self.game_id), (0, 0))
        target.blit(self._layer, (0, 0))
