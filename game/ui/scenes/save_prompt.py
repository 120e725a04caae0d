"""Questions about a save, over whatever is on screen (issue 23): a game open in another window
(watch it instead?), a damaged save (go on in a recovered copy?), a save the disk refuses (the
table stops there, saved up to the last move that fit)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from game.storage import shown_name
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.keycap import draw_keys_above

PANEL_W, BUTTON_H = 720, 50


class PromptScene(Scene):
    """A title, a message and a row of buttons on a panel; Esc picks the last button."""

    opaque = False

    def __init__(self, app, title: str, message: str, choices: list[tuple[str, Callable[[], None]]], focus: int = 0):
        super().__init__(app)
        self.design_size = tuple(getattr(app.top, "design_size", (1280, 720)))  # the scene it covers
        self.title, self.message = title, message
        self.choices = choices
        self.focus = focus
        """The button Enter presses at first (a warning's safe answer: see TableScene)."""
        self.group = ButtonGroup()
        self.refresh()

    @property
    def panel(self) -> tuple[float, float, float, float]:
        w, h = self.design_size
        return (w / 2 - PANEL_W / 2, h / 2 - 150, PANEL_W, 300)

    def refresh(self) -> None:
        x, y, w, h = self.panel
        width = (w - 40 - 20 * (len(self.choices) - 1)) / len(self.choices)
        self.group = ButtonGroup([
            Button((x + 20 + i * (width + 20), y + h - BUTTON_H - 20, width, BUTTON_H), label, action, primary=i == self.focus, size=17)
            for i, (label, action) in enumerate(self.choices)])
        self.group.focus = self.focus
        self.group.buttons[self.focus].focused = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle_event(event, self.app.viewport):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choices[-1][1]()
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + min(9, len(self.choices)):
            # each answer has its number, as every choice on the tables has (ninth trial: this
            # question alone had none)
            self.choices[event.key - pygame.K_1][1]()

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 190))
        surface.blit(shade, (0, 0))
        x, y, w, h = self.panel
        rect = vp.rect(self.panel)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=vp.px(16))
        pygame.draw.rect(surface, theme.ACCENT, rect, width=vp.px(2), border_radius=vp.px(16))
        assets.draw_fitted(surface, self.title, 24 * vp.scale, theme.TEXT, vp.rect((x + 20, y + 14, w - 40, 40)), bold=True)
        assets.draw_wrapped(surface, self.message, 16 * vp.scale, theme.TEXT, vp.rect((x + 30, y + 66, w - 60, h - 66 - BUTTON_H - 50)),  # the keys above the buttons below it
                            center=True)
        self.group.draw(surface, vp, assets)
        draw_keys_above(surface, assets, vp, self.group.buttons[:9])


def offer_watch(app, path: Path) -> None:
    """The save is played in another window: say so, and offer to watch it read-only."""
    tr = app.tr

    def watch() -> None:
        from game import sessions
        from game.engine import SaveError
        from game.ui.scenes.replay import ReplayScene

        app.pop()
        try:
            loaded = sessions.load(path)  # reading only: the other window goes on writing
        except (SaveError, OSError, ValueError) as error:
            app.toast(tr("errors.load_failed", name=shown_name(path), reason=error))
            return
        app.push(ReplayScene(app, loaded.match, path))

    app.push(PromptScene(app, tr("save_prompt.in_use_title"), tr("save_prompt.in_use", name=shown_name(path)),
                         [(tr("save_prompt.watch"), watch), (tr("back"), app.pop)]))


def offer_recovery(app, path: Path, error) -> None:
    """A damaged save: say where and why, and offer to go on from its last good entry in a copy."""
    tr = app.tr

    def go_on() -> None:
        from game.ui.scenes.menu import open_save

        app.pop()
        open_save(app, path, salvage=True)

    message = tr("save_prompt.damaged", name=shown_name(path), line=error.line, reason=error.reason) + " " + \
        tr("save_prompt.damaged_offer", moves=error.moves_before)
    app.push(PromptScene(app, tr("save_prompt.damaged_title"), message,
                         [(tr("save_prompt.recover"), go_on), (tr("back"), app.pop)]))


def stop_for_save_failure(app, error) -> None:
    """Writing the save failed (a full disk): the table stops under this message; nothing saved
    is lost, and leaving closes the save cleanly."""
    tr = app.tr

    def leave() -> None:
        from game.ui.scenes.menu import MainMenu

        app.reset_to(MainMenu(app))  # the table exits and closes its save
        app.toast(tr("save_prompt.left_after_failure"))

    if error.kind == "disk_full":
        what = tr("save_prompt.disk_full", moves=error.moves_kept)
    elif error.kind == "too_large":
        what = tr("save_prompt.too_large", moves=error.moves_kept)
    else:
        what = tr("save_prompt.write_failed", moves=error.moves_kept, reason=error.cause.strerror or error.cause)
    message = what + " " + tr("save_prompt.failure_hint")
    app.push(PromptScene(app, tr("save_prompt.failure_title"), message, [(tr("save_prompt.leave"), leave)]))
