"""A guided first game: the real table, a scripted opponent, and a coach that says what to do
and why, lights the card to play, and refuses any other move with a hint.

Built on the tutorial file (`game/tutorials.py`): the match is an ordinary one with a fixed
setup, so everything the player sees is the real game. Undo is off (the script would no longer
follow), nothing is saved, and the end leads to "Play a real game".
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

import pygame

from game import sessions
from game.engine import Command, SeatConfig
from game.tutorials import ScriptedPlayer, Tutorial, load_tutorial
from game.ui import theme
from game.ui.computer import ComputerSeat
from game.ui.scenes.table import TableScene
from game.ui.widgets.button import Button, ButtonGroup

SCRIPTED = "computer:scripted"
READABLE = 13.0
"""The coach's smallest text size before its panel grows (design units, times the text size)."""


def tutorial_scene(app, game_id: str) -> "TutorialScene":
    tutorial = load_tutorial(game_id)
    names = tutorial.seat_names(app.tr.lang)
    seats = [SeatConfig(names[0])] + [SeatConfig(name, SCRIPTED) for name in names[1:]]
    config = sessions.make_config(game_id, seats, tutorial.seed, tutorial.options)
    return TutorialScene(app, sessions.start(config), tutorial)


class TutorialScene(TableScene):
    plays_idle_moves = False  # a step it teaches may be the click that ends a phase

    def __init__(self, app, session, tutorial: Tutorial):
        super().__init__(app, session)
        self.tutorial = tutorial
        self.table.plugin.coached = True
        self.step_index = 0
        rules = self.match.rules
        script = [rules.commands.decode(plain) for plain in tutorial.opponent]
        for seat in list(self.players):
            self.players[seat].close()
            self.players[seat] = ComputerSeat(ScriptedPlayer(script))
        self.coach = ButtonGroup()
        self._coach_key: Optional[tuple] = None
        self.coach_size = READABLE
        """The size the coach's words were last drawn at (design units)."""

    # -- the steps ----------------------------------------------------------------------------------
    @property
    def step(self):
        return self.tutorial.steps[min(self.step_index, len(self.tutorial.steps) - 1)]

    @property
    def waiting_to_read(self) -> bool:
        """An explanation is on screen: the game waits for Next."""
        return self.step.expect is None and not self.step.final and not self.table.presenter.animating

    @property
    def opponent_to_act(self) -> bool:
        """The scripted opponent has a move to make: it plays even under a note, which tells of it."""
        return not self.match.is_over() and any(seat in self.players for seat in self.match.to_act())

    @property
    def finished(self) -> bool:
        over = self.match.is_over() or not self.tutorial.ends_with_game
        return self.step.final and over and not self.table.presenter.animating

    def next_step(self) -> None:
        if self.step_index < len(self.tutorial.steps) - 1:
            self.step_index += 1

    def thinking_seat(self) -> Optional[int]:
        # the guided part is over: the game below waits, nobody is "thinking" (it said Robo was,
        # under "Play a real game", new-user trial)
        return None if self.step.final else super().thinking_seat()

    def undo_seat(self) -> Optional[int]:
        return None  # the script would not follow a move taken back

    def summaries_shown(self) -> bool:
        return False  # the coach tells what happened; a summary would hold the script's steps

    def submit(self, command: Command) -> bool:
        if command.seat in self.humans and not self.step.accepts(command):
            lang = self.app.tr.lang
            hint = self.step.hint_text(lang) if self.step.expect is not None else self.app.tr("tutorial.read_first")
            keys = [label for key in self.step.highlight if (label := self.key_label(key))]
            if self.step.expect is not None and len(keys) == 1:
                # the keyboard's way too (fifteenth trial: "3, Enter" was met with "click twice")
                hint = f"{hint} {self.app.tr('tutorial.or_key', digit=keys[0])}"
            self.app.toast(hint)
            self.app.sounds.play("error")
            return False
        accepted = super().submit(command)
        if accepted and command.seat in self.humans:
            self.next_step()
        return accepted

    @property
    def acting_seat(self) -> Optional[int]:
        return None if self.waiting_to_read else super().acting_seat

    def update(self, dt: float) -> None:
        if self.match.is_over():
            # The coach's last step says how it ended and leads on; no end screen over it.
            speed = self.app.settings.animation_speed
            self.table.presenter.update(dt * speed)
            if not self.table.presenter.animating and not self.step.final:
                self.step_index = len(self.tutorial.steps) - 1
            return
        if self.step.final or (self.waiting_to_read and not self.opponent_to_act):
            # A note to read, or the guided part is over (a first round): the game waits. Under
            # a note the opponent still answers (the note tells what it did); the player waits.
            self.table.presenter.update(dt * self.app.settings.animation_speed)
            return
        super().update(dt)

    def is_busy(self) -> bool:
        """As the table, except that a note to read or the end of the guided part holds the game
        (only the animation under way plays out), and the card to play pulses: the coach's
        highlight is an animation, so frames flow while it shows."""
        presenter = self.table.presenter
        if presenter.animating or presenter.floating:
            return True
        if self.match.is_over():
            return not self.step.final
        if self.step.final or (self.waiting_to_read and not self.opponent_to_act):
            return False
        return super().is_busy() or (self.step.expect is not None and bool(self.step.highlight))

    # -- the coach's panel --------------------------------------------------------------------------
    def panel_rect(self) -> tuple[float, float, float, float]:
        """The coach's panel (design units): the tutorial's, taller where the step's words would
        otherwise shrink below READABLE (third new-user trial H27: step 1's long text came out
        much smaller than the others at x1.3), kept inside the window."""
        vp, assets = self.app.viewport, self.app.assets
        x, y, w, h = self.tutorial.panel
        reserve = 34 + (52 if self.finished or self.waiting_to_read else 6)
        text = self.step.text(self.app.tr.lang)
        lines = assets.wrap(text, READABLE * vp.scale, vp.px(w - 24))
        needed = len(lines) * assets.font(READABLE * vp.scale).get_linesize() / vp.scale + reserve
        if needed > h:
            room = self.design_size[1] - 20
            h = min(needed, room)
            y = min(y, self.design_size[1] - 10 - h)
        return x, y, w, h

    def _coach_buttons(self) -> ButtonGroup:
        key = (self.step_index, self.finished, self.waiting_to_read, self.app.tr.lang, self.panel_rect())
        if key != self._coach_key:
            self._coach_key = key
            tr = self.app.tr
            x, y, w, h = key[-1]
            buttons = []
            if self.finished:
                half = (w - 30) / 2
                buttons = [Button((x + 10, y + h - 50, half, 40), tr("tutorial.real_game"), self.real_game, primary=True, size=15),
                           Button((x + 20 + half, y + h - 50, half, 40), tr("end.menu"), self.main_menu, size=15)]
            elif self.waiting_to_read:
                buttons = [Button((x + w - 130, y + h - 50, 120, 40), tr("tutorial.next"), self.next_step, primary=True, size=15)]
            self.coach = ButtonGroup(buttons)
            if buttons:
                self.coach.focus = 0
                buttons[0].focused = True
        return self.coach

    def main_menu(self) -> None:
        from game.ui.scenes.menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def real_game(self) -> None:
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.new_game import NewGameScene

        self.app.reset_to(MainMenu(self.app))
        screen = NewGameScene(self.app)
        screen.choose_game(self.tutorial.game_id)
        screen.against_the_computer()  # a first real game: against the easy computer
        self.app.push(screen)

    def handle_event(self, event: pygame.event.Event) -> None:
        buttons = self._coach_buttons()
        if self.table.presenter.animating:
            buttons = ButtonGroup()  # hidden while the table moves (draw_overlays): not pressable either
        if buttons.buttons and buttons.handle_event(event, self.app.viewport):
            return
        if buttons.buttons and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            buttons.buttons[0].on_click()
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the coach; the texts the table drew are noted (Assets.recording, shared
        with a test that records the frame) so the coach's arrow can keep off them."""
        assets = self.app.assets
        own = assets.recording is None or assets.recording[0] is not surface
        saved = assets.recording
        if own:
            assets.recording = (surface, [])
        self._frame_texts = (assets.recording[1], len(assets.recording[1]))  # type: ignore[index]
        try:
            super().draw(surface)
        finally:
            if own:
                assets.recording = saved

    def draw_overlays(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        self._draw_highlights(surface)
        if self.table.presenter.animating:
            return  # its words come once the table stops (coach_text): no empty box meanwhile (H27)
        x, y, w, h = self.panel_rect()
        panel = vp.rect((x, y, w, h))
        pygame.draw.rect(surface, (12, 14, 22), panel.move(vp.px(3), vp.px(5)), border_radius=vp.px(12))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(12))
        pygame.draw.rect(surface, theme.WARN, panel, width=vp.px(2), border_radius=vp.px(12))
        counter = self.app.tr("tutorial.step", n=self.step_index + 1, total=len(self.tutorial.steps))
        assets.draw_text(surface, counter, 12 * vp.scale, theme.WARN, vp.point((x + 12, y + 8)), bold=True)
        buttons = self._coach_buttons()
        text_h = h - 34 - (52 if buttons.buttons else 6)
        shown = self.coach_text()
        size = self.coach_size = self._fitting_size(shown, vp.rect((x + 12, y + 28, w - 24, text_h)))
        assets.draw_wrapped(surface, shown, size * vp.scale, theme.TEXT, vp.rect((x + 12, y + 28, w - 24, text_h)))
        buttons.draw(surface, vp, assets)

    def coach_text(self) -> str:
        """The step's words, once the table has stopped moving: a note told the round's result
        while its cards were still flying and the tiles showed the old count (new-user trial F8)."""
        return "" if self.table.presenter.animating else self.step.text(self.app.tr.lang)

    def _fitting_size(self, text: str, rect: pygame.Rect) -> float:
        """The largest size up to 15 at which `text` fits the panel (it never runs out of it)."""
        vp, assets = self.app.viewport, self.app.assets
        size = 15.0
        while size > 9:
            lines = assets.wrap(text, size * vp.scale, rect.width)
            if len(lines) * assets.font(size * vp.scale).get_linesize() <= rect.height:
                break
            size -= 0.5
        return size

    def _arrow_obstacles(self, key: str, box: pygame.Rect) -> list[pygame.Rect]:
        """What the pointer should not cover: the other things on the table, the coach's panel,
        the message and the log (it sat on "Propose the offer" above the button it meant, and on the
        log's text: new-user trial)."""
        vp, plugin = self.app.viewport, self.table.plugin
        rects = [vp.rect(rect) for sprite, rect in self.table.drawn if sprite.key != key]
        rects = [rect for rect in rects if not rect.contains(box)]  # a panel it lies on is no obstacle
        rects.append(vp.rect(self.panel_rect()).inflate(-vp.px(8), -vp.px(8)))  # the coach's words (its rim may be grazed)
        for name in ("message", "log"):
            zone = plugin.zone_or(name, (0, 0, 0, 0))
            if zone[2] and zone[3]:
                rects.append(vp.rect(zone).inflate(-vp.px(8), -vp.px(8)))
        return rects

    def _arrow_texts(self) -> list[pygame.Rect]:
        """The texts the table drew this frame (labels, hints, log lines): the arrow keeps off them
        above all."""
        texts, first = getattr(self, "_frame_texts", ([], 0))
        return [rect.clip(clip) for _, rect, clip in texts[first:] if rect.clip(clip).width > 0]

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        self.arrows_drawn: list[list[tuple[float, float]]] = []
        if self.step.expect is None or self.table.presenter.animating:
            return
        vp = self.app.viewport
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 160)
        plugin = self.table.plugin
        for key in self.step.highlight:
            # A place on the table rather than a card (where to drop the card): a zone, a cell.
            place = plugin.highlight_rect(key)
            if place is not None:
                box = vp.rect(place).inflate(vp.px(6), vp.px(6))
                pygame.draw.rect(surface, theme.GOOD, box, width=vp.px(3) + round(pulse * vp.px(2)), border_radius=vp.px(10))
        for sprite, rect in self.table.drawn:
            if sprite.key in self.step.highlight:
                # Green, not the yellow of attack cards' borders: the card to play stands out.
                box = vp.rect(rect).inflate(vp.px(12), vp.px(12))
                pygame.draw.rect(surface, theme.GOOD, box, width=vp.px(4) + round(pulse * vp.px(2)), border_radius=vp.px(10))
                arrow = pointer_arrow(box, self._arrow_obstacles(sprite.key, box), surface.get_rect(), vp.px(1), pulse,
                                      self._arrow_texts())
                self.arrows_drawn.append(arrow)
                pygame.draw.polygon(surface, theme.GOOD, arrow)
                pygame.draw.polygon(surface, theme.TEXT_DARK, arrow, width=1)


