"""Random games mostly end at the self-play round limit (an option, off in a match). That is the
random players, not the rules: a plain-minded player (`maphr_greedy`) that builds, levels up and keeps its mine open
reaches level IV and the gallery target well before it (README, "Why random games hit the round
limit")."""

import random

import pytest

from game.engine import Match, MatchConfig, SeatConfig
from maphr_greedy import choose
from maphr_helpers import RULES, check_invariants


@pytest.mark.parametrize("players, seed", [(2, 1000), (4, 1001)])
def test_plain_minded_players_finish_by_the_gallery_target_before_the_round_limit(players, seed):
    match = Match(RULES, MatchConfig("maphr", tuple(SeatConfig(f"P{s}") for s in range(players)), seed, {}))
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(choose(match.state, RULES.cards, seat, match.legal_commands(seat)))
    state = match.state
    check_invariants(state)
    assert state.outcome.reason == "target" and state.round < 30
    finisher = state.players[state.finishers[0]]
    assert finisher.level == 4 or RULES.cards.clans[finisher.clan].grey

