"""The leak checker (game/stress/leaks.py): it passes on the real games, and catches a view, a
"waiting for" list, legal commands or a log line broken on purpose."""

from __future__ import annotations

import pytest

from game.rules.registry import find_rules
from game.stress.leaks import check_game, first_difference, run_leaks


def test_first_difference_names_the_json_path():
    real = {"players": [{"hand_size": 3, "hand": None}], "round": 2}
    other = {"players": [{"hand_size": 4, "hand": None}], "round": 2}
    assert first_difference(real, other) == ("$.players[0].hand_size", "3", "4")
    assert first_difference(real, real) is None
    assert first_difference([1, 2], [1, 2, 3]) == ("$.length", "2", "3")
    assert first_difference({"a": 1}, {"b": 1})[0] in ("$.a", "$.b")


@pytest.mark.parametrize("game_id", ["robot_duel", "mythos", "to_the_moon", "mining_war", "maphr"])
def test_two_games_of_each_game_leak_nothing(game_id):
    rules = find_rules(game_id)
    figures = run_leaks([game_id], 1, seed=5, players=rules.min_players, rate=0.05)
    assert figures.errors == []
    assert figures.positions > 0
    assert [str(leak) for leak in figures.leaks] == []


@pytest.fixture
def duel(monkeypatch):
    rules = find_rules("robot_duel")
    return rules, monkeypatch


def test_a_view_that_shows_the_opponents_hand_is_caught(duel):
    rules, monkeypatch = duel
    honest = type(rules).view

    def peeking(self, state, seat):
        data = honest(self, state, seat)
        if seat is not None and seat >= 0:
            data["peek"] = sorted(state.robots[1 - seat].hand)
        return data

    monkeypatch.setattr(type(rules), "view", peeking)
    checked, leaks = check_game("robot_duel", 2, seed=3, rate=0.5)
    assert checked > 0 and leaks
    assert leaks[0].kind == "view" and leaks[0].path.startswith("$.peek")
    assert "robot_duel 2p seed 3 event" in str(leaks[0])


def test_a_waiting_list_that_names_who_holds_a_card_is_caught(duel):
    rules, monkeypatch = duel
    honest = type(rules).to_act

    def telling(self, state):
        seats = honest(self, state)
        # the seats holding the Ray come first: the list tells who holds it
        return tuple(sorted(seats, key=lambda s: "star.ray" not in state.robots[s].hand))

    monkeypatch.setattr(type(rules), "to_act", telling)
    leaks = [leak for seed in range(1, 6) for leak in check_game("robot_duel", 2, seed=seed, rate=1.0)[1]]
    assert any(leak.kind == "to act" for leak in leaks)


def test_legal_commands_that_depend_on_the_opponents_hand_are_caught(duel):
    rules, monkeypatch = duel
    honest = type(rules).legal_commands

    def telling(self, state, seat):
        legal = honest(self, state, seat)
        opponent_cards = len(set(state.robots[1 - seat].hand))
        return legal[:1] if opponent_cards % 2 else legal

    monkeypatch.setattr(type(rules), "legal_commands", telling)
    _, leaks = check_game("robot_duel", 2, seed=6, rate=1.0)
    assert any(leak.kind == "legal" for leak in leaks)


def test_a_log_line_naming_a_hidden_card_is_caught(duel):
    rules, monkeypatch = duel
    honest = type(rules).describe

    def naming(self, event, seat, lang="en"):
        # names the chosen card whatever the seat may see (reads the event before redaction)
        card = getattr(event, "choice", None)
        return honest(self, event, seat, lang) + (f" ({card})" if card else "")

    monkeypatch.setattr(type(rules), "describe", naming)
    _, leaks = check_game("robot_duel", 2, seed=7, rate=1.0)
    assert any(leak.kind == "log" for leak in leaks), "the opponent's committed card is named in the log"
