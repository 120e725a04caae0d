"""The curtain between the players of one screen (TableScene's half that passes the screen on):
raised when the human at the screen changes, lifted by a click on its frame or Enter, with what
happened since the incoming player's last move, an answer they may give unseen, and Undo for
the player who just chose."""

from __future__ import annotations

from typing import Any, Optional

import pygame

from game.engine.records import Command, Undone
from game.ui import theme
from game.ui.scenes.table_view import PUBLIC
from game.ui.widgets.button import Button
from game.ui.widgets.curtain import CurtainText, draw_curtain, frame_rect

CURTAIN_ARMING = 0.6
"""Seconds (real time) a curtain stays deaf after it comes up, unless no click or key came for
as long before: the rest of a double-click, or a second tap, never lifts it."""
RECAP_PAGE = 5
"""Lines Page Up and Page Down scroll the recap by."""
RECAP_MOST = 40
"""Lines the recap keeps at most: the rest of the game is in the log."""


class TableCurtain:
    """Mixed into TableScene: its state (curtain, curtain_pressed, ...) lives there."""

    def raise_curtain(self, seat: int) -> None:
        """Pass the screen to `seat`: nothing shows until they lift the curtain."""
        self.curtain = seat
        self.at_screen = None  # the screen is being passed: nobody holds it until it is lifted
        self.curtain_age = 0.0
        self.curtain_pressed = None
        self.curtain_urged = False
        self.curtain_too_soon = False
        self.curtain_scroll = 0
        self.curtain_taken_back = False
        self._drop_private_toast()

    def summary_handover(self) -> Optional[int]:
        """The seat a public summary between rounds passes the screen to (its button names them:
        "Ana, à vous"), or None. Everyone reads the summary; the click that closes it is the
        one a curtain would have asked for next (issue 19: friction at hand-over, a summary then
        a curtain each round). None when a computer plays next or the next view hides nothing."""
        interlude = self.interlude
        if not self.hotseat or interlude is None or interlude.private_to is not None or interlude.button or self.match.is_over():
            return None  # (a button of its own, "Next game", names nobody: a curtain follows)
        key = (id(interlude), len(self.match.entries))
        if self._handover[0] != key:  # asked by each frame's layout and drawing: a view made once
            to_act = self.match.to_act()
            waiting = [s for s in to_act if s in self.humans]
            seat = None
            if waiting and not any(s in self.players for s in to_act):
                seat = self.table.plugin.first_at_screen(self.match.view(PUBLIC), waiting)
                seat = None if self.shows_nothing_private(seat) else seat
            self._handover = (key, seat)
        return self._handover[1]

    def shows_nothing_private(self, seat: int) -> bool:
        """Whether `seat`'s view holds nothing the public view does not (To The Moon's Character
        pick, before any card is dealt): no curtain is needed to show it (thirteenth trial: two
        curtains for a pick made in the open). Empty hands count as nothing: their sizes are
        public. Worked out once per seat and position."""
        key = (seat, len(self.match.entries))
        if self._nothing_private[0] != key:
            self._nothing_private = (key, _bare(self.match.view(seat)) == _bare(self.match.view(PUBLIC)))
        return self._nothing_private[1]

    _nothing_private: tuple[Optional[tuple[int, int]], bool] = (None, False)
    _handover: tuple[Optional[tuple[int, int]], Optional[int]] = (None, None)
    curtain_taken_back = False
    """The curtain came up because its seat's move was taken back (its words say so)."""

    def lift_curtain(self) -> None:
        seat, self.curtain = self.curtain, None
        self.at_screen = seat
        self.watched_with = None
        self.set_viewer(seat)
        # No zoom until the pointer moves: the card under the click that lifted the curtain (or
        # one left hovered before it) covered the player's own cards
        self.table.hovered = None

    def curtain_event(self, event: pygame.event.Event, armed: bool) -> None:
        """A gesture while the curtain is up. Only a click begun and ended on its frame (or
        Enter) lifts it: a click elsewhere, or a drag begun anywhere, lifted it too, and with
        it the next player's hand (fifth new-user trial: "a leak risk"). Such a click makes the
        hint stand out instead."""
        vp = self.app.viewport
        on_frame = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and vp.rect(frame_rect(self.design_size)).collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A press too close on the heels of the last (a double-click on Undo) lifts nothing.
            self.curtain_pressed = (self.curtain, on_frame) if armed else None
            return
        if event.type == pygame.MOUSEWHEEL:
            self.curtain_scroll = max(0, min(self.curtain_scroll + event.y, self.curtain_scroll_most))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # the recap without a wheel (eleventh trial: "no other way")
            step = RECAP_PAGE if event.key == pygame.K_PAGEUP else -RECAP_PAGE
            self.curtain_scroll = max(0, min(self.curtain_scroll + step, self.curtain_scroll_most))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.curtain_pressed = self.curtain_pressed, None
            if pressed is None or pressed[0] != self.curtain:
                # The release of a press begun before this curtain came up (the player who just
                # acted letting go): lifting on it would show them the next hand.
                return
            for button in (self._curtain_answer_button(), self._curtain_undo_button()):
                if button is not None and button.contains(vp, event.pos):
                    button.on_click()
                    return
            if pressed[1] and on_frame:
                self.lift_curtain()
            else:
                self.curtain_urged, self.curtain_too_soon = True, False
            return
        if event.type != pygame.KEYDOWN:
            return
        answer = self._curtain_answer_button()
        lifting = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) or (answer is not None and event.key in (pygame.K_1, pygame.K_KP1))
        if lifting and not armed:
            # Too close on the heels of the last key (maybe the other player's second tap): it
            # lifts nothing, and says so (seventh new-user trial: an Enter seemed lost, twice)
            self.curtain_urged = self.curtain_too_soon = True
        elif answer is not None and event.key in (pygame.K_1, pygame.K_KP1):
            answer.on_click()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # Not Space: it skips the animation on the table, and a second tap of it would show
            # the player who just acted the next player's hand.
            self.lift_curtain()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            self.leave()

    def draw_curtain_screen(self, surface: pygame.Surface) -> None:
        vp, assets, tr = self.app.viewport, self.app.assets, self.app.tr
        seat = self.curtain
        name = self.seats[seat].name
        again = self.watched_with == seat  # the same player, but everyone has just watched the screen
        if self.curtain_too_soon:
            hint_key = "table.curtain_too_soon"
        elif again:
            hint_key = "table.curtain_hint_taken_back" if self.curtain_taken_back else "table.curtain_hint_again"
        else:
            hint_key = "table.curtain_hint"
        hint = tr(hint_key, name=name)
        text = CurtainText(tr("table.back_to" if again else "table.pass_to", name=name), hint,
                           theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)],
                           self.recap(seat), tr("table.since_title" if self.has_moved(seat) else "table.since_start", name=name),
                           lambda n: tr("table.since_more_above", count=n), lambda n: tr("table.since_more_below", count=n))
        mouse = pygame.mouse.get_pos()
        self.curtain_scroll_most = draw_curtain(surface, vp, assets, text, hovered=vp.rect(frame_rect(self.design_size)).collidepoint(mouse),
                                                urged=self.curtain_urged, scroll=self.curtain_scroll)
        for button in (self._curtain_answer_button(), self._curtain_undo_button()):
            if button is not None:
                button.hovered = button.contains(vp, mouse)
                button.draw(surface, vp, assets)
        w, h = self.design_size
        last = self.last_actor
        entries = self.match.entries
        taken_back = bool(entries) and isinstance(entries[-1].event, Undone)  # nothing to explain: it just was
        if self._curtain_undo_button() is None and not self.between and not taken_back and last is not None and last >= 0 \
                and not self.seats[last].is_computer:
            # where Undo stands when it can: why it does not now (seventh new-user trial: "the
            # curtain sometimes has Annuler, sometimes not, with no visible reason")
            # two lines at most: the reason may quote a long log line
            assets.draw_wrapped(surface, tr("table.curtain_no_undo", name=self.seats[last].name, why=self.why_no_undo(last)),
                                13 * vp.scale, theme.TEXT_DIM, vp.rect((40, h - 98, w - 80, 40)), center=True, max_lines=2)
        if self.curtain_answer() is not None:
            assets.draw_text(surface, tr("table.curtain_answer", name=name), 15 * vp.scale, theme.TEXT_DIM, vp.point((w / 2, h - 184)), "midbottom")

    # -- the recap ------------------------------------------------------------------------------
    def since_last_move(self, seat: int, most: int = RECAP_MOST) -> list[str]:
        """The public log lines since `seat` last sent a command, the latest `most` (the one
        coming to the screen read nothing of what happened meanwhile: second new-user trial G6);
        before its first move, the game so far. Nothing since, but the move set the table going
        (a round ended and the next began in its wake): the move's own lines and theirs (the
        eleventh trial's curtain for round 2 was blank)."""
        entries = self.match.entries
        upto = min(self.presented, len(entries))
        last = self._last_move(seat)
        after = 0
        if last is not None:
            batch = entries[last].batch
            after = next((i for i in range(last, upto) if entries[i].batch != batch), upto)  # past its own command's events
        lines = self.table.log_lines(upto, PUBLIC)
        mover, takeable = self._takeable_before(seat)
        if takeable is not None and takeable < upto:
            # The move the curtain still offers to take back is not told: shown, then taken back,
            # it would tell whoever reads the curtain a card now back in its player's hand
            # (twenty-fourth trial: "Bob joue Kira face visible", then Kira went back).
            told = [line for line in lines[after:takeable] if line]
            return (told + [self.app.tr("table.since_takeable", name=self.seats[mover].name)])[-most:]
        since = [line for line in lines[after:] if line]
        if not since and last is not None:
            since = [line for line in lines[last:] if line]
        return since[-most:]

    def _takeable_before(self, seat: int) -> tuple[Optional[int], Optional[int]]:
        """(the seat, the position) of the move another player may still take back from `seat`'s
        curtain, or (None, None)."""
        if self.curtain != seat:
            return None, None
        mover = self.undo_seat()
        if mover is None or mover == seat:
            return None, None
        return mover, self.match.undo_start(mover, self._undo_batches())

    def recap(self, seat: int) -> list[str]:
        """What the curtain tells `seat`: the lines since its last move (see since_last_move),
        or that nothing happened (tenth trial: a second curtain with nothing on it), then what
        the game waits for now, in public words."""
        key = (seat, self.presented, len(self.match.entries), self.app.tr.lang)
        if self._recap[0] == key:
            return self._recap[1]  # drawn with every frame of the curtain: a view is not made each time
        lines = self.since_last_move(seat)
        status = self.table.plugin.status_text(self.match.view(PUBLIC), PUBLIC)
        if status and status[-1] not in ".!?…:":
            status += "."  # a sentence like the lines above it (sixteenth trial: Mythos' had none)
        now = [self.app.tr("table.now", status=status)] if status else []
        if lines and status and lines[-1].strip().rstrip(".") in status:
            # "À Ana de jouer." then "Maintenant : Tour 1 · À Ana de jouer" said it twice (Mythos)
            lines = lines[:-1]
        if lines or not self.has_moved(seat):
            # and what the game waits for: "Une cible est choisie." did not tell Ana she was to
            # pick a card to discard (twelfth trial)
            recap = lines + now
        else:
            recap = [self.app.tr("table.since_nothing")] + now
        self._recap = (key, recap)
        return recap

    def has_moved(self, seat: int) -> bool:
        """Whether `seat` has sent a command in what is on screen (the recap's title says since when)."""
        return self._last_move(seat) is not None

    def _last_move(self, seat: int) -> Optional[int]:
        """The position of `seat`'s latest command among the entries on screen, None if none."""
        entries = self.match.entries
        # not a move the table played by itself for the seat (twenty-fourth trial: Bob's forced
        # pass began his recap, and Ana's pass and her Edge before it were not told)
        return next((i for i in range(min(self.presented, len(entries)) - 1, -1, -1)
                     if entries[i].command is not None and entries[i].actor == seat and entries[i].batch not in self._automatic), None)

    # -- answering unseen, taking back --------------------------------------------------------------
    def curtain_answer(self) -> Optional[tuple[str, Command]]:
        """The answer the curtain's seat may give without lifting it (TablePlugin.curtain_answer),
        asked once per curtain and position."""
        key = (self.curtain, len(self.match.entries))
        if self.curtain is None:
            return None
        if self._curtain_answer[0] != key:
            seat = self.curtain
            offered = self.table.plugin.curtain_answer(self.match.view(PUBLIC), seat, self.match.legal_commands(seat))
            self._curtain_answer = (key, offered)
        return self._curtain_answer[1]

    def _curtain_answer_button(self) -> Optional[Button]:
        answer = self.curtain_answer()
        if answer is None:
            return None
        label, command = answer
        w, h = self.design_size
        return Button((w / 2 - 280, h - 178, 560, 46), f"1 · {label} ({self.seats[command.seat].name})",
                      lambda: self._answer_on_curtain(command), size=16)

    def _answer_on_curtain(self, command: Command) -> None:
        """The seat answers with its hand unseen: the table the curtain lifts on is the public
        one, never the view of the player who had the screen before."""
        self.curtain = None
        self.set_viewer(PUBLIC)
        self.submit_unseen(command)
        # Nobody takes the screen: the answer was given unseen because someone else may be
        # looking, so the answerer's own view comes next only behind a curtain (fifth and seventh
        # trials saw their hand come up straight after "no offer").

    def _curtain_undo_button(self) -> Optional[Button]:
        """While the screen passes on, the player who just chose may still take it back."""
        seat = self.undo_seat()
        if seat is None:
            return None
        w, h = self.design_size
        # the mover's own words: "Annuler (Bob)" read as a button for whoever sat there, and the
        # next player took Bob's move back (fourteenth and fifteenth trials)
        label = self.app.tr("table.curtain_undo", name=self.seats[seat].name)
        return Button((w / 2 - 170, h - 110, 340, 46), label, self.undo, size=16)


def _bare(value: Any) -> Any:
    """A view with its empty lists and maps as None, as the public view shows a hidden one."""
    if isinstance(value, dict):
        return {key: _bare(item) for key, item in value.items()} or None
    if isinstance(value, (list, tuple)):
        return [_bare(item) for item in value] or None
    return value
