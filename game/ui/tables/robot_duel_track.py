"""Charge & Spark's track drawn as a board: a night sky, a winding road from each robot's home to
the moon, stepping pads on it (★ pads in gold with a star), and the moon glowing at the end.

The spaces and the moon are where levels/robot_duel.tmx puts them; this only paints them. The
whole track is painted once per window size, star spaces and seat colours (`TrackPainter.track`),
then blitted each frame: numbers and words are drawn over it by the table, through the assets'
text cache, so they follow the language and text size.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.board_art import PaintedCache, board_icon, dashes, moon, seeded, shade, starry_sky, thick_path
from game.ui.viewport import Viewport

Rect = tuple[float, float, float, float]
ROAD = (84, 90, 112)
ROAD_EDGE = (24, 28, 38)
PAD = (36, 44, 58)
STAR_PAD = (92, 78, 30)
SKY_TOP, SKY_BOTTOM = (12, 16, 34), (28, 30, 58)
WAVE = 7.0
"""How far (design pixels) the road swings off the straight line between two pads."""
BAND_MARGIN = (14.0, 12.0)
"""The sky's margin round the spaces and the moon, across and along the track (design pixels)."""


def road_points(a: Sequence[float], b: Sequence[float], sign: int, samples: int = 12) -> list[tuple[float, float]]:
    """A gentle S between the centres `a` and `b` (design pixels)."""
    points = []
    for i in range(samples + 1):
        t = i / samples
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t + sign * WAVE * math.sin(math.pi * t)
        points.append((x, y))
    return points


def centre(rect: Rect) -> tuple[float, float]:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def track_band(spaces: dict[tuple[int, int], Rect], moon_rect: Rect) -> Rect:
    """The design rect the painted track covers (every space and the moon, with a margin)."""
    rects = list(spaces.values()) + [moon_rect]
    left = min(r[0] for r in rects) - BAND_MARGIN[1]
    top = min(r[1] for r in rects) - BAND_MARGIN[0]
    right = max(r[0] + r[2] for r in rects) + BAND_MARGIN[1]
    bottom = max(r[1] + r[3] for r in rects) + BAND_MARGIN[0]
    return (left, top, right - left, bottom - top)


