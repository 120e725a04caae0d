"""The computer levels a seat can take: "easy" (uniform random) and "hard" (search)."""

from __future__ import annotations

from typing import Any

from game.ai.determinizers import has_determinizer
from game.ai.search import SearchPlayer
from game.engine.players import RandomPlayer
from game.engine.rules import Rules

LEVELS = ("easy", "hard")


def levels_for(game_id: str) -> tuple[str, ...]:
    return LEVELS if has_determinizer(game_id) else ("easy",)


def make_player(level: str, rules: Rules, seed: int, **search_options: Any) -> Any:
    """A computer player for a seat kind "computer:<level>" (or a bare level name)."""
    level = level.split(":", 1)[-1] if level.startswith("computer") else level
    if level == "easy":
        return RandomPlayer(seed)  # takes no search options
    if level == "hard":
        return SearchPlayer(rules, seed, **search_options)
    raise ValueError(f"unknown computer level {level!r}; known: {', '.join(LEVELS)}")
