"""Second new-user trial G8: a French card read "Squad Ember / Cedar" above an effect that says
"Escouade Braise". Keywords and groups are named in the card's language; the names are data,
and a name given to no card's keyword is refused with the file's name."""

from __future__ import annotations

import pytest

from game.engine.carddata import CardDataError
from game.rules.mythos.cards import load_cards
from game.rules.registry import find_rules

CARDS = find_rules("mythos").cards


def test_every_keyword_and_group_has_a_french_name():
    for word in CARDS.keywords + CARDS.groups:
        assert CARDS.word(word, "fr") != "" and "fr" in CARDS.word_names.get(word, {}), word
    assert CARDS.word("Squad Ember", "fr") == "Escouade Braise" and CARDS.word("Squad Ember", "en") == "Squad Ember"


def test_a_french_face_names_its_keywords_in_french():
    from game.ui.tables.mythos.faces import mythos_card_face

    key = next(k for k, c in CARDS.characters.items() if "Squad Ember" in c.keywords)
    face = mythos_card_face(CARDS, key, "fr", lambda _: "")
    first_line = face.text.split("\n")[0]
    assert "Escouade Braise" in first_line and "Squad" not in first_line and "Cedar" not in first_line


def test_a_name_for_no_keyword_is_refused(tmp_path):
    from game.paths import resource_path

    text = resource_path("assets", "cards", "mythos.toml").read_text(encoding="utf-8")
    bad = tmp_path / "mythos.toml"
    bad.write_text(text.replace('"Beast" = { fr = "Bête" }', '"Beats" = { fr = "Bête" }'), encoding="utf-8")
    with pytest.raises(CardDataError, match="Beats"):
        load_cards(bad)
