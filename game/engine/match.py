"""A match: the log of events and the state that is its fold.

Commands go in through `submit`; the rules answer with events, which are appended to the log
(in batches: one batch per command, plus the setup batch) and applied to the state. Snapshots
of the state every few events make `state_at` (replay seeking, undo) cheap at any position.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional

from game.engine.randomness import rng_at
from game.engine.records import Command, Event, IllegalCommand, Undo, Undone
from game.engine.rules import MatchConfig, Outcome, Rules
from game.engine.statehash import hash_data

SNAPSHOT_EVERY = 32
"""Events between two kept snapshots: a seek folds at most this many events."""
MAX_EVENTS_PER_BATCH = 5000
"""A batch longer than this means `advance` never settles: a rules bug, stopped loudly."""


@dataclass(frozen=True)
class Entry:
    """One event in the log, with where it came from."""

    event: Event
    actor: Optional[int]
    """The seat whose command caused the event; None for the setup."""
    batch: int
    """Log position of the first entry of this event's batch."""
    command: Optional[Command] = None
    """The command, on the first entry of the batch it caused (None elsewhere)."""
    hash: Optional[str] = None
    """The state hash after this event (kept when the match hashes)."""


class Match:
    def __init__(
        self,
        rules: Rules,
        config: MatchConfig,
        *,
        hashing: bool = False,
        on_entries: Optional[Callable[[list[Entry]], None]] = None,
        seats_in_hash: bool = False,
    ):
        rules.check_config(config)
        self.rules = rules
        self.config = config
        self.hashing = hashing
        self.seats_in_hash = seats_in_hash
        """The seats' names and kinds are hashed with the state (saves of format 2 on): a name
        changed in a save's header then no longer verifies. Older saves hash the state alone."""
        self._seats_plain = [[seat.name, seat.kind] for seat in config.seats]
        self.on_entries = on_entries
        self.state: Any = rules.initial_state(config)
        self.entries: list[Entry] = []
        self._snapshots: dict[int, Any] = {0: copy.deepcopy(self.state)}
        self._run_batch(None, rules.setup(self.state, rng_at(config.seed, 0)))

    # -- reading ---------------------------------------------------------------------------
    @property
    def outcome(self) -> Optional[Outcome]:
        return self.rules.outcome(self.state)

    def is_over(self) -> bool:
        return self.outcome is not None

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else tuple(self.rules.to_act(self.state))

    def legal_commands(self, seat: int) -> list[Command]:
        if seat not in self.to_act():
            return []
        return self.rules.legal_commands(self.state, seat)

    def view(self, seat: Optional[int]) -> dict[str, Any]:
        return self.rules.view(self.state, seat)

    def state_hash(self) -> str:
        digest = hash_data(self.rules.hash_data(self.state))
        return hash_data([self._seats_plain, digest]) if self.seats_in_hash else digest

    def events_seen_by(self, seat: Optional[int], upto: Optional[int] = None) -> list[Event]:
        entries = self.entries if upto is None else self.entries[:upto]
        return [e.event.seen_by(seat) for e in entries]

    # -- acting ----------------------------------------------------------------------------
    def submit(self, command: Command) -> list[Entry]:
        """Play a command; returns the new log entries, or raises IllegalCommand."""
        if self.is_over():
            raise IllegalCommand("the game is over")
        if isinstance(command, Undo):
            back_to = self._undo_start(command.seat, command.batches)
            if back_to is None:
                raise IllegalCommand("there is nothing of yours to take back")
            return self._run_batch(command, [Undone(seat=command.seat, back_to=back_to)])
        if command.seat not in self.rules.to_act(self.state):
            raise IllegalCommand("it is not your turn to act")
        events = self.rules.handle(self.state, command, rng_at(self.config.seed, len(self.entries)))
        return self._run_batch(command, events)

    def can_undo(self, seat: int, batches: int = 1) -> bool:
        """True when the last `batches` batches (those a take-back just before left standing)
        are each this seat's command and revealed and drew nothing."""
        return self._undo_start(seat, batches) is not None

    def undo_start(self, seat: int, batches: int = 1) -> Optional[int]:
        """Where the log would go back to were `seat` to take back its last `batches` commands
        (None: it may not)."""
        return self._undo_start(seat, batches)

    def live_end(self, end: Optional[int] = None) -> int:
        """Where the log stands once the take-backs at its end (or before `end`) are skipped:
        the state now is the state there. A second Undo goes on from there, one move further
        back (fourteenth trial: Undo reached only the last move of a turn)."""
        end = len(self.entries) if end is None else end
        while end > 0:
            start = self.entries[end - 1].batch
            undone = self.entries[start].event
            if not isinstance(self.entries[start].command, Undo) or end - start != 1 or not isinstance(undone, Undone):
                break  # a take-back the table went on from (events after it) is where the log stands
            end = undone.back_to
        return end

    def live_batches(self) -> Iterator[tuple[int, int]]:
        """(start, end) of each batch of the log as the state stands, the latest first: the
        moves taken back, and their take-backs, are skipped."""
        end = self.live_end()
        while end > 0:
            start = self.entries[end - 1].batch
            yield start, end
            end = self.live_end(start)

    def _undo_start(self, seat: int, batches: int) -> Optional[int]:
        """Where the log goes back to when `seat` takes back its last `batches` commands, or
        None when it may not."""
        if not self.entries or self.is_over() or not isinstance(batches, int) or batches < 1:
            return None
        walk = self.live_batches()
        for _ in range(batches):
            start, end = next(walk, (None, None))
            if start is None:
                return None
            first = self.entries[start]
            if first.actor != seat or first.command is None or isinstance(first.command, Undo):
                return None
            if not all(entry.event.reveals_nothing for entry in self.entries[start:end]):
                return None
        return start

    def _run_batch(self, command: Optional[Command], events: list[Event]) -> list[Entry]:
        start = len(self.entries)
        actor = None if command is None else command.seat
        rng = rng_at(self.config.seed, start)
        try:
            pending = list(events)
            while pending:
                for event in pending:
                    self._append(event, actor, start, command if len(self.entries) == start else None)
                    if len(self.entries) - start > MAX_EVENTS_PER_BATCH:
                        raise RuntimeError(f"{self.rules.game_id}: advance never settles")
                pending = [] if self.is_over() else self.rules.advance(self.state, rng)
            if self.on_entries is not None:
                # Inside the try: a batch the save could not take (a full disk) is taken back,
                # so the match never runs ahead of its save.
                self.on_entries(self.entries[start:])
        except BaseException:
            # Leave the match exactly as it was before the command: no half-applied batch.
            del self.entries[start:]
            for position in [p for p in self._snapshots if p > start]:
                del self._snapshots[position]
            self.state = self.state_at(start)
            raise
        return self.entries[start:]

    def _append(self, event: Event, actor: Optional[int], batch: int, command: Optional[Command]) -> None:
        if isinstance(event, Undone):
            self.state = self.state_at(event.back_to)
        else:
            self.rules.apply(self.state, event)
        digest = self.state_hash() if self.hashing else None
        self.entries.append(Entry(event, actor, batch, command, digest))
        if len(self.entries) % SNAPSHOT_EVERY == 0 or isinstance(event, Undone):
            # A snapshot after every Undone too: no seek then folds across one, so seeking stays
            # linear however many undos follow each other (each refold once went back to the
            # start through every earlier undo: doubling per undo, a frozen table after ~25).
            self._snapshots[len(self.entries)] = copy.deepcopy(self.state)

    # -- seeking ---------------------------------------------------------------------------
    def state_at(self, position: int) -> Any:
        """A fresh copy of the state after the first `position` entries of the log."""
        if not 0 <= position <= len(self.entries):
            raise IndexError(f"position {position} outside 0..{len(self.entries)}")
        base = max(p for p in self._snapshots if p <= position)
        state = copy.deepcopy(self._snapshots[base])
        for entry in self.entries[base:position]:
            if isinstance(entry.event, Undone):
                state = self.state_at(entry.event.back_to)
            else:
                self.rules.apply(state, entry.event)
        return state
