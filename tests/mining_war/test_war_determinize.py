"""Sampling a full state from one seat's view (for search players): the sample looks exactly
like the view to that seat, and the game plays on from it to a winner."""

import random

from game.engine import RandomPlayer
from game.rules.mining_war import MiningWarRules
from game.rules.mining_war.determinize import state_from_view
from war_helpers import new_match


def play_from(rules, state, rng):
    for _ in range(3000):
        if rules.outcome(state) is not None:
            return True
        while not rules.to_act(state):
            events = rules.advance(state, rng)
            assert events, "nobody may act and nothing happens"
            for event in events:
                rules.apply(state, event)
            if rules.outcome(state) is not None:
                return True
        seat = rules.to_act(state)[0]
        command = rng.choice(rules.legal_commands(state, seat))
        for event in rules.handle(state, command, rng):
            rules.apply(state, event)
    return False


def test_a_sampled_state_shows_the_same_view_and_plays_on():
    rules = MiningWarRules()
    rng = random.Random(3)
    for players, seed in ((2, 21), (3, 22), (4, 23)):
        match = new_match(players, seed).match
        bots = {s: RandomPlayer(s) for s in range(players)}
        step = 0
        while not match.is_over():
            if step % 25 == 0:
                for seat in range(players):
                    view = rules.view(match.state, seat)
                    sample = state_from_view(rules, view, seat, rng)
                    assert rules.view(sample, seat) == view
                    assert rules.legal_commands(sample, seat) == rules.legal_commands(match.state, seat)
                if step % 100 == 0:
                    assert play_from(rules, state_from_view(rules, rules.view(match.state, 0), 0, rng), rng)
            seat = match.to_act()[0]
            match.submit(bots[seat].choose(match, seat))
            step += 1
