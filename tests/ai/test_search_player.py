"""The search player: it sees only its seat's view, and it beats the random player."""

import random

from hypothesis import given, settings, strategies as st

from game import sessions
from game.ai.determinizers import DETERMINIZERS
from game.ai.levels import levels_for, make_player
from game.ai.search import SearchPlayer
from game.ai.stats import wilson_interval
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.rules.registry import find_rules

SEATS = [SeatConfig("A"), SeatConfig("B")]


def robot_duel_match(seed: int, options=None) -> Match:
    return Match(find_rules("robot_duel"), sessions.make_config("robot_duel", SEATS, seed, options))


def advance_randomly(match: Match, commands: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(commands):
        if match.is_over():
            return
        seat = match.to_act()[0]
        match.submit(rng.choice(match.legal_commands(seat)))


class ViewOnly:
    """A stand-in for a match that offers a player nothing but its seat's view and commands."""

    def __init__(self, match: Match, seat: int):
        self._match, self._seat = match, seat

    def view(self, seat):
        assert seat == self._seat, "a player asked for another seat's view"
        return self._match.view(seat)

    def legal_commands(self, seat):
        assert seat == self._seat
        return self._match.legal_commands(seat)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), depth=st.integers(0, 30), seat=st.integers(0, 1))
def test_determinised_state_shows_the_seat_exactly_its_view(seed, depth, seat):
    rules = find_rules("robot_duel")
    match = robot_duel_match(seed)
    advance_randomly(match, depth, seed)
    view = match.view(seat)
    sampled = DETERMINIZERS["robot_duel"](rules, view, seat, random.Random(seed))
    assert rules.view(sampled, seat) == view


def test_decision_does_not_depend_on_hidden_state():
    # Two matches that look the same to seat 0 but differ in what seat 1 chose face down.
    setup = {"tiles": [{"battery": 2}, {"battery": 2}]}
    first, second = robot_duel_match(5, {"setup": setup}), robot_duel_match(5, {"setup": setup})
    rules = first.rules
    from game.rules.robot_duel.commands import PlayCard

    first.submit(PlayCard(1, "p1.spark"))
    second.submit(PlayCard(1, "p1.move"))
    assert first.view(0) == second.view(0)
    assert first.state_hash() != second.state_hash()
    choices = [
        SearchPlayer(rules, seed=9, max_iterations=120).choose(ViewOnly(m, 0), 0) for m in (first, second)
    ]
    assert choices[0] == choices[1]


def test_single_legal_command_is_played_without_search():
    match = robot_duel_match(1)
    player = SearchPlayer(match.rules, seed=1, max_iterations=50)
    only = match.legal_commands(0)[:1]
    assert player.decide(match.view(0), only, 0) == only[0]
    assert player.last_iterations == 0


def test_hard_beats_easy_with_seats_alternated():
    rules = find_rules("robot_duel")
    points = 0.0
    games = 12
    for game in range(games):
        hard = game % 2
        match = robot_duel_match(1000 + game)
        players = {hard: make_player("hard", rules, game, max_iterations=150), 1 - hard: RandomPlayer(game)}
        play_out(match, players)
        outcome = match.outcome
        points += 1.0 if outcome.winners == (hard,) else 0.5 if not outcome.winners else 0.0
    low, _ = wilson_interval(points, games)
    assert points >= 10, f"hard won only {points} of {games}"
    assert low > 0.5


def test_levels_and_unknown_level():
    assert levels_for("robot_duel") == ("easy", "greedy", "hard")
    rules = find_rules("robot_duel")
    assert isinstance(make_player("computer:easy", rules, 1), RandomPlayer)
    assert isinstance(make_player("computer:hard", rules, 1), SearchPlayer)
    try:
        make_player("godlike", rules, 1)
    except ValueError as error:
        assert "godlike" in str(error)
    else:
        raise AssertionError("an unknown level was accepted")


def test_wilson_interval_brackets_the_rate():
    low, high = wilson_interval(180, 200)
    assert low < 0.9 < high
    assert 0.85 < low and high < 0.94


def test_background_thinker_answers_without_blocking():
    import time

    from game.ai.background import BackgroundThinker

    match = robot_duel_match(3)
    thinker = BackgroundThinker("robot_duel")
    try:
        ticket = thinker.ask("hard", 1, 0.05, match.view(0), match.legal_commands(0), 0)
        started = time.monotonic()
        answer = thinker.poll(ticket)
        while answer is None and time.monotonic() - started < 60:
            time.sleep(0.01)
            answer = thinker.poll(ticket)
    finally:
        thinker.close()
    command = match.rules.commands.decode(answer)
    assert command in match.legal_commands(0)
