"""Every game's search player decides from its seat's view alone.

For each game with a hard level: the determiniser's sample shows the seat exactly its view and
legal commands, and two tables that look the same to the seat (the real one, and another dealing
of the cards it cannot see) get the same decision from the same search.
"""

import random

import pytest

from game import sessions
from game.ai.determinizers import DETERMINIZERS
from game.ai.search import SearchPlayer
from game.engine import Match, SeatConfig
from game.rules.registry import find_rules

GAMES = sorted(DETERMINIZERS)
PLAYERS = {"maphr": 3, "mining_war": 2}
"""Seats per game in these tests (maphr with 3, so hidden hands of two opponents are dealt)."""


def random_match(game_id: str, seed: int, commands: int) -> Match:
    rules = find_rules(game_id)
    players = PLAYERS.get(game_id, rules.min_players)
    match = Match(rules, sessions.make_config(game_id, [SeatConfig(f"S{s}") for s in range(players)], seed))
    rng = random.Random(seed)
    for _ in range(commands):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.submit(rng.choice(match.legal_commands(seat)))
    return match


class TableSeenBy:
    """What a player is given: one seat's view and legal commands, of any full state."""

    def __init__(self, rules, state, seat: int):
        self.rules, self.state, self.seat = rules, state, seat

    def view(self, seat):
        assert seat == self.seat, "a player asked for another seat's view"
        return self.rules.view(self.state, seat)

    def legal_commands(self, seat):
        assert seat == self.seat, "a player asked for another seat's commands"
        return self.rules.legal_commands(self.state, seat)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_sample_shows_the_seat_exactly_its_view(game_id, seed):
    match = random_match(game_id, seed, commands=15 + 23 * seed)
    rules = match.rules
    for seat in range(len(match.config.seats)):
        view = match.view(seat)
        sampled = DETERMINIZERS[game_id](rules, view, seat, random.Random(seed))
        assert rules.view(sampled, seat) == view
        assert set(rules.legal_commands(sampled, seat)) == set(match.legal_commands(seat))


@pytest.mark.parametrize("game_id", GAMES)
def test_decision_is_the_same_for_tables_that_look_the_same(game_id):
    tried = 0
    for seed in range(40):
        match = random_match(game_id, seed, commands=(7 * seed) % 60)
        if match.is_over():
            continue
        seat = match.to_act()[0]
        if len(match.legal_commands(seat)) < 2:
            continue
        rules = match.rules
        other = DETERMINIZERS[game_id](rules, match.view(seat), seat, random.Random(seed + 1000))
        choices = [
            SearchPlayer(rules, seed=seed, max_iterations=25).choose(TableSeenBy(rules, state, seat), seat)
            for state in (match.state, other)
        ]
        assert choices[0] == choices[1]
        assert choices[0] in match.legal_commands(seat)
        tried += 1
        if tried == 3:
            break
    assert tried == 3, "too few positions with a real choice"
