"""For each game, how to sample a full state from one seat's view (explicit registration)."""

from __future__ import annotations

import random
from typing import Any, Callable

from game.rules.mythos.determinize import state_from_view as mythos_state_from_view
from game.rules.robot_duel.determinize import state_from_view as robot_duel_state_from_view

Determinizer = Callable[[Any, dict[str, Any], int, random.Random], Any]

DETERMINIZERS: dict[str, Determinizer] = {
    "robot_duel": robot_duel_state_from_view,
    "mythos": mythos_state_from_view,
}


def has_determinizer(game_id: str) -> bool:
    return game_id in DETERMINIZERS
