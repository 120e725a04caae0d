"""Playing a match at one screen: drag or pick cards, curtains between human players,
computer seats, the reveal played out from the events, undo, the end."""

from __future__ import annotations

import dataclasses
import math
from typing import Optional

import pygame

from game import sessions
from game.engine import Command, IllegalCommand, SaveWriteError, SeatConfig, Undo
from game.match_options import self_play_options
from game.sessions import Session
from game.ui import theme
from game.ui.computer import ComputerSeat, make_computer
from game.ui.presenter import Sprite
from game.ui.scene import Scene
from game.ui.scenes.table_view import PUBLIC, TableView
from game.ui.tables.base import Interlude
from game.ui.tween import Tween
from game.ui.widgets.button import Button, ButtonGroup
from game.ui.widgets.curtain import draw_curtain

DRAG_THRESHOLD = 6
"""Pixels the mouse must travel with the button down before a press becomes a drag."""
COMPUTER_DELAY = 0.45
"""Seconds a computer seat 'thinks', so its moves can be followed."""
CURTAIN_DELAY = 1.6
"""Seconds the shared table stays in view after effects, before the next curtain."""
PULSE_MS = 180
"""The places a chosen card may go blink: one pixel thicker for π × PULSE_MS ms, then thinner as
long (two looks, so a resting table draws twice in 1.13 s, not 60 times a second)."""
INTERLUDE_WIDTH, INTERLUDE_TEXT = 520, 15
"""Design width of a summary's panel between rounds, and its text size."""
CURTAIN_ARMING = 0.6
"""Seconds (real time) a curtain stays deaf after it comes up, unless no click or key came for
as long before: the rest of a double-click, or a second tap, never lifts it."""


@dataclasses.dataclass
class Drag:
    sprite: Sprite
    grab: tuple[float, float]
    """Where in the card it was grabbed, in design units."""
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False

    def design_rect(self, viewport) -> tuple[float, float, float, float]:
        x, y = viewport.to_design(self.pos)
        return (x - self.grab[0], y - self.grab[1], self.sprite.rect[2], self.sprite.rect[3])