def pointer_arrow(box: pygame.Rect, obstacles: list[pygame.Rect], window: pygame.Rect, px: float,
                  pulse: float, texts: Sequence[pygame.Rect] = ()) -> list[tuple[float, float]]:
    """The coach's arrow pointing at `box`: above it (clear of its number key), else below, left
    or right, whichever first covers none of `obstacles` nor `texts` and stays in the window;
    else the first that covers no text; else above. `px` is one design pixel in window pixels;
    `pulse` (0-1) moves it to and fro. The side is chosen with the arrow at its farthest, so it
    does not jump from side to side as it moves."""
    fitting = [side for side in SIDES if window.contains(_arrow_bounds(_arrow(box, side, px, 1.0)))]
    for avoided in (list(obstacles) + list(texts), list(texts)):
        for side in fitting:
            if _arrow_bounds(_arrow(box, side, px, 1.0)).collidelist(avoided) < 0:
                return _arrow(box, side, px, pulse)
    return _arrow(box, "above", px, pulse)


SIDES = ("above", "below", "left", "right")


def _arrow(box: pygame.Rect, side: str, px: float, pulse: float) -> list[tuple[float, float]]:
    away = pulse * 6 * px  # the pulse moves the arrow away from the box and back
    length, half = 14 * px, 12 * px
    tip, (dx, dy) = {
        "above": ((box.centerx, box.top - 26 * px - away), (0, -1)),  # above the key badge
        "below": ((box.centerx, box.bottom + 6 * px + away), (0, 1)),
        "left": ((box.left - 6 * px - away, box.centery), (-1, 0)),
        "right": ((box.right + 6 * px + away, box.centery), (1, 0)),
    }[side]
    base = (tip[0] + dx * length, tip[1] + dy * length)
    across = (-dy * half, dx * half)  # perpendicular to the pointing direction
    return [tip, (base[0] + across[0], base[1] + across[1]), (base[0] - across[0], base[1] - across[1])]


def _arrow_bounds(shape: list[tuple[float, float]]) -> pygame.Rect:
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1, round(max(ys) - min(ys)) + 1)
