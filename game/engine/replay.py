"""Watching a match again: the state and the log at any position, as any seat saw it."""

from __future__ import annotations

from typing import Any, Optional

from game.engine.match import Match
from game.engine.records import Event


class Replay:
    """A cursor over a finished or unfinished match's log.

    Seeking folds from the nearest snapshot the match keeps, so any position costs at most a
    snapshot copy and a few dozen events, however long the game.
    """

    def __init__(self, match: Match):
        self.match = match
        self.position = len(match.entries)
        self._cached_position: Optional[int] = None
        self._cached_state: Any = None

    @property
    def length(self) -> int:
        return len(self.match.entries)

    def seek(self, position: int) -> Any:
        position = max(0, min(position, self.length))
        self.position = position
        if self._cached_position != position:
            self._cached_state = self.match.state_at(position)
            self._cached_position = position
        return self._cached_state

    def step(self, delta: int) -> Any:
        return self.seek(self.position + delta)

    def state(self) -> Any:
        return self.seek(self.position)

    def view(self, seat: Optional[int]) -> dict[str, Any]:
        return self.match.rules.view(self.state(), seat)

    def events(self, seat: Optional[int]) -> list[Event]:
        """The events up to the cursor as `seat` saw them (seat None: everything)."""
        return self.match.events_seen_by(seat, self.position)

    def last_event(self, seat: Optional[int]) -> Optional[Event]:
        if self.position == 0:
            return None
        return self.match.entries[self.position - 1].event.seen_by(seat)
