"""Mythos for the search player: play out to the end of the round, then read the table.

Random play-outs to the end of the game (four rounds) scored the whole game's luck more than the
choice at hand: 340 of them per CPU second, about 170 a decision at the default think time, and
the hard level won 90.0% of 40 games against easy (2026-11-25). Playing out to the start of the
next round (the missions of this one scored) with random moves, and scoring the table there with
the greedy level's standing (mission points, Power ahead on each mission in play, Chakra), is
about four times cheaper and won 20 of 20 against easy (seeds 9400-9419) and 18 of 20 against
greedy (seeds 9500-9519), 2026-11-28.
"""

from __future__ import annotations

from typing import Any

from game.ai.heuristics.one_step import mythos_value
from game.ai.simulation import random_policy as policy, value_with_margin

MAX_COMMANDS = 400

__all__ = ["evaluate", "policy", "turn_of", "horizon_reached", "MAX_COMMANDS"]


def evaluate(rules: Any, state: Any, seat: int) -> float:
    """The table's standing; a finished game (a play-out from round 4 runs to the end) counts
    the points margin as well as the win, so a lead does not make every move look the same
    (game.ai.simulation.MARGIN_SCALES)."""
    if rules.outcome(state) is not None:
        return value_with_margin(rules, state, seat)
    return mythos_value(rules, state, seat)


def turn_of(state: Any) -> int:
    return state.round


def horizon_reached(state: Any, start_round: int, seat: int) -> bool:
    """Stop once the round the search began in is over (its missions scored)."""
    return state.round > start_round
