"""Crypto Mining War's main cards set apart from the rest of a base row: the Mining Pool in a gold
frame with studded corners, each Firewall in a brick frame topped with battlements, so a player's stronghold reads at a glance among the Bitcoins beside it (by shape,
not only colour).

Drawn over the card each frame from a frame painted once per size (`PaintedCache`).
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.board_art import PaintedCache, shade
from game.ui.viewport import Viewport

MAIN_CARDS = ("mining_pool", "firewall")
"""The `data` of the base row's main sprites (layout.py)."""
BRICK = (150, 62, 44)
MERLONS = 4
_FRAMES = PaintedCache(16)


def draw_main_frame(surface: pygame.Surface, viewport: Viewport, assets: Assets, kind: str, card: pygame.Rect) -> None:
    """The frame of a main card `kind` round the card drawn at `card` (window pixels)."""
    margin = viewport.px(3)
    rise = viewport.px(4) if kind == "firewall" else 0
    size = (card.width + 2 * margin, card.height + 2 * margin + rise)
    frame = _FRAMES.get((kind, size, margin, rise), lambda: _paint(assets, kind, size, margin, rise, viewport))
    surface.blit(frame, (card.left - margin, card.top - margin - rise))


def _paint(assets: Assets, kind: str, size: tuple[int, int], margin: int, rise: int, viewport: Viewport) -> pygame.Surface:
    w, h = size
    frame = pygame.Surface(size, pygame.SRCALPHA)
    body = pygame.Rect(0, rise, w, h - rise)
    line = max(2, viewport.px(2.5))
    radius = viewport.px(8)
    if kind == "firewall":
        pygame.draw.rect(frame, shade(BRICK, -0.45), body, width=line + 1, border_radius=radius)
        pygame.draw.rect(frame, BRICK, body.inflate(-1, -1), width=line, border_radius=radius)
        # Battlements along the top: merlons a brick high, with gaps (crenels) between.
        step = w / (MERLONS * 2 - 1)
        for index in range(MERLONS):
            merlon = pygame.Rect(round(index * 2 * step), 0, max(2, round(step)), rise + line + 1)
            pygame.draw.rect(frame, BRICK, merlon)
            pygame.draw.rect(frame, shade(BRICK, -0.45), merlon, width=1)
        return frame
    gold = theme.BONUS_GOLD
    pygame.draw.rect(frame, shade(gold, -0.5), body, width=line + 1, border_radius=radius)
    pygame.draw.rect(frame, gold, body.inflate(-1, -1), width=line, border_radius=radius)
    # Gold studs at the corners: the Pool's frame differs from a Firewall's by its shape too.
    stud = max(3, viewport.px(4))
    for x, y in ((body.left, body.top), (body.right - 1, body.top), (body.left, body.bottom - 1), (body.right - 1, body.bottom - 1)):
        x = min(max(x, stud), w - 1 - stud)
        y = min(max(y, rise + stud), h - 1 - stud)
        diamond = [(x, y - stud), (x + stud, y), (x, y + stud), (x - stud, y)]
        pygame.draw.polygon(frame, gold, diamond)
        pygame.draw.polygon(frame, shade(gold, -0.5), diamond, width=1)
    return frame
