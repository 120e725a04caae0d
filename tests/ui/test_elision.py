"""Fifth new-user trial: "de Ana" where French writes "d'Ana". A name put after "de" or "que"
elides, in the UI's strings and in the log's lines; nothing else changes."""

from __future__ import annotations

import random

from game.elision import elide
from game.engine import SeatConfig
from game.ui.i18n import Translator
from game.ui.scenes.table_view import PUBLIC


def test_the_strings_elide_before_a_name_starting_with_a_vowel():
    tr = Translator("fr")
    assert tr("table.since_title", name="Ana") == "Depuis le dernier coup d'Ana :"
    assert tr("table.since_title", name="Bob") == "Depuis le dernier coup de Bob :"
    assert tr("table.curtain_answer", name="Émile").endswith("la main d'Émile :")
    assert Translator("en")("table.since_title", name="Ana") == "Since Ana's last move:"


def test_only_de_and_que_elide_and_h_is_left_alone():
    assert elide("le deck de Hollow Dune, de Ember Vale, que Oren, deux de Ana", "fr") == \
        "le deck de Hollow Dune, d'Ember Vale, qu'Oren, deux d'Ana"
    assert elide("Depuis le début de la partie, dernier de 3", "fr") == "Depuis le début de la partie, dernier de 3"
    assert elide("a piece de Ana", "en") == "a piece de Ana"


def test_log_lines_elide_after_the_players_names_go_in(app):
    from game.ui.scenes.table import new_match_scene

    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "to_the_moon", [SeatConfig("Bob"), SeatConfig("Ana")], seed=2, save=False)
    match, chooser = scene.match, random.Random(2)
    for _ in range(400):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    lines = scene.table.log_lines(len(match.entries), PUBLIC)
    assert not [line for line in lines if "de Ana" in line]
    assert any("d'Ana" in line for line in lines), "no line puts Ana after \"de\": the test reads nothing"


def test_de_and_a_before_a_names_own_article_contract():
    """Eighteenth trial: "Bob reprend en main … de Le Cypherpunk"."""
    from game.elision import elide

    assert elide("la main de Le Cypherpunk", "fr") == "la main du Cypherpunk"
    assert elide("il donne à Le Cypherpunk", "fr") == "il donne au Cypherpunk"
    assert elide("de La Baleine", "fr") == "de La Baleine"  # "de la" does not contract
    assert elide("de Léa", "fr") == "de Léa"
    assert elide("de Le Cypherpunk", "en") == "de Le Cypherpunk"
