"""Issue 22: a one-step greedy level per game, a yardstick between random and search: it plays
only legal commands, finishes every game, is the same game again from the same seed, and beats
the random level clearly."""

from __future__ import annotations

import pytest

from game import sessions
from game.ai.greedy import GreedyPlayer
from game.ai.levels import LEVELS, make_player
from game.engine import Match, SeatConfig
from game.match_options import self_play_options
from game.rules.registry import find_rules

GAMES = ["robot_duel", "mining_war", "mythos", "to_the_moon", "maphr"]


def _play(game_id: str, kinds: list[str], seed: int) -> Match:
    rules = find_rules(game_id)
    seats = [SeatConfig(f"S{i}", kind) for i, kind in enumerate(kinds)]
    match = Match(rules, sessions.make_config(game_id, seats, seed, self_play_options(game_id)))
    players = {s: make_player(kind, rules, seed * 10 + s) for s, kind in enumerate(kinds)}
    for _ in range(50_000):
        if match.is_over():
            break
        seat = match.to_act()[0]
        command = players[seat].choose(match, seat)
        assert command in match.legal_commands(seat)
        match.submit(command)
    assert match.is_over(), f"{game_id}: the game did not end"
    return match


def test_greedy_is_a_level_of_every_game():
    assert "greedy" in LEVELS
    assert all(isinstance(make_player("computer:greedy", find_rules(g), 1), GreedyPlayer) for g in GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_greedy_finishes_a_game_and_plays_it_again_the_same_from_its_seed(game_id):
    first = _play(game_id, ["computer:greedy", "computer:easy"], 3)
    again = _play(game_id, ["computer:greedy", "computer:easy"], 3)
    assert [e.command for e in first.entries] == [e.command for e in again.entries]


def test_greedy_beats_random_play():
    """Charge & Spark, seats swapped every game: greedy must win most (random play against
    random play wins about half)."""
    won = 0
    for game in range(8):
        kinds = ["computer:greedy", "computer:easy"] if game % 2 == 0 else ["computer:easy", "computer:greedy"]
        match = _play("robot_duel", kinds, 50 + game)
        outcome = match.rules.outcome(match.state)
        won += outcome.winners == (kinds.index("computer:greedy"),)
    assert won >= 6, f"greedy won {won} of 8"
