"""How the Mythos table marks a character on a mission: a hidden one the viewer knows (its own,
or one it looked at) darkened, with ◐ in its header's corner, and the number key that reveals it
in that corner; the power of one covered by the next card of its column on its strip.

A column of characters shows only the top strip of all but its last card, so the marks go where
the strip shows them (new-user trial F36: a hidden card looked like one played face up, and its
number key sat on the name of the card above it; fifth trial: a covered card's power, written
under it, was hidden, and with it any change to it).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import pygame

from game.ui import theme
from game.ui.presenter import Sprite
from game.ui.viewport import Viewport
from game.ui.widgets.card import draw_hidden_veil

STRIP = 37
"""How much of a character covered by the next one on its mission side shows (design pixels):
its name, and under it a line for its power, its ◐ and its number key (at 33 the power and the ◐
lay over the name: "Marro" for Marrow, nineteenth trial)."""


class HiddenMarks:
    """Mixed into the Mythos table, before TablePlugin (whose drawing it adds to)."""

    _own_hidden: set[str]
    _covered: set[str]
    _chosen: "Optional[tuple[str, str]]" = None
    """(id, "card" or "char") of an effect's first pick while its second is asked."""
    """Characters whose lower part the next card of their column covers (their power under them too)."""
    ctx: Any

    def draw_sprite(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, design_rect: Sequence[float],
                    flip: Optional[float], alpha: int) -> None:
        super().draw_sprite(surface, viewport, sprite, design_rect, flip, alpha)  # type: ignore[misc]
        if sprite.kind == "card" and sprite.badge.startswith("◐") and flip is None:
            rect = viewport.rect(design_rect)
            draw_hidden_veil(surface, viewport, self.ctx.assets, rect, mark_bottom=rect.top + viewport.px(STRIP) - viewport.px(1))
        if sprite.kind == "card" and self._chosen is not None and sprite.key == self._chosen[0] and flip is None:
            # an effect's first pick, while its second is asked ("Tendre un piège": the card,
            # then the mission): it stayed in the hand unmarked (seventh new-user trial)
            rect = viewport.rect(design_rect)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(viewport.px(8), viewport.px(8)), width=viewport.px(3), border_radius=viewport.px(8))
            label = self.word("chosen_card" if self._chosen[1] == "card" else "chosen_char")  # type: ignore[attr-defined]
            # over the picture, not the name (fourteenth trial: "✓ choisie" hid "Bram")
            band = self.ctx.assets.text(label, 11 * viewport.scale, theme.TEXT, bold=True).get_rect(center=rect.center)
            band.inflate_ip(viewport.px(8), viewport.px(2))
            pygame.draw.rect(surface, theme.ACCENT_DARK, band, border_radius=viewport.px(5))
            self.ctx.assets.draw_text(surface, label, 11 * viewport.scale, theme.TEXT, band.center, "center", bold=True)
        if sprite.kind == "card" and sprite.key in self._covered and sprite.badge and flip is None:
            self._draw_power_on_strip(surface, viewport, sprite, viewport.rect(design_rect))

    def _draw_power_on_strip(self, surface: pygame.Surface, viewport: Viewport, sprite: Sprite, rect: pygame.Rect) -> None:
        """The power at the strip's right end (left of the ◐ mark), on a dark pill."""
        power, colour, pill = self.strip_power_pill(viewport, sprite, rect)
        pygame.draw.rect(surface, (16, 20, 28), pill, border_radius=pill.height // 2)
        self.ctx.assets.draw_text(surface, power, 10 * viewport.scale, colour, pill.center, "center", bold=True)

    def strip_power_pill(self, viewport: Viewport, sprite: Sprite, rect: pygame.Rect) -> tuple[str, tuple[int, int, int], pygame.Rect]:
        """(power, colour, pill) of a covered card's strip: the pill ends inside the strip (at
        its foot it touched the next card and its number key: nineteenth trial), under the name,
        left of the ◐ and the number key."""
        power = sprite.badge.removeprefix("◐ ").split(" (")[0]
        colour = theme.BONUS_GOLD if " (" in sprite.badge else (255, 255, 255)  # gold: not its printed power
        label = self.ctx.assets.text(power, 10 * viewport.scale, colour, bold=True)
        right = rect.right - viewport.px(4) - (viewport.px(22) if sprite.badge.startswith("◐") else 0)
        pill = label.get_rect(topright=(right, rect.top)).inflate(viewport.px(6), viewport.px(1))
        pill.bottom = rect.top + viewport.px(STRIP) - viewport.px(2)
        return power, colour, pill

    strip_height = STRIP

    def key_badge_anchor(self, key: str) -> str:
        """One's own hidden character, to reveal: its number at the end of its strip, over the ◐
        and under the name (in the header's corner it hid the name's end: "Corvi", nineteenth trial).
        A hand card's on its picture: above the card it sat on the line of the mission sides,
        and the fourth new-user trial read it as the next card's and played Ryn for Bram."""
        return "strip" if key in self._own_hidden else "art"
