"""Killed with SIGKILL at random moments, a game loses nothing it reported as played, and
resumes to its end. `python -m game soak --kill 100` runs the same at full size."""

import random
import signal

import pytest

from game.rules.registry import game_ids
from game.stress import kill

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def test_games_of_every_kind_killed_at_random_moments_keep_what_they_reported_and_resume():
    figures = kill.run_kill_trials(len(game_ids()) + 3, game_ids(), seed=5)
    assert figures.failures == []
    assert figures.trials == len(game_ids()) + 3
    assert figures.killed_mid_game >= 1


def test_a_save_holding_less_than_was_reported_is_a_failure(tmp_path, monkeypatch):
    real = kill._run_and_kill

    def overpromising(*args):
        entries, last_hash, ended = real(*args)
        return entries + 1000, last_hash, False

    monkeypatch.setattr(kill, "_run_and_kill", overpromising)
    rng = random.Random(1)  # its first draw lets the child report a few entries before the kill
    kind, failure = kill.trial(0, "robot_duel", 2, 3, tmp_path, rng)
    assert kind == "failed" and "reported, only" in failure
