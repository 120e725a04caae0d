"""The games Tablewright knows, by explicit import (never by listing folders: that breaks once
packaged)."""

from __future__ import annotations

from functools import cache
from typing import Callable, Optional

from game.engine.rules import Rules
from game.rules.mining_war import MiningWarRules
from game.rules.mythos import MythosRules
from game.rules.robot_duel import RobotDuelRules
from game.rules.to_the_moon import ToTheMoonRules

GAME_FACTORIES: dict[str, Callable[[], Rules]] = {
    "robot_duel": RobotDuelRules,
    "mining_war": MiningWarRules,
    "to_the_moon": ToTheMoonRules,
    "mythos": MythosRules,
}


def game_ids() -> list[str]:
    return list(GAME_FACTORIES)


@cache
def find_rules(game_id: str) -> Optional[Rules]:
    """The rules of a game by id, or None for an unknown id."""
    factory = GAME_FACTORIES.get(game_id)
    return factory() if factory else None
