"""Secret simultaneous choices: each seat commits in secret, one reveal opens them all.

A game keeps a `SecretChoices` in its state. `open_step` names the step and who must choose;
the rules emit `ChoiceCommitted` for each seat's choice and, once `is_complete`, one
`ChoicesRevealed`. The fold calls `apply_committed` / `apply_revealed`. Views call `view_for`,
which shows a seat its own choice and only "has chosen" for the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.records import ChoiceCommitted, ChoicesRevealed, IllegalCommand


@dataclass
class SecretChoices:
    step: Optional[str] = None
    """The open step, or None when no simultaneous choice is under way."""
    choosers: tuple[int, ...] = ()
    """Seats that must choose in this step."""
    committed: dict[int, Any] = field(default_factory=dict)
    """Choices made so far, by seat (secret until revealed)."""

    def open_step(self, step: str, choosers: tuple[int, ...]) -> None:
        self.step, self.choosers, self.committed = step, tuple(choosers), {}

    def waiting_for(self) -> tuple[int, ...]:
        return tuple(s for s in self.choosers if s not in self.committed)

    def is_complete(self) -> bool:
        return self.step is not None and not self.waiting_for()

    def check_can_commit(self, seat: int, step: str) -> None:
        if self.step != step:
            raise IllegalCommand("this is not the moment for that choice")
        if seat not in self.choosers:
            raise IllegalCommand("you take no part in this choice")
        if seat in self.committed:
            raise IllegalCommand("you have already chosen")

    def commit_event(self, seat: int, choice: Any) -> ChoiceCommitted:
        assert self.step is not None
        return ChoiceCommitted(seat=seat, step=self.step, choice=choice)

    def reveal_event(self) -> ChoicesRevealed:
        assert self.step is not None
        return ChoicesRevealed(step=self.step, choices=tuple(sorted(self.committed.items())))

    def apply_committed(self, event: ChoiceCommitted) -> None:
        self.committed[event.seat] = event.choice

    def apply_revealed(self, event: ChoicesRevealed) -> None:
        self.step, self.choosers, self.committed = None, (), {}

    def view_for(self, seat: Optional[int]) -> dict[str, Any]:
        return {
            "step": self.step,
            "choosers": list(self.choosers),
            "committed": {
                str(s): (c if seat is None or s == seat else "hidden")
                for s, c in sorted(self.committed.items())
            },
        }
