"""The table of a Crypto Mining War match.

Every card has an id: "p0.07" for a card of seat 0's deck (numbered in shuffled order, so an id
says nothing of the card), "p0.pool" and "p0.fw1".. for the Mining Pool and Firewalls,
"neutrino" for the Neutrino. `card_types` maps ids to card keys; views show a key only to
seats that may see the card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.rules import Outcome

NEUTRINO = "neutrino"
PHASES = ("untap", "reveal", "draw", "deploy", "combat", "end")
"""The five phases of the rulebook (désengagement, révélation, pioche & ressources,
déploiement, combat), then the end of the turn."""


def pool_id(seat: int) -> str:
    return f"p{seat}.pool"


def firewall_id(seat: int, number: int) -> str:
    return f"p{seat}.fw{number}"


def owner_of(card: str) -> Optional[int]:
    """The seat owning a card id; None for the Neutrino."""
    if card.startswith("p") and "." in card:
        return int(card[1:card.index(".")])
    return None


@dataclass
class Fighter:
    """A fighter or building on the battlefield."""

    card: str
    key: str
    delay: int
    """Turns left face down: 2 horizontal, 1 vertical, 0 revealed and operational."""
    damage_taken: int = 0
    tapped: bool = False
    multi: bool = False
    """MULTI used: damage doubled, sacrificed at the end of the turn."""

    @property
    def revealed(self) -> bool:
        return self.delay == 0


@dataclass
class Side:
    """One player's cards."""

    seat: int
    pool: int
    """Mining Pool health."""
    firewalls: dict[str, int] = field(default_factory=dict)
    """Standing Firewalls by id, with their health."""
    deck: list[str] = field(default_factory=list)
    """Top card first."""
    hand: list[str] = field(default_factory=list)
    bitcoins: list[str] = field(default_factory=list)
    """Bitcoins on the table (resources)."""
    spares: dict[str, int] = field(default_factory=dict)
    """Cards set aside face down at the hand limit, with the turn they were set aside."""
    battlefield: dict[str, Fighter] = field(default_factory=dict)
    dump: list[str] = field(default_factory=list)
    """The discard pile ("décharge"), oldest first: its order matters."""
    removed: list[str] = field(default_factory=list)
    """An eliminated player's cards, out of the game."""
    eliminated: bool = False
    placed_bitcoin: bool = False
    """A Bitcoin was put on the table this turn (at most one per turn)."""
    boost: int = 0
    """Extra damage of this player's fighters until the end of the turn."""


@dataclass
class Fight:
    """A fight between an attacker and its target, resolved strike by strike."""

    attacker: str
    target: str
    first_striker: Optional[str]
    """The card with the longer range, which strikes alone `first_strikes_left` times."""
    first_strikes_left: int
    multi_asked: bool = False


HACK_NOTHING = "none"
"""The HACK answer that steals nothing: the owner "peut voler" (may steal), README H1."""


@dataclass
class Pending:
    """A decision the rules wait for (answered with `Choose`)."""

    seat: int
    kind: str
    """"draw_count", "hack", "multi", "bonus_target", "hand_limit", "last_card"."""
    card: Optional[str] = None
    """The card the decision is about (the HACK or MULTI card, the bonus)."""


@dataclass
class WarState:
    pool_health: int
    firewall_health: int
    neutrino_health: int
    max_rounds: Optional[int]
    """None: no round limit (the rulebook's game); else the safeguard option (README, R1)."""
    first_player_skips_draw: bool = False
    sides: list[Side] = field(default_factory=list)
    card_types: dict[str, str] = field(default_factory=dict)
    neutrino: Optional[int] = None
    """Neutrino health; None once destroyed."""
    neutrino_bonus: Optional[str] = None
    bonus_revealed: bool = False
    order: tuple[int, ...] = ()
    """Turn order, first player first."""
    turn: int = 0
    round: int = 0
    active: Optional[int] = None
    phase: str = "setup"
    drawn: bool = False
    """The draw of this turn is done."""
    tapped: set[str] = field(default_factory=set)
    """Tapped resources (Bitcoins and set-aside cards)."""
    stolen: dict[str, int] = field(default_factory=dict)
    """Bitcoins taken by HACK this turn: card -> the seat using it."""
    hack_queue: list[str] = field(default_factory=list)
    """HACK cards just revealed, whose theft is still to resolve."""
    fight: Optional[Fight] = None
    pending: Optional[Pending] = None
    bonus_due: Optional[tuple[int, str]] = None
    """(seat, bonus) won by destroying the Neutrino, still to resolve."""
    asked_last_card: bool = False
    outcome: Optional[Outcome] = None
    fixed_setup: dict[str, Any] = field(default_factory=dict)
    deck_lists: list[dict[str, int]] = field(default_factory=list)
    """Each player's deck as {card: count}: public, as the match options are (ruling V2)."""

    def side_of(self, card: str) -> Side:
        seat = owner_of(card)
        assert seat is not None
        return self.sides[seat]

    def living(self) -> list[int]:
        """Seats still in the game, in turn order."""
        return [seat for seat in self.order if not self.sides[seat].eliminated]
