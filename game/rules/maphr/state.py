"""The table of a Mines de Maphr game: clans, mines, hands, the deck and the round's progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices
from game.rules.maphr.mine import Cell

START_COINS = 8
START_HAND = 4
HAND_LIMIT = 6
SELL_PRICE = 3
LEVEL_NUMERALS = {1: "I", 2: "II", 3: "III", 4: "IV"}
"""A mine's level as the clan boards print it."""
MINER_PRICE = 5
EXPLOIT_CAP = 60
SECOND_ACTION_DISCARDS = {1: 3, 2: 2, 3: 1, 4: 0}
DRAW_BY_LEVEL = {1: 4, 2: 3, 3: 2, 4: 1}
GAP_LIMIT = 2
END_TARGET = {2: 12, 3: 12, 4: 11}
GREY_TARGET_REDUCTION = 2


@dataclass
class PlacedTile:
    card: str
    rotation: int
    """Quarter turns clockwise."""


@dataclass
class ClanBoard:
    """One player: clan board, coins, hand, mine, miners and amenities."""

    clan: str = ""
    coins: int = 0
    hand: list[str] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    """Cards in front of the player during the draw, still to keep, give or discard (private)."""
    mine: dict[Cell, PlacedTile] = field(default_factory=dict)
    miners: list[Optional[Cell]] = field(default_factory=list)
    """Each miner's cell; None = owned but not placed yet (placed at the next exploitation)."""
    free_miner_used: bool = False
    """The first miner ever bought is free."""
    level: int = 1
    amenities: list[str] = field(default_factory=list)
    gap_bonus: int = 0
    """Extra amenity gap from "Extension de couloirs" contracts."""


@dataclass
class Offer:
    """A negotiation offer waiting for the other player's answer."""

    proposer: int
    target: int
    give_card: Optional[str]
    give_coins: int
    ask_coins: int
    ask_card: bool
    """True: the target gives one card of their choice."""
    ask_name: Optional[str] = None
    """With ask_card: the card type the target must give (named by the proposer)."""
    blind: bool = False
    """The card is offered face down: the target does not see it."""


@dataclass
class MaphrState:
    player_count: int
    options: dict[str, Any]
    players: list[ClanBoard] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    """Top card first; nobody sees the order."""
    discard: list[str] = field(default_factory=list)
    """Last discarded card last."""
    round: int = 0
    first_roller: int = 0
    roller: int = 0
    die: int = 0
    """This round's draw mode (the die result)."""
    die_rolls: int = 0
    """Draw-mode rolls so far (rerolls included): the table turns its die over at each one."""
    phase: str = "setup"
    """setup, draw, immediate, actions, impediments, resolve, sell, negotiation, evolution, over."""
    step: str = ""
    """The sub-step of the phase (for example "sort" or "pass" in a draft)."""
    waiting: list[int] = field(default_factory=list)
    """Seats whose decision the current step waits for (several at once in drafts)."""
    packets: dict[int, list[str]] = field(default_factory=dict)
    """Draft packets in front of each seat (mode 5), or the auction winner's packet (mode 2)."""
    picks_left: int = 0
    secrets: SecretChoices = field(default_factory=SecretChoices)
    bids: dict[int, int] = field(default_factory=dict)
    auction_winner: int = -1
    immediate: list[tuple[int, str]] = field(default_factory=list)
    """Contracts and catastrophes still to resolve, in turn order."""
    choice: Optional[tuple[int, str]] = None
    """An immediate card whose holder must choose (a target, or a caravan's answer)."""
    actions: dict[int, tuple[str, ...]] = field(default_factory=dict)
    """Revealed action tokens this round, by seat."""
    second_discards: dict[int, tuple[str, ...]] = field(default_factory=dict)
    impeded: list[tuple[int, str]] = field(default_factory=list)
    queue: list[tuple[int, str]] = field(default_factory=list)
    """Revealed actions still to resolve, in turn order."""
    placed_this_action: int = 0
    moved_miners: list[int] = field(default_factory=list)
    """Indexes of miners already moved during the current exploitation."""
    turn: int = 0
    """Index in `order()` of the seat whose sequential step it is."""
    sold: bool = False
    """Phase III: the current player has sold or used an amenity action."""
    offers_made: int = 0
    offer: Optional[Offer] = None
    finishers: list[int] = field(default_factory=list)
    """Seats that reached their gallery target; the first round that had any."""
    score_grid: dict[int, dict[str, int]] = field(default_factory=dict)
    outcome: Optional[Outcome] = None

    def order(self) -> list[int]:
        """Turn order this round: clockwise from the die roller (README, ruling 1)."""
        return [(self.roller + k) % self.player_count for k in range(self.player_count)]

    def current(self) -> int:
        return self.order()[self.turn]
