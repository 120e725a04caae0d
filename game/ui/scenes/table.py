"""Playing a match at one screen: drag or pick cards, curtains between human players,
computer seats, the reveal played out from the events, undo, the end."""

from __future__ import annotations

import dataclasses
import math
from typing import Optional

import pygame

from game import sessions
from game.engine import Command, IllegalCommand, SaveWriteError, SeatConfig
from game.match_options import self_play_options
from game.sessions import Session
from game.ui.computer import ComputerSeat, make_computer
from game.ui.number_keys import StableNumbers
from game.ui.presenter import Sprite
from game.ui.scene import Scene
from game.ui.scenes.table_drawing import PULSE_MS, TableDrawing
from game.ui.scenes.table_curtain import CURTAIN_ARMING, TableCurtain
from game.ui.scenes.table_input import Drag, TableInput
from game.ui.scenes.table_undo import TableUndo
from game.ui.scenes.table_view import PUBLIC, TableView
from game.ui.tables.base import Interlude
from game.ui.tween import Tween
from game.ui.widgets.button import Button, ButtonGroup

COMPUTER_DELAY = 0.45
"""Seconds a computer seat 'thinks', so its moves can be followed."""
ANSWER_GRACE = 0.6
"""Seconds, once the table stops moving after another seat's move, during which number keys and
Enter do nothing: keys typed ahead for one's own turn answered a question that had just come up
(a Skullduggery played against an attack the player had not seen, new-user trial F26)."""
CURTAIN_DELAY = 1.0
"""Seconds the shared table stays in view after effects, before the next curtain (1.6 read as a
board flashing between turns, and keys typed then were lost: fourth new-user trial)."""
IDLE_DELAY = 1.2
"""Seconds the seat at the screen sees a step it can do nothing in before it ends by itself."""


