"""The table of a Charge & Spark duel."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices

TILES_PER_KIND = 4


@dataclass
class Robot:
    """One player's side: tiles (face-up counts out of 4), hand, rest zone, pawn."""

    health: int = TILES_PER_KIND
    battery: int = 2
    disk: int = 0
    hand: list[str] = field(default_factory=list)
    rest: Optional[str] = None
    """The card in the rest zone ("zone de repos")."""
    rest_copied: Optional[str] = None
    """When the rest card is a Copy: the card type whose properties it keeps."""
    position: int = 0
    """Spaces from the start; the moon is at `DuelState.track_length`."""

    def tiles(self, kind: str) -> int:
        return getattr(self, kind)


@dataclass
class DuelState:
    track_length: int
    """Moves from the start space to the moon."""
    stars: tuple[int, ...]
    """Positions of the ★ spaces on each side of the track."""
    robots: list[Robot] = field(default_factory=lambda: [Robot(), Robot()])
    bonus_pile: list[str] = field(default_factory=list)
    round: int = 0
    secrets: SecretChoices = field(default_factory=SecretChoices)
    revealed: dict[int, str] = field(default_factory=dict)
    """The two cards on the table this round, once flipped, until they go to rest."""
    last_revealed: dict[int, str] = field(default_factory=dict)
    """The cards flipped at the last reveal, kept after they go to rest (for the table and the
    log); set at the reveal, so it never names a card that went back to a hand."""
    resolving: bool = False
    outcome: Optional[Outcome] = None
    fixed_setup: dict[str, Any] = field(default_factory=dict)
    """A scripted setup from the match options (empty: the rulebook's)."""
