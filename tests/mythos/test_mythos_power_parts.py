"""Where a character's power comes from (fourth new-user trial: a Sable printed 4 showed 3, then
2, and nothing said why): the parts the view gives add up to the power it shows, and a hidden
character's parts never tell its printed power."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos import effects as fx


def _positions(seeds=range(25), moves=260):
    for seed in seeds:
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        for _ in range(moves):
            if match.is_over():
                break
            yield match
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))


def test_power_parts_add_up_to_the_power_shown_and_keep_hidden_cards_secret():
    changed = hidden_with_parts = 0
    for match in _positions():
        view = match.view(0)
        for mission in view["missions"]:
            for side in mission["sides"]:
                for char in side["characters"]:
                    parts = char["power_parts"]
                    assert char["power"] == max(0, sum(amount for _, amount in parts))
                    sources = [source for source, _ in parts]
                    if char["hidden"]:
                        assert "printed" not in sources and "self" not in sources
                        hidden_with_parts += bool(parts)
                    else:
                        assert sources[0] == "printed"
                        printed = match.rules.cards.characters[char["stack"][-1]].power
                        assert parts[0][1] == printed
                        changed += char["power"] != printed
    assert changed >= 20, "too few changed powers were met to prove anything"
    assert hidden_with_parts >= 5


def test_power_of_is_the_sum_of_its_parts_in_the_state():
    for match in _positions(range(5), 200):
        state, cards = match.state, match.rules.cards
        for char_id in state.characters:
            if state.characters[char_id].mission is None:
                continue
            assert fx.power_of(state, cards, char_id) == max(0, sum(a for _, a in fx.power_parts(state, cards, char_id)))
