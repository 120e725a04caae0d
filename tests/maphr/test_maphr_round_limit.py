"""The round limit (README, ruling 16): the rulebook ends the game only when a mine reaches its
gallery target, so the limit is an option, off by default, kept as a safeguard for self-play."""

from game.engine import MatchConfig, SeatConfig
from game.match_options import default_options
from game.rules.maphr.events import GameEnded, RoundStarted
from maphr_helpers import RULES, fresh_state


def test_there_is_no_round_limit_by_default():
    seats = tuple(SeatConfig(f"P{s + 1}") for s in range(3))
    assert "round_limit" not in default_options("maphr", 3)
    state = RULES.initial_state(MatchConfig("maphr", seats, 1, default_options("maphr", 3)))
    assert state.options["round_limit"] is None
    state = fresh_state(3)
    state.round, state.turn = 500, 3  # the last turn of round 500, no mine at its target
    events = RULES._end_of_round(state)
    assert isinstance(events[0], RoundStarted) and events[0].round == 501


def test_the_round_limit_option_still_scores_the_game_after_its_round():
    state = fresh_state(3, round_limit=40)
    state.round, state.turn = 40, 3
    events = RULES._end_of_round(state)
    assert isinstance(events[0], GameEnded) and events[0].reason == "round_limit"
