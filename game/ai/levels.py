"""The computer levels a seat can take: "easy" (random, less provably wasted moves), "greedy" (the best-looking move
one step ahead, a yardstick) and "hard" (search)."""

from __future__ import annotations

from typing import Any

from game.ai.determinizers import has_determinizer
from game.ai.easy import EasyPlayer
from game.ai.search import SearchPlayer
from game.engine.rules import Rules

LEVELS = ("easy", "greedy", "hard")
DEFAULT_THINK_SECONDS = 0.5

_think_seconds = DEFAULT_THINK_SECONDS


def set_think_seconds(seconds: float) -> None:
    """The think time of hard players made without an explicit one (the window's setting)."""
    global _think_seconds
    if not 0.01 <= seconds <= 60:
        raise ValueError(f"a think time of {seconds} s is out of range")
    _think_seconds = float(seconds)


def think_seconds() -> float:
    return _think_seconds


def levels_for(game_id: str) -> tuple[str, ...]:
    return LEVELS if has_determinizer(game_id) else ("easy",)


def make_player(level: str, rules: Rules, seed: int, **search_options: Any) -> Any:
    """A computer player for a seat kind "computer:<level>" (or a bare level name)."""
    level = level.split(":", 1)[-1] if level.startswith("computer") else level
    if level == "easy":
        return EasyPlayer(rules, seed)  # takes no search options
    if level == "greedy":
        from game.ai.greedy import GreedyPlayer

        return GreedyPlayer(rules, seed)  # thinks one step: no search options
    if level == "hard":
        search_options.setdefault("think_seconds", _think_seconds)
        return SearchPlayer(rules, seed, **search_options)
    raise ValueError(f"unknown computer level {level!r}; known: {', '.join(LEVELS)}")
