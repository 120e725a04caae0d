"""The end of a match: who won and why; rematch, watch the replay, back to the menu."""

from __future__ import annotations

import time

import pygame

from game.storage import shown_path
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.table_view import PUBLIC
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.end_grid import draw_end_grid
from game.ui.widgets.keycap import draw_keys_above


def middle_cut(text: str, fits) -> str:
    """`text`, or as much of its start and end as `fits`, joined by "…"."""
    if fits(text):
        return text
    head, tail = len(text) // 2, len(text) // 2
    while head > 4 and not fits(f"{text[:head]}…{text[-tail:]}"):
        head, tail = head - 1, tail - 1
    return f"{text[:head]}…{text[-tail:]}"


class EndScene(Scene):
    opaque = False

    ARMING = 1.0
    """Seconds the end screen stays deaf to keys and clicks once up: an Enter or a click meant
    for the last move started a rematch before the result was seen (fifth new-user trial)."""

    def __init__(self, app, table_scene):
        super().__init__(app)
        self.opened_at = time.monotonic()
        self.table_scene = table_scene
        self.match = table_scene.match
        self.path = table_scene.session.path
        self.group = ButtonGroup()
        self.notice = ""
        self.saved_to = None
        # Worked out once: the log is whole and the game over (nothing more will change it).
        plugin = table_scene.table.plugin
        self.grid = plugin.end_grid(self.match.events_seen_by(PUBLIC), self.match.view(PUBLIC))
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
        x, y = self.at(-305, 112)  # 145 wide: "Revanche" in bold filled 125 at x1.3 (ninth trial)
        # each with its number key, drawn above it, as every choice on the tables (twentieth
        # trial: the end screen's were the only buttons without one)
        self.group = ButtonGroup([
            Button((x, y, 145, 50), tr("end.rematch"), self.rematch, primary=True, size=15, hotkey=pygame.K_1),
            Button((x + 155, y, 145, 50), tr("end.replay"), self.replay, enabled=self.path is not None, size=15, hotkey=pygame.K_2),
            Button((x + 310, y, 145, 50), tr("end.save_replay"), self.save_replay, enabled=self.path is not None, size=15, hotkey=pygame.K_3),
            Button((x + 465, y, 145, 50), tr("end.menu"), self.menu, size=15, hotkey=pygame.K_4),
        ])
        # No button has the focus until an arrow or Tab gives it: Enter and Space, pressed on to
        # skip the last summaries, started a rematch and the result went unseen (eleventh trial,
        # twice, each past the first second)
        self.group.focus = None

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
            names = " & ".join(self.match.config.seats[w].name for w in outcome.winners)
            # "Ana & Bob gagne !" read wrong: a shared win has its own words
            title = tr("end.wins" if len(outcome.winners) == 1 else "end.shared", name=names)
        key = f"end.reason.{outcome.reason}"
        # who: "Bo's last Health tile..." (it said "the opponent's", whose opponent?)
        seats = self.match.config.seats
        winner = " & ".join(seats[w].name for w in outcome.winners) if outcome.winners else ""
        losers = [s.name for i, s in enumerate(seats) if i not in outcome.winners]
        reason = tr(key, winner=winner, loser=" & ".join(losers))
        return title, (outcome.reason if reason == key else reason)

    def scores_line(self) -> str:
        """Who scored what, highest first ("Scores: Ada 34 · Bo 28"), for games that count."""
        outcome = self.match.outcome
        if outcome is None or not outcome.scores:
            return ""
        seats = self.match.config.seats
        ranked = sorted(range(len(outcome.scores)), key=lambda s: -outcome.scores[s])
        return self.app.tr("end.scores", list=" · ".join(f"{seats[s].name} {outcome.scores[s]}" for s in ranked))

    def rematch(self) -> None:
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import new_match_scene

        config = self.match.config
        self.app.reset_to(MainMenu(self.app))
        try:
            self.app.push(new_match_scene(self.app, config.game_id, list(config.seats)))
        except OSError as error:  # no room for a new save (a full disk)
            self.app.toast(str(error))

    def replay(self) -> None:
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.replay import ReplayScene

        self.app.reset_to(MainMenu(self.app))
        self.app.push(ReplayScene(self.app, self.match, self.path))

    def save_replay(self) -> None:
        """Copy the finished game's save to the player's documents, where they can find it."""
        from game.storage import replays_dir

        assert self.path is not None
        seats = "-".join(seat.name for seat in self.match.config.seats)
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in seats)[:60]
        target = replays_dir() / f"{self.path.stem}-{safe}{self.path.suffix}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists():
                target.write_bytes(self.path.read_bytes())
            self.notice = self.app.tr("end.replay_saved", path=shown_path(target))
        except OSError as error:
            self.notice = self.app.tr("end.replay_not_saved", reason=error.strerror or str(error))
        self.saved_to = target

    def menu(self) -> None:
        from game.ui.scenes.menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                time.monotonic() - self.opened_at < self.ARMING:
            return
        if not self.group.handle_event(event, self.app.viewport) and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 16, 170))
        surface.blit(shade, (0, 0))
        table = self.table_scene.table
        table.plugin.draw_over_end(surface, vp, table.presenter.view)
        scores = self.scores_line()
        title, reason = self.headline()
        kept = self.notice or (self.app.tr("end.kept") if self.path is not None else "")
        # Stacked up from the buttons: the saved line, the scores, the reason, the title and the
        # star, the panel as tall as they need (a fixed one left an empty band where a game has
        # no scores line: fourteenth trial, Charge & Spark)
        reason_lines = max(1, min(3, len(assets.wrap(reason, 16 * vp.scale, vp.px(520)))))
        reason_h = reason_lines * assets.font(16 * vp.scale).get_linesize() / vp.scale
        above = 76 if kept else 112
        if scores:
            above = 46
        reason_top = above - 16 - reason_h
        title_y = reason_top - 26
        panel = vp.rect((*self.at(-320, title_y - 92), 640, 180 - (title_y - 92)))
        if self.grid is not None:
            outcome = self.match.outcome
            names = [table.plugin.seat_name(seat) for seat in self.grid.seats]
            area = table.plugin.end_grid_area()
            hugs = table.plugin.end_grid_hugs_panel
            if hugs:  # just above the panel, one piece with it (eighteenth trial: it sat apart, at the top)
                area = (area[0], area[1], area[2], self.at(0, title_y - 92)[1] - 10 - area[1])
            draw_end_grid(surface, vp, self.app.assets, self.grid, area, names,
                          outcome.winners if outcome else (), self.app.tr("end.grid_title"), at_foot=hugs)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(16))
        pygame.draw.rect(surface, theme.BONUS_GOLD, panel, width=vp.px(3), border_radius=vp.px(16))
        assets.draw_text(surface, "★", 40 * vp.scale, theme.BONUS_GOLD, vp.point(self.at(0, title_y - 50)), "center", bold=True)
        assets.draw_line_within(surface, title, 34 * vp.scale, theme.TEXT, vp.point(self.at(0, title_y)), vp.px(600), "center", bold=True)
        assets.draw_wrapped(surface, reason, 16 * vp.scale, theme.TEXT_DIM, vp.rect((*self.at(-260, reason_top), 520, reason_h + 2)),
                            center=True, max_lines=reason_lines)
        if scores:
            assets.draw_text(surface, scores, 15 * vp.scale, theme.TEXT, vp.point(self.at(0, 46)), "center", bold=True)
        if self.notice:
            # a long path: smaller, then cut in its middle, never past the panel (thirteenth trial)
            width = vp.px(600)
            size = assets.size_within(self.notice, 12 * vp.scale, width)
            assets.draw_text(surface, middle_cut(self.notice, lambda t: assets.text(t, size, theme.TEXT_DIM).get_width() <= width),
                             size, theme.TEXT_DIM, vp.point(self.at(0, 76)), "center")
        elif self.path is not None:
            saved = self.app.tr("end.kept")  # not the file's name: the player finds it by the menu
            assets.draw_text(surface, saved, 12 * vp.scale, theme.TEXT_DIM, vp.point(self.at(0, 76)), "center")
        self.group.draw(surface, vp, assets)
        draw_keys_above(surface, assets, vp, self.group.buttons)