class TableScene(TableUndo, TableCurtain, TableInput, TableDrawing, Scene):
    plays_idle_moves = True
    """Whether a step the seat at the screen can do nothing in ends by itself (the guided games
    wait for the click they teach)."""

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.table = TableView(app, self.match)
        self.table.plugin.warn_before_ruin = app.settings.warn_before_ruin
        self.table.plugin.stop_warning = self._stop_warning
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
        self.curtain_pressed: Optional[tuple[int, bool]] = None
        """The curtain a mouse press began on, and whether on its frame: only a click of its own
        on the frame lifts it."""
        self.curtain_urged = False
        """A click fell outside the curtain's frame: its hint stands out."""
        self.curtain_too_soon = False
        """An Enter came before the curtain was armed (CURTAIN_ARMING): its hint says so."""
        self.curtain_scroll = self.curtain_scroll_most = 0
        """Lines the recap is scrolled back (mouse wheel), and how far it can go."""
        self.quiet = CURTAIN_ARMING
        """Seconds since the last click or key press."""
        self.curtain_age = 0.0
        """Seconds since the curtain came up."""
        self.last_actor: Optional[int] = next(
            (e.actor for e in reversed(self.match.entries) if e.command is not None and e.actor is not None
             and 0 <= e.actor < len(self.seats) and not self.seats[e.actor].is_computer), None)
        """The human who moved last: a game loaded or continued knows it from its log (eighteenth
        trial: Ctrl+Z after Load said "no move played")."""
        self.at_screen: Optional[int] = None
        """At a shared screen, the seat whose player took the screen last (lifted its curtain):
        while that player is the one to act again, no curtain comes (issue 19)."""
        self.watched_with: Optional[int] = None
        """The seat that held the screen when everyone watched something (a reveal, a summary):
        should its own view come next, its curtain says why one comes at all (twenty-first trial:
        "Passez à Ana" to Ana, at the screen, read as a mistake)."""
        self.shared_moments = 0
        """How many times everyone at the screen watched something (TablePlugin.shared_events)."""
        self.presented = len(self.match.entries)
        self.drag: Optional[Drag] = None
        self.snap_back: Optional[tuple[Sprite, Tween]] = None
        self.selected: Optional[str] = None
        self.sent_unseen: Optional[Command] = None
        """A command the table is sending for a seat whose view is not on screen, on purpose (a
        curtain's answer given unseen, a move with no choice in it), while it is sent."""
        self.key_pick: Optional[str] = None
        """The option last picked by a number or an arrow: while it stays picked, its card is
        shown large (zoomed_sprite) as if pointed at."""
        self.numbering = StableNumbers()
        """Each seat's number keys, kept within the table's scopes (StableNumbers)."""
        self.computer_wait = 0.0
        self.answer_grace = 0.0
        """Time left before keys act again after another seat's move (ANSWER_GRACE)."""
        self._entries_at_press = 0
        """The log's length when the button went down: a click that played leaves no zoom."""
        self.curtain_wait = 0.0
        self._forced_checked = -1
        """The entry count at which the seats to act were last checked for a move with no choice."""
        self._automatic: set[int] = set()
        """Batches (their first entry) of moves the table played for a seat with no choice."""
        self._idle: Optional[tuple[int, Optional[Command], float, str]] = None
        """(position, the idle move there or None, seconds waited, what the table says of it)."""
        self._idle_wait = IDLE_DELAY
        """Seconds that move waits (TablePlugin.idle_wait)."""
        self._public_log: list = []
        self._curtain_answer: tuple[Optional[tuple], Optional[tuple]] = (None, None)
        self._recap: tuple[Optional[tuple], list[str]] = (None, [])
        """(seat and position, the curtain's recap made for them: see `recap`)."""
        """(curtain seat, entry count) and the answer its curtain offers then (curtain_answer)."""
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
        self.table.plugin.warn_before_ruin = self.app.settings.warn_before_ruin
        self.table.plugin.stop_warning = self._stop_warning
        self._build_buttons()
        if not self.table.presenter.animating:
            self.table.snap(self.presented, self.viewer)

    def _ask_before_ruin(self, command: Command, warning: tuple[str, str]) -> None:
        from game.ui.scenes.save_prompt import PromptScene

        tr = self.app.tr

        def play_anyway(never: bool = False) -> None:
            self.app.pop()
            if never:
                self._stop_warning()
            self.submit(command)

        question, why = warning
        # Enter takes it back: a second Enter, typed on the heels of the first, sacrificed a
        # MULTI fighter the player meant to attack with (eighth new-user trial)
        self.app.push(PromptScene(self.app, question, why, [
            (tr("table.ruin_play"), play_anyway), (tr("table.ruin_never"), lambda: play_anyway(True)), (tr("table.ruin_back"), self.app.pop)],
            focus=2))

    def _stop_warning(self) -> None:
        self.app.settings.warn_before_ruin = False
        self.app.apply_settings()  # saved at once, as any setting
        self.app.toast(self.app.tr("table.warnings_off"), info=True)

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

    def submit_unseen(self, command: Command, automatic: bool = False) -> bool:
        """`submit`, for a seat whose view is not on screen, on purpose (sent_unseen)."""
        self.sent_unseen = command
        try:
            return self.submit(command, automatic=automatic)
        finally:
            self.sent_unseen = None

    @property
    def between(self) -> bool:
        """A summary is on screen or waits for the animations before it."""
        return self.interlude is not None or self.pending_interlude is not None

    def update(self, dt: float) -> None:
        self.quiet += dt
        self.curtain_age += dt
        speed = self.app.settings.animation_speed
        self.table.presenter.update(dt * speed)
        if self.snap_back is not None:
            self.snap_back[1].update(dt * speed)
            if self.snap_back[1].done:
                self.snap_back = None
        self.refresh_undo_button()
        if self.table.presenter.animating:
            return
        if self.hotseat and self.curtain is None and self.viewer is not None and self.viewer >= 0 \
                and self.at_screen != self.viewer and not self.shows_nothing_private(self.viewer):
            # a view shown without a curtain (it held nothing private) now holds something: the
            # screen was never taken by its player, so it is passed now
            self.raise_curtain(self.viewer)
            return
        # whatever gesture changed the table without a command, it is shown by the next frame:
        # a question asked on a path that did not lay the table out again left its words without
        # its buttons (eleventh trial, Maphr's "lay it anyway?" after Enter)
        self._relayout_if_asked()
        if self.acting_seat is not None:  # it runs once the question is on screen (not under a summary)
            self.answer_grace = max(0.0, self.answer_grace - dt)
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
                        asked = {s: self.match.legal_commands(s) for s in to_act if s in self.humans}
                        self.submit(command)
                        # A pick and keys typed ahead were for the question before this move;
                        # not when the question did not change (a duel's secret choices, made
                        # side by side: keys were lost there, fourth new-user trial)
                        if not asked or any(self.match.legal_commands(s) != legal for s, legal in asked.items()):
                            self.selected = None
                            self.answer_grace = ANSWER_GRACE
            return
        waiting = [s for s in to_act if s in self.humans]
        if waiting and self._forced_checked != len(self.match.entries):
            self._forced_checked = len(self.match.entries)  # once per position: views cost time
            public = self.match.view(PUBLIC)
            for seat in waiting:
                forced = self.table.plugin.forced_command(public, seat, self.match.legal_commands(seat))
                if forced is not None:
                    self.app.toast(self.table.plugin.forced_toast(self.seats[seat].name, public), info=True)
                    self.submit_unseen(forced, automatic=True)  # no choice to make: no curtain, no click
                    return
        if self._idle_move(waiting, dt * speed):
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
            first = self.table.plugin.first_at_screen(self.match.view(PUBLIC), waiting)
            if self.shows_nothing_private(first):
                # nothing to hide: the view goes up at once, but the screen is not taken (no
                # at_screen): whatever private comes next comes behind a curtain (below)
                self.set_viewer(first)
                return
            self.raise_curtain(first)

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
        if self._idle is not None and self._idle[0] == len(self.match.entries) and self._idle[1] is not None:
            return True  # a step the player can do nothing in is about to end by itself
        if self.plays_idle_moves and self.acting_seat in waiting and (self._idle is None or self._idle[0] != len(self.match.entries)):
            return True  # not yet asked whether this step has anything to do
        return bool(waiting) and self.viewer not in waiting and self.curtain is None

    def wake_in(self) -> Optional[float]:
        """While a card is held or chosen, the places it may go blink (see PULSE_MS)."""
        if self.curtain is not None or self.acting_seat is None or not self._glowing():
            return None
        phase = pygame.time.get_ticks() / PULSE_MS
        return (math.floor(phase / math.pi) + 1 - phase / math.pi) * math.pi * PULSE_MS / 1000

    def _glowing(self) -> bool:
        return (self.drag is not None and self.drag.moved) or self.selected is not None

    def _drop_private_toast(self) -> None:
        """A message written for the player leaving the screen (a refusal naming a card in their
        hand) goes with them: it would otherwise stay over the curtain and the next view."""
        self.app.toast_text = None

    def set_viewer(self, seat: Optional[int]) -> None:
        self.viewer = seat
        if seat is not None and seat >= 0:
            self.table.plugin.public_bottom = seat  # the public steps after their move keep their side
        self.selected = None
        # Whatever the mouse held belongs to the view that goes: never draw it on another's.
        self.drag = None
        self.snap_back = None
        self.table.snap(self.presented, seat)

    # -- acting -----------------------------------------------------------------------------------
    def _everyone_watched(self) -> None:
        """Everyone at the screen watched something (a reveal, a summary): nobody holds it now,
        and its last holder's next curtain says why it comes (watched_with)."""
        if self.at_screen is not None:
            self.watched_with = self.at_screen
        self.at_screen = None

    def refresh_undo_button(self) -> None:
        self.buttons.buttons[0].enabled = self.undo_seat() is not None

    def idle_notice(self) -> str:
        """What the table says of the step it is about to end by itself ("" when none waits)."""
        if self._idle is None or self._idle[0] != len(self.match.entries) or self._idle[1] is None:
            return ""
        return self._idle[3]

    def _idle_move(self, waiting: list[int], dt: float) -> bool:
        """The seat at the screen with nothing to do but end a step (TablePlugin.idle_command):
        after IDLE_DELAY, with a toast, the step ends by itself (third new-user trial H19: Mining
        War's empty phases each wanted a click). True while it waits or when it played."""
        seat = self.acting_seat
        if not self.plays_idle_moves or seat is None or seat not in waiting:
            self._idle = None
            return False
        position = len(self.match.entries)
        if self._idle is None or self._idle[0] != position:
            command = self.table.plugin.idle_command(self.match.view(seat), seat, self.match.legal_commands(seat))
            own_view = self.match.view(seat)
            toast = self.table.plugin.idle_toast(own_view, seat) if command is not None else ""
            self._idle_wait = IDLE_DELAY * self.table.plugin.idle_wait(own_view)
            self._idle = (position, command, 0.0, toast)
            if toast:
                # said while it waits, before the screen may pass on (eighth new-user trial: To
                # The Moon's turn ended, the curtain came, and nothing had said why)
                self.app.toast(toast, info=True)
        _, command, waited, toast = self._idle
        if command is None:
            return False
        if waited + dt < self._idle_wait:
            self._idle = (position, command, waited + dt, toast)
            return True
        self._idle = None
        if self.submit(command, automatic=True):
            if not self.hotseat or seat in self.match.to_act():
                # after the move: a move of several events passes the screen to the public table,
                # which drops the message before it (written for the player at the screen). Said
                # again only while that player keeps the screen: it tells what their hand holds
                # ("rien d'utile à faire"), and the next player read it on the shared screen
                # (twenty-first trial)
                self.app.toast(toast, info=True)
            # number keys and Enter wait a moment: the next step's buttons now sit where the
            # player's key was going (fifth new-user trial: a "1" meant for the skipped step
            # ended the combat, and the turn, unplayed)
            self.answer_grace = ANSWER_GRACE
        return True

    def submit(self, command: Command, automatic: bool = False) -> bool:
        """Send a command to the match; its events are queued as animations. False when refused.
        `automatic`: the table played it for the seat (no choice was left): Undo takes it back
        together with the seat's command before it."""
        first = len(self.match.entries)
        self.buttons.clear_focus()  # a move made: Enter is the table's again, not a Tab's button
        try:
            self.match.submit(command)
        except IllegalCommand as error:
            self.app.toast(self.app.tr.reason(error.reason, self.table.plugin.card_names()))
            self.app.sounds.play("error")
            return False
        except SaveWriteError as error:  # a full disk: the match took the move back; stop here
            from game.ui.scenes.save_prompt import stop_for_save_failure

            stop_for_save_failure(self.app, error)
            return False
        if automatic:
            self._automatic.add(self.match.entries[-1].batch)
        actor = command.seat
        # The zoom closes with the move: the card it showed is on its way elsewhere (issue 19);
        # it opens again when the mouse moves over a card.
        self.table.hovered = None
        if not self.seats[actor].is_computer:
            self.last_actor = actor
        self._present_new(actor)
        notice = None if self.seats[actor].is_computer else self.table.plugin.played_notice(self.match, first, command)
        if notice:
            # after the move is shown: a move of several events passes the screen to the public
            # table, which drops a message written before it
            self.app.toast(notice, info=True)
        self.selected = None
        return True

    def _present_new(self, actor: Optional[int]) -> None:
        before = self.table.presenter.queue[-1].view if self.table.presenter.queue else self.table.presenter.view
        first = self.presented
        summaries = self.summaries_shown()
        public = self._public_events() if summaries else []
        for position, state in self.table.states_from(first):
            if self.hotseat and position > first and self.viewer != PUBLIC:
                # Past the actor's own command, a shared screen shows only what everyone may see.
                self.viewer = PUBLIC
                self._drop_private_toast()
            before = self.table.enqueue(position, self.viewer, before, state)
            if self.hotseat and self.viewer == PUBLIC and self.table.plugin.watched_by_all(self.match.entries[position].event):
                self._everyone_watched()  # the next private view comes behind a curtain
                self.shared_moments += 1
            self.presented = position + 1
            if summaries:
                interlude = self.table.plugin.interlude(
                    public, position, lambda: self.match.rules.view(state, PUBLIC),
                    lambda event: self.table.describe(event, PUBLIC))
                if interlude is not None:
                    # The rest waits: the board stays as it is after this event behind the summary.
                    self.pending_interlude = interlude
                    return
        self.presented = len(self.match.entries)
        if actor is not None and actor in self.humans and self.humans_at_table():
            seen = [entry.event.seen_by(actor) for entry in self.match.entries[first:]]
            def views() -> tuple[dict, dict]:
                # worked out only when a table asks: a state folded again on every move else
                return self.match.rules.view(self.match.state_at(first), actor), self.match.view(actor)

            peek = self.table.plugin.private_peek(seen, actor, views)
            self.pending_interlude = peek or self.pending_interlude

    def humans_at_table(self) -> bool:
        """People watch this table (not a demo of computers)."""
        return bool(self.humans) and self.demo_seed is None

    def _public_events(self) -> list:
        """Every event of the log as the public sees it, kept between calls (the log only grows,
        but Undo cuts it: then the kept list is cut back to where it still matches)."""
        entries = self.match.entries
        kept = self._public_log
        while kept and (len(kept) > len(entries) or kept[-1][0] is not entries[len(kept) - 1]):
            kept.pop()
        kept.extend((entry, entry.event.seen_by(PUBLIC)) for entry in entries[len(kept):])
        return [event for _, event in kept]

    @property
    def toast_y(self) -> float:
        """Where a toast stands (design pixels): under a round's summary while one is up, whose
        box it covered (second new-user trial G9); else above the hand's number keys, which two
        lines at x1.3 covered (third new-user trial H17)."""
        if self.interlude is not None or self.pending_interlude is not None:
            return self.design_size[1] - 70
        own = self.table.plugin.toast_y()
        return own if own is not None else self.design_size[1] - 232

    def summaries_shown(self) -> bool:
        """Summaries between rounds are for people: not for a table of computers only (a demo)."""
        optional = self.table.plugin.summaries_optional  # a series' results between games always show
        return self.humans_at_table() and (self.app.settings.round_summaries or not optional)

    def dismiss_interlude(self) -> None:
        """The summary goes; what happened after its event is played out."""
        if self.interlude is None:
            return
        private = self.interlude.private_to is not None
        handover = self.summary_handover()
        self.interlude = None
        self.interlude_pressed = False
        # Everyone at the table read the summary: the next hand shown goes behind a curtain,
        # even to the player who had the screen before it (seen in the window: Bruno's hand came
        # up straight after the round's summary, in front of Alice); unless the summary's button
        # named that player ("Ana, à vous"): its click passed the screen. What one player alone
        # saw leaves the screen with that player.
        if not private:
            self._everyone_watched()
            if handover is not None:
                self.at_screen, self.watched_with = handover, None  # the next curtain is a plain pass
        if self.presented < len(self.match.entries):
            self._present_new(None)

    def play(self, command: Command, from_rect: Optional[tuple] = None) -> bool:
        reason = self.table.plugin.why_not(self.match, command)
        warning = self.table.plugin.ruin_warning(self.table.presenter.view, command) \
            if reason is None and self.app.settings.warn_before_ruin else None
        if warning:
            self._ask_before_ruin(command, warning)
            return False  # the card goes back to its place until the answer
        if reason is None:
            if from_rect is not None and self.drag is not None:
                key = self.drag.sprite.key
                sprite = self.table.presenter.sprites.get(key)
                if sprite is not None:
                    self.table.presenter.sprites[key] = dataclasses.replace(sprite, rect=from_rect)
            if self.submit(command):
                return True
        else:
            self.app.toast(self.app.tr.reason(reason, self.table.plugin.card_names()))
            self.app.sounds.play("error")
        return False

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
