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


def test_the_opening_redraw_says_why_the_cards_go_back():
    """New-user trial F52: setup's "Ben discards Coal contract. Ben takes Corridor extension…"
    read as a choice nobody made; the line says contracts and catastrophes are not kept in a
    starting hand. A discard in play still reads as a discard."""
    from game.engine import Match, MatchConfig, SeatConfig

    rules = MaphrRules()
    for seed in range(30):
        match = Match(rules, MatchConfig("maphr", (SeatConfig("Ann"), SeatConfig("Ben")), seed, {}))
        put_back = [e.event for e in match.entries if isinstance(e.event, ev.CardsDiscarded) and e.event.reason == "starting_hand"]
        if put_back:
            break
    else:
        raise AssertionError("no opening of 30 put a card back")
    assert "not kept in a starting hand" in _line(put_back[0], "en")
    assert "ne restent pas dans une main de départ" in _line(put_back[0], "fr")
    played = ev.CardsDiscarded(0, put_back[0].cards, "hand", "hand_limit")
    assert "starting hand" not in _line(played, "en") and "discards" in _line(played, "en")
