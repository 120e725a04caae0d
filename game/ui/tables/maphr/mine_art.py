"""Les Mines de Maphr drawn as mines: the rock each clan digs into (strata, grain, cracks), the
surface with a timbered entrance and rails running in, and on every tile a gallery with rails and
sleepers that meet the next tile's at the shared edge, cut through rock showing its veins of coal,
gold or mithril.

The tile's nuggets (one per unit, in the mineral's colour) stay in the middle of the gallery: they
are what a player counts; the veins in the rock around them are the look. Surfaces are painted
once per size and cached by the callers (`PiecePainter`, `MineGroundPainter`).
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui.board_art import PaintedCache, seeded, shade, speckle

ROCK = (84, 68, 54)
ROCK_EDGE = (52, 40, 32)
TUNNEL = (206, 182, 132)
TUNNEL_EDGE = (120, 96, 66)
RAIL = (112, 106, 100)
SLEEPER = (140, 104, 64)
MINERAL_COLOURS = {"coal": (34, 34, 38), "gold": (244, 200, 52), "mithril": (176, 226, 246)}
GROUND = (44, 36, 31)
"""The rock of a mine round its tiles (darker than a tile's, so the dug galleries stand out)."""
GRASS = (88, 120, 70)
TIMBER = (122, 86, 50)
CORNERS = ((0, 0), (1, 1), (1, 0), (0, 1))
"""The tile's quarters (x, y: 0 left/top, 1 right/bottom) a vein runs through, in order: one
vein per unit, so a triple vein shows three."""


def paint_tile(edges: str, mineral: str, units: int, size: int, seed: str) -> pygame.Surface:
    """A tile `size` pixels square with galleries to the `edges` (already turned) and, for a vein,
    `units` streaks of `mineral` in the rock and as many nuggets in the gallery."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rng = seeded("maphr.tile", seed, size)
    whole = surface.get_rect()
    surface.fill(ROCK)
    speckle(surface, whole, ROCK, rng, density=0.03, spread=0.16)
    if mineral:
        for corner in CORNERS[:units]:
            _vein(surface, size, corner, MINERAL_COLOURS[mineral], mineral, rng)
    pygame.draw.rect(surface, ROCK_EDGE, whole, width=max(1, size // 30))
    half = size / 2
    width = size * 0.36
    core = pygame.Rect(0, 0, round(width), round(width))
    core.center = (round(half), round(half))
    arms = {
        "N": pygame.Rect(core.left, 0, core.width, core.centery),
        "S": pygame.Rect(core.left, core.centery, core.width, size - core.centery),
        "W": pygame.Rect(0, core.top, core.centerx, core.height),
        "E": pygame.Rect(core.centerx, core.top, size - core.centerx, core.height),
    }
    outline = max(1, size // 26)
    for side in edges:
        pygame.draw.rect(surface, TUNNEL_EDGE, arms[side].inflate(outline * 2, outline * 2).clip(whole))
    pygame.draw.rect(surface, TUNNEL_EDGE, core.inflate(outline * 2, outline * 2), border_radius=max(1, size // 12))
    for side in edges:
        pygame.draw.rect(surface, TUNNEL, arms[side])
    pygame.draw.rect(surface, TUNNEL, core, border_radius=max(1, size // 14))
    if size >= 24:
        _rails(surface, size, edges, core)
    if mineral:
        _nuggets(surface, size, MINERAL_COLOURS[mineral], mineral, units)
    return surface


def _vein(surface: pygame.Surface, size: int, corner: tuple[int, int], colour, mineral: str, rng: random.Random) -> None:
    """A jagged streak across one quarter of the rock, from one outer edge to the other."""
    span = size * 0.4
    ox = 0 if corner[0] == 0 else size
    oy = 0 if corner[1] == 0 else size
    sx = 1 if corner[0] == 0 else -1
    sy = 1 if corner[1] == 0 else -1
    start = (ox + sx * span * rng.uniform(0.55, 0.95), oy)
    end = (ox, oy + sy * span * rng.uniform(0.55, 0.95))
    points = [start]
    for step in range(1, 5):
        t = step / 5
        x = start[0] + (end[0] - start[0]) * t + rng.uniform(-1, 1) * size * 0.03
        y = start[1] + (end[1] - start[1]) * t + rng.uniform(-1, 1) * size * 0.03
        points.append((x, y))
    points.append(end)
    width = max(2, round(size * 0.075))
    pygame.draw.lines(surface, shade(colour, -0.45) if mineral != "coal" else (20, 20, 22), False, points, width + 2)
    pygame.draw.lines(surface, colour, False, points, width)
    if mineral != "coal":
        # Glints: the metal catches the light.
        for point in points[1:-1:2]:
            pygame.draw.circle(surface, shade(colour, 0.6), (round(point[0]), round(point[1])), max(1, width // 3))


def _rails(surface: pygame.Surface, size: int, edges: str, core: pygame.Rect) -> None:
    """Two rails on sleepers down every gallery, reaching the tile's edge at the same place on
    every tile, so galleries of neighbouring tiles visibly run on into each other."""
    cx, cy = core.center
    gauge = max(2, round(size * 0.07))
    rail_w = max(1, size // 40)
    sleeper_w = max(1, size // 24)
    ends = {"N": (cx, 0), "S": (cx, size - 1), "W": (0, cy), "E": (size - 1, cy)}
    for side in edges:
        ex, ey = ends[side]
        along_x = side in "WE"
        length = abs(ex - cx) if along_x else abs(ey - cy)
        sleepers = max(2, length // max(4, size // 9))
        for i in range(sleepers + 1):
            t = i / sleepers
            px, py = cx + (ex - cx) * t, cy + (ey - cy) * t
            if along_x:
                pygame.draw.line(surface, SLEEPER, (px, py - gauge * 1.5), (px, py + gauge * 1.5), sleeper_w)
            else:
                pygame.draw.line(surface, SLEEPER, (px - gauge * 1.5, py), (px + gauge * 1.5, py), sleeper_w)
        for offset in (-gauge, gauge):
            if along_x:
                pygame.draw.line(surface, RAIL, (cx, cy + offset), (ex, ey + offset), rail_w)
            else:
                pygame.draw.line(surface, RAIL, (cx + offset, cy), (ex + offset, ey), rail_w)


def _nuggets(surface: pygame.Surface, size: int, colour, mineral: str, units: int) -> None:
    half = size / 2
    radius = max(2, round(size * 0.085))
    spots = {1: [(0, 0)], 2: [(-1, 0), (1, 0)], 3: [(-1, 0.6), (1, 0.6), (0, -0.9)]}[units]
    for dx, dy in spots:
        centre = (round(half + dx * radius * 1.25), round(half + dy * radius * 1.25))
        pygame.draw.circle(surface, (250, 244, 230) if mineral == "coal" else (40, 30, 20), centre, radius + max(1, size // 40))
        pygame.draw.circle(surface, colour, centre, radius)
        if mineral != "coal" and radius >= 3:
            pygame.draw.circle(surface, shade(colour, 0.65), (centre[0] - radius // 3, centre[1] - radius // 3), max(1, radius // 3))


class MineGroundPainter:
    """The ground of a clan's mine: rock in strata under a strip of grass, with the entrance.

    The rock (the costly part) is painted once per size of the mine's area; the grass and the
    entrance, which follow the cell size as the mine grows, are a small layer painted apart."""

    def __init__(self) -> None:
        self.cache = PaintedCache(16)

    def draw(self, surface: pygame.Surface, box: pygame.Rect, grass_h: int, entrance: pygame.Rect, radius: int) -> None:
        """The ground in `box` (window pixels); `entrance`: the entrance cell, relative to `box`."""
        rock = self.cache.get(("rock", box.size, radius), lambda: _paint_rock(box.size, radius))
        surface.blit(rock, box)
        top = self.cache.get(("top", box.width, grass_h, tuple(entrance), radius),
                             lambda: _paint_top(box.width, grass_h, entrance, radius))
        surface.blit(top, box)


def _rounded(layer: pygame.Surface, radius: int) -> None:
    """Cut `layer`'s four corners round."""
    mask = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _paint_rock(size: tuple[int, int], radius: int) -> pygame.Surface:
    w, h = size
    rng = seeded("maphr.ground", size)
    ground = pygame.Surface(size, pygame.SRCALPHA)
    ground.fill(GROUND)
    # Strata: wavy bands a little lighter or darker, lying across the mine.
    y = 0
    while y < h:
        band = rng.randint(max(6, h // 14), max(8, h // 6))
        tone = shade(GROUND, rng.uniform(-0.22, 0.16))
        phase, amplitude = rng.uniform(0, math.tau), rng.uniform(2, 5)
        top = [(x, y + amplitude * math.sin(phase + x / max(w, 1) * math.tau)) for x in range(0, w + 8, 8)]
        bottom = [(x, y + band + amplitude * math.sin(phase + 1 + x / max(w, 1) * math.tau)) for x in range(w + 8, -8, -8)]
        pygame.draw.polygon(ground, tone, top + bottom)
        y += band
    speckle(ground, ground.get_rect(), GROUND, rng, density=0.012, spread=0.2)
    for _ in range(max(2, w // 90)):  # cracks
        x, y = rng.uniform(0, w), rng.uniform(h * 0.15, h)
        points = [(x, y)]
        for _ in range(4):
            x += rng.uniform(-14, 14)
            y += rng.uniform(4, 12)
            points.append((x, y))
        pygame.draw.lines(ground, shade(GROUND, -0.45), False, points, 1)
    _rounded(ground, radius)
    return ground


def _paint_top(w: int, grass_h: int, entrance: pygame.Rect, radius: int) -> pygame.Surface:
    layer = pygame.Surface((w, max(grass_h + 2, entrance.bottom)), pygame.SRCALPHA)
    _paint_surface(layer, w, grass_h, seeded("maphr.grass", w, grass_h))
    _paint_entrance(layer, entrance, grass_h)
    _rounded_top(layer, radius)
    return layer


def _rounded_top(layer: pygame.Surface, radius: int) -> None:
    w, h = layer.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 255))
    pygame.draw.rect(mask, (0, 0, 0, 0), (0, 0, w, radius * 2))
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, radius * 2 + 2), border_top_left_radius=radius, border_top_right_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _paint_surface(ground: pygame.Surface, w: int, grass_h: int, rng: random.Random) -> None:
    """Grass over a band of soil, with tufts."""
    pygame.draw.rect(ground, GRASS, (0, 0, w, grass_h))
    pygame.draw.rect(ground, (104, 78, 52), (0, grass_h - max(2, grass_h // 8), w, max(2, grass_h // 8)))
    for _ in range(w // 5):
        x = rng.uniform(0, w)
        y = rng.uniform(grass_h * 0.2, grass_h * 0.85)
        tone = shade(GRASS, rng.uniform(-0.25, 0.25))
        pygame.draw.line(ground, tone, (x, y), (x + rng.uniform(-2, 2), y - rng.uniform(2, 5)), 1)


def _paint_entrance(ground: pygame.Surface, cell: pygame.Rect, grass_h: int) -> None:
    """A timbered adit: a dark mouth in a mound, two posts and a lintel, rails running in."""
    mound = pygame.Rect(0, 0, round(cell.width * 1.5), round(grass_h * 1.6))
    mound.midbottom = (cell.centerx, grass_h + 2)
    pygame.draw.ellipse(ground, (96, 84, 70), mound)
    pygame.draw.ellipse(ground, (70, 60, 50), mound, width=max(1, cell.width // 24))
    mouth = pygame.Rect(0, 0, round(cell.width * 0.56), round(cell.height * 0.9))
    mouth.midbottom = (cell.centerx, cell.bottom)
    pygame.draw.rect(ground, (16, 12, 10), mouth, border_top_left_radius=mouth.width // 3, border_top_right_radius=mouth.width // 3)
    post = max(2, cell.width // 10)
    for x in (mouth.left - post // 2, mouth.right - post // 2):
        pygame.draw.rect(ground, TIMBER, (x, mouth.top + post, post, mouth.height - post))
        pygame.draw.rect(ground, shade(TIMBER, -0.4), (x, mouth.top + post, post, mouth.height - post), width=1)
    lintel = pygame.Rect(mouth.left - post, mouth.top, mouth.width + post * 2, post + 1)
    pygame.draw.rect(ground, TIMBER, lintel)
    pygame.draw.rect(ground, shade(TIMBER, -0.4), lintel, width=1)
    gauge = max(2, round(cell.width * 0.07))
    for offset in (-gauge, gauge):
        pygame.draw.line(ground, RAIL, (cell.centerx + offset, mouth.top + mouth.height // 2), (cell.centerx + offset, cell.bottom), max(1, cell.width // 40))
