"""The leak checker (game/stress/leaks.py) on Charge & Spark: a few random duels leak nothing,
and the determinizer re-deals each thing a seat may not see, so a view showing one is caught."""

from __future__ import annotations

import pytest

from game.rules.registry import find_rules
from game.stress.leaks import check_game, run_leaks


def test_a_few_duels_leak_nothing():
    figures = run_leaks(["robot_duel"], 12, seed=700, rate=0.3)
    assert figures.errors == []
    assert figures.games == 12 and figures.positions > 100
    assert [str(leak) for leak in figures.leaks] == []


def _peek(state, seat):
    """What a view must never hold: the opponent's face-down choice and the ★ pile's order."""
    opponent = 1 - seat
    return {"choice": state.secrets.committed.get(opponent), "next_bonus": state.bonus_pile[:1]}


@pytest.mark.parametrize("secret", ["choice", "next_bonus"])
def test_a_view_that_shows_a_hidden_card_is_caught(monkeypatch, secret):
    rules = find_rules("robot_duel")
    honest = type(rules).view

    def peeking(self, state, seat):
        data = honest(self, state, seat)
        if seat is not None and seat >= 0:
            data["peek"] = _peek(state, seat)[secret]
        return data

    monkeypatch.setattr(type(rules), "view", peeking)
    leaks = [leak for seed in (1, 2, 3) for leak in check_game("robot_duel", 2, seed=seed, rate=1.0)[1]]
    assert any(leak.kind == "view" and leak.path.startswith("$.peek") for leak in leaks)
