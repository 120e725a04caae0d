"""Commands (a player's intent) and events (facts), the two kinds of record a match trades in.

Both are frozen dataclasses. A command names the seat that sends it; the rules answer it with
events or refuse it with an `IllegalCommand`. An event says who may see it: fields listed in
`secret_fields` are shown only to the seat named by `owner_field` and those named by
`also_seen_by` (or to nobody, when there are none); everyone else sees them as None.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Optional


class IllegalCommand(Exception):
    """A command the rules refuse; `reason` is meant for the player who sent it."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def reason_of(error: BaseException) -> str:
    """An error's message for a person, never empty: a bare `KeyError()` says nothing by itself,
    so the kind of error is named whenever it is not a plain refusal (ValueError with a text)."""
    message = str(error)
    if isinstance(error, ValueError) and message:
        return message
    return f"{type(error).__name__}: {message}" if message else f"{type(error).__name__} (no reason given)"


@dataclass(frozen=True)
class Command:
    """A player's intent. Subclasses are verbs: PlayCard, CommitChoice, Pass."""

    seat: int
    """The seat (0-based) sending the command."""


@dataclass(frozen=True)
class Event:
    """A fact. Subclasses are past tense: CardPlayed, ChoicesRevealed."""

    secret_fields: ClassVar[tuple[str, ...]] = ()
    """Fields hidden from every seat but the owner."""
    owner_field: ClassVar[Optional[str]] = None
    """The field holding the one seat that may see the secret fields (None: nobody may)."""
    also_seen_by: ClassVar[tuple[str, ...]] = ()
    """Fields holding further seats that know the secret fields (a card's giver knows it too)."""
    reveals_nothing: ClassVar[bool] = False
    """True when the event shows its player nothing they did not know and draws nothing: it may
    be undone. It may show the others a card of that player's own, put down by choice (a tile
    laid, a card deployed face up): taken back before anyone else plays, as a card put down at a
    table is picked up again, it tells them only what its player chose to show."""

    def is_visible_to(self, seat: Optional[int]) -> bool:
        """Whether `seat` may see every field (seat None is the omniscient replay viewer)."""
        if seat is None or not self.secret_fields:
            return True
        owners = ((self.owner_field,) if self.owner_field else ()) + self.also_seen_by
        return any(getattr(self, name) == seat for name in owners)

    def seen_by(self, seat: Optional[int]) -> "Event":
        """The event as `seat` may see it: secret fields blanked for anyone but their owner."""
        if self.is_visible_to(seat):
            return self
        return dataclasses.replace(self, **{name: None for name in self.secret_fields})


# --- Records the engine itself defines, shared by every game -------------------------------


@dataclass(frozen=True)
class Undo(Command):
    """Take back one's own last command (the engine decides whether it may be), or its last
    `batches` commands when they follow one another (a table takes back a move it played by
    itself for the seat together with the choice that led to it)."""

    batches: int = 1


@dataclass(frozen=True)
class Undone(Event):
    """The last command of `seat` was taken back: the state is again as it was at `back_to`."""

    seat: int
    back_to: int
    """Number of log entries whose fold is the state restored."""


@dataclass(frozen=True)
class ChoiceCommitted(Event):
    """A secret simultaneous choice, hidden from everyone but the seat that made it."""

    secret_fields: ClassVar[tuple[str, ...]] = ("choice",)
    owner_field: ClassVar[Optional[str]] = "seat"
    reveals_nothing: ClassVar[bool] = True

    seat: int
    step: str
    """Which simultaneous step the choice belongs to (a game may have several)."""
    choice: Any


@dataclass(frozen=True)
class ChoicesRevealed(Event):
    """Every committed choice of a step, opened together."""

    step: str
    choices: tuple[tuple[int, Any], ...]
    """(seat, choice) pairs in seat order."""


ENGINE_COMMANDS: tuple[type, ...] = (Undo,)
ENGINE_EVENTS: tuple[type, ...] = (Undone, ChoiceCommitted, ChoicesRevealed)
