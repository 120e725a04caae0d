"""What happens in a Mines de Maphr game (facts, past tense). Hidden card identities are
secret fields owned by the one seat that may see them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from game.engine.records import Event

AUCTION_STEP = "auction"
ACTIONS_STEP = "actions"
IMPEDIMENTS_STEP = "impediments"


@dataclass(frozen=True)
class ClanDealt(Event):
    seat: int
    clan: str


@dataclass(frozen=True)
class FirstPlayerChosen(Event):
    seat: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    """The deck (or the discard becoming the deck) shuffled face down."""

    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    order: Optional[tuple[str, ...]]
    from_discard: bool


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards taken from the deck ("deck") or the top of the discard ("discard") into the hand,
    the cards in front of the player ("pending") or their draft packet ("packet")."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    count: int
    cards: Optional[tuple[str, ...]]
    source: str
    zone: str


@dataclass(frozen=True)
class CardsDiscarded(Event):
    """Cards face up onto the discard from the hand or from in front of the player."""

    seat: int
    cards: tuple[str, ...]
    zone: str
    reason: str


@dataclass(frozen=True)
class CardsKept(Event):
    """The cards in front of the player that go into the hand; the player's draw is sorted."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    cards: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class CardGiven(Event):
    """A card handed to another player, face down (from in front of the giver or a hand)."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "receiver"
    also_seen_by: ClassVar[tuple[str, ...]] = ("giver",)
    """The giver chose the card, so the giver knows it as well as the receiver."""
    giver: int
    receiver: int
    card: Optional[str]
    zone: str
    """Where it came from: "pending" or "hand"."""


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    roller: int


@dataclass(frozen=True)
class DieRolled(Event):
    seat: int
    value: int
    purpose: str
    """"draw" (the draw mode), "reroll" (die 1 with too small a discard) or "caravan"."""


@dataclass(frozen=True)
class StepOpened(Event):
    """A new phase or step; `waiting` are the seats whose decision it waits for."""

    reveals_nothing: ClassVar[bool] = True
    phase: str
    step: str
    waiting: tuple[int, ...]


@dataclass(frozen=True)
class CoinsGained(Event):
    seat: int
    amount: int
    reason: str


@dataclass(frozen=True)
class CoinsPaid(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    amount: int
    reason: str


@dataclass(frozen=True)
class AuctionWon(Event):
    seat: int
    bid: int


@dataclass(frozen=True)
class DraftPicked(Event):
    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    card: Optional[str]


@dataclass(frozen=True)
class PacketsPassed(Event):
    """Die 5: every packet passes to the next player counter-clockwise (each sees only their own)."""

    direction: int


@dataclass(frozen=True)
class PacketPassed(Event):
    """Die 2: the packet goes on clockwise to the next player."""

    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)
    owner_field: ClassVar[Optional[str]] = "receiver"
    giver: int
    receiver: int
    cards: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class ImmediateRevealed(Event):
    """A contract or catastrophe shown face up; it takes effect now."""

    seat: int
    card: str
    awaits_choice: bool
    """True when its holder must choose (a tile or amenity to lose, a caravan's answer)."""


@dataclass(frozen=True)
class ImmediateResolved(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class CatastropheAverted(Event):
    seat: int
    card: str
    amenity: str


@dataclass(frozen=True)
class CaravanAnswered(Event):
    seat: int
    card: str
    accepted: bool


@dataclass(frozen=True)
class TileDestroyed(Event):
    seat: int
    card: str
    x: int
    y: int


@dataclass(frozen=True)
class AmenityDestroyed(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class MinerLost(Event):
    seat: int
    miner: int


@dataclass(frozen=True)
class MinerGained(Event):
    """A free miner, not in the mine yet."""

    seat: int


@dataclass(frozen=True)
class LevelChanged(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    level: int
    reason: str


@dataclass(frozen=True)
class GapExtended(Event):
    seat: int
    amount: int


@dataclass(frozen=True)
class ImpedimentPlayed(Event):
    seat: int
    card: str
    target: int
    action: str


@dataclass(frozen=True)
class ActionStarted(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    action: str


@dataclass(frozen=True)
class ActionCancelled(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    action: str


@dataclass(frozen=True)
class ActionEnded(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    action: str


@dataclass(frozen=True)
class TilePlaced(Event):
    reveals_nothing: ClassVar[bool] = True
    """It shows the others only a card its player chose to show from their own hand."""
    seat: int
    card: str
    x: int
    y: int
    rotation: int


@dataclass(frozen=True)
class MinerBought(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    x: int
    y: int
    cost: int


@dataclass(frozen=True)
class MinerMoved(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int
    miner: int
    x: int
    y: int


@dataclass(frozen=True)
class VeinsExploited(Event):
    seat: int
    amount: int
    """Coins from the veins, after the 60-coin cap."""
    bonus: int
    """Amenity and clan bonuses on top of the cap (README)."""


@dataclass(frozen=True)
class AmenityBuilt(Event):
    seat: int
    card: str
    cost: int


@dataclass(frozen=True)
class CardSold(Event):
    seat: int
    card: str
    price: int


@dataclass(frozen=True)
class AmenityActionUsed(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class SaleSkipped(Event):
    reveals_nothing: ClassVar[bool] = True

    seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """The current seat's sequential step is over; the next seat in turn order goes on."""

    reveals_nothing: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True)
class OfferMade(Event):
    """The offered card is seen by the two traders only (owner: the target; the proposer knows it).
    It may be taken back while the target has not answered: it shows only a card of the
    proposer's own, offered by choice (README, the ruling on Undo)."""

    reveals_nothing: ClassVar[bool] = True
    secret_fields: ClassVar[tuple[str, ...]] = ("give_card",)
    owner_field: ClassVar[Optional[str]] = "target"
    also_seen_by: ClassVar[tuple[str, ...]] = ("proposer",)
    proposer: int
    target: int
    give_card: Optional[str]
    gives_card: bool
    give_coins: int
    ask_coins: int
    ask_card: bool
    ask_name: Optional[str] = None
    """The card asked for by name (public), or None: any card of the target's choice."""


@dataclass(frozen=True)
class BlindOfferMade(OfferMade):
    """An offer whose card is face down ("ventes cartes ... cachées"): seen by its proposer only;
    the target learns it by buying it (it then shows in their hand)."""

    owner_field: ClassVar[Optional[str]] = "proposer"


@dataclass(frozen=True)
class OfferAccepted(Event):
    """`card` is the one the target gives back, seen by the proposer."""

    secret_fields: ClassVar[tuple[str, ...]] = ("card",)
    owner_field: ClassVar[Optional[str]] = "proposer"
    proposer: int
    target: int
    card: Optional[str]


@dataclass(frozen=True)
class OfferRefused(Event):
    reveals_nothing: ClassVar[bool] = True
    proposer: int
    target: int


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    reason: str
    """"target" (a mine reached its gallery target) or "round_limit"."""
    scores: tuple[int, ...]
    grid: tuple[tuple[tuple[str, int], ...], ...]
    """Per seat, the score grid's lines (name, points)."""
    finishers: tuple[int, ...]


EVENT_TYPES = (
    ClanDealt, FirstPlayerChosen, DeckShuffled, CardsDrawn, CardsDiscarded, CardsKept, CardGiven, RoundStarted,
    DieRolled, StepOpened, CoinsGained, CoinsPaid, AuctionWon, DraftPicked, PacketsPassed, PacketPassed,
    ImmediateRevealed, ImmediateResolved, CatastropheAverted, CaravanAnswered, TileDestroyed, AmenityDestroyed,
    MinerLost, MinerGained, LevelChanged, GapExtended, ImpedimentPlayed, ActionStarted,
    ActionCancelled, ActionEnded, TilePlaced, MinerBought, MinerMoved, VeinsExploited, AmenityBuilt, CardSold,
    AmenityActionUsed, SaleSkipped, TurnEnded, OfferMade, BlindOfferMade, OfferAccepted, OfferRefused, GameEnded,
)
