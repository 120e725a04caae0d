"""What a Bitcoin Empire player can do: every decision is one of these commands."""

from dataclasses import dataclass
from typing import Optional

from game.engine.records import Command


@dataclass(frozen=True)
class ChooseCharacter(Command):
    """Setup: take one of the Characters nobody has chosen yet."""

    character: str
    """The Character card's id, e.g. "satoshi_nakamoto.1"."""


@dataclass(frozen=True)
class DrawFromDeck(Command):
    """Draw Phase: put the top card of the deck into the hand."""


@dataclass(frozen=True)
class TakeBitcoin(Command):
    """Draw Phase: put one of one's own Stored Bitcoins into the hand (not from a Locked Exchange)."""

    storage: str
    """The Character or Exchange it is Stored on."""
    card: str
    """Which face-down card (its owner knows them all)."""


@dataclass(frozen=True)
class RevealCard(Command):
    """Action Phase: Reveal a card from the hand (never a Skullduggery) and resolve it."""

    card: str
    target: Optional[str] = None
    """Attacks and Head Hunters: the targeted card (a Character, an Exchange or a tucked Skill)."""
    store_on: Optional[str] = None
    """Hack: one's own Character or Exchange that takes the Bitcoin (None: into the hand,
    allowed only when no Storage Capacity is left)."""


@dataclass(frozen=True)
class StoreCard(Command):
    """Action Phase: Store a card from the hand face down, without Revealing it."""

    card: str
    storage: str
    """One's own Character or Exchange with Storage Capacity left."""


@dataclass(frozen=True)
class SkipAction(Command):
    """Action Phase: do neither (the appendix: "You *may* do one and only one of the following")."""


@dataclass(frozen=True)
class PlaySkullduggery(Command):
    """Reaction: cancel the Attack or Head Hunter that targets you."""

    card: str


@dataclass(frozen=True)
class AllowAttack(Command):
    """Reaction: let the Attack or Head Hunter that targets you resolve (the pass)."""


COMMAND_TYPES = (
    ChooseCharacter, DrawFromDeck, TakeBitcoin, RevealCard, StoreCard, SkipAction,
    PlaySkullduggery, AllowAttack,
)
