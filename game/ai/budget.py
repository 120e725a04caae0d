"""How much the hard player thinks, counted in simulations rather than seconds.

A wall-clock think time made the hard level weaker on a busy machine (Mythos: 91.5% against easy
at load 2-6, 62.5% at load 7-15) and a game with a hard seat could not be replayed from its seed.
The setting is still given in seconds; it is turned into a number of simulations with each game's
rate, measured as CPU time per simulation (`python -m game bench` does not depend on it: the
figures below were read with `time.process_time`, which counts only this process's work, so a
loaded machine slows the search down but does not change its choices).
"""

from __future__ import annotations

SIMULATIONS_PER_CPU_SECOND = {
    "robot_duel": 2850,  # 2026-11-28: the tree over rounds (game.ai.simultaneous), 3600 flat
    "mining_war": 2200,
    "mythos": 1400,  # 2026-11-28: play-outs to the round's end (game.ai.heuristics.mythos); 340 to the game's end
    "to_the_moon": 3600,  # 2026-11-28: play-outs of three turns (game.ai.heuristics.to_the_moon); 330 to the end
    "maphr": 1500,
}
"""Measured on this project's machine (2026-11-25, 12 decisions per game, 2 players, a search of
60 simulations each, `process_time` around `decide`): a budget of `rate × think seconds` takes
about that long on an idle core of that machine. Charge & Spark, To The Moon and Mythos were
measured again on 2026-11-28 when their search changed (6 games against easy, every decision of
the hard seat at 100-300 simulations, `process_time`; the machine shared with other runs, which
if anything makes these rates low, so the default a little short of 0.5 s when idle)."""

SAFETY_FACTOR = 10
"""A search still running after this many times the think time stops where it is: a machine ten
times slower keeps a window that answers. Only then does the wall clock change a choice."""


def simulation_budget(game_id: str, think_seconds: float) -> int:
    """The simulations a hard player of `game_id` runs per decision for a think time."""
    rate = SIMULATIONS_PER_CPU_SECOND.get(game_id, 500)
    return max(1, round(rate * think_seconds))
