"""What a Mines de Maphr player can do, phase by phase (verbs, as the rulebook says them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from game.engine.records import Command


# --- Phase I, the draw --------------------------------------------------------------------
@dataclass(frozen=True)
class Bid(Command):
    """Die 2: a hidden bid of coins (0 allowed)."""

    amount: int


@dataclass(frozen=True)
class SortDiscardDraw(Command):
    """Die 1: of the 5 cards taken from the discard keep 2, give 1, discard the other 2."""

    keep: tuple[str, ...]
    give: str
    to: int


@dataclass(frozen=True)
class GiveAway(Command):
    """Die 3: of the 3 cards drawn keep the rest and send each listed card to a player."""

    gifts: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class SortFour(Command):
    """Die 4: keep one, discard one, one to the left neighbour and one to the right."""

    keep: str
    discard: str
    left: str
    right: str


@dataclass(frozen=True)
class DraftPick(Command):
    """Die 2 and 5: take a card from the packet in front of you (die 5 first pick: and discard one)."""

    card: str
    discard: Optional[str] = None


# --- Immediate cards ------------------------------------------------------------------------
@dataclass(frozen=True)
class ResolveChoice(Command):
    """Answer an immediate card: a tile cell "x,y", an amenity card, or "accept"/"refuse"."""

    answer: str


# --- Phase II, actions ------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseActions(Command):
    """The secret action token(s); a second token costs `discards` by mine level."""

    actions: tuple[str, ...]
    discards: tuple[str, ...] = ()


@dataclass(frozen=True)
class ChooseImpediments(Command):
    """In secret, the impediments to lay against the revealed actions: (card, target seat) pairs,
    none to play nothing. Every player with a card in hand is asked, so being asked tells nothing."""

    plays: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class PlaceTile(Command):
    card: str
    x: int
    y: int
    rotation: int


@dataclass(frozen=True)
class BuyMiner(Command):
    x: int
    y: int


@dataclass(frozen=True)
class MoveMiner(Command):
    """Move (or place, for a miner not yet in the mine) miner number `miner`."""

    miner: int
    x: int
    y: int


@dataclass(frozen=True)
class Collect(Command):
    """End the exploitation: collect the veins the miners stand on."""


@dataclass(frozen=True)
class BuildAmenity(Command):
    card: str


@dataclass(frozen=True)
class EndAction(Command):
    """Stop prospecting (after a tile), or give up building."""


# --- Phase III ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SellCard(Command):
    card: str


@dataclass(frozen=True)
class UseAmenity(Command):
    card: str


@dataclass(frozen=True)
class SkipSale(Command):
    """Neither sell nor use an amenity action."""


@dataclass(frozen=True)
class DiscardCard(Command):
    """Discard one card down to the hand limit."""

    card: str


# --- Phase IV, negotiation --------------------------------------------------------------------
@dataclass(frozen=True)
class ProposeOffer(Command):
    target: int
    give_card: Optional[str] = None
    give_coins: int = 0
    ask_coins: int = 0
    ask_card: bool = False
    ask_name: Optional[str] = None
    """With `ask_card`: the card wanted, by name (a card type key such as "tunnel_office"); the
    target may answer only with a card of that name. None: any card of the target's choice."""
    blind: bool = False
    """A blind sale: `give_card` goes face down, unknown to the target until it is bought."""


@dataclass(frozen=True)
class AcceptOffer(Command):
    card: Optional[str] = None
    """The card given in return when the offer asks for one."""


@dataclass(frozen=True)
class RefuseOffer(Command):
    pass


@dataclass(frozen=True)
class EndNegotiation(Command):
    pass


# --- Phase V ------------------------------------------------------------------------------
@dataclass(frozen=True)
class RaiseLevel(Command):
    """route: "standard" (II), "shoring"/"red" (III), "office"/"grey" (IV)."""

    route: str


@dataclass(frozen=True)
class SkipEvolution(Command):
    pass


COMMAND_TYPES = (
    Bid, SortDiscardDraw, GiveAway, SortFour, DraftPick, ResolveChoice, ChooseActions, ChooseImpediments,
    PlaceTile, BuyMiner, MoveMiner, Collect, BuildAmenity, EndAction, SellCard, UseAmenity,
    SkipSale, DiscardCard, ProposeOffer, AcceptOffer, RefuseOffer, EndNegotiation, RaiseLevel, SkipEvolution,
)
