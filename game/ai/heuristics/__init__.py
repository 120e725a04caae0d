"""Per-game knowledge for the search player: how to score an unfinished table and how to play
out quickly. A game without an entry here is played out at random to the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional

from game.ai.heuristics import maphr, mining_war, mythos, to_the_moon
from game.engine.records import Command


@dataclass(frozen=True)
class Heuristics:
    evaluate: Callable[[Any, Any, int], float]
    """(rules, state, seat) -> value in [0, 1] for the seat (1 = won)."""
    policy: Callable[[Any, Any, int, list[Command], random.Random], Command]
    """(rules, state, seat to act, its legal commands, rng) -> the play-out's move."""
    turn_of: Callable[[Any], int]
    """A counter of the game's turns, read when the search starts."""
    horizon_reached: Callable[[Any, int, int], bool]
    """(state, `turn_of` when the search started, searching seat) -> stop the play-out here."""
    max_commands: int
    """A play-out stops after this many commands even before its horizon."""


HEURISTICS: dict[str, Heuristics] = {
    "mining_war": Heuristics(
        mining_war.evaluate, mining_war.policy, mining_war.turn_of, mining_war.horizon_reached, 120
    ),
    "maphr": Heuristics(maphr.evaluate, maphr.policy, maphr.turn_of, maphr.horizon_reached, 150),
    "mythos": Heuristics(mythos.evaluate, mythos.policy, mythos.turn_of, mythos.horizon_reached, mythos.MAX_COMMANDS),
    "to_the_moon": Heuristics(
        to_the_moon.evaluate, to_the_moon.policy, to_the_moon.turn_of, to_the_moon.horizon_reached, to_the_moon.MAX_COMMANDS
    ),
}


def heuristics_for(game_id: str) -> Optional[Heuristics]:
    return HEURISTICS.get(game_id)
