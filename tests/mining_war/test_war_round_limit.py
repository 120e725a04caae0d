"""The round limit (README, R1): the rulebook has none, so it is an option, off by default; when
it is on and decides a tie, the tied players share the result, never by seat order."""

from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.options import read_options
from war_helpers import Table

SIDE = {"bitcoins": 1, "deck": [], "firewalls": [8, 8]}
"""Nothing to play: every turn only passes its phases."""


def _play_rounds(t: Table, rounds: int) -> None:
    while not t.match.is_over() and t.state.round <= rounds:
        t.step()


def test_a_game_has_no_round_limit_by_default():
    """The rulebook ends a game only when one Mining Pool is left ("Fin de la partie")."""
    assert read_options({}, 2, default_cards())["max_rounds"] is None
    t = Table([SIDE, SIDE])
    _play_rounds(t, 3)
    t.state.round = 1000  # far past the old default of 100
    _play_rounds(t, 1001)
    assert not t.match.is_over() and t.state.round == 1002


def test_a_tie_at_the_round_limit_is_shared_never_settled_by_seat_order():
    t = Table([SIDE, SIDE], max_rounds=2)
    _play_rounds(t, 2)
    assert t.match.is_over()
    assert t.match.outcome.winners == (0, 1) and t.match.outcome.reason == "round limit"
    last = t.match.entries[-1].event
    assert isinstance(last, ev.RoundLimitReached) and last.winners == (0, 1)


def test_the_round_limit_still_gives_the_win_to_the_strongest_mining_pool():
    t = Table([SIDE, {**SIDE, "pool": 15}], max_rounds=1)
    _play_rounds(t, 1)
    assert t.match.outcome.winners == (0,) and t.match.outcome.reason == "round limit"
