"""The table of a Mythos game: missions in a row, each with both players' characters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices

RANKS = ("D", "C", "B", "A")
RANK_BONUS = {"D": 1, "C": 2, "B": 3, "A": 4}
ROUNDS = 4
BASE_CHAKRA = 5
HIDDEN_PLAY_COST = 1
HAND_SIZE = 5
DRAW_PER_ROUND = 2


@dataclass
class Character:
    """A character in play: one card, or an upgraded stack counted as one character."""

    cards: list[str]
    """The stack, bottom first; the top card is the one that counts."""
    owner: int
    controller: int
    mission: int
    """Index of its mission in `MythosState.missions`."""
    hidden: bool
    tokens: int = 0
    """Power tokens; they stay through upgrade, hide and reveal."""
    hidden_in_sight: bool = False
    """Hidden by an effect after everyone saw it face up: it was turned over in place, so both
    players know it while it stays in play (README ruling 28)."""

    @property
    def top(self) -> str:
        return self.cards[-1]


@dataclass
class Mission:
    key: str
    rank: str
    sides: list[list[str]] = field(default_factory=lambda: [[], []])
    """Character ids on each player's side, in play order."""


@dataclass
class Player:
    deck: list[str] = field(default_factory=list)
    """Card ids, top first."""
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    chakra: int = 0
    points: int = 0
    passed: bool = False


@dataclass(frozen=True)
class EffectRef:
    """One effect waiting to resolve: whose, from which card, in what context."""

    source: str
    """A character id, or "mission:<index>" for a mission's SCORE effect."""
    version: str
    """The card (character version or mission key) whose text holds the effect."""
    index: int
    """Which effect on that card, top to bottom."""
    controller: int
    mission: int
    """The mission the effect refers to as "here"."""

    def to_tuple(self) -> tuple[str, str, int, int, int]:
        return (self.source, self.version, self.index, self.controller, self.mission)


@dataclass
class EffectGroup:
    """Effects triggered together. An unordered group with several effects waits for its
    chooser (the active player) to say which resolves first."""

    refs: list[EffectRef]
    ordered: bool
    chooser: int


@dataclass
class MythosState:
    decks_in_play: list[Any]
    """The two decks (cards.Deck) this match was started with."""
    shuffle: bool = True
    """False only for scripted tests: decks and missions stay in the given order."""
    first_player: Optional[int] = None
    """Scripted first player (None: random)."""
    versions: dict[str, str] = field(default_factory=dict)
    """Card id -> character version, for every card of both decks."""
    players: list[Player] = field(default_factory=lambda: [Player(), Player()])
    mission_deck: list[str] = field(default_factory=list)
    missions: list[Mission] = field(default_factory=list)
    characters: dict[str, Character] = field(default_factory=dict)
    """Characters in play by id (the id of the first card of the stack)."""
    seen: set[tuple[int, str]] = field(default_factory=set)
    """(seat, card id): hidden cards a player has looked at through an effect, while they stay
    on the table (a look ends when the card leaves play)."""
    rekey_pending: list[int] = field(default_factory=list)
    """Seats whose hand took a card back from the table: its ids are dealt again next."""
    edge: Optional[int] = None
    """Who holds the Edge token: nobody until the setup gives it (a replay's first frames gave it
    to the first seat, twentieth trial)."""
    round: int = 0
    phase: str = "setup"
    """setup, mulligan, start, action, mission, end, over."""
    acting: int = 0
    """Whose action it is in the action phase."""
    play_resolving: bool = False
    """A play was made and its effects are still resolving; the turn moves on after."""
    mission_cursor: int = 0
    """The next mission to evaluate in the mission phase."""
    queue: list[EffectGroup] = field(default_factory=list)
    """Effects waiting to resolve; the first group first."""
    chosen_target: Optional[str] = None
    """The first choice of a two-step effect (a character to move, a card to put down)."""
    secrets: SecretChoices = field(default_factory=SecretChoices)
    mulligans: dict[int, bool] = field(default_factory=dict)
    outcome: Optional[Outcome] = None
