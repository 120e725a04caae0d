"""Sampling a full state from one seat's view (for search players) shows that seat nothing new
and keeps every card."""

import random

from game.engine.records import Command
from game.rules.to_the_moon.determinize import state_from_view
from ttm_helpers import RULES, cards_on_table, every_card, new_match, play


def test_a_sampled_state_looks_the_same_to_its_seat_and_plays_on():
    checked = 0
    for seed in range(6):
        players = 2 + seed % 3
        match = new_match(players, seed=seed, mode="to_the_moon" if seed % 2 else "single", moon_tokens=1,
                          bonus_rules=["whale_hunting"] if seed % 3 == 0 else [])
        chooser = random.Random(seed)
        while not match.is_over():
            if chooser.random() < 0.15:
                for seat in range(players):
                    view = match.view(seat)
                    sampled = state_from_view(RULES, view, seat, random.Random(checked))
                    assert RULES.view(sampled, seat) == view
                    assert RULES.legal_commands(sampled, seat) == match.legal_commands(seat)
                    if sampled.phase != "choose_character":
                        assert sorted(cards_on_table(sampled)) == sorted(every_card())
                    checked += 1
                seat = match.to_act()[0]
                sampled = state_from_view(RULES, match.view(seat), seat, random.Random(seed))
                command: Command = chooser.choice(RULES.legal_commands(sampled, seat))
                play(sampled, command)
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert checked > 50


def test_heuristic_value_shares_the_current_lead():
    match = new_match(3, seed=4, character_choice="random")
    values = [RULES.heuristic_value(match.state, s) for s in range(3)]
    assert abs(sum(values) - 1) < 1e-9 and max(values) > 0
