"""The options a new match starts with: level data read from Tiled maps, turned into plain data
that is written into the save (so a save replays the same even if a map later changes)."""

from __future__ import annotations

import copy
from typing import Any, Optional

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
    if game_id == "maphr":
        return {"tiles_per_prospect": 2, "negotiation": True}
    return {}


SELF_PLAY_SAFEGUARDS: dict[str, dict[str, Any]] = {
    "mining_war": {"max_rounds": 100},
    "maphr": {"round_limit": 40},
}
"""Round limits the rulebooks do not have (off by default in a match), passed explicitly where
computers play alone: random players can stall a game no person would (README of each game:
mining_war R1, maphr ruling 16). A tie they produce is a shared result."""


def self_play_options(game_id: str, options: Optional[dict[str, Any]] = None) -> dict[str, Any]:
    """`options` with the game's round-limit safeguard for computer self-play (soak, selfplay,
    benches, stress tools, demos), unless `options` sets that option itself."""
    return {**SELF_PLAY_SAFEGUARDS.get(game_id, {}), **(options or {})}


def with_defaults(game_id: str, player_count: int, options: dict[str, Any]) -> dict[str, Any]:
    """`options` completed with the defaults it does not set."""
    return {**default_options(game_id, player_count), **options}
