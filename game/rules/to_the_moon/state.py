"""The table of a game (or a To The Moon series) of Bitcoin Empire."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.rules import Outcome

LOCK_AT = 3
"""An Exchange with this many Stored Bitcoins at the end of a Turn Locks."""

# Phases, in the rulebook's words, plus the moments between them.
CHOOSE_CHARACTER = "choose_character"
MINE = "mine"
DRAW = "draw"
ACTION = "action"
REACTION = "reaction"
"""An Attack or Head Hunter targets a player, who may answer with a Skullduggery."""
END_OF_TURN = "end_of_turn"
GAME_OVER = "game_over"
"""The last card was Mined or Drawn; scoring and, in a series, the next Game follow."""


@dataclass
class Storage:
    """A Character or an Exchange: a face-up card with Bitcoins Stored on it."""

    card: str
    capacity: int
    stored: list[str] = field(default_factory=list)
    """Face-down cards, bottom first; their owner may look at them, nobody else."""
    locked: bool = False

    def can_store(self) -> bool:
        """Locked Exchanges count as full (digest: "Locked Exchanges are full")."""
        return not self.locked and len(self.stored) < self.capacity


@dataclass
class Player:
    character: Optional[Storage] = None
    learned: list[str] = field(default_factory=list)
    """Skill cards tucked under the left side of the Character, in the order learnt."""
    exchanges: list[Storage] = field(default_factory=list)
    """Left to right, in the order they were placed (README, ruling 10)."""
    hand: list[str] = field(default_factory=list)

    def storages(self) -> list[Storage]:
        """The Character then the Exchanges: the Mining order."""
        return ([self.character] if self.character else []) + self.exchanges

    def storage(self, card: str) -> Optional[Storage]:
        return next((s for s in self.storages() if s.card == card), None)

    def bitcoins(self) -> int:
        """Face-down cards Stored on the Character and Exchanges, Locked ones included."""
        return sum(len(s.stored) for s in self.storages())


@dataclass
class PendingAttack:
    """A revealed Attack or Head Hunter waiting for the target's answer."""

    attacker: int
    card: str
    target_seat: int
    target: str
    """The targeted card: a Character, an Exchange or a tucked Skill card."""
    store_on: Optional[str]
    """Hack: where the attacker stores the Bitcoin (None: into the hand)."""


@dataclass
class TableState:
    player_count: int
    options: dict[str, Any]
    players: list[Player] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    """Top card first; hidden from everyone."""
    discard: list[str] = field(default_factory=list)
    """Face-up discard pile (README, ruling 17), never reshuffled."""
    set_aside_characters: list[str] = field(default_factory=list)
    """Characters nobody has chosen yet."""
    dealer: int = 0
    game_number: int = 0
    phase: str = ""
    current: int = 0
    """The seat whose Turn it is (or who chooses a Character)."""
    turn: int = 0
    """Turns taken in this Game."""
    pending: Optional[PendingAttack] = None
    end_reason: str = ""
    """How the Game ended: "mined" or "drawn" (the last card of the deck)."""
    moon_tokens: list[int] = field(default_factory=list)
    moon_tokens_left: int = 0
    game_results: list[dict[str, Any]] = field(default_factory=list)
    """Per finished Game: its Bitcoins per seat and its winners."""
    outcome: Optional[Outcome] = None

    def first_player(self) -> int:
        """The player left of the dealer (clockwise = the next seat)."""
        return (self.dealer + 1) % self.player_count

    def turn_order(self) -> list[int]:
        """Seats in playing order, starting with the player left of the dealer."""
        return [(self.first_player() + k) % self.player_count for k in range(self.player_count)]
