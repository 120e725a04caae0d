"""The options a new match starts with: level data read from Tiled maps, turned into plain data
that is written into the save (so a save replays the same even if a map later changes)."""

from __future__ import annotations

import copy
from typing import Any

from game.levels import load_level, robot_duel_track


def default_options(game_id: str, player_count: int) -> dict[str, Any]:
    if game_id == "robot_duel":
        return {"track": robot_duel_track(load_level("robot_duel"))}
    if game_id == "to_the_moon":
        from game.rules.to_the_moon.options import DEFAULT_OPTIONS

        return copy.deepcopy(DEFAULT_OPTIONS)
    if game_id == "mining_war":
        from game.rules.mining_war.options import mining_war_defaults

        return mining_war_defaults(player_count)
    if game_id == "mythos":
        from game.rules.mythos.cards import mythos_starter_options

        return mythos_starter_options()
    return {}


def with_defaults(game_id: str, player_count: int, options: dict[str, Any]) -> dict[str, Any]:
    """`options` completed with the defaults it does not set."""
    return {**default_options(game_id, player_count), **options}
