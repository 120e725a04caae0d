"""New-user trial F37: the Mythos log read "Ann decides on a mulligan." when Ann had kept her
hand, "1 effect(s) wait to resolve", and "Ann takes the Edge token." when she already held it."""

from __future__ import annotations

import pytest

from game.engine.records import ChoiceCommitted
from game.rules.mythos import events as ev
from game.rules.mythos.log_text import describe
from game.rules.registry import find_rules

CARDS = find_rules("mythos").cards
REF = ("char.1", "v", 0, 0, 0)


@pytest.mark.parametrize("lang, line", [
    ("en", "P1 has made their mulligan choice (both are shown once both are made)."),
    ("fr", "J1 a fait son choix de main (les deux seront montrés ensemble)."),
])
def test_a_secret_mulligan_choice_says_neither_keep_nor_redraw(lang, line):
    assert describe(ChoiceCommitted(0, "mulligan", None), CARDS, lang) == line


@pytest.mark.parametrize("lang, one, two", [
    ("en", "1 effect waits to resolve.", "2 effects wait to resolve."),
    ("fr", "1 effet en attente.", "2 effets en attente."),
])
def test_waiting_effects_are_counted_in_words(lang, one, two):
    assert describe(ev.EffectsQueued((REF,), True, 0), CARDS, lang) == one
    assert describe(ev.EffectsQueued((REF, REF), False, 0), CARDS, lang) == two


def test_the_edge_line_is_true_whether_it_changes_hands_or_not():
    assert describe(ev.EdgeTaken(1), CARDS, "en") == "P2 holds the Edge token."
    assert describe(ev.EdgeTaken(1), CARDS, "fr") == "J2 a le jeton Edge."


def test_the_winners_points_come_first():
    """New-user trial F42: the log's last line read "Ben wins 8 to 32" for a 32-8 win."""
    assert describe(ev.GameWon(1, (8, 32), "points"), CARDS, "en") == "P2 wins 32 to 8."
    assert describe(ev.GameWon(0, (32, 8), "points"), CARDS, "fr") == "J1 gagne 32 à 8."


def test_a_mission_won_on_a_tie_says_the_edge_broke_it():
    """Second new-user trial G10: "power 4 against 4; Anna wins" said nothing of the Edge."""
    tie = describe(ev.MissionEvaluated(0, (4, 4), 1, 3), CARDS, "en")
    assert "a tie the Edge breaks" in tie and "P2 wins 3" in tie
    assert "égalité que l'Edge départage" in describe(ev.MissionEvaluated(0, (4, 4), 1, 3), CARDS, "fr")
    assert "Edge" not in describe(ev.MissionEvaluated(0, (5, 4), 0, 3), CARDS, "en")


def test_waiting_effects_name_the_cards_they_come_from():
    """Ninth new-user trial: "2 effets en attente. L'effet n'a pas de cible." twice, and no card
    named: which effects? The line names the characters and missions they come from."""
    character = next(iter(CARDS.characters))
    card = CARDS.characters[character]
    mission = next(iter(CARDS.missions))
    named = f"{card.display_name['fr']} ({card.title['fr']})"
    line = describe(ev.EffectsQueued((("c", character, 0, 0, 0), ("c", character, 1, 0, 0)), True, 0), CARDS, "fr")
    assert line == f"2 effets en attente : {named} ×2.", "two of one card say so (fifteenth trial)"
    line = describe(ev.EffectsQueued((("m", mission, 0, 0, 0),), True, 0), CARDS, "en")
    assert line == f"1 effect waits to resolve: {CARDS.missions[mission].name['en']}."


@pytest.mark.parametrize("lang, applied, aimed", [
    ("en", "The effect applies; a choice follows.", "A target is chosen."),
    ("fr", "L'effet s'applique ; un choix suit.", "Une cible est choisie."),
])
def test_applying_an_effect_that_asks_twice_chooses_no_target(lang, applied, aimed):
    # twenty-third trial: "Une cible est choisie." after "Appliquer", where nothing was aimed at
    assert describe(ev.TargetChosen("yes"), CARDS, lang) == applied
    assert describe(ev.TargetChosen("char:p1.c03"), CARDS, lang) == aimed
