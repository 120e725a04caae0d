"""A scene: one screen of the application (menu, table, replay...) on the app's stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    opaque = True
    """An opaque scene hides the ones below it, which are then not drawn."""
    design_size: tuple[int, int] = (1280, 720)
    """The layout size the scene is drawn in (a table: its map's size); scaled to the window."""

    def __init__(self, app: "App"):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass
