"""Issue 18, finding 8: the card an Attack targets is public (the rulebook: "so that all players
can see"), so the log names that exact card, also among identical ones: its place in the row,
counted from the left as the table draws it, in English and French, for every seat."""

import pytest

from game.rules.to_the_moon.commands import RevealCard
from game.rules.to_the_moon.events import AttackRevealed
from ttm_helpers import RULES, exchange, give, learn, play, table

EVERY_READER = (0, 1, 2, -1, None)
"""The attacker, the target, a third player, the public table, a replay's full view."""


def reveal_attack(state, command):
    return next(e for e in play(state, command) if isinstance(e, AttackRevealed))


def two_local_exchanges():
    state = table(players=3)
    learn(state, 0, "developer.1")
    exchange(state, 1, "local_exchange.1", ("bitcoin.1",))
    exchange(state, 1, "global_exchange.1")
    exchange(state, 1, "local_exchange.2", ("bitcoin.2",))
    give(state, 0, "lawsuit.1")
    return state


@pytest.mark.parametrize("target, place, english, french", [
    ("local_exchange.1", 1, "1st Exchange from the left", "1re Plateforme en partant de la gauche"),
    ("local_exchange.2", 3, "3rd Exchange from the left", "3e Plateforme en partant de la gauche"),
])
def test_the_log_names_which_of_two_local_exchanges_is_attacked(target, place, english, french):
    state = two_local_exchanges()
    shown = reveal_attack(state, RevealCard(0, "lawsuit.1", target))
    assert shown.target_position == place
    for seat in EVERY_READER:
        line = RULES.describe(shown, seat, "en")
        assert "P2's Local Exchange" in line and english in line, line
        assert french in RULES.describe(shown, seat, "fr")


def test_the_two_local_exchanges_are_told_apart_in_both_languages():
    lines = {}
    for target in ("local_exchange.1", "local_exchange.2"):
        state = two_local_exchanges()
        shown = reveal_attack(state, RevealCard(0, "lawsuit.1", target))
        lines[target] = (RULES.describe(shown, 2, "en"), RULES.describe(shown, 2, "fr"))
    assert lines["local_exchange.1"][0] != lines["local_exchange.2"][0]
    assert lines["local_exchange.1"][1] != lines["local_exchange.2"][1]


def test_a_head_hunter_names_which_learned_skill_it_targets():
    state = table(players=2)
    learn(state, 1, "developer.1", "developer.2")
    give(state, 0, "head_hunter.1")
    shown = reveal_attack(state, RevealCard(0, "head_hunter.1", "developer.2"))
    assert shown.target_position == 2
    assert "P2's Developer (2nd Skill from the left)" in RULES.describe(shown, 1, "en")
    assert "Développeuse de J2 (2e Compétence en partant de la gauche)" in RULES.describe(shown, 1, "fr")


def test_a_character_is_named_alone_it_is_the_only_one_of_its_player():
    state = table(players=2)
    learn(state, 0, "developer.1")
    give(state, 1, "bitcoin.1")
    give(state, 0, "smear.1")
    shown = reveal_attack(state, RevealCard(0, "smear.1", "dorian_nakamoto.1"))
    assert shown.target_position == 0
    assert RULES.describe(shown, 1, "en") == "P1 Reveals Smear Campaign, targeting P2's Dorian Nakamoto."
    assert "from the left" not in RULES.describe(shown, 0, "en")
    assert "gauche" not in RULES.describe(shown, 0, "fr")
