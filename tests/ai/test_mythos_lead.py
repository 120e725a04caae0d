"""Issue 22: the hard Mythos seat must not stop playing because it leads a random rival.

Its play-outs pit it against random play, which a few points ahead it beats whatever it does:
every command scored about 1, and it passed with chakra and playable characters in hand in the
last round (5 of these 6 seeded positions; over 6 hard-vs-easy games it made 1 play in round 4).
A real rival catches up (it lost 30-10 to a first-time player). The play-outs now count the
points margin too (game.ai.simulation.MARGIN_SCALES).
"""

import random

import pytest

from game import sessions
from game.ai.search import SearchPlayer
from game.engine import Match, SeatConfig
from game.rules.mythos.commands import Pass, PlayCharacter
from game.rules.registry import find_rules

RULES = find_rules("mythos")
LEADING_IN_THE_LAST_ROUND = (7, 9, 10, 17, 21, 23)
"""Seeds of random games where the seat to act at round 4 leads by 6 points or more."""


def last_round_with_a_lead(seed: int):
    match = Match(RULES, sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed))
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.to_act()[0]
        state, legal = match.state, match.legal_commands(seat)
        if state.round == 4 and state.phase == "action" and any(isinstance(c, PlayCharacter) for c in legal):
            return match, seat
        match.submit(rng.choice(legal))
    raise AssertionError("the game ended before its last action phase")


@pytest.mark.parametrize("seed", LEADING_IN_THE_LAST_ROUND)
def test_hard_keeps_playing_in_the_last_round_when_ahead(seed):
    match, seat = last_round_with_a_lead(seed)
    players = match.state.players
    assert players[seat].points - players[1 - seat].points >= 6
    choice = SearchPlayer(RULES, seed=seed).choose(match, seat)  # the default budget
    assert choice != Pass(seat)
