"""Commands that make no sense get a readable refusal, never a crash or a changed state."""

import random

from hypothesis import given, settings, strategies as st

from game.engine import IllegalCommand, RandomPlayer
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin

from war_helpers import new_match

IDS = ["p0.00", "p0.05", "p1.03", "p1.pool", "p0.pool", "p1.fw1", "p0.fw2", "neutrino", "", "x", "p9.00", "p1.99", "2", "activate"]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 120), pick=st.lists(st.integers(0, 10**6), min_size=8, max_size=8))
def test_random_commands_are_refused_cleanly(seed, moves, pick):
    match = new_match(2, seed).match
    bot = RandomPlayer(seed)
    for _ in range(moves):
        if match.is_over():
            return
        seat = match.to_act()[0]
        match.submit(bot.choose(match, seat))
    if match.is_over():
        return
    rng = random.Random(sum(pick))
    seat = rng.choice([0, 1])
    a, b, c = (rng.choice(IDS) for _ in range(3))
    command = rng.choice([
        PlaceBitcoin(seat, a), DeployCard(seat, a, (b,) if pick[0] % 2 else ()), CastSpell(seat, a, (b, c)[: pick[1] % 3], ()),
        Attack(seat, a, b), ActivateMulti(seat, a), Choose(seat, a), EndPhase(seat),
    ])
    before = match.state_hash()
    legal = command in match.legal_commands(seat)
    try:
        match.submit(command)
    except IllegalCommand as refusal:
        assert refusal.reason and not legal
        assert match.state_hash() == before