class TableScene(Scene):
    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.table = TableView(app, self.match)
        self.seats = self.match.config.seats
        self.humans = [s for s, seat in enumerate(self.seats) if not seat.is_computer]
        self.hotseat = len(self.humans) >= 2
        self.players = {
            s: ComputerSeat(make_computer(seat.kind, self.match.rules, self.match.config.seed * 31 + s + len(self.match.entries),
                                          app.settings.think_seconds))
            for s, seat in enumerate(self.seats) if seat.is_computer
        }
        self.viewer: Optional[int] = self._initial_viewer()
        self.curtain: Optional[int] = None
        self.curtain_pressed: Optional[int] = None
        """The curtain a mouse press began on: only a click of its own lifts a curtain."""
        self.quiet = CURTAIN_ARMING
        """Seconds since the last click or key press."""
        self.curtain_age = 0.0
        """Seconds since the curtain came up."""
        self.last_actor: Optional[int] = None
        self.at_screen: Optional[int] = None
        """At a shared screen, the seat whose player took the screen last (lifted its curtain):
        while that player is the one to act again, no curtain comes (issue 19)."""
        self.presented = len(self.match.entries)
        self.drag: Optional[Drag] = None
        self.snap_back: Optional[tuple[Sprite, Tween]] = None
        self.selected: Optional[str] = None
        self.computer_wait = 0.0
        self.curtain_wait = 0.0
        self._forced_checked = -1
        """The entry count at which the seats to act were last checked for a move with no choice."""
        self.ended = False
        self.end_wait = 0.0
        self.pending_interlude: Optional[Interlude] = None
        """A summary the plugin asked for (issue 19): the events after it wait, unpresented,
        until the animations before it are over, it has been shown and dismissed."""
        self.interlude: Optional[Interlude] = None
        """The summary on screen (over the board as it stands); nothing else happens meanwhile."""
        self.interlude_age = 0.0
        self.interlude_pressed = False
        self.demo_level = "easy"
        self.demo_seed: Optional[int] = None
        """Set for computer-vs-computer demos: at the end a new demo match starts."""
        self.buttons = ButtonGroup()
        self._build_buttons()
        self.table.snap(self.presented, self.viewer)

    def _initial_viewer(self) -> Optional[int]:
        if not self.humans:
            return None
        if self.hotseat:
            return PUBLIC
        return self.humans[0]

    def _build_buttons(self) -> None:
        x, y, w, h = self.table.plugin.zone_or("buttons", (1030, 515, 240, 40))
        half = (w - 10) / 2
        self.buttons = ButtonGroup([
            Button((x, y, half, h), self.app.tr("table.undo"), self.undo, size=16),
            Button((x + half + 10, y, half, h), self.app.tr("table.menu"), self.leave, size=16),
        ])

    def refresh(self) -> None:
        self.table.refresh_context()
        self._build_buttons()
        if not self.table.presenter.animating:
            self.table.snap(self.presented, self.viewer)

    def exit(self) -> None:
        for seat in self.players.values():
            seat.close()
        self.session.close()
        if self.session.path is not None and self.session.path.exists():
            from game.save_index import record

            record(self.session.path, self.match)  # the menu's next look replays nothing

    def leave(self) -> None:
        """The table's menu over the game (resume, how to play, settings, leave)."""
        from game.ui.scenes.table_menu import TableMenu

        self.app.push(TableMenu(self.app, self))

    @property
    def design_size(self) -> tuple[int, int]:
        return self.table.plugin.design_size

    # -- whose turn ---------------------------------------------------------------------------------
    @property
    def acting_seat(self) -> Optional[int]:
        """The human seat that may act on the screen now (None while animating or behind a curtain)."""
        if self.curtain is not None or self.table.presenter.animating or self.viewer is None or self.between:
            return None
        return self.viewer if self.viewer in self.match.to_act() else None

    @property
    def between(self) -> bool:
        """A summary is on screen or waits for the animations before it."""
        return self.interlude is not None or self.pending_interlude is not None

    def _can_take_back(self, seat: Optional[int]) -> bool:
        return seat is not None and seat >= 0 and not self.seats[seat].is_computer and self.match.can_undo(seat)

    def undo_seat(self) -> Optional[int]:
        """The seat whose last decision Undo takes back now, or None (the button is then off).

        Against the computer, the one human's. At a shared screen, the seat whose private view
        is on screen; behind a curtain or on the public table, the last human to act, whose
        decision is then taken back on the public table and the screen passed back to them
        behind a curtain (`undo`): nobody ever sees another seat's hand through Undo. None while
        a summary between rounds is up or coming: the round is told before anything is taken back."""
        if self.between:
            return None
        if not self.hotseat:
            return next((s for s in (self.viewer, self.last_actor) if self._can_take_back(s)), None)
        if self.curtain is None and self.viewer is not None and self.viewer >= 0:
            return self.viewer if self._can_take_back(self.viewer) else None
        return self.last_actor if self._can_take_back(self.last_actor) else None

    def update(self, dt: float) -> None:
        self.quiet += dt
        self.curtain_age += dt
        speed = self.app.settings.animation_speed
        self.table.presenter.update(dt * speed)
        if self.snap_back is not None:
            self.snap_back[1].update(dt * speed)
            if self.snap_back[1].done:
                self.snap_back = None
        self.buttons.buttons[0].enabled = self.undo_seat() is not None
        if self.table.presenter.animating:
            return
        if self.pending_interlude is not None:
            # Everything before the summary has been played out: the board stays as it is now.
            self.interlude, self.pending_interlude = self.pending_interlude, None
            self.interlude_age = 0.0
            self.interlude_pressed = False
            return
        if self.interlude is not None:
            self.interlude_age += dt
            return
        if self.match.is_over():
            self.end_wait += dt
            if not self.ended and self.end_wait > 0.6:
                self.ended = True
                if self.demo_seed is not None:
                    self.app.replace(demo_table_scene(self.app, self.match.config.game_id, seed=self.demo_seed + 1, level=self.demo_level))
                    return
                from game.ui.scenes.end import EndScene

                self.app.push(EndScene(self.app, self))
            return
        to_act = self.match.to_act()
        computers = [s for s in to_act if s in self.players]
        if computers:
            seat = computers[0]
            thinker = self.players[seat]
            thinker.ask(self.match, seat)  # a searcher starts thinking during the pause
            self.computer_wait += dt * speed
            if self.computer_wait >= COMPUTER_DELAY:
                ready, command = thinker.answer(self.match)
                if ready:
                    self.computer_wait = 0.0
                    if command is not None:
                        self.submit(command)
            return
        waiting = [s for s in to_act if s in self.humans]
        if waiting and self._forced_checked != len(self.match.entries):
            self._forced_checked = len(self.match.entries)  # once per position: views cost time
            public = self.match.view(PUBLIC)
            for seat in waiting:
                forced = self.table.plugin.forced_command(public, seat, self.match.legal_commands(seat))
                if forced is not None:
                    self.app.toast(self.app.tr("table.forced", name=self.seats[seat].name))
                    self.submit(forced)  # no choice to make: no curtain, no click
                    return
        if waiting and self.viewer not in waiting and self.curtain is None:
            if not self.hotseat:
                self.set_viewer(waiting[0])
                return
            if self.at_screen in waiting:
                # The same person still has the screen: their effects were shown from the public
                # seat; their own view comes back without a curtain (one only comes when the
                # human at the screen changes).
                self.set_viewer(self.at_screen)
                return
            if self.viewer == PUBLIC and self.presented > 0:
                # Let everyone see how the round ended before the screen goes to one player.
                self.curtain_wait += dt * speed
                if self.curtain_wait < CURTAIN_DELAY:
                    return
            self.curtain_wait = 0.0
            self.raise_curtain(waiting[0])

    # -- at rest ------------------------------------------------------------------------------------
    def is_busy(self) -> bool:
        """Frames flow while something moves or counts: an animation or a callout, a card going
        back, a computer to act (thinking, then its pause), the pause before the end screen or
        before a curtain, a view about to change. A human to act with nothing moving rests,
        and so does a curtain: its arming counts the time it rested (Scene.update is told)."""
        presenter = self.table.presenter
        if presenter.animating or presenter.floating or self.snap_back is not None:
            return True
        if self.pending_interlude is not None:
            return True  # it goes up on the next frame
        if self.interlude is not None:
            return False  # a summary waits for a click: nothing moves (its arming counts the rest)
        if self.match.is_over():
            return not self.ended
        to_act = self.match.to_act()
        if any(s in self.players for s in to_act):
            return True
        waiting = [s for s in to_act if s in self.humans]
        if waiting and self._forced_checked != len(self.match.entries):
            return True  # a move with no choice may be about to play itself
        return bool(waiting) and self.viewer not in waiting and self.curtain is None

    def wake_in(self) -> Optional[float]:
        """While a card is held or chosen, the places it may go blink (see PULSE_MS)."""
        if self.curtain is not None or self.acting_seat is None or not self._glowing():
            return None
        phase = pygame.time.get_ticks() / PULSE_MS
        return (math.floor(phase / math.pi) + 1 - phase / math.pi) * math.pi * PULSE_MS / 1000

    def _glowing(self) -> bool:
        return (self.drag is not None and self.drag.moved) or self.selected is not None

    def raise_curtain(self, seat: int) -> None:
        """Pass the screen to `seat`: nothing shows until they lift the curtain."""
        self.curtain = seat
        self.at_screen = None  # the screen is being passed: nobody holds it until it is lifted
        self.curtain_age = 0.0
        self.curtain_pressed = None
        self._drop_private_toast()

    def _drop_private_toast(self) -> None:
        """A message written for the player leaving the screen (a refusal naming a card in their
        hand) goes with them: it would otherwise stay over the curtain and the next view."""
        self.app.toast_text = None

    def set_viewer(self, seat: Optional[int]) -> None:
        self.viewer = seat
        self.selected = None
        # Whatever the mouse held belongs to the view that goes: never draw it on another's.
        self.drag = None
        self.snap_back = None
        self.table.snap(self.presented, seat)

    # -- acting -----------------------------------------------------------------------------------
    def submit(self, command: Command) -> bool:
        """Send a command to the match; its events are queued as animations. False when refused."""
        try:
            self.match.submit(command)
        except IllegalCommand as error:
            self.app.toast(self.app.tr.reason(error.reason))
            self.app.sounds.play("error")
            return False
        except SaveWriteError as error:  # a full disk: the match took the move back; stop here
            from game.ui.scenes.save_prompt import stop_for_save_failure

            stop_for_save_failure(self.app, error)
            return False
        actor = command.seat
        # The zoom closes with the move: the card it showed is on its way elsewhere (issue 19);
        # it opens again when the mouse moves over a card.
        self.table.hovered = None
        if not self.seats[actor].is_computer:
            self.last_actor = actor
        self._present_new(actor)
        self.selected = None
        return True

    def _present_new(self, actor: Optional[int]) -> None:
        before = self.table.presenter.queue[-1].view if self.table.presenter.queue else self.table.presenter.view
        first = self.presented
        summaries = self.summaries_shown()
        public = [entry.event.seen_by(PUBLIC) for entry in self.match.entries[first:]] if summaries else []
        for position, state in self.table.states_from(first):
            if self.hotseat and position > first and self.viewer != PUBLIC:
                # Past the actor's own command, a shared screen shows only what everyone may see.
                self.viewer = PUBLIC
                self._drop_private_toast()
            before = self.table.enqueue(position, self.viewer, before, state)
            self.presented = position + 1
            if summaries:
                interlude = self.table.plugin.interlude(
                    public, position - first, lambda: self.match.rules.view(state, PUBLIC),
                    lambda event: self.table.describe(event, PUBLIC))
                if interlude is not None:
                    # The rest waits: the board stays as it is after this event behind the summary.
                    self.pending_interlude = interlude
                    return
        self.presented = len(self.match.entries)

    def summaries_shown(self) -> bool:
        """Summaries between rounds are for people: not for a table of computers only (a demo)."""
        return bool(self.humans) and self.demo_seed is None

    def dismiss_interlude(self) -> None:
        """The summary goes; what happened after its event is played out."""
        if self.interlude is None:
            return
        self.interlude = None
        self.interlude_pressed = False
        if self.presented < len(self.match.entries):
            self._present_new(None)

    def play(self, command: Command, from_rect: Optional[tuple] = None) -> bool:
        reason = self.table.plugin.why_not(self.match, command)
        if reason is None:
            if from_rect is not None and self.drag is not None:
                key = self.drag.sprite.key
                sprite = self.table.presenter.sprites.get(key)
                if sprite is not None:
                    self.table.presenter.sprites[key] = dataclasses.replace(sprite, rect=from_rect)
            if self.submit(command):
                return True
        else:
            self.app.toast(self.app.tr.reason(reason))
            self.app.sounds.play("error")
        return False

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            return
        own_view = self.curtain is None and self.viewer == seat
        if own_view or not self.hotseat:
            if self.viewer != seat:
                self.set_viewer(seat)  # one human: their own view, the only private one there is
            self.submit(Undo(seat))
            return
        # A shared screen, and not this seat's view on it: take the decision back on the public
        # table, then pass the screen to that seat behind a curtain (a curtain already up stays
        # up should the take-back be refused).
        self.set_viewer(PUBLIC)
        if self.submit(Undo(seat)):
            self.raise_curtain(seat)

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        vp = self.app.viewport
        armed = self.quiet >= CURTAIN_ARMING or self.curtain_age >= CURTAIN_ARMING
        summary_armed = self.quiet >= CURTAIN_ARMING or self.interlude_age >= CURTAIN_ARMING
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.quiet = 0.0
        if self.curtain is not None:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                # A press too close on the heels of the last (a double-click on Undo) lifts nothing.
                self.curtain_pressed = self.curtain if armed else None
                return
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                pressed, self.curtain_pressed = self.curtain_pressed, None
                if pressed != self.curtain:
                    # The release of a press begun before this curtain came up (the player who
                    # just acted letting go): lifting on it would show them the next hand.
                    return
            undo = self._curtain_undo_button()
            if undo is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1 and undo.contains(vp, event.pos):
                self.undo()
                return
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                    # Not Space: it skips the animation on the table, and a second tap of it
                    # would show the player who just acted the next player's hand.
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and armed):
                seat, self.curtain = self.curtain, None
                self.at_screen = seat
                self.set_viewer(seat)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leave()
            return
        if self.interlude is not None:
            self._interlude_event(event, summary_armed)
            return
        if self.table.log.handle_event(event, vp):
            return
        if self.acting_seat is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEWHEEL) \
                and self.table.plugin.handle_input(self.acting_seat, event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if self.buttons.handle_event(event, vp):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if self.drag is not None:
                self.drag.pos = event.pos
                if math.dist(event.pos, self.drag.start) > DRAG_THRESHOLD:
                    self.drag.moved = True
            else:
                self.table.hovered = self.table.sprite_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
            # what lies under the pointer now, not the card let go (its zoom stayed open over the log)
            self.table.hovered = self.table.sprite_at(event.pos)

    def _interlude_event(self, event: pygame.event.Event, armed: bool) -> None:
        """A summary goes on a click (anywhere, its button too), Enter or Space; not in its first
        moment, unless nothing was pressed for as long before (a tap meant to skip the
        animation must not skip the summary too). Esc opens the table's menu over it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.interlude_pressed = armed
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.interlude_pressed:
                self.dismiss_interlude()
            self.interlude_pressed = False
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and armed:
                self.dismiss_interlude()
            elif event.key == pygame.K_ESCAPE:
                self.leave()

    def _curtain_undo_button(self) -> Optional[Button]:
        """While the screen passes on, the player who just chose may still take it back."""
        seat = self.undo_seat()
        if seat is None:
            return None
        w, h = self.design_size
        label = f"{self.app.tr('table.undo')} ({self.seats[seat].name})"
        return Button((w / 2 - 130, h - 110, 260, 46), label, self.undo, size=16)

    def _hand(self) -> list[str]:
        seat = self.acting_seat
        return [] if seat is None else self.table.plugin.hand_keys(self.table.presenter.view, seat)

    def _press(self, pos) -> None:
        seat = self.acting_seat
        if seat is None:
            return
        sprite = self.table.sprite_at(pos)
        if sprite is not None and sprite.key in self._hand():
            x, y = self.app.viewport.to_design(pos)
            rect = next(r for s, r in self.table.drawn if s.key == sprite.key)
            self.drag = Drag(sprite, (x - rect[0], y - rect[1]), pos, pos)
        elif self.selected is not None:
            sprite = self.table.presenter.sprites.get(self.selected)
            if sprite is not None:
                command = self.table.plugin.drop_command(seat, sprite, self.app.viewport.to_design(pos))
                if command is not None:
                    self.play(command)

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        seat = self.acting_seat
        if drag is None or seat is None:
            return
        drag.pos = pos
        if not drag.moved:
            clicked = self.table.plugin.clicked(seat, drag.sprite)
            if clicked is not None:
                # The plugin acts on a single click (a button, a resource marked to pay with).
                self.selected = None
                if not isinstance(clicked, bool):
                    self.play(clicked)
                self._relayout_if_asked()
                return
            if self.selected == drag.sprite.key:
                # A second click on the chosen card or chip acts, as Enter does: every choice is
                # reachable with the mouse alone (Pass, a mulligan, an effect's answer...).
                command = self.table.plugin.select_command(seat, drag.sprite)
                self.selected = None
                if command is not None:
                    self.play(command)
            else:
                self.selected = drag.sprite.key
            return
        rect = drag.design_rect(self.app.viewport)
        command = self.table.plugin.drop_command(seat, drag.sprite, self.app.viewport.to_design(pos))
        self.drag = drag  # play() reads where the card was let go
        played = command is not None and self.play(command, from_rect=rect)
        self.drag = None
        if not played:
            self._relayout_if_asked()
            home = self.table.presenter.sprites.get(drag.sprite.key, drag.sprite)
            self.snap_back = (home, Tween(rect, home.rect, 0.25))

    def _relayout_if_asked(self) -> None:
        if self.table.plugin.relayout:
            self.table.plugin.relayout = False
            if not self.table.presenter.animating:
                self.table.snap(self.presented, self.viewer)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            if self.selected:
                self.selected = None
            else:
                self.leave()
        elif event.key == pygame.K_m:
            self.app.settings.sound = not self.app.settings.sound
            self.app.apply_settings()
            self.app.toast(self.app.tr("settings.sound", value=self.app.tr("on") if self.app.settings.sound else self.app.tr("off")))
        elif event.key == pygame.K_SPACE and self.table.presenter.animating:
            self.table.presenter.finish()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # Arrows walk along the hand; Tab (below) walks the buttons.
            hand = self._hand()
            if hand:
                step = 1 if event.key == pygame.K_RIGHT else -1
                index = hand.index(self.selected) + step if self.selected in hand else (0 if step > 0 else len(hand) - 1)
                self.selected = hand[index % len(hand)]
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            pass
        elif pygame.K_1 <= event.key <= pygame.K_9 or pygame.K_KP1 <= event.key <= pygame.K_KP9:
            index = event.key - (pygame.K_1 if event.key <= pygame.K_9 else pygame.K_KP1)
            hand = self._hand()
            if index < len(hand):
                self.selected = hand[index]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected and self.acting_seat is not None:
            sprite = self.table.presenter.sprites.get(self.selected)
            if sprite is not None:
                command = self.table.plugin.select_command(self.acting_seat, sprite)
                if command is not None:
                    self.play(command)
        else:
            self.buttons.handle_event(event, self.app.viewport)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp, assets = self.app.viewport, self.app.assets
        if self.curtain is not None:
            seat = self.curtain
            draw_curtain(surface, vp, assets, self.app.tr("table.pass_to", name=self.seats[seat].name),
                         self.app.tr("table.curtain_hint", name=self.seats[seat].name),
                         theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)])
            undo = self._curtain_undo_button()
            if undo is not None:
                undo.hovered = undo.contains(vp, pygame.mouse.get_pos())
                undo.draw(surface, vp, assets)
            return
        hidden = set()
        if self.drag is not None and self.drag.moved:
            hidden.add(self.drag.sprite.key)
        if self.snap_back is not None:
            hidden.add(self.snap_back[0].key)
        seat = self.acting_seat
        lifted: dict[str, float] = {}
        if seat is not None:
            hand = self._hand()
            if self.table.hovered is not None and self.table.hovered.key in hand:
                lifted[self.table.hovered.key] = 8
            if self.selected in hand:
                lifted[self.selected] = 16
        self.table.draw_table(surface, self.viewer, frozenset(hidden), lifted)
        if seat is not None:
            self._draw_turn_aids(surface, seat)
        elif self.table.presenter.animating:
            x, y, w, h = self.table.plugin.zone("message")
            assets.draw_text(surface, self.app.tr("table.skip"), 12 * vp.scale, theme.TEXT_DIM, vp.point((x, y + h + 2)))
        elif self.thinking_seat() is not None:
            x, y, w, h = self.table.plugin.zone("message")
            dots = "." * (1 + pygame.time.get_ticks() // 400 % 3)  # it moves: the game has not frozen
            text = self.app.tr("table.thinking", name=self.seats[self.thinking_seat()].name) + dots
            assets.draw_text(surface, text, 12 * vp.scale, theme.TEXT_DIM, vp.point((x, y + h + 2)))
        self.buttons.draw(surface, vp, assets)
        if self.snap_back is not None:
            sprite, tween = self.snap_back
            self.table.plugin.draw_sprite(surface, vp, sprite, tween.value, None, 255)
        if self.drag is not None and self.drag.moved:
            self.table.plugin.draw_sprite(surface, vp, self.drag.sprite, self.drag.design_rect(vp), None, 255)
        self.table.draw_callouts(surface)
        if self.interlude is not None:
            self._draw_interlude(surface, self.interlude)
            return
        if self.drag is None and self.table.hovered is not None and any(s.key == self.table.hovered.key for s, _ in self.table.drawn):
            hovered = self.table.presenter.sprites.get(self.table.hovered.key)
            if hovered is not None and (hovered.face_up or hovered.data is not None):
                self.table.draw_zoom(surface, hovered, pygame.mouse.get_pos())

    def thinking_seat(self) -> Optional[int]:
        """The computer seat the game waits for, when nothing moves on the table (None: none)."""
        if self.match.is_over() or self.table.presenter.animating or self.between:
            return None
        return next((s for s in self.match.to_act() if s in self.players), None)

    def interlude_layout(self, interlude: Interlude) -> tuple[pygame.Rect, list[list[str]], Button]:
        """The summary's panel (window pixels), its lines wrapped, and its button."""
        vp, assets = self.app.viewport, self.app.assets
        w, h = self.design_size
        width = INTERLUDE_WIDTH
        pad = 22
        size = INTERLUDE_TEXT * vp.scale
        wrapped = [assets.wrap(line, size, vp.px(width - 2 * pad)) for line in interlude.lines]
        line_h = assets.font(size).get_linesize() / vp.scale
        height = pad + 34 + sum(len(rows) for rows in wrapped) * line_h + 6 * len(wrapped) + 14 + 44 + 20 + pad
        height = min(height, h - 40)
        y = (h - height) / 2
        # In the middle, else at the left or the right edge, where it leaves what the plugin keeps
        # in sight uncovered.
        spots = [(w - width) / 2, 10, w - width - 10]
        x = next((left for left in spots if not any(
            pygame.Rect(round(left), round(y), width, round(height)).colliderect(pygame.Rect(*map(round, keep)))
            for keep in interlude.keep_in_sight)), spots[0])
        label = interlude.button or self.app.tr("table.summary_continue")
        button = Button((x + width / 2 - 110, y + height - pad - 20 - 44, 220, 44), label, self.dismiss_interlude, primary=True, size=16)
        return vp.rect((x, y, width, height)), wrapped, button

    def _draw_interlude(self, surface: pygame.Surface, interlude: Interlude) -> None:
        vp, assets = self.app.viewport, self.app.assets
        panel, wrapped, button = self.interlude_layout(interlude)
        shadow = panel.move(vp.px(5), vp.px(7))
        pygame.draw.rect(surface, (6, 8, 12), shadow, border_radius=vp.px(14))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=vp.px(14))
        pygame.draw.rect(surface, theme.BONUS_GOLD, panel, width=vp.px(2), border_radius=vp.px(14))
        y = panel.top + vp.px(22)
        title = 22 * vp.scale
        while title > 12 * vp.scale and assets.text(interlude.title, title, theme.TEXT, True).get_width() > panel.width - vp.px(44):
            title -= vp.scale  # a long title in a large text size is made smaller, never cut
        assets.draw_text(surface, interlude.title, title, theme.TEXT, (panel.centerx, y), "midtop", bold=True)
        y += vp.px(34)
        size = INTERLUDE_TEXT * vp.scale
        line_h = assets.font(size).get_linesize()
        for rows in wrapped:
            for row in rows:
                assets.draw_text(surface, row, size, theme.TEXT, (panel.left + vp.px(22), y))
                y += line_h
            y += vp.px(6)
        button.focused = True
        button.draw(surface, vp, assets)
        assets.draw_text(surface, self.app.tr("table.summary_hint"), 12 * vp.scale, theme.TEXT_DIM,
                         (panel.centerx, panel.bottom - vp.px(12)), "midbottom")

    def _draw_turn_aids(self, surface: pygame.Surface, seat: int) -> None:
        vp, assets = self.app.viewport, self.app.assets
        self.table.plugin.held = self.drag.sprite.key if self.drag is not None and self.drag.moved else self.selected
        targets = self.table.plugin.drop_targets(seat)
        glow = self._glowing()
        thick = glow and math.sin(pygame.time.get_ticks() / PULSE_MS) > 0
        for target in targets:
            rect = vp.rect(target).inflate(vp.px(8), vp.px(8))
            colour = theme.ACCENT if glow else (90, 140, 140)
            pygame.draw.rect(surface, colour, rect, width=vp.px(3 if glow else 2) + (vp.px(1) if thick else 0), border_radius=vp.px(9))
        drawn = {s.key: r for s, r in self.table.drawn}
        view = self.table.presenter.view
        hint = self.app.tr("table.hint")
        for key in self._hand():
            reason = self.table.plugin.unplayable_reason(view, seat, key) if key in drawn else None
            if reason:
                rect = vp.rect(drawn[key])
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 14, 20, 130))  # dimmed: it cannot be played now
                surface.blit(shade, rect)
                if self.table.hovered is not None and self.table.hovered.key == key:
                    hint = reason  # why not, where the hint is read
        for number, key in enumerate(self._hand()[:9], start=1):
            if key not in drawn or not self.table.plugin.wants_key_badge(key):
                continue
            rect = vp.rect(drawn[key])
            badge = pygame.Rect(0, 0, vp.px(20), vp.px(20))
            badge.midbottom = (rect.centerx, rect.top - vp.px(2))
            pygame.draw.ellipse(surface, theme.PANEL, badge)
            assets.draw_text(surface, str(number), 12 * vp.scale, theme.TEXT, badge.center, "center", bold=True)
            if key == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(vp.px(8), vp.px(8)), width=vp.px(4), border_radius=vp.px(10))
        x, y, w, h = self.table.plugin.zone("message")
        assets.draw_wrapped(surface, hint, 12 * vp.scale, theme.TEXT_DIM, vp.rect((x, y + h + 2, w, 60)))


def new_match_scene(app, game_id: str, seats: list[SeatConfig], seed: Optional[int] = None, save: bool = True,
                    options: Optional[dict] = None) -> TableScene:
    """Start a match journaled to a new save in the user's saves folder."""
    config = sessions.make_config(game_id, seats, seed, options)
    path = None
    if save:
        path = sessions.new_save_path(game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
    return TableScene(app, sessions.start(config, path))


def demo_table_scene(app, game_id: str, save: bool = False, seed: int = 1, level: str = "easy") -> TableScene:
    """Computer against computer (the smoke test and `python -m game demo`)."""
    from game.rules.registry import find_rules

    rules = find_rules(game_id)
    assert rules is not None
    seats = [SeatConfig(f"Computer {s + 1}", f"computer:{level}") for s in range(rules.min_players)]
    scene = new_match_scene(app, game_id, seats, seed=seed, save=save, options=self_play_options(game_id))
    scene.demo_seed = seed
    scene.demo_level = level
    return scene
