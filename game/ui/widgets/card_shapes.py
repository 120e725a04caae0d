"""The outlines a card frame may take (card_frames.SHAPES), drawn once per card and size.

A face is painted on a plain rectangle, then cut to its shape (`cut_to_shape`) and given its
frame line (`draw_outline`): the line is the shape less the same shape drawn `width` pixels
further in, so every shape gets an even line without code of its own for it.
"""

from __future__ import annotations

import pygame

WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)


def corner_radius(shape: str, u: float) -> int:
    """The rounding of the plain corners of a shape (also the header's, before the cut)."""
    return max(2, round((2 if shape in ("square", "ticket") else 7) * u))


def _paint(surface: pygame.Surface, shape: str, u: float, inset: int) -> None:
    """Fill `shape` in white over the whole `surface`, `inset` pixels in from its edges."""
    rect = surface.get_rect().inflate(-2 * inset, -2 * inset)
    if rect.width <= 0 or rect.height <= 0:
        return
    plain = max(1, corner_radius(shape, u) - inset)
    if shape == "cut":
        c = round(10 * u)  # the cut corner's leg, measured on the outer edge
        c = max(1, c - round(inset * 0.41))  # an even line along the diagonal (sqrt(2) - 1)
        left, top, right, bottom = rect.left, rect.top, rect.right - 1, rect.bottom - 1
        pygame.draw.polygon(surface, WHITE, [(left + c, top), (right - c, top), (right, top + c), (right, bottom - c),
                                             (right - c, bottom), (left + c, bottom), (left, bottom - c), (left, top + c)])
    elif shape == "arch":
        arch = max(plain, round(26 * u) - inset)
        pygame.draw.rect(surface, WHITE, rect, border_top_left_radius=arch, border_top_right_radius=arch,
                         border_bottom_left_radius=plain, border_bottom_right_radius=plain)
    elif shape == "ticket":
        pygame.draw.rect(surface, WHITE, rect, border_radius=plain)
        notch = round(8 * u) + inset  # circles round the outer corners: the line keeps its width
        outer = surface.get_rect()
        for corner in (outer.topleft, (outer.right - 1, outer.top), (outer.left, outer.bottom - 1), (outer.right - 1, outer.bottom - 1)):
            pygame.draw.circle(surface, CLEAR, corner, notch)
    else:  # "rounded", "square" and any shape this version does not know
        pygame.draw.rect(surface, WHITE, rect, border_radius=plain)


def shape_mask(size: tuple[int, int], shape: str, u: float, inset: int = 0) -> pygame.Surface:
    """White where the shape is, see-through elsewhere."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    _paint(mask, shape, u, inset)
    return mask


def cut_to_shape(surface: pygame.Surface, shape: str, u: float) -> None:
    """Make everything outside the shape see-through (the surface has per-pixel alpha)."""
    surface.blit(shape_mask(surface.get_size(), shape, u), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def draw_outline(surface: pygame.Surface, shape: str, u: float, colour: tuple[int, int, int], width: int) -> None:
    """The shape's frame line, `width` pixels wide, just inside its edge."""
    size = surface.get_size()
    ring = pygame.mask.from_surface(shape_mask(size, shape, u))
    ring.erase(pygame.mask.from_surface(shape_mask(size, shape, u, inset=max(1, width))), (0, 0))
    surface.blit(ring.to_surface(setcolor=tuple(colour) + (255,), unsetcolor=CLEAR), (0, 0))
