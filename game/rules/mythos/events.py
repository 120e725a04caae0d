"""What happens in a Mythos game, in the rulebook's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from game.engine.records import Event

MULLIGAN_STEP = "mulligan"

Ref = tuple[str, str, int, int, int]
"""An EffectRef as plain data: (source, version, index, controller, mission)."""


@dataclass(frozen=True)
class DeckDealt(Event):
    """A player's deck cards get their ids; only the owner learns which id is which version."""

    secret_fields: ClassVar[tuple[str, ...]] = ("versions",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    versions: Optional[dict[str, str]]


@dataclass(frozen=True)
class DeckShuffled(Event):
    """The deck order, top first; nobody sees it."""

    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    seat: int
    order: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class MissionDeckFormed(Event):
    """Two random missions of each player shuffled into the 4-card mission deck, unseen."""

    secret_fields: ClassVar[tuple[str, ...]] = ("order",)
    order: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class EdgeTaken(Event):
    """The Edge token goes to `seat` (at setup: the random first player; later: the first to pass)."""

    reveals_nothing: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    secret_fields: ClassVar[tuple[str, ...]] = ("cards",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    count: int
    cards: Optional[tuple[str, ...]]


@dataclass(frozen=True)
class MulliganOffered(Event):
    """Both players decide in secret, at the same time, whether to redraw (README ruling 13)."""


@dataclass(frozen=True)
class HandShuffledBack(Event):
    """Mulligan: the hand goes back into the deck (which is shuffled next)."""

    seat: int


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int


@dataclass(frozen=True)
class MissionRevealed(Event):
    """Start phase: the top mission joins the row with the rank of this round."""

    mission: str
    rank: str


@dataclass(frozen=True)
class ChakraGained(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int
    amount: int
    reason: str
    """"income" (start phase) or "effect"."""


@dataclass(frozen=True)
class ActionPhaseStarted(Event):
    first: int


@dataclass(frozen=True)
class CharacterPlayed(Event):
    """Played face up from the hand (or by an effect), paying `cost`. The card was its player's
    own, shown by choice: the play may be taken back until someone else plays (the engine's rule,
    as in Mining War; twenty-third trial: a mistaken face-up play stayed for good)."""

    reveals_nothing: ClassVar[bool] = True
    seat: int
    card: str
    version: str
    mission: int
    cost: int


@dataclass(frozen=True)
class CharacterPlayedHidden(Event):
    """Played face down as a hidden character; its identity stays with its owner."""

    reveals_nothing: ClassVar[bool] = True
    seat: int
    card: str
    mission: int
    cost: int


@dataclass(frozen=True)
class CharacterRevealed(Event):
    """A player's own hidden character turned face up by choice: it may be taken back, as a play."""

    reveals_nothing: ClassVar[bool] = True
    seat: int
    character: str
    version: str
    cost: int


@dataclass(frozen=True)
class CharacterUpgraded(Event):
    """A card of the hand played on its namesake by choice: it may be taken back, as a play."""

    reveals_nothing: ClassVar[bool] = True
    seat: int
    character: str
    card: str
    version: str
    cost: int


@dataclass(frozen=True)
class PlayedThroughEffect(CharacterPlayed):
    """Played face up from the hand by an effect ("play a character ... paying N less"):
    the same play, told apart so that the log names the card whose effect allowed it."""

    source: str
    """The version of the card whose effect played it."""


@dataclass(frozen=True)
class RevealedThroughEffect(CharacterRevealed):
    """A hidden character revealed by an effect that lets one play a character: revealing is
    playing (README ruling 31)."""

    source: str
    """The version of the card whose effect revealed it."""


@dataclass(frozen=True)
class Passed(Event):
    reveals_nothing: ClassVar[bool] = True
    seat: int



@dataclass(frozen=True)
class ActionEnded(Event):
    """A play has fully resolved; `next` acts now."""

    reveals_nothing: ClassVar[bool] = True
    next: int


@dataclass(frozen=True)
class EffectsQueued(Event):
    """Effects triggered together, placed before any effect still waiting."""

    reveals_nothing: ClassVar[bool] = True
    refs: tuple[Ref, ...]
    ordered: bool
    chooser: int


@dataclass(frozen=True)
class TriggerOrdered(Event):
    """The active player picks which of the simultaneous effects resolves first."""

    reveals_nothing: ClassVar[bool] = True
    index: int


@dataclass(frozen=True)
class TargetChosen(Event):
    """First step of a two-step effect (which character to move, which card to put down)."""

    reveals_nothing: ClassVar[bool] = True
    target: str


@dataclass(frozen=True)
class EffectFinished(Event):
    """The first waiting effect is done: applied, declined, or without a target."""

    reveals_nothing: ClassVar[bool] = True
    outcome: str
    """"applied", "declined" or "no_target"."""


@dataclass(frozen=True)
class PowerTokensAdded(Event):
    reveals_nothing: ClassVar[bool] = True
    character: str
    amount: int
    shown: str
    """The character's version when it is face up (public), "" when hidden."""


@dataclass(frozen=True)
class CharacterMoved(Event):
    reveals_nothing: ClassVar[bool] = True
    character: str
    mission: int
    shown: str
    """The character's version when it is face up (public), "" when hidden."""


@dataclass(frozen=True)
class CharacterHidden(Event):
    reveals_nothing: ClassVar[bool] = True
    character: str
    shown: str
    """The character's version when it is face up (public), "" when hidden."""


@dataclass(frozen=True)
class CharacterDefeated(Event):
    """To the owner's discard pile (the whole stack), face up for all to see."""

    character: str
    versions: tuple[str, ...]


@dataclass(frozen=True)
class CharacterReturnedToHand(Event):
    """The whole stack goes to its owner's hand; only the owner reads which cards (it may
    have been hidden). `shown` is what everyone knew of it: its version when it was face up."""

    secret_fields: ClassVar[tuple[str, ...]] = ("versions",)
    owner_field: ClassVar[Optional[str]] = "owner"
    character: str
    owner: int
    versions: Optional[tuple[str, ...]]
    shown: str = ""


@dataclass(frozen=True)
class HandRekeyed(Event):
    """A card came back to the hand: the hand's ids are dealt again among its cards, in secret
    (game/engine/handles.py), so an id the opponent saw face up names no card any more."""

    secret_fields: ClassVar[tuple[str, ...]] = ("renamed",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    renamed: Optional[dict[str, str]]


@dataclass(frozen=True)
class ControlTaken(Event):
    """`seat` takes control of the character, which moves to their side of its mission."""

    character: str
    seat: int
    shown: str
    """The character's version when it is face up (public), "" when hidden."""


@dataclass(frozen=True)
class HiddenCharacterLookedAt(Event):
    secret_fields: ClassVar[tuple[str, ...]] = ("version",)
    owner_field: ClassVar[Optional[str]] = "seat"
    seat: int
    character: str
    version: Optional[str]


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str
    version: str


@dataclass(frozen=True)
class MissionPhaseStarted(Event):
    reveals_nothing: ClassVar[bool] = True


@dataclass(frozen=True)
class MissionEvaluated(Event):
    """One mission compared: power per side, the winner (None: nobody had 1 power), points."""

    reveals_nothing: ClassVar[bool] = True
    mission: int
    power: tuple[int, int]
    winner: Optional[int]
    points: int


@dataclass(frozen=True)
class RoundEnded(Event):
    """End phase: unspent chakra and all power tokens removed."""

    round: int


@dataclass(frozen=True)
class GameWon(Event):
    winner: int
    scores: tuple[int, int]
    reason: str
    """"points" or "edge" (tie broken by the Edge token)."""


EVENT_TYPES = (
    DeckDealt, DeckShuffled, MissionDeckFormed, EdgeTaken, CardsDrawn, MulliganOffered, HandShuffledBack,
    RoundStarted, MissionRevealed, ChakraGained, ActionPhaseStarted, CharacterPlayed,
    CharacterPlayedHidden, CharacterRevealed, CharacterUpgraded, PlayedThroughEffect, RevealedThroughEffect,
    Passed, ActionEnded,
    EffectsQueued, TriggerOrdered, TargetChosen, EffectFinished, PowerTokensAdded,
    CharacterMoved, CharacterHidden, CharacterDefeated, CharacterReturnedToHand, HandRekeyed, ControlTaken,
    HiddenCharacterLookedAt, CardDiscarded, MissionPhaseStarted, MissionEvaluated, RoundEnded,
    GameWon,
)
