"""Issue 22: the hard player's strength does not depend on how busy the machine is, and a game
with a hard seat replays from its seed: it thinks in simulations, not in seconds."""

from __future__ import annotations

import random

from game import sessions
from game.ai.budget import SAFETY_FACTOR, simulation_budget
from game.ai.levels import make_player
from game.engine import SeatConfig


class SlowClock:
    """A machine as busy as you like: every look at the clock, `step` seconds have gone."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def decisions(game_id: str, clock_step: float) -> list:
    match = sessions.start(sessions.make_config(game_id, [SeatConfig("A"), SeatConfig("B")], seed=6)).match
    rng = random.Random(6)
    made = []
    for step in range(120):
        if match.is_over() or len(made) >= 4:
            break
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        if len(legal) > 1 and step % 3 == 0:
            player = make_player("hard", match.rules, 11, think_seconds=0.05, clock=SlowClock(clock_step))
            made.append((player.decide(match.view(seat), legal, seat), player.last_iterations, player.cut_short))
        match.submit(rng.choice(legal))
    return made


def test_the_same_seed_gives_the_same_choices_on_a_quiet_or_a_busy_machine():
    for game_id in ("robot_duel", "maphr", "to_the_moon", "mythos", "mining_war"):
        quiet = decisions(game_id, clock_step=0.000001)
        busy = decisions(game_id, clock_step=0.0001)  # 100 times slower, under the safety stop
        assert quiet and quiet == busy
        assert all(iterations == max(simulation_budget(game_id, 0.05), 2) or iterations >= simulation_budget(game_id, 0.05)
                   for _, iterations, _ in quiet)
        assert not any(cut for _, _, cut in busy)


def test_a_search_far_past_its_time_stops_at_the_safety_limit():
    made = decisions("robot_duel", clock_step=0.05 * SAFETY_FACTOR)  # every look: past the limit
    assert made and all(cut for _, _, cut in made)
