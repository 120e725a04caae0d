"""What happens in Bitcoin Empire, in the rulebook's words and order.

Card ids a seat may not see are secret fields: the deck order is seen by nobody; a card Mined,
Drawn, Taken or Stored face down is seen only by the player it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from game.engine.records import Event


@dataclass(frozen=True)
class GameStarted(Event):
    """A Game begins: every card back in the box, the Characters set aside, the Dealer named."""

    number: int
    """1 for the first Game of a To The Moon series (or the only Game)."""
    dealer: int


@dataclass(frozen=True)
class CharacterChosen(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    character: str
    at_random: bool


@dataclass(frozen=True)
class DeckShuffled(Event):
    """The dealer shuffles the deck; nobody sees the order."""

    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    order: Optional[tuple[str, ...]]
    """Top card first."""


@dataclass(frozen=True)
class CardsDealt(Event):
    """Cards dealt face down into a player's hand from the top of the deck."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    count: int
    cards: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class TurnStarted(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    turn: int


@dataclass(frozen=True)
class DrawPhaseStarted(Event):
    """Mining is over (it may have Stored nothing): the player must put one card into the hand."""

    reveals_nothing: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True)
class CardMined(Event):
    """Mine Phase: the top card of the deck, looked at and Stored face down."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    storage: str
    card: Optional[str]


@dataclass(frozen=True)
class CardDrawn(Event):
    """Draw Phase: the top card of the deck into the hand."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    card: Optional[str]


@dataclass(frozen=True)
class BitcoinTaken(Event):
    """Draw Phase: a Stored Bitcoin taken back into the hand."""

    reveals_nothing: ClassVar[bool] = True
    """Its player Stored the card and knew it; the others see only that one was taken."""
    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    storage: str
    card: Optional[str]


@dataclass(frozen=True)
class ExchangePlaced(Event):
    """An Exchange Revealed and placed to the right of the Character (after the others)."""

    reveals_nothing: ClassVar[bool] = True
    """It shows the others only a card its player chose to show from their own hand."""
    seat: int
    card: str


@dataclass(frozen=True)
class SkillLearned(Event):
    """A card with Skill icons Revealed and tucked under the left side of the Character."""

    reveals_nothing: ClassVar[bool] = True
    """It shows the others only a card its player chose to show from their own hand."""
    seat: int
    card: str


@dataclass(frozen=True)
class PlainCardRevealed(Event):
    """A card with no function Revealed: it goes to the discard pile."""

    seat: int
    card: str


@dataclass(frozen=True)
class CardStored(Event):
    """Action Phase: a card from the hand Stored face down, not Revealed."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    reveals_nothing: ClassVar[bool] = True
    seat: int
    storage: str
    card: Optional[str]


@dataclass(frozen=True)
class ActionSkipped(Event):
    """The player did no Action this Turn (neither Revealed nor Stored a card)."""

    reveals_nothing: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True)
class AttackRevealed(Event):
    """An Attack or Head Hunter Revealed, its target shown to everyone."""

    seat: int
    card: str
    target_seat: int
    target: str
    store_on: Optional[str]
    target_position: int
    """Where the target lies in its row, counted from the left as the table lays it out: the
    k-th of the target player's Exchanges or of the Skills tucked under their Character (1 is
    the first placed or learnt); 0 for a Character, the only one of its player. The log names
    the exact card with it, also among identical ones (two Local Exchanges)."""


@dataclass(frozen=True)
class SkullduggeryPlayed(Event):
    """The target cancels the Attack: both cards go to the discard pile."""

    seat: int
    card: str
    cancelled: str


@dataclass(frozen=True)
class AttackAllowed(Event):
    """The target lets the Attack resolve."""

    seat: int


@dataclass(frozen=True)
class BitcoinHacked(Event):
    """Hack: the top Bitcoin of the target moves to the attacker's Storage (or hand)."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    victim: int
    storage: str
    store_on: Optional[str]
    card: Optional[str]


@dataclass(frozen=True)
class CopiesRenumbered(Event):
    """After a Hack, every face-down card gets its copy number again at random among the
    face-down copies of its card (copies.py), so nobody follows the Hacked card by its id.
    Nobody sees the renaming; each player sees their own cards' new ids in their view."""

    secret_fields: ClassVar[tuple[str, ...]] = ("renamed",)
    renamed: Optional[dict[str, str]]
    """old id -> new id (ids left out keep theirs)."""


@dataclass(frozen=True)
class ExchangeSued(Event):
    """Lawsuit: the Exchange and its Bitcoins go face up to the discard pile."""

    seat: int
    victim: int
    exchange: str
    bitcoins: tuple[str, ...]


@dataclass(frozen=True)
class CardSmeared(Event):
    """Smear Campaign: a random card from the victim's hand, discarded face up."""

    seat: int
    card: str


@dataclass(frozen=True)
class SkillPoached(Event):
    """Head Hunter: a tucked Skill card moves under the attacker's Character."""

    seat: int
    victim: int
    card: str


@dataclass(frozen=True)
class AttackResolved(Event):
    """The resolved Attack or Head Hunter card goes to the discard pile."""

    seat: int
    card: str


@dataclass(frozen=True)
class ExchangeLocked(Event):
    seat: int
    exchange: str


@dataclass(frozen=True)
class TurnEnded(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The last card was Mined or Drawn: the most Bitcoins wins, ties share the win."""

    number: int
    reason: str
    """"mined" or "drawn"."""
    bitcoins: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class MoonTokensTaken(Event):
    """To The Moon: each winner of the Game takes one Moon Token."""

    seats: tuple[int, ...]
    tokens: tuple[int, ...]
    """Every seat's Moon Tokens after this Game."""
    left: int
    """Moon Tokens still in the supply."""


@dataclass(frozen=True)
class WinnersDeclared(Event):
    """The match is over: the Game's winners, or the series' (most Moon Tokens)."""

    winners: tuple[int, ...]
    reason: str
    """"bitcoins" (a single Game), "moon_caught_up" or "moon_tokens_gone" (a series)."""
    scores: tuple[int, ...]
    """Bitcoins per seat (single Game) or Moon Tokens per seat (series)."""


EVENT_TYPES = (
    GameStarted, CharacterChosen, DeckShuffled, CardsDealt, TurnStarted, DrawPhaseStarted, CardMined, CardDrawn,
    BitcoinTaken, ExchangePlaced, SkillLearned, PlainCardRevealed, CardStored, ActionSkipped,
    AttackRevealed, SkullduggeryPlayed, AttackAllowed, BitcoinHacked, CopiesRenumbered, ExchangeSued, CardSmeared,
    SkillPoached, AttackResolved, ExchangeLocked, TurnEnded, GameEnded, MoonTokensTaken,
    WinnersDeclared,
)
