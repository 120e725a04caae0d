"""Shared helpers for drawing game boards that look like boards: the icons each table names in
assets/icons/boards.icons.toml, a cache of pre-painted surfaces (a board is painted once per size
and look, then only blitted), and small painting tools (speckled stone, a starry sky, a glowing
disc, a thick path).

Everything random here is seeded by the size and a name, so a board looks the same in every frame,
in every run and in every screenshot.
"""

from __future__ import annotations

import functools
import math
import random
import tomllib
from collections import OrderedDict
from typing import Callable, Hashable, Sequence

import pygame

from game.paths import resource_path

BOARD_CACHE_SIZE = 48
"""Pre-painted boards kept (a few sizes of a few boards; a resize paints new ones)."""


@functools.lru_cache(maxsize=1)
def _board_icons() -> dict[str, dict[str, str]]:
    path = resource_path("assets", "icons", "boards.icons.toml")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {game: {k: v for k, v in names.items() if isinstance(v, str)} for game, names in data.items() if isinstance(names, dict)}


def board_icon(game_id: str, name: str) -> str:
    """The icon `game_id`'s board draws as `name` ("robot0", "exchange"...), "" when none."""
    return _board_icons().get(game_id, {}).get(name, "")


def board_icon_names() -> dict[str, dict[str, str]]:
    """Every board icon, by game and use (for the tests and the credits)."""
    return {game: dict(names) for game, names in _board_icons().items()}


_painted = [0]


def boards_painted() -> int:
    """How many board surfaces every cache has painted so far (a test checks that frames showing
    the same board paint none)."""
    return _painted[0]


class PaintedCache:
    """Surfaces painted once per key (size, look...) and blitted afterwards, oldest dropped first."""

    def __init__(self, size: int = BOARD_CACHE_SIZE):
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._size = size
        self.paints = 0
        """How many surfaces were painted (a test checks frames do not repaint)."""

    def get(self, key: Hashable, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
            return surface
        surface = paint()
        self.paints += 1
        _painted[0] += 1
        self._surfaces[key] = surface
        while len(self._surfaces) > self._size:
            self._surfaces.popitem(last=False)
        return surface


def seeded(*parts: object) -> random.Random:
    """A random source that gives the same numbers for the same parts in every run."""
    return random.Random(repr(parts))


def shade(colour: Sequence[int], amount: float) -> tuple[int, int, int]:
    """`colour` lightened (amount > 0, towards white) or darkened (amount < 0, towards black)."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c * (1 + amount)) for c in colour[:3])  # type: ignore[return-value]


def speckle(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], rng: random.Random,
            density: float = 0.012, spread: float = 0.18) -> None:
    """Stone grain: small dots a little lighter or darker than `colour`, over `rect`."""
    count = int(rect.width * rect.height * density)
    for _ in range(count):
        x = rect.left + rng.random() * rect.width
        y = rect.top + rng.random() * rect.height
        tone = shade(colour, rng.uniform(-spread, spread))
        radius = 1 if rng.random() < 0.8 else 2
        pygame.draw.circle(surface, tone, (int(x), int(y)), radius)


def starry_sky(size: tuple[int, int], top: Sequence[int], bottom: Sequence[int], rng: random.Random,
               stars: float = 0.0016, radius: int = 0) -> pygame.Surface:
    """A night sky from `top` to `bottom` colour with small stars, rounded by `radius`."""
    w, h = size
    sky = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        t = y / max(h - 1, 1)
        pygame.draw.line(sky, [round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y), (w, y))
    for _ in range(int(w * h * stars)):
        x, y = rng.randrange(max(w, 1)), rng.randrange(max(h, 1))
        light = rng.randint(140, 255)
        sky.set_at((x, y), (light, light, min(255, light + 10), 255))
        if rng.random() < 0.12:
            pygame.draw.circle(sky, (light, light, 255, 120), (x, y), 2, width=1)
    if radius:
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        sky.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return sky


def glow(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Sequence[int], rings: int = 8,
         strength: int = 60) -> None:
    """A soft halo round `centre`: rings of falling alpha (painted once, into a cached board)."""
    halo = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for ring in range(rings, 0, -1):
        alpha = round(strength * (1 - ring / (rings + 1)))
        pygame.draw.circle(halo, (*colour[:3], alpha), (radius, radius), round(radius * ring / rings))
    surface.blit(halo, (centre[0] - radius, centre[1] - radius))


def moon(surface: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A full moon filling `rect`: a pale disc, a shaded limb and craters."""
    radius = min(rect.width, rect.height) // 2
    if radius < 4:
        return
    centre = rect.center
    glow(surface, centre, round(radius * 1.3), (230, 232, 200), strength=70)
    pygame.draw.circle(surface, (150, 150, 134), centre, radius)
    pygame.draw.circle(surface, (226, 226, 206), (centre[0] - radius // 10, centre[1] - radius // 10), round(radius * 0.9))
    for _ in range(9):
        angle = rng.uniform(0, math.tau)
        distance = rng.uniform(0, radius * 0.68)
        size = max(2, round(radius * rng.uniform(0.08, 0.2)))
        at = (round(centre[0] + math.cos(angle) * distance), round(centre[1] + math.sin(angle) * distance))
        pygame.draw.circle(surface, (184, 184, 166), at, size)
        pygame.draw.circle(surface, (204, 204, 186), (at[0] - max(1, size // 4), at[1] - max(1, size // 4)), max(1, size - max(1, size // 3)))


def thick_path(surface: pygame.Surface, points: Sequence[tuple[float, float]], width: int, colour: Sequence[int],
               edge: Sequence[int]) -> None:
    """A road through `points`: an edged band with round joins, so it bends without gaps."""
    if len(points) < 2 or width < 2:
        return
    for band, tone in ((width + max(2, width // 6), edge), (width, colour)):
        pygame.draw.lines(surface, tone, False, points, band)
        for point in points:
            pygame.draw.circle(surface, tone, (round(point[0]), round(point[1])), band // 2)


def dashes(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], colour: Sequence[int],
           width: int, dash: float, gap: float) -> None:
    """A dashed line from `start` to `end` (a road's middle line)."""
    length = math.dist(start, end)
    if length < 1:
        return
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    at = 0.0
    while at < length:
        stop = min(length, at + dash)
        pygame.draw.line(surface, colour, (start[0] + ux * at, start[1] + uy * at), (start[0] + ux * stop, start[1] + uy * stop), width)
        at = stop + gap
