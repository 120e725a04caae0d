"""Buttons (mouse and keyboard) and a vertical/horizontal group with a keyboard focus."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.viewport import Viewport


@dataclass
class Button:
    rect: tuple[float, float, float, float]
    """Design coordinates."""
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    hotkey: Optional[int] = None
    size: float = 20
    primary: bool = False
    detail: str = ""
    """A smaller line under the label (what "Continue" resumes), kept apart from it: as one
    label it wrapped into two small lines at x1.3 (ninth trial)."""
    refusal: Optional[Callable[[], None]] = None
    """Called when the button is clicked while off: it says why (a dead button is no answer)."""
    hovered: bool = field(default=False, init=False)
    focused: bool = field(default=False, init=False)

    def contains(self, viewport: Viewport, pos: Sequence[float]) -> bool:
        return viewport.rect(self.rect).collidepoint(pos)

    def draw(self, surface: pygame.Surface, viewport: Viewport, assets: Assets) -> None:
        rect = viewport.rect(self.rect)
        if not self.enabled:
            # flat, sunk and faint: greyed only by its text, "Annuler" read as live (tenth trial)
            fill, text = theme.BUTTON_OFF, theme.TEXT_OFF
        elif self.primary:
            fill, text = (theme.ACCENT if self.hovered or self.focused else theme.ACCENT_DARK), theme.TEXT
        else:
            fill, text = (theme.PANEL_LIGHT if self.hovered or self.focused else theme.PANEL), theme.TEXT
        if self.enabled:
            shadow = rect.move(0, viewport.px(3))
            pygame.draw.rect(surface, (12, 14, 22), shadow, border_radius=viewport.px(theme.RADIUS))
        pygame.draw.rect(surface, fill, rect, border_radius=viewport.px(theme.RADIUS))
        border = (theme.TEXT if self.focused else theme.PANEL_BORDER) if self.enabled else theme.PANEL
        pygame.draw.rect(surface, border, rect, width=viewport.px(2 if self.focused else 1), border_radius=viewport.px(theme.RADIUS))
        inner = rect.inflate(-viewport.px(10), -viewport.px(4))
        if self.detail:
            top, bottom = inner.copy(), inner.copy()
            top.height = round(inner.height * 0.55)
            bottom.top, bottom.height = top.bottom, inner.height - top.height
            assets.draw_fitted(surface, self.label, self.size * 0.8 * viewport.scale, text, top, bold=self.primary)
            assets.draw_fitted(surface, self.detail, self.size * 0.6 * viewport.scale, theme.TEXT_DIM, bottom)
            return
        assets.draw_fitted(surface, self.label, self.size * viewport.scale, text, inner, bold=self.primary)


class ButtonGroup:
    """Buttons with a keyboard focus: arrows/Tab move it, Enter/Space press, hotkeys press."""

    def __init__(self, buttons: Optional[list[Button]] = None):
        self.buttons: list[Button] = buttons or []
        self.focus: Optional[int] = None

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def handle_event(self, event: pygame.event.Event, viewport: Viewport) -> bool:
        """True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.hovered = button.contains(viewport, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.buttons:
                if button.enabled and button.contains(viewport, event.pos):
                    button.on_click()
                    return True
                if not button.enabled and button.refusal is not None and button.contains(viewport, event.pos):
                    button.refusal()
                    return True
        elif event.type == pygame.KEYDOWN:
            for button in self.buttons:
                if button.enabled and button.hotkey is not None and event.key == button.hotkey:
                    button.on_click()
                    return True
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB) and self.buttons:
                backwards = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self._move_focus(-1 if backwards else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT) and self.buttons:
                self._move_focus(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
                button = self.buttons[self.focus]
                if button.enabled:
                    button.on_click()
                    return True
        return False

    def clear_focus(self) -> None:
        """No button has the focus: Enter is the table's again."""
        self.focus = None
        for button in self.buttons:
            button.focused = False

    def _move_focus(self, step: int) -> None:
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        if not enabled:
            return
        if self.focus not in enabled:
            self.focus = enabled[0] if step > 0 else enabled[-1]
        else:
            self.focus = enabled[(enabled.index(self.focus) + step) % len(enabled)]
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    def draw(self, surface: pygame.Surface, viewport: Viewport, assets: Assets) -> None:
        for button in self.buttons:
            button.draw(surface, viewport, assets)
