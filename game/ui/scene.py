"""A scene: one screen of the application (menu, table, replay...) on the app's stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

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

    # -- at rest ------------------------------------------------------------------------------------
    # The app draws only what changes (issue 24): while the top scene is busy, frame after frame;
    # otherwise it sleeps until input comes or `wake_in` falls due. So a scene that changes
    # without input (an animation, a tween, a computer thinking, a count in `update`, work in
    # another thread) says so here. While it rests, `update` is still told the time that passed,
    # in one step, before the input that woke it is handled; it must then change nothing that
    # shows, or say it is busy.
    def is_busy(self) -> bool:
        """Whether the scene changes by itself now: frames flow while it is."""
        return False

    def wake_in(self) -> Optional[float]:
        """At rest, seconds until the scene looks different by itself (a timer), or None."""
        return None
