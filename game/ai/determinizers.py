"""For each game, how to sample a full state from one seat's view (explicit registration)."""

from __future__ import annotations

import random
from typing import Any, Callable

from game.rules.maphr.determinize import state_from_view as maphr_state_from_view
from game.rules.mining_war.determinize import state_from_view as mining_war_state_from_view
from game.rules.mythos.determinize import state_from_view as mythos_state_from_view
from game.rules.robot_duel.determinize import state_from_view as robot_duel_state_from_view
from game.rules.to_the_moon.determinize import state_from_view as to_the_moon_state_from_view

Determinizer = Callable[[Any, dict[str, Any], int, random.Random], Any]

# mining_war's search needs its heuristics (game/ai/heuristics/mining_war.py): with random
# play-outs to the end it lost 4 of 4 to easy.
DETERMINIZERS: dict[str, Determinizer] = {
    "mining_war": mining_war_state_from_view,
    "maphr": maphr_state_from_view,
    "robot_duel": robot_duel_state_from_view,
    "mythos": mythos_state_from_view,
    "to_the_moon": to_the_moon_state_from_view,
}


def has_determinizer(game_id: str) -> bool:
    return game_id in DETERMINIZERS
