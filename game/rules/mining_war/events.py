"""What happens in Crypto Mining War, named in the past tense. Card keys of hidden cards are
secret fields: shown only to the seat that may see them (nobody for a deck order)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Optional

from game.engine.records import Event


# --- setup ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableLaidOut(Event):
    """Mining Pools, Firewalls and the Neutrino placed, with their health."""

    players: int
    pool_health: int
    firewalls: int
    firewall_health: int
    neutrino_health: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    """A deck shuffled face down: its cards are ids p<seat>.00 onwards, dealt to the card faces
    at random, and lie in `order` (game/engine/handles.py: an id says nothing of its face or its
    place). Nobody sees the faces or the order."""

    secret_fields: ClassVar[tuple[str, ...]] = ("keys", "order")
    seat: int
    size: int
    keys: Optional[tuple[str, ...]]
    """The face of each id, p<seat>.00 first."""
    order: Optional[tuple[str, ...]] = None
    """The ids, top of the deck first; None: in id order (scripted setups)."""


@dataclass(frozen=True)
class TablePreset(Event):
    """A scripted setup (tests, tutorials): health and cards already on the table, taken from
    the top of the deck (Bitcoins, then fighters)."""

    seat: int
    pool: int
    firewalls: tuple[int, ...]
    bitcoins: tuple[str, ...]
    fighters: tuple[tuple[str, str, int], ...]
    """(id, key, turns left face down)."""


@dataclass(frozen=True)
class NeutrinoBonusHidden(Event):
    secret_fields: ClassVar[tuple[str, ...]] = ("bonus",)
    bonus: Optional[str]


@dataclass(frozen=True)
class TurnOrderDrawn(Event):
    order: tuple[int, ...]
    """First player first."""


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards drawn from the top of the deck; only their player sees which."""

    secret_fields: ClassVar[tuple[str, ...]] = ("keys",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    cards: tuple[str, ...]
    keys: Optional[tuple[str, ...]]


# --- the turn ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    turn: int
    round: int


@dataclass(frozen=True)
class PhaseStarted(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    phase: str


@dataclass(frozen=True)
class CardsUntapped(Event):
    """Phase 1 ("désengagement"): resources and fighters tapped last turn stand up again."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class DeploymentAdvanced(Event):
    """Phase 2: a slow card turns from horizontal to vertical, still face down."""

    seat: int
    card: str
    delay: int


@dataclass(frozen=True)
class CardRevealed(Event):
    """A face-down card turns face up: revealed and operational."""

    seat: int
    card: str
    key: str


@dataclass(frozen=True)
class ChoiceOffered(Event):
    """The rules wait for `seat` to decide (see `Pending.kind`)."""

    seat: int
    kind: str
    card: Optional[str]


@dataclass(frozen=True)
class ChoiceAnswered(Event):
    seat: int
    kind: str
    option: str
    """A card id for hand_limit and bonus_target: ids reveal nothing of the card."""


@dataclass(frozen=True)
class ResourceStolen(Event):
    """HACK: `seat` takes a Bitcoin of `from_seat`, untapped, until the end of the turn."""

    seat: int
    card: str
    from_seat: int
    hacker: str


@dataclass(frozen=True)
class HackMissed(Event):
    """HACK with no opponent's Bitcoin on the table: nothing to steal."""

    seat: int
    hacker: str


@dataclass(frozen=True)
class BitcoinPlaced(Event):
    reveals_nothing: ClassVar[bool] = True
    """It shows the others only a card its player chose to show from their own hand."""
    seat: int
    card: str


@dataclass(frozen=True)
class ResourcesTapped(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    cards: tuple[str, ...]
    paying_for: str


@dataclass(frozen=True)
class CardDeployed(Event):
    """A fast card placed face up: operational at once."""

    reveals_nothing: ClassVar[bool] = True
    """It shows the others only a card its player chose to show from their own hand."""
    seat: int
    card: str
    key: str


@dataclass(frozen=True)
class CardDeployedFaceDown(Event):
    """A medium (vertical, delay 1) or slow (horizontal, delay 2) card placed face down."""

    reveals_nothing: ClassVar[bool] = True
    """Its player knew the card; the others see only its back."""
    secret_fields: ClassVar[tuple[str, ...]] = ("key",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    card: str
    key: Optional[str]
    delay: int


@dataclass(frozen=True)
class SpellCast(Event):
    """A spell played face up; it goes on top of its player's discard pile."""

    seat: int
    card: str
    key: str
    targets: tuple[str, ...]


@dataclass(frozen=True)
class CardDamaged(Event):
    reveals_nothing: ClassVar[bool] = True
    card: str
    amount: int
    health: int
    """Health left (0 or less: destroyed by the events that follow)."""
    key: str = field(default="", compare=False)


@dataclass(frozen=True)
class CardHealed(Event):
    card: str
    amount: int
    health: int
    key: str = field(default="", compare=False)


@dataclass(frozen=True)
class FightersBoosted(Event):
    seat: int
    amount: int


@dataclass(frozen=True)
class FightersUntapped(Event):
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class BitcoinFetched(Event):
    """A Bitcoin taken from the deck and put on the table, untapped."""

    seat: int
    card: str


@dataclass(frozen=True)
class DeckReshuffled(Event):
    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    seat: int
    order: Optional[tuple[str, ...]]
    """The deck's ids, top first (nobody sees them)."""


@dataclass(frozen=True)
class AttackDeclared(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    attacker: str
    target: str
    first_striker: Optional[str]
    """The card with the longer range; it strikes alone `first_strikes` times."""
    first_strikes: int
    attacker_key: str = field(default="", compare=False)
    target_key: str = field(default="", compare=False)
    """Card keys, for the log (left out of comparisons: the ids say which cards)."""


@dataclass(frozen=True)
class FirstStrike(Event):
    reveals_nothing: ClassVar[bool] = True
    striker: str
    target: str
    damage: int
    health: int
    """The target's health after the strike."""
    striker_key: str = field(default="", compare=False)
    target_key: str = field(default="", compare=False)


@dataclass(frozen=True)
class MultiActivated(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    card: str


@dataclass(frozen=True)
class StrikesExchanged(Event):
    """Both cards meet and strike once at the same time."""

    reveals_nothing: ClassVar[bool] = True
    attacker: str
    target: str
    attacker_damage: int
    """Damage the attacker deals."""
    target_damage: int
    """Damage the target deals back."""
    attacker_health: int
    target_health: int
    attacker_key: str = field(default="", compare=False)
    target_key: str = field(default="", compare=False)


@dataclass(frozen=True)
class CardDestroyed(Event):
    """A fighter, building or Firewall goes face up on top of its owner's discard pile."""

    reveals_nothing: ClassVar[bool] = True
    """In a move that may be taken back (an attack) only face-up cards are destroyed: attacks
    aim at revealed fighters, Firewalls and Pools; a spell's move (SpellCast) is never undone."""
    seat: int
    card: str
    key: str
    reason: str
    """"fight", "spell", "multi" (sacrificed at the end of the turn)."""


@dataclass(frozen=True)
class FighterTapped(Event):
    """The attacker is tapped after its fight and cannot attack again this turn."""

    reveals_nothing: ClassVar[bool] = True
    card: str
    key: str = field(default="", compare=False)


@dataclass(frozen=True)
class FightEnded(Event):
    reveals_nothing: ClassVar[bool] = True
    attacker: str
    target: str


@dataclass(frozen=True)
class NeutrinoDestroyed(Event):
    """The Neutrino is destroyed: its hidden Neutrino Destroyed card is revealed."""

    seat: int
    bonus: str


@dataclass(frozen=True)
class BonusResolved(Event):
    seat: int
    bonus: str


@dataclass(frozen=True)
class PlayerEliminated(Event):
    """A Mining Pool destroyed: its player is out, all their cards leave the game."""

    seat: int
    by: int


@dataclass(frozen=True)
class CardSetAside(Event):
    """Hand limit: a card put face down beside the resources, usable as 1 resource next turn."""

    secret_fields: ClassVar[tuple[str, ...]] = ("key",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    card: str
    key: Optional[str]


@dataclass(frozen=True)
class CardDiscarded(Event):
    """The optional discard of a last card, face up."""

    seat: int
    card: str
    key: str


@dataclass(frozen=True)
class SparesDumped(Event):
    """Cards set aside last turn go face up to the discard pile."""

    seat: int
    cards: tuple[str, ...]
    keys: tuple[str, ...]


@dataclass(frozen=True)
class ResourceReturned(Event):
    """A Bitcoin stolen by HACK goes back to its owner, untapped."""

    seat: int
    card: str
    to_seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """Damage heals (except FRAGILE and main cards), boosts end."""

    seat: int


@dataclass(frozen=True)
class GameWon(Event):
    winner: int
    reason: str
    """"last pool standing"."""


@dataclass(frozen=True)
class RoundLimitReached(Event):
    """The `max_rounds` option's last round is over (README, R1): the strongest left share it."""

    winners: tuple[int, ...]


EVENT_TYPES = (
    TableLaidOut, DeckShuffled, TablePreset, NeutrinoBonusHidden, TurnOrderDrawn, CardsDrawn,
    TurnStarted, PhaseStarted, CardsUntapped, DeploymentAdvanced, CardRevealed, ChoiceOffered,
    ChoiceAnswered, ResourceStolen, HackMissed, BitcoinPlaced, ResourcesTapped, CardDeployed,
    CardDeployedFaceDown, SpellCast, CardDamaged, CardHealed, FightersBoosted, FightersUntapped,
    BitcoinFetched, DeckReshuffled, AttackDeclared, FirstStrike, MultiActivated, StrikesExchanged,
    CardDestroyed, FighterTapped, FightEnded, NeutrinoDestroyed, BonusResolved, PlayerEliminated,
    CardSetAside, CardDiscarded, SparesDumped, ResourceReturned, TurnEnded, GameWon,
    RoundLimitReached,
)
