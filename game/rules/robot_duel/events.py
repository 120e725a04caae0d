"""What happens in Charge & Spark, in the order the rulebook resolves a round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from game.engine.records import Event

PROGRAM_STEP = "program"
"""The simultaneous step in which both players choose their card face down."""


@dataclass(frozen=True)
class RobotReady(Event):
    """Setup: a player's tiles, hand, pawn and rest zone (all public)."""

    seat: int
    hand: tuple[str, ...]
    health: int
    battery: int
    disk: int
    """Face-up tiles of each kind, out of 4."""
    position: int
    rest: Optional[str]


@dataclass(frozen=True)
class BonusPileShuffled(Event):
    """The four ★ cards shuffled face down; nobody sees the order."""

    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    order: Optional[tuple[str, ...]]
    """Top card first."""


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int


@dataclass(frozen=True)
class CostPaid(Event):
    """Tiles flipped face down to pay for a revealed card."""

    seat: int
    card: str
    battery: int
    disk: int


@dataclass(frozen=True)
class TilesTurnedUp(Event):
    """Tiles flipped face up by Charge, Barrier, Trap, Recovery (or a Copy of them)."""

    seat: int
    card: str
    battery: int
    disk: int


@dataclass(frozen=True)
class CardCopied(Event):
    """A Copy plays the effect of the card in its player's rest zone."""

    seat: int
    copied: str
    """The copied card type."""


@dataclass(frozen=True)
class AttacksClashed(Event):
    """Both players attacked: the weaker attack loses (equal: nobody is hurt)."""

    winner: Optional[int]


@dataclass(frozen=True)
class AttackCountered(Event):
    """A Counter cancelled the attack of `seat`, who takes the Counter's damage."""

    seat: int


@dataclass(frozen=True)
class DamageTaken(Event):
    """Health tiles flipped face down."""

    seat: int
    amount: int
    blocked: int
    """Damage the Barrier took away."""


@dataclass(frozen=True)
class MoveCancelled(Event):
    seat: int
    reason: str
    """"attacked", "trap" or "both_at_moon"."""


@dataclass(frozen=True)
class PawnMoved(Event):
    seat: int
    position: int


@dataclass(frozen=True)
class BonusDrawn(Event):
    """A ★ card drawn secretly into the hand."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    card: Optional[str]


@dataclass(frozen=True)
class CardRested(Event):
    """The played card goes face up to the rest zone (a Copy keeps what it copied)."""

    seat: int
    card: str
    copied: Optional[str]


@dataclass(frozen=True)
class CardReturned(Event):
    """The card that was in the rest zone goes back to the hand."""

    seat: int
    card: str


@dataclass(frozen=True)
class DuelWon(Event):
    winners: tuple[int, ...]
    """The winner, or both seats' absence (empty) on a draw."""
    reason: str
    """"health" or "moon" (or "draw")."""


EVENT_TYPES = (
    RobotReady, BonusPileShuffled, RoundStarted, CostPaid, TilesTurnedUp, CardCopied,
    AttacksClashed, AttackCountered, DamageTaken, MoveCancelled, PawnMoved, BonusDrawn,
    CardRested, CardReturned, DuelWon,
)
