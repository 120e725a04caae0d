"""The secret choices on the clan boards: action tokens and auction bids as pieces.

A seat that has chosen in secret shows its token(s) (or its bid chip) face down at the right
of its board's header; at the reveal every one of them turns face up in the same animation
(the presenter flips a sprite whose `face_up` changes, and the keys stay the same across the
reveal). What lies face down follows the rules' view of the viewer: another seat's committed
choice is "hidden" there, so it shows as one face-down token whatever it holds (how many
tokens were chosen is part of the secret); the viewer's own tokens, or every token in the
all-seeing view of a replay, show face down with their number, each with a small mark of
what it is.
"""

from __future__ import annotations

from typing import Any, Optional

Rect = tuple[float, float, float, float]

import pygame

from game.rules.maphr.events import ACTIONS_STEP, AUCTION_STEP

TOKEN = 36
TOKEN_GAP = 4
Z_TOKEN = 8
REVEALED_PHASES = ("actions", "impediments", "resolve")
"""Phases in which the round's revealed action tokens stay on the boards."""

TOKEN_COLOURS = {"prospect": (160, 118, 70), "exploit": (196, 160, 40), "build": (70, 120, 200), "idle": (110, 114, 126)}
BACK = (46, 40, 52)
BACK_EDGE = (150, 130, 96)
COIN = (226, 184, 60)


def token_items(view: dict[str, Any], seat: int) -> list[tuple[str, str, bool, Any]]:
    """(key, kind, face_up, data) of the pieces `seat`'s board shows for this round's secret
    choices, as the view allows: data None for a piece the viewer may not see."""
    choices = view["choices"]
    step, committed = choices["step"], choices["committed"].get(str(seat))
    # the impediment window is secret too, but its answers lie on no board: the tokens stay shown
    if step in (AUCTION_STEP, ACTIONS_STEP) and seat in choices["choosers"]:
        if committed is None:
            return []
        if step == AUCTION_STEP:
            return [(f"bid:{seat}", "mchip", False, None if committed == "hidden" else committed)]
        if committed == "hidden":
            return [(f"token:{seat}:0", "mtoken", False, None)]
        return [(f"token:{seat}:{i}", "mtoken", False, a) for i, a in enumerate(committed["actions"])]
    if view["phase"] == "draw" and str(seat) in view["bids"]:
        return [(f"bid:{seat}", "mchip", True, view["bids"][str(seat)])]
    tokens = view["actions"].get(str(seat)) or []
    if view["phase"] in REVEALED_PHASES:
        return [(f"token:{seat}:{i}", "mtoken", True, a) for i, a in enumerate(tokens)]
    return []


def token_rects(header: Rect, count: int) -> list[Rect]:
    """At the right end of a board's header, the first piece leftmost."""
    hx, hy, hw, _ = header
    left = hx + hw - count * (TOKEN + TOKEN_GAP) + TOKEN_GAP
    return [(left + i * (TOKEN + TOKEN_GAP), hy + 1, TOKEN, TOKEN) for i in range(count)]


def token_room(count: int) -> float:
    """Header width the pieces take (the header's text keeps clear of it)."""
    return count * (TOKEN + TOKEN_GAP) + (6 if count else 0)


# -- painting -------------------------------------------------------------------------------------
def paint_token(surface: pygame.Surface, action: Optional[str], face_up: bool, font) -> None:
    """An action token on `surface` (a square of the token's size): face up, its action's
    colour and mark; face down, the back, with a small mark when the viewer knows it."""
    size = surface.get_width()
    r = surface.get_rect()
    centre = r.center
    if not face_up:
        pygame.draw.circle(surface, BACK, centre, size // 2)
        pygame.draw.circle(surface, BACK_EDGE, centre, size // 2, width=max(1, size // 14))
        pygame.draw.circle(surface, BACK_EDGE, centre, size // 5, width=max(1, size // 18))
        if action is not None:
            mark = pygame.Surface((size // 2, size // 2), pygame.SRCALPHA)
            _mark(mark, action, font)
            mark.set_alpha(150)
            surface.blit(mark, (size // 2, size // 2))
        return
    pygame.draw.circle(surface, TOKEN_COLOURS.get(action or "", (110, 110, 110)), centre, size // 2)
    pygame.draw.circle(surface, (250, 240, 220), centre, size // 2, width=max(1, size // 14))
    inner = pygame.Surface((round(size * 0.62), round(size * 0.62)), pygame.SRCALPHA)
    _mark(inner, action or "", font)
    surface.blit(inner, inner.get_rect(center=centre))


def _mark(surface: pygame.Surface, action: str, font) -> None:
    """A mark drawn with shapes: a tunnel bend (prospect), a nugget (exploit), a house (build),
    "z" (idle)."""
    s = surface.get_width()
    light, dark = (250, 244, 230), (40, 30, 22)
    if action == "prospect":
        arm = max(2, s // 3)
        pygame.draw.rect(surface, dark, (0, 0, s, s), border_radius=max(1, s // 8))
        pygame.draw.rect(surface, light, ((s - arm) // 2, 0, arm, (s + arm) // 2))
        pygame.draw.rect(surface, light, ((s - arm) // 2, (s - arm) // 2, (s + arm) // 2, arm))
    elif action == "exploit":
        points = [(s * 0.2, s * 0.55), (s * 0.45, s * 0.2), (s * 0.8, s * 0.35), (s * 0.85, s * 0.7), (s * 0.45, s * 0.85)]
        pygame.draw.polygon(surface, (255, 226, 90), points)
        pygame.draw.polygon(surface, dark, points, width=max(1, s // 10))
    elif action == "build":
        roof = [(s * 0.08, s * 0.5), (s * 0.5, s * 0.1), (s * 0.92, s * 0.5)]
        pygame.draw.rect(surface, light, (s * 0.2, s * 0.48, s * 0.6, s * 0.46))
        pygame.draw.polygon(surface, light, roof)
        pygame.draw.rect(surface, dark, (s * 0.42, s * 0.64, s * 0.16, s * 0.3))
    elif action == "idle":
        text = font(s * 0.9).render("z", True, light)
        surface.blit(text, text.get_rect(center=surface.get_rect().center))


def paint_chip(surface: pygame.Surface, amount: Optional[int], face_up: bool, font) -> None:
    """An auction bid: a coin showing the amount, or its back (a "?"-less plain coin)."""
    size = surface.get_width()
    centre = surface.get_rect().center
    if not face_up:
        pygame.draw.circle(surface, BACK, centre, size // 2)
        pygame.draw.circle(surface, COIN, centre, size // 2, width=max(1, size // 12))
        pygame.draw.circle(surface, COIN, centre, size // 6)
        if amount is not None:
            text = font(size * 0.32).render(str(amount), True, (230, 220, 200))
            surface.blit(text, text.get_rect(bottomright=(size - 1, size - 1)))
        return
    pygame.draw.circle(surface, COIN, centre, size // 2)
    pygame.draw.circle(surface, (120, 90, 20), centre, size // 2, width=max(1, size // 14))
    text = font(size * 0.5).render(str(amount), True, (40, 28, 10))
    surface.blit(text, text.get_rect(center=centre))
