"""Watching a save again: play/pause, step, scrub, speed, perspective, play from here.

A game that is not over is watched from the public seat only, with no "Play from here": its
players' hands and face-down choices are still secret, and a fork would let a player look ahead
(issue 18). A finished game shows every view and can be played on from any point."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game import sessions
from game.engine import Match
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.table_view import PUBLIC, TableView
from game.ui.widgets.button import Button, ButtonGroup

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_PAUSE = 0.25
"""Seconds between two events while playing (on top of each event's animation)."""
PANEL = (120, 410, 346, 142)
"""The controls as laid out (their buttons' rects are given here); they are drawn where the
table's map has a "replay" zone for them (Mythos: in the right-hand column; over its missions
they hid the cards being played, new-user trial F60), else at the top of the log's column,
the log shortened below them: over the table they covered To The Moon's exchanges and
Charge & Spark's track (tenth trial)."""
LOG_GAP = 8
"""Design units between the controls and the log shortened under them."""
TIMELINE = (130, 470, 220, 22)


class ReplayScene(Scene):
    def __init__(self, app, match: Match, path: Optional[Path] = None, position: int = 0):
        super().__init__(app)
        self.match = match
        self.path = path
        self.table = TableView(app, match)
        self.panel_zone = self._panel_zone()
        self.length = len(match.entries)
        self.position = max(0, min(position, self.length))
        self.finished = match.is_over()
        self.perspective: Optional[int] = None if self.finished else PUBLIC
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.scrubbing = False
        self.pending_seek: Optional[int] = None
        """Where the timeline was dragged to; applied once per frame however many motions came."""
        self.group = ButtonGroup()
        self.refresh()

    def refresh(self) -> None:
        self.table.refresh_context()
        self._build_buttons()
        self.seek(self.position)

    def _build_buttons(self) -> None:
        tr = self.app.tr
        if not self.finished:
            view = tr("replay.view_public")
        elif self.perspective is None:
            view = tr("replay.view_all")
        else:
            view = tr("replay.view_as", name=self.match.config.seats[self.perspective].name)
        bx, by, bw, bh = self.table.plugin.zone_or("buttons", (1030, 515, 240, 40))
        half = (bw - 10) / 2
        self.group = ButtonGroup([
            Button(self._placed((130, 420, 60, 38)), tr("replay.back_one"), lambda: self.step(-1), hotkey=pygame.K_LEFT, size=14),
            Button(self._placed((196, 420, 110, 38)), tr("replay.pause") if self.playing else tr("replay.play"), self.toggle_play, hotkey=pygame.K_SPACE, size=14, primary=True),
            Button(self._placed((312, 420, 60, 38)), tr("replay.forward_one"), lambda: self.step(1), hotkey=pygame.K_RIGHT, size=14),
            Button(self._placed((378, 420, 80, 38)), tr("replay.speed", value=tr.number(self.speed)), self.next_speed, size=12),
            Button(self._placed((130, 505, 328, 38)), view, self.next_perspective, hotkey=pygame.K_v, size=14, enabled=self.finished,
                   refusal=self._say_unfinished),
            Button((bx, by, half, bh), tr("replay.play_from_here"), self.play_from_here, size=13, enabled=self.finished,
                   refusal=self._say_unfinished),
            Button((bx + half + 10, by, half, bh), tr("replay.exit"), self.app.pop, hotkey=pygame.K_ESCAPE, size=15),
        ])

    @property
    def design_size(self) -> tuple[int, int]:
        return self.table.plugin.design_size

    def _panel_zone(self) -> tuple[float, float, float, float]:
        """Where the controls go (see PANEL); the log moved down under them when they take its top."""
        plugin = self.table.plugin
        if plugin.level.has("replay"):
            return plugin.zone("replay")
        x, y, w, h = self.table.log.rect
        height = PANEL[3]
        self.table.log.rect = (x, y + height + LOG_GAP, w, h - height - LOG_GAP)
        return (x, y, w, height)

    def _placed(self, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """A rect of the controls' panel as laid out at PANEL, moved (and narrowed) to where the
        table keeps them."""
        px, py, pw, _ = PANEL
        zx, zy, zw, _ = self.panel_zone
        scale = zw / pw
        x, y, w, h = rect
        return (zx + (x - px) * scale, zy + (y - py), w * scale, h)

    # -- moving in the log ----------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        """Show the table after `position` events at once (scrubbing, stepping back)."""
        self.position = max(0, min(position, self.length))
        self.table.snap(self.position, self.perspective)

    def step(self, delta: int) -> None:
        self.table.presenter.finish()
        if delta > 0 and self.position < self.length:
            before = self.table.presenter.view
            self.table.enqueue(self.position, self.perspective, before)
            self.position += 1
        elif delta < 0:
            self.seek(self.position - 1)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.length:
            self.seek(0)
        self.playing = not self.playing
        self._build_buttons()

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0
        self._build_buttons()

    def next_perspective(self) -> None:
        if not self.finished:
            self.app.toast(self.app.tr("replay.secret_until_over"))
            return
        choices: list[Optional[int]] = [None, *range(self.match.config.player_count)]
        self.perspective = choices[(choices.index(self.perspective) + 1) % len(choices)]
        self._build_buttons()
        self.seek(self.position)

    def _say_unfinished(self) -> None:
        """Why the view and "play from here" are off: the ninth trial clicked both, and nothing
        happened."""
        self.app.toast(self.app.tr("replay.unfinished_locked"))

    def play_from_here(self, confirmed: bool = False) -> None:
        """A new match and save holding the log up to the start of the shown batch."""
        from game.ui.scenes.table import TableScene

        if not self.finished:
            self.app.toast(self.app.tr("replay.secret_until_over"))
            return
        if self.perspective is None and not confirmed:
            # every hand was on screen: said before the game goes on from here (fifteenth trial:
            # a live game began where both players had just seen each other's hands)
            from game.ui.scenes.save_prompt import PromptScene

            tr = self.app.tr

            def go_on() -> None:
                self.app.pop()
                self.play_from_here(confirmed=True)

            self.app.push(PromptScene(self.app, tr("replay.play_seen_title"), tr("replay.play_seen"),
                                      [(tr("replay.play_seen_yes"), go_on), (tr("replay.play_seen_no"), self.app.pop)], focus=1))
            return
        entries = self.match.entries
        cut = entries[self.position].batch if self.position < len(entries) else len(entries)
        config = self.match.config
        try:
            session = sessions.start(config, sessions.new_save_path(config.game_id))
        except OSError as error:  # no room for a new save (a full disk)
            self.app.toast(str(error))
            return
        try:
            for entry in entries[:cut]:
                if entry.command is not None:
                    session.match.submit(entry.command)
        except OSError as error:  # the disk filled while the fork was written: what fit is kept
            session.close()
            self.app.toast(str(error))
            return
        except Exception:
            session.close()
            raise
        self.app.replace(TableScene(self.app, session))

    # -- scene ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.pending_seek is not None:
            if self.pending_seek != self.position:
                self.seek(self.pending_seek)
            self.pending_seek = None
        self.table.presenter.update(dt * self.speed * self.app.settings.animation_speed)
        if self.playing and not self.table.presenter.animating:
            self.wait += dt * self.speed
            if self.wait >= STEP_PAUSE:
                self.wait = 0.0
                if self.position >= self.length:
                    self.playing = False
                    self._build_buttons()
                else:
                    self.step(1)

    def is_busy(self) -> bool:
        """Playing, an event's animation or callout, or a scrub not shown yet: frames flow.
        Paused, the replay rests."""
        presenter = self.table.presenter
        return self.playing or presenter.animating or bool(presenter.floating) or self.pending_seek is not None

    def _timeline_position(self, pos) -> int:
        rect = self.app.viewport.rect(self._placed(TIMELINE))
        fraction = (pos[0] - rect.left) / max(rect.width, 1)
        return round(max(0.0, min(1.0, fraction)) * self.length)

    def handle_event(self, event: pygame.event.Event) -> None:
        vp = self.app.viewport
        timeline = vp.rect(self._placed(TIMELINE)).inflate(vp.px(10), vp.px(16))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and timeline.collidepoint(event.pos):
            self.scrubbing = True
            self.seek(self._timeline_position(event.pos))
            return
        if event.type == pygame.MOUSEMOTION:
            if self.scrubbing:
                self.pending_seek = self._timeline_position(event.pos)
                return
            self.table.hovered = self.table.sprite_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
            self.scrubbing = False
            self.seek(self._timeline_position(event.pos))
            self.pending_seek = None
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.seek(0 if event.key == pygame.K_HOME else self.length)
            return
        if self.table.log.handle_event(event, vp):
            return
        self.group.handle_event(event, vp)

    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        self.table.draw_table(surface, self.perspective)
        panel = vp.rect(self._placed(PANEL))
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (12, 16, 26, 200), shade.get_rect(), border_radius=vp.px(10))
        surface.blit(shade, panel)
        self.group.draw(surface, vp, assets)
        track = vp.rect(self._placed(TIMELINE))
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * (self.position / max(self.length, 1)))
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=track.height // 2)
        knob = pygame.Rect(0, 0, vp.px(14), track.height + vp.px(8))
        knob.center = (track.left + filled.width, track.centery)
        pygame.draw.rect(surface, theme.TEXT, knob, border_radius=vp.px(4))
        label = self.app.tr("replay.position", n=self.position, total=self.length)
        room = pygame.Rect(track.right + vp.px(8), track.top - vp.px(4), panel.right - track.right - vp.px(12), track.height + vp.px(8))
        assets.draw_fitted(surface, label, 12 * vp.scale, theme.TEXT_DIM, room, left=True)
        self.table.draw_callouts(surface)
        if self.table.hovered is not None:
            shown = self.table.presenter.sprites.get(self.table.hovered.key)
            if shown is not None and shown.face_up:
                self.table.draw_zoom(surface, shown, pygame.mouse.get_pos())
