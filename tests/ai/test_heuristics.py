"""Mining War and Maphr hard levels: their evaluations read the table sensibly, their play-outs
keep to legal moves, and the search with them beats the random player.

Fixed iteration counts, not think times, so these results repeat exactly on any machine.
"""

import random

import pytest

from game import sessions
from game.ai.heuristics import HEURISTICS, heuristics_for
from game.ai.levels import levels_for, make_player
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.match_options import self_play_options
from game.engine.rules import Outcome
from game.rules.registry import find_rules

SEATS = [SeatConfig("A"), SeatConfig("B")]


def new_match(game_id: str, seed: int) -> Match:
    return Match(find_rules(game_id), sessions.make_config(game_id, SEATS, seed, self_play_options(game_id)))


def advanced(game_id: str, seed: int, commands: int) -> Match:
    match = new_match(game_id, seed)
    rng = random.Random(seed)
    for _ in range(commands):
        if match.is_over():
            break
        match.submit(rng.choice(match.legal_commands(match.to_act()[0])))
    return match


@pytest.mark.parametrize("game_id", sorted(HEURISTICS))
def test_hard_is_offered(game_id):
    assert levels_for(game_id) == ("easy", "greedy", "hard")
    assert heuristics_for(game_id) is not None


@pytest.mark.parametrize("game_id", sorted(HEURISTICS))
def test_evaluation_is_symmetric_in_two_player_games_and_knows_the_outcome(game_id):
    match = advanced(game_id, 3, 60)
    known = heuristics_for(game_id)
    assert known is not None
    rules, state = match.rules, match.state
    values = [known.evaluate(rules, state, seat) for seat in (0, 1)]
    assert all(0 < v < 1 for v in values)
    assert values[0] + values[1] == pytest.approx(1.0)
    state.outcome = Outcome((1,), "test")
    assert known.evaluate(rules, state, 1) == 1.0 and known.evaluate(rules, state, 0) == 0.0


def test_mining_war_evaluation_prefers_a_healthy_pool_and_more_bitcoins():
    known = heuristics_for("mining_war")
    match = advanced("mining_war", 5, 40)
    rules, state = match.rules, match.state
    before = known.evaluate(rules, state, 0)
    state.sides[0].pool -= 5
    assert known.evaluate(rules, state, 0) < before
    state.sides[0].pool += 5
    state.sides[1].bitcoins.pop() if state.sides[1].bitcoins else state.sides[1].hand.pop()
    assert known.evaluate(rules, state, 0) > before


def test_maphr_evaluation_prefers_coins_and_a_longer_mine():
    known = heuristics_for("maphr")
    match = advanced("maphr", 5, 200)
    rules, state = match.rules, match.state
    before = known.evaluate(rules, state, 0)
    state.players[0].coins += 10
    richer = known.evaluate(rules, state, 0)
    assert richer > before
    state.players[1].mine.popitem()
    assert known.evaluate(rules, state, 0) > richer


def test_maphr_evaluation_counts_a_closed_mine_as_a_loss_not_a_vein():
    # A dead end laid as the first tile closes the mine for good: seed 10000 against greedy, the
    # hard seat did so for a gold vein's coins and spent 40 rounds on one tile.
    from game.rules.maphr.mine import FIRST_CELL
    from game.rules.maphr.state import PlacedTile

    known = heuristics_for("maphr")
    match = new_match("maphr", 5)
    rules, state = match.rules, match.state
    state.players[0].mine = {FIRST_CELL: PlacedTile("straight.1", 0)}  # open to the south
    open_mine = known.evaluate(rules, state, 0)
    state.players[0].mine = {FIRST_CELL: PlacedTile("dead_end.1", 0)}  # its only side faces the entrance
    assert known.evaluate(rules, state, 0) < open_mine
    state.players[0].mine = {}
    assert known.evaluate(rules, state, 0) < open_mine  # an empty mine is not closed, but is shorter


@pytest.mark.parametrize("game_id", sorted(HEURISTICS))
def test_play_out_policy_picks_legal_commands(game_id):
    known = heuristics_for(game_id)
    match = new_match(game_id, 11)
    rng = random.Random(11)
    for _ in range(400):
        if match.is_over():
            break
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        command = known.policy(match.rules, match.state, seat, legal, rng)
        assert command in legal
        match.submit(command)


@pytest.mark.parametrize("game_id, games, iterations", [("mining_war", 6, 12), ("maphr", 2, 6)])
def test_hard_beats_easy_with_seats_alternated(game_id, games, iterations):
    rules = find_rules(game_id)
    wins = 0
    for game in range(games):
        hard = game % 2
        match = new_match(game_id, 2000 + game)
        play_out(match, {hard: make_player("hard", rules, game, max_iterations=iterations), 1 - hard: RandomPlayer(game)})
        wins += match.outcome.winners == (hard,)
    assert wins == games, f"hard won only {wins} of {games}"
