"""The leak checker (game/stress/leaks.py) on Bitcoin Empire: a few random games at 2, 3 and 4
players leak nothing, and the determinizer re-deals each thing a seat may not see (other hands,
other players' Stored Bitcoins, the deck order), so a view showing one of them is caught."""

from __future__ import annotations

import pytest

from game.rules.registry import find_rules
from game.stress.leaks import check_game, run_leaks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_few_games_leak_nothing(players):
    figures = run_leaks(["to_the_moon"], 3, seed=900, players=players, rate=0.1)
    assert figures.errors == []
    assert figures.games == 3 and figures.positions > 50
    assert [str(leak) for leak in figures.leaks] == []


def _peek(state, seat):
    """What a view must never hold: another player's hand or Stored Bitcoins, the deck's top."""
    other = state.players[(seat + 1) % state.player_count]
    return {
        "hand": sorted(other.hand),
        "stored": sorted(c for s in other.storages() for c in s.stored),
        "deck_top": state.deck[:1],
    }


@pytest.mark.parametrize("secret", ["hand", "stored", "deck_top"])
def test_a_view_that_shows_a_hidden_card_is_caught(monkeypatch, secret):
    rules = find_rules("to_the_moon")
    honest = type(rules).view

    def peeking(self, state, seat):
        data = honest(self, state, seat)
        if seat is not None and seat >= 0:
            data["peek"] = _peek(state, seat)[secret]
        return data

    monkeypatch.setattr(type(rules), "view", peeking)
    _, leaks = check_game("to_the_moon", 3, seed=4, rate=0.3)
    assert any(leak.kind == "view" and leak.path.startswith("$.peek") for leak in leaks)
