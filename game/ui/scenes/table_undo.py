"""Undo at one screen: whose decision it takes back, and how, so that nobody ever sees another
seat's hand through it."""

from __future__ import annotations

from typing import Optional

from game.engine import Undo, Undone
from game.ui.scenes.table_view import PUBLIC

QUOTED_MOST = 72
"""Characters of a log line a refusal quotes at most."""


class TableUndo:
    """Mixed into the table scene (its match, seats, viewer, curtain and the rest)."""

    def _can_take_back(self, seat: Optional[int]) -> bool:
        return seat is not None and seat >= 0 and not self.seats[seat].is_computer and self.match.can_undo(seat, self._undo_batches())

    def _undo_batches(self) -> int:
        """Commands Undo takes back: the moves the table played by itself go with the one before
        them (taken back alone, they would play themselves again: the ninth trial's Undo after
        Mining War's draw and deployment had ended by themselves took back only the second,
        which ended itself again, and nothing seemed to happen)."""
        automatic = 0
        for start, _ in self.match.live_batches():
            if start not in self._automatic:
                break
            automatic += 1
        return automatic + 1

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

    def why_no_undo(self, seat: Optional[int], alone: bool = False) -> str:
        """Why `seat`'s last move cannot be taken back, in a few words: someone else played
        since, or the move drew or showed something its player did not know (thirteenth trial:
        "it showed or drew a card, or the game went on" after a refused offer, which did neither)."""
        entries = self.match.entries[:self.match.live_end()]
        mine = next((i for i in range(len(entries) - 1, -1, -1) if entries[i].command is not None and entries[i].actor == seat), None)
        if seat is None or mine is None:
            return self.app.tr("table.undo_why_none")
        later = [e.actor for e in entries[mine:] if e.command is not None and e.actor != seat]
        if later:
            who = later[0]
            return self.app.tr("table.undo_why_played", name=self.seats[who].name) if who is not None and who >= 0 \
                else self.app.tr("table.undo_why_went_on")
        return self._why_shown(mine, len(entries), alone)

    def _why_shown(self, start: int, end: int, alone: bool = False) -> str:
        """The first thing the move brought about that cannot be taken back, in the public log's
        words (twenty-first trial: "a card drawn or shown, or a step passed" did not say which)."""
        entries = self.match.entries
        batch_end = next((i for i in range(start + 1, end) if entries[i].batch != entries[start].batch), end)
        for entry in entries[start:batch_end]:
            if not entry.event.reveals_nothing:
                line = self.table.describe(entry.event, PUBLIC).strip().rstrip(".")
                if len(line) > QUOTED_MOST:
                    line = line[:QUOTED_MOST - 1].rstrip() + "…"
                if line:
                    # said alone (a toast), the move is named: "il a mené à" had no "il" to
                    # refer to there (twenty-third trial)
                    return self.app.tr("table.undo_why_event_alone" if alone else "table.undo_why_event", line=line)
        return self.app.tr("table.undo_why_shown")

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            if not self.between:
                # Ctrl+Z or the greyed button did nothing, silently (third new-user trial H18)
                asking = self.viewer if self.viewer is not None and self.viewer >= 0 else self.last_actor
                self.app.toast(self.app.tr("table.nothing_to_undo", why=self.why_no_undo(asking, alone=True)))
            return
        own_view = self.curtain is None and self.viewer == seat
        if own_view or not self.hotseat:
            if self.viewer != seat:
                self.set_viewer(seat)  # one human: their own view, the only private one there is
            if self.submit(Undo(seat, self._undo_batches())):
                self._tell_taken_back(seat)
            return
        # A shared screen, and not this seat's view on it: take the decision back on the public
        # table, then pass the screen to that seat behind a curtain (a curtain already up stays
        # up should the take-back be refused).
        self.set_viewer(PUBLIC)
        if self.submit(Undo(seat, self._undo_batches())):
            self._tell_taken_back(seat)
            self.raise_curtain(seat)
            # whoever pressed it, the hand comes back behind a curtain; it says why (twenty-second
            # trial: "Passez à Ana" to Ana, who had just taken her move back)
            self.watched_with = seat
            self.curtain_taken_back = True

    def _tell_taken_back(self, seat: int) -> None:
        """The table hears which of the seat's commands went (sixteenth trial: an offer taken
        back left its panel empty, to be built again)."""
        entries = self.match.entries
        undone = entries[-1].event
        if isinstance(undone, Undone):
            self.table.plugin.taken_back([e.command for e in entries[undone.back_to:len(entries) - 1]
                                          if e.command is not None and e.actor == seat and not isinstance(e.command, Undo)])
