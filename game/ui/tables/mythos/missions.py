"""Mythos's mission row drawn as a board: each of the four slots D, C, B, A is a carved plaque the
mission card lies on, with its rank on a shield beside it (the letter, and the points the rank
adds, in gold), and the letter engraved in the empty slot until a mission comes.

The plaques and shields are painted once per size (`PaintedCache`); their words are drawn over
them each frame through the assets' text cache, so they follow the language and text size.
"""

from __future__ import annotations

from typing import Optional

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.board_art import PaintedCache, seeded, shade, speckle
from game.ui.viewport import Viewport

PLAQUE = (58, 50, 66)
SHIELD = (120, 36, 44)
RANK_BONUS = {"D": 1, "C": 2, "B": 3, "A": 4}
SHIELD_W, SHIELD_H = 42, 54
"""The rank shield, right of the mission card (design pixels)."""


class MissionRow:
    def __init__(self) -> None:
        self.cache = PaintedCache(16)

    def draw_slot(self, surface: pygame.Surface, viewport: Viewport, assets: Assets, slot: tuple[float, float, float, float],
                  rank: str, filled: bool) -> None:
        """The plaque under the slot `slot` (design rect) and the rank shield beside it."""
        x, y, w, h = slot
        plaque = viewport.rect((x - 6, y - 4, w + 12, h + 8))
        surface.blit(self.cache.get(("plaque", plaque.size), lambda: _paint_plaque(plaque.size, viewport.px(8))), plaque)
        s = viewport.scale
        if not filled:
            # The rank engraved in the empty slot: where the next mission of that rank goes.
            assets.draw_text(surface, rank, 40 * s, shade(PLAQUE, 0.28), plaque.center, "center", bold=True)
            return
        shield = viewport.rect((x + w + 8, y + (h - SHIELD_H) / 2, SHIELD_W, SHIELD_H))
        surface.blit(self.cache.get(("shield", shield.size), lambda: _paint_shield(shield.size)), shield)
        assets.draw_text(surface, rank, 20 * s, theme.BONUS_GOLD, (shield.centerx, shield.top + shield.height * 0.36), "center", bold=True)
        assets.draw_text(surface, f"+{RANK_BONUS.get(rank, 0)}", 12 * s, theme.TEXT, (shield.centerx, shield.top + shield.height * 0.7), "center", bold=True)


def rank_of(mission: Optional[dict], index: int) -> str:
    """A slot's rank: the mission's own, else the slot's letter (D, C, B, A from left to right)."""
    if mission and mission.get("rank"):
        return str(mission["rank"])
    return "DCBA"[index] if index < 4 else ""


def _paint_plaque(size: tuple[int, int], radius: int) -> pygame.Surface:
    plaque = pygame.Surface(size, pygame.SRCALPHA)
    whole = plaque.get_rect()
    pygame.draw.rect(plaque, shade(PLAQUE, -0.5), whole.move(0, 2), border_radius=radius)
    pygame.draw.rect(plaque, PLAQUE, whole, border_radius=radius)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    speckle(grain, whole, PLAQUE, seeded("mythos.plaque", size), density=0.02, spread=0.12)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), whole.inflate(-4, -4), border_radius=radius)
    grain.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    plaque.blit(grain, (0, 0))
    pygame.draw.rect(plaque, shade(PLAQUE, 0.3), whole, width=2, border_radius=radius)
    pygame.draw.rect(plaque, shade(PLAQUE, -0.35), whole.inflate(-8, -8), width=1, border_radius=max(1, radius - 3))
    return plaque


def _paint_shield(size: tuple[int, int]) -> pygame.Surface:
    """A heraldic shield: flat top, sides curving to a point."""
    w, h = size
    shield = pygame.Surface(size, pygame.SRCALPHA)
    points = [(0, 0), (w - 1, 0), (w - 1, h * 0.55), (w / 2, h - 1), (0, h * 0.55)]
    pygame.draw.polygon(shield, SHIELD, points)
    inner = [(3, 3), (w - 4, 3), (w - 4, h * 0.53), (w / 2, h - 5), (3, h * 0.53)]
    pygame.draw.polygon(shield, shade(SHIELD, 0.15), inner)
    pygame.draw.polygon(shield, theme.BONUS_GOLD, points, width=2)
    return shield
