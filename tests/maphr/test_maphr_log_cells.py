"""Issue 19, "the log names cards, never ids": a tile laid or a miner moved is placed as players
say it, by its depth and its side of the entrance, not by grid numbers ("lays Dead end at 0,1")."""

from __future__ import annotations

import re

from game.rules.maphr import events as ev
from game.rules.maphr.rules import MaphrRules


def _line(event, lang):
    return MaphrRules().describe(event, 0, lang)


def test_a_tile_laid_under_the_entrance_and_beside_it():
    card = next(iter(MaphrRules().cards.all_card_ids()))
    under = _line(ev.TilePlaced(0, card, 0, 1, 0), "en")
    assert "at depth 1, under the entrance" in under and not re.search(r"\d,\d", under)
    assert "à 2 de profondeur, 1 à gauche" in _line(ev.TilePlaced(0, card, -1, 2, 0), "fr")
    assert "at depth 3, 2 to the right" in _line(ev.TilePlaced(0, card, 2, 3, 0), "en")


def test_a_miner_moved_says_where_in_words():
    assert _line(ev.MinerMoved(1, 0, 1, 2), "fr").endswith("déplace un mineur à 2 de profondeur, 1 à droite.")
