"""Tenth new-user trial: "Annuler looks enabled even when nothing can be undone" (greyed by its
text alone, on the same raised panel). A greyed button is flat, sunk and faint."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets.button import Button


def _drawn(app, enabled: bool) -> tuple[pygame.Surface, pygame.Rect]:
    surface = pygame.Surface(app.screen.get_size())
    surface.fill(theme.BACKGROUND)
    button = Button((100, 100, 200, 48), "Annuler", lambda: None, enabled=enabled)
    button.draw(surface, app.viewport, app.assets)
    return surface, app.viewport.rect(button.rect)


def test_a_greyed_button_has_no_shadow_and_another_face(app):
    live, rect = _drawn(app, True)
    off, _ = _drawn(app, False)
    under = (rect.centerx, rect.bottom + 1)
    assert live.get_at(under)[:3] != theme.BACKGROUND, "a live button stands on its shadow"
    assert off.get_at(under)[:3] == theme.BACKGROUND, "a greyed one lies flat"
    face = (rect.left + 6, rect.centery)
    assert live.get_at(face)[:3] == theme.PANEL and off.get_at(face)[:3] == theme.BUTTON_OFF != theme.PANEL
