"""One gesture, one result, "a refusal says why" in the player's language: the rules write their
reasons in English with English card names; the table gives the card's name in the UI language
too (seen in the window: "Hack demande une cible" of the card called Piratage in French)."""

from __future__ import annotations

import pytest

from game.engine import SeatConfig
from game.ui.i18n import Translator
from game.ui.scenes.table import new_match_scene


@pytest.mark.parametrize("game_id", ["robot_duel", "mining_war", "mythos", "to_the_moon", "maphr"])
def test_every_game_names_its_cards_in_french_for_reasons(app, game_id):
    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, game_id, [SeatConfig("Ada"), SeatConfig("Bo")], seed=2, save=False)
    names = scene.table.plugin.card_names()
    assert len(names) >= 5, names
    if game_id != "mythos":  # Mythos' own characters keep one name in both languages
        assert any(en != fr for en, fr in names.items()), names
    assert all(isinstance(fr, str) and fr for fr in names.values())


def test_a_to_the_moon_refusal_names_the_card_as_the_french_table_does(app):
    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], seed=2, save=False)
    names = scene.table.plugin.card_names()
    assert names["Hack"] == "Piratage"
    assert Translator("fr").reason("Hack needs a target", names) == "Piratage demande une cible."
    assert Translator("fr").reason("Hack needs a target") == "Hack demande une cible."  # without the names, as before
