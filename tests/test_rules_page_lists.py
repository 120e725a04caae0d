"""Fourteenth trial: nothing in the app said which Maphr amenities exist at which level. The rules
page lists them from the card data, level by level, in both languages."""

from __future__ import annotations

import pytest

from game.rules.maphr.cards import load_cards
from game.rules_pages import load_page, sections


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_maphr_page_lists_every_amenity_under_its_level(lang):
    blocks = load_page("maphr", lang)
    amenities = [kind for kind in load_cards().types.values() if kind.kind == "amenity"]
    assert amenities
    level = None
    seen = {}
    for block in blocks:
        if block.kind == "subsection":
            level = block.text
        if block.kind == "bullet":
            for kind in amenities:
                if block.text.startswith(kind.name[lang] + " ("):
                    seen[kind.key] = level
                    assert f"{kind.cost} ◉" in block.text and kind.text[lang] in block.text
    assert set(seen) == {kind.key for kind in amenities}
    numerals = {1: "I", 2: "II", 3: "III", 4: "IV"}
    for kind in amenities:
        assert seen[kind.key].endswith(" " + numerals[kind.level]), (kind.key, seen[kind.key])
    assert any("aménagements" in text.lower() or "amenities" in text.lower() for _, text in sections(blocks)[-1:])


def test_other_pages_add_nothing():
    from game.rules_pages_lists import added_blocks

    assert added_blocks("mythos", "fr") == [] and added_blocks("maphr", "fr")