class TrackPainter:
    def __init__(self, assets: Assets, spaces: dict[tuple[int, int], Rect], moon_rect: Rect):
        self.assets = assets
        self.spaces = spaces
        """(place, step) -> design rect; place 0 is the bottom player's path."""
        self.moon = moon_rect
        self.band = track_band(spaces, moon_rect)
        self.cache = PaintedCache(8)

    def track(self, viewport: Viewport, stars: frozenset[int], colours: tuple[tuple[int, int, int], ...]) -> tuple[pygame.Surface, pygame.Rect]:
        """The painted track and where it goes on the window; `colours` by place."""
        where = viewport.rect(self.band)
        key = (where.size, round(viewport.scale, 4), stars, colours)
        return self.cache.get(key, lambda: self._paint(viewport, where, stars, colours)), where

    def _paint(self, viewport: Viewport, where: pygame.Rect, stars: frozenset[int],
               colours: tuple[tuple[int, int, int], ...]) -> pygame.Surface:
        rng = seeded("robot_duel.track", where.size)
        surface = starry_sky(where.size, SKY_TOP, SKY_BOTTOM, rng, radius=viewport.px(14))

        def local(point: Sequence[float]) -> tuple[int, int]:
            x, y = viewport.point(point)
            return (x - where.left, y - where.top)

        moon_centre = centre(self.moon)
        road_width = viewport.px(30)
        for place in (0, 1):
            steps = sorted(step for p, step in self.spaces if p == place)
            centres = [centre(self.spaces[(place, step)]) for step in steps] + [moon_centre]
            points: list[tuple[int, int]] = []
            for index, (a, b) in enumerate(zip(centres, centres[1:])):
                points += [local(p) for p in road_points(a, b, 1 if index % 2 == 0 else -1)]
            thick_path(surface, points, road_width, ROAD, ROAD_EDGE)
            # A dashed line down the middle of the road, in the owner's colour, faint.
            for a, b in zip(points, points[1:]):
                dashes(surface, a, b, shade(colours[place], -0.35), max(1, viewport.px(2)), viewport.px(5), viewport.px(4))
            for a, b in zip(centres, centres[1:]):
                self._chevron(surface, viewport, local, a, b, colours[place])
        moon_rect = viewport.rect(self.moon).move(-where.left, -where.top)
        moon(surface, moon_rect, rng)
        for (place, step), rect in self.spaces.items():
            self._pad(surface, viewport, local, rect, step in stars, colours[place])
        return surface

    def _chevron(self, surface, viewport: Viewport, local, a, b, colour) -> None:
        """An arrow half way between two pads, pointing to the moon."""
        direction = 1 if b[0] > a[0] else -1
        half_gap = (abs(b[0] - a[0]) - 72) / 2
        mx = a[0] + direction * (36 + half_gap) if half_gap > 0 else (a[0] + b[0]) / 2
        my = (a[1] + b[1]) / 2
        tip = local((mx + 5 * direction, my))
        top = local((mx - 4 * direction, my - 7))
        bottom = local((mx - 4 * direction, my + 7))
        pygame.draw.lines(surface, colour, False, (top, tip, bottom), viewport.px(3))

    def _pad(self, surface, viewport: Viewport, local, rect: Rect, star: bool, colour) -> None:
        cx, cy = local(centre(rect))
        radius = viewport.px(min(rect[2], rect[3]) / 2 - 2)
        pygame.draw.circle(surface, (8, 10, 16), (cx, cy + viewport.px(3)), radius)  # its shadow on the road
        pygame.draw.circle(surface, STAR_PAD if star else PAD, (cx, cy), radius)
        pygame.draw.circle(surface, shade(STAR_PAD if star else PAD, 0.12), (cx, cy), round(radius * 0.78), width=max(1, viewport.px(2)))
        pygame.draw.circle(surface, theme.BONUS_GOLD if star else colour, (cx, cy), radius, width=viewport.px(3))
        if star:
            icon = board_icon("robot_duel", "star")
            # A big faint star in the pad, and a badge on its rim that a robot standing there
            # does not hide.
            big = self.assets.icon(icon, round(radius * 1.3), shade(STAR_PAD, 0.28))
            surface.blit(big, big.get_rect(center=(cx, cy)))
            badge_r = max(4, round(radius * 0.34))
            bx, by = cx + round(radius * 0.7), cy - round(radius * 0.7)
            pygame.draw.circle(surface, (40, 30, 8), (bx, by), badge_r + max(1, viewport.px(1)))
            pygame.draw.circle(surface, theme.BONUS_GOLD, (bx, by), badge_r)
            small = self.assets.icon(icon, round(badge_r * 1.5), (60, 44, 6))
            surface.blit(small, small.get_rect(center=(bx, by)))


_ROBOTS = PaintedCache(8)


def draw_robot(surface: pygame.Surface, assets: Assets, seat: int, rect: pygame.Rect, alpha: int) -> None:
    """A seat's robot: its own silhouette (not only its colour) with a dark rim and a shadow,
    composed once per size."""
    icon = board_icon("robot_duel", f"robot{seat}")
    side = min(rect.width, rect.height)
    if not icon or side < 6:
        return

    def paint() -> pygame.Surface:
        body = pygame.Surface((side + 4, side + 6), pygame.SRCALPHA)
        dark = assets.icon(icon, side, (10, 12, 18))
        pygame.draw.ellipse(body, (0, 0, 0, 90), (side * 0.15, side * 0.82, side * 0.7, side * 0.2))
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 5)):
            body.blit(dark, (dx, dy))
        body.blit(assets.icon(icon, side, theme.SEAT_COLOURS[seat]), (2, 2))
        return body

    body = _ROBOTS.get((icon, seat, side), paint)
    if alpha < 255:
        body = body.copy()
        body.set_alpha(alpha)
    surface.blit(body, body.get_rect(center=rect.center))
