"""The end of a match: who won and why; rematch, watch the replay, back to the menu."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonGroup


class EndScene(Scene):
    opaque = False

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.table_scene = table_scene
        self.match = table_scene.match
        self.path = table_scene.session.path
        self.group = ButtonGroup()
        self.refresh()

    @property
    def design_size(self) -> tuple[int, int]:
        return self.table_scene.design_size

    def at(self, dx: float, dy: float) -> tuple[float, float]:
        """A point relative to the centre of the table (1280x720 puts the centre at 640, 360)."""
        w, h = self.design_size
        return (w / 2 + dx, h / 2 + dy)

    def refresh(self) -> None:
        tr = self.app.tr
        x, y = self.at(-250, 70)
        self.group = ButtonGroup([
            Button((x, y, 160, 50), tr("end.rematch"), self.rematch, primary=True, size=17),
            Button((x + 170, y, 160, 50), tr("end.replay"), self.replay, enabled=self.path is not None, size=17),
            Button((x + 340, y, 160, 50), tr("end.menu"), self.menu, size=17),
        ])
        self.group.focus = 0
        self.group.buttons[0].focused = True

    def enter(self) -> None:
        self.app.sounds.play("victory")

    def headline(self) -> tuple[str, str]:
        outcome = self.match.outcome
        tr = self.app.tr
        if outcome is None:
            return ("", "")
        if not outcome.winners:
            title = tr("end.draw")
        else:
            title = tr("end.wins", name=" & ".join(self.match.config.seats[w].name for w in outcome.winners))
        key = f"end.reason.{outcome.reason}"
        reason = tr(key)
        return title, (outcome.reason if reason == key else reason)

    def rematch(self) -> None:
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import new_match_scene

        config = self.match.config
        self.app.reset_to(MainMenu(self.app))
        self.app.push(new_match_scene(self.app, config.game_id, list(config.seats)))

    def replay(self) -> None:
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.replay import ReplayScene

        self.app.reset_to(MainMenu(self.app))
        self.app.push(ReplayScene(self.app, self.match, self.path))

    def menu(self) -> None:
        from game.ui.scenes.menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.group.handle_event(event, self.app.viewport) and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 170))
        surface.blit(shade, (0, 0))
        panel = vp.rect((*self.at(-280, -140), 560, 290))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(16))
        pygame.draw.rect(surface, theme.BONUS_GOLD, panel, width=vp.px(3), border_radius=vp.px(16))
        title, reason = self.headline()
        assets.draw_text(surface, "★", 40 * vp.scale, theme.BONUS_GOLD, vp.point(self.at(0, -95)), "center", bold=True)
        assets.draw_text(surface, title, 34 * vp.scale, theme.TEXT, vp.point(self.at(0, -40)), "center", bold=True)
        assets.draw_text(surface, reason, 16 * vp.scale, theme.TEXT_DIM, vp.point(self.at(0, 2)), "center")
        if self.path is not None:
            saved = self.app.tr("table.saved_as", name=self.path.name)
            assets.draw_text(surface, saved, 12 * vp.scale, theme.TEXT_DIM, vp.point(self.at(0, 32)), "center")
        self.group.draw(surface, vp, assets)
