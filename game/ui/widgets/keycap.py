"""A number key drawn as a key of a keyboard: a light square face on a darker base.

The eighth new-user trial read a number in a disc as the game's own: "2" on a Stored Bitcoin as two
coins, "3" on Tova's picture as its cost. No token, cost or counter of the five games is a light
square with a shadowed edge, so a key looks like a key wherever it sits, the same in every game."""

from __future__ import annotations

import pygame

FACE = (238, 234, 222)
BASE = (118, 120, 132)
RIM = (16, 18, 24)
INK = (22, 24, 30)
INK_DIM = (150, 150, 154)
"""The key's colours: its face, the edge below it, its outline, its number (dimmed: the card it
picks cannot be played now)."""


def keycap_size(label: str, unit: float) -> tuple[int, int]:
    """The pixel size of the key for `label` at `unit` pixels per design unit: a square for one
    character, wider for "⇧1"."""
    return round((21 if len(label) == 1 else 30) * unit), round(21 * unit)


def draw_keycap(surface: pygame.Surface, assets, rect: pygame.Rect, label: str, unit: float, dim: bool = False) -> None:
    """Draws the key `label` filling `rect` (its base) with the face raised above the bottom edge;
    the text is recorded for the overlap check as its whole key."""
    edge = max(1, round(min(3 * unit, rect.height / 6)))
    radius = max(1, round(min(4 * unit, rect.height / 4)))
    pygame.draw.rect(surface, BASE, rect, border_radius=radius)
    face = pygame.Rect(rect.left, rect.top, rect.width, rect.height - edge)
    pygame.draw.rect(surface, FACE, face, border_radius=radius)
    pygame.draw.rect(surface, RIM, rect, width=max(1, round(unit)), border_radius=radius)
    assets.record_shape(surface, label, rect)
    size = 12 * unit * min(1.0, rect.height / (21 * unit))
    assets.draw_text(surface, label, size, INK_DIM if dim else INK, face.center, "center", bold=True)


def draw_keys_above(surface: pygame.Surface, assets, vp, buttons, gap: float = 3) -> None:
    """Each of a row of buttons' number (1 for the first) on a key centred just above it, off
    its label and its corner (twenty-first trial: keys on the corners of a question's buttons);
    a disabled button's key dimmed."""
    for number, button in enumerate(buttons, start=1):
        rect = vp.rect(button.rect)
        key = pygame.Rect((0, 0), keycap_size(str(number), vp.scale))
        key.midbottom = (rect.centerx, rect.top - vp.px(gap))
        draw_keycap(surface, assets, key, str(number), vp.scale, dim=not button.enabled)
