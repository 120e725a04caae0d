"""To The Moon for the search player: play out three turns, then read the table.

Random play-outs to the end of the deck (sixty cards, a hundred commands and more) drowned the
choice in what random players do later: the hard level lost to the one-step greedy level about
one game in three (67.5% of 20 on 2026-11-28, and 0 of 2 in a later check). Playing out to the
searching seat's turn three turns on (everyone's answer, then its own next turns) with the
pruned random policy, and scoring the table there with the greedy level's standing (stored
Bitcoins, then Exchanges and hand), won 17 of 20 against greedy (seeds 9300-9319, 2026-11-28);
one turn on won 6 of 10.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.heuristics.one_step import moon_value as evaluate
from game.ai.pruning import useful_commands
from game.engine.records import Command

HORIZON_TURNS = 3
MAX_COMMANDS = 400

__all__ = ["evaluate", "policy", "turn_of", "horizon_reached", "HORIZON_TURNS", "MAX_COMMANDS"]


def policy(rules: Any, state: Any, seat: int, commands: list[Command], rng: random.Random) -> Command:
    """Random among the commands worth trying (game.ai.pruning): no plain Bitcoin Revealed."""
    return rng.choice(useful_commands(rules, state, commands) or commands)


def turn_of(state: Any) -> int:
    return state.turn


def horizon_reached(state: Any, start_turn: int, seat: int) -> bool:
    """Stop when the searching seat's turn comes round again, HORIZON_TURNS turns on or more."""
    return state.turn >= start_turn + HORIZON_TURNS and state.current == seat
