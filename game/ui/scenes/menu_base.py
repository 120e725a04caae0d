"""A titled screen with a column of buttons: the shape of the menu, settings and lists."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.title_band import draw_title_band

COLUMN_X, COLUMN_W, ROW_H, ROW_GAP = 440, 400, 50, 14
COLUMN_BOTTOM_MARGIN = 16


class MenuScene(Scene):
    title_key = "app.title"
    column_width = COLUMN_W
    """A screen of long labels (the settings) takes a wider column: at text ×1.3 its rows shrank
    each to its own size (new-user trial F58, F61)."""
    toast_y = 690
    """Design y of the window's messages: at the foot of the screen, off the column of buttons
    ("Game saved" covered Settings, new-user trial F50)."""

    def __init__(self, app):
        super().__init__(app)
        self.group = ButtonGroup()
        self.notes: list[str] = []
        self.build()

    def build(self) -> None:
        """Fill self.group; called again when the language or text size changes."""

    def refresh(self) -> None:
        focus = self.group.focus
        was = self.group.buttons[focus] if focus is not None and focus < len(self.group.buttons) else None
        self.group = ButtonGroup()
        self.build()
        if was is not None:
            # The keyboard stays on the same control when the rows above it change (choosing
            # Mythos adds deck rows: by index, focus had moved from Start to a seat's kind).
            same = [i for i, b in enumerate(self.group.buttons) if b.label == was.label] or \
                [i for i, b in enumerate(self.group.buttons) if b.on_click == was.on_click]
            if len(same) == 1:
                focus = same[0]
        if focus is None or focus >= len(self.group.buttons) or not self.group.buttons[focus].enabled:
            # Keyboard players start on the first thing they can press.
            focus = self.default_focus()
        if focus is not None:
            self.group.focus = focus
            self.group.buttons[focus].focused = True

    def enter(self) -> None:
        self.refresh()

    def default_focus(self):
        """The button the keyboard starts on: the first enabled one unless a screen says otherwise."""
        return next((i for i, b in enumerate(self.group.buttons) if b.enabled), None)

    def column(self, labels_actions: list, top: float = 230, primary_first: bool = False) -> None:
        """Buttons one under the other from `top`; a long column packs its rows closer (and
        lower) so the last stays in the window (the settings grew to nine rows)."""
        room = 720 - COLUMN_BOTTOM_MARGIN - top
        pitch = min(ROW_H + ROW_GAP, room / max(1, len(labels_actions)))
        height = min(ROW_H, pitch - 6)
        for index, item in enumerate(labels_actions):
            label, action = item[0], item[1]
            enabled = item[2] if len(item) > 2 else True
            detail = item[3] if len(item) > 3 else ""
            y = top + index * pitch
            x = (1280 - self.column_width) / 2
            self.group.add(Button((x, y, self.column_width, height), label, action, enabled=enabled, primary=primary_first and index == 0,
                                  detail=detail))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle_event(event, self.app.viewport):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        w, h = vp.design_size
        draw_title_band(surface, vp, assets, self.app.tr(self.title_key), 170, 46, (w / 2, 70))
        subtitle = self.subtitle()
        if subtitle:
            assets.draw_text(surface, subtitle, 18 * vp.scale, theme.TEXT_DIM, vp.point((w / 2, 125)), "center")
        self.draw_body(surface)
        self.group.draw(surface, vp, assets)
        for index, note in enumerate(self.notes):
            assets.draw_text(surface, note, 14 * vp.scale, theme.TEXT_DIM, vp.point((w / 2, h - 40 + index * 18)), "center")

    def subtitle(self) -> str:
        return ""

    def draw_body(self, surface: pygame.Surface) -> None:
        pass
