"""A game's emblem: its card back's icon in a disc of the back's colour (the menus show the five
games by it). Drawn from the icons the painter already rasterises once per size (Assets.icon)."""

from __future__ import annotations

import pygame

from game.ui.card_art import card_art
from game.ui.widgets.card import lighter


def draw_emblem(surface: pygame.Surface, assets, game_id: str, center: tuple[int, int], side: int) -> pygame.Rect:
    design = card_art(game_id).back
    radius = max(2, side // 2)
    pygame.draw.circle(surface, design.colour, center, radius)
    pygame.draw.circle(surface, lighter(design.colour, 0.45), center, radius, width=max(1, side // 18))
    icon_side = round(side * 0.62)
    if design.icon and icon_side >= 4:
        icon = assets.icon(design.icon, icon_side, lighter(design.colour, 0.8))
        surface.blit(icon, icon.get_rect(center=center))
    return pygame.Rect(center[0] - radius, center[1] - radius, 2 * radius, 2 * radius)


FAN_ANGLES = (24, 12, 0, -12, -24)
"""Tilt of each card of a fan, in degrees (counter-clockwise), first to last."""


def fan_of_backs(painter, games: tuple[str, ...], card_size: tuple[int, int], mirror: bool = False) -> pygame.Surface:
    """The games' card backs fanned out as a hand is held: one surface, painted once by the caller
    and kept (rotating five cards is too slow to do on every frame)."""
    w, h = card_size
    pivot_drop = h * 1.1  # the cards turn about a point under the hand, as held fingers do
    reach = pivot_drop + h
    side = round(2 * reach)
    fan = pygame.Surface((side, side), pygame.SRCALPHA)
    pivot = pygame.Vector2(side / 2, side / 2 + pivot_drop / 2)
    angles = [-a for a in FAN_ANGLES] if mirror else list(FAN_ANGLES)
    for game_id, angle in zip(games, angles):
        back = painter.back(card_size, design=card_art(game_id).back)
        turned = pygame.transform.rotozoom(back, angle, 1)
        centre = pivot + pygame.Vector2(0, -(pivot_drop + h / 2) + pivot_drop / 2).rotate(-angle)
        fan.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    bounds = fan.get_bounding_rect()
    return fan.subsurface(bounds).copy() if bounds.width and bounds.height else fan
