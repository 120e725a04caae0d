"""The table's menu, over the game: resume, how to play, settings, leave (saying the game is
saved and where Continue finds it). Esc or Resume closes it; the game waits underneath."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup

PANEL_W, ROW_H, GAP = 420, 50, 12


class TableMenu(Scene):
    opaque = False

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.table_scene = table_scene
        self.group = ButtonGroup()
        self.refresh()

    @property
    def design_size(self) -> tuple[int, int]:
        return self.table_scene.design_size

    @property
    def saved(self) -> bool:
        return self.table_scene.session.path is not None and not self.table_scene.match.is_over()

    def refresh(self) -> None:
        tr = self.app.tr
        w, h = self.design_size
        rows = [
            (tr("table_menu.resume"), self.app.pop, True),
            (f"{tr('menu.how_to_play')}  (F1)", self.how_to_play, False),  # the key opens it from anywhere
            (tr("menu.settings"), self.settings, False),
            (tr("table_menu.leave_saved") if self.saved else tr("table_menu.leave"), self.leave, False),
        ]
        top = h / 2 - (len(rows) * (ROW_H + GAP)) / 2 + 20
        self.group = ButtonGroup([Button((w / 2 - PANEL_W / 2 + 20, top + i * (ROW_H + GAP), PANEL_W - 40, ROW_H), label, action,
                                         primary=primary, size=18) for i, (label, action, primary) in enumerate(rows)])
        self.group.focus = 0
        self.group.buttons[0].focused = True

    def enter(self) -> None:
        self.refresh()

    def how_to_play(self) -> None:
        from game.ui.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, self.table_scene.match.config.game_id))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        from game.ui.scenes.menu import MainMenu

        saved = self.saved
        self.app.reset_to(MainMenu(self.app))
        if saved:
            self.app.toast(self.app.tr("table_menu.left_saved"), info=True)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle_event(event, self.app.viewport):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        pass  # the game waits: no computer move, no animation, under the menu

    def _note_height(self) -> float:
        """Design units the saved-game note takes, wrapped at the text size chosen (×1.3 in
        French takes three lines where English takes two)."""
        vp, assets = self.app.viewport, self.app.assets
        size = 13 * vp.scale
        lines = assets.wrap(self.app.tr("table_menu.saved_note"), size, vp.px(PANEL_W - 40))
        return len(lines) * assets.font(size).get_linesize() / vp.scale + 10

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 180))
        surface.blit(shade, (0, 0))
        first, last = self.group.buttons[0].rect, self.group.buttons[-1].rect
        note_h = self._note_height() if self.saved else 0
        panel = (first[0] - 20, first[1] - 70, PANEL_W, last[1] + last[3] - first[1] + 90 + note_h)
        rect = vp.rect(panel)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=vp.px(16))
        pygame.draw.rect(surface, theme.ACCENT, rect, width=vp.px(2), border_radius=vp.px(16))
        title = self.app.tr("games." + self.table_scene.match.config.game_id)
        assets.draw_fitted(surface, title, 24 * vp.scale, theme.TEXT, vp.rect((panel[0] + 20, panel[1] + 14, PANEL_W - 40, 40)), bold=True)
        self.group.draw(surface, vp, assets)
        if self.saved:
            note = vp.rect((panel[0] + 20, last[1] + last[3] + 10, PANEL_W - 40, note_h))
            assets.draw_wrapped(surface, self.app.tr("table_menu.saved_note"), 13 * vp.scale, theme.TEXT_DIM, note, center=True)
