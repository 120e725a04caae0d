"""The glossary: every keyword of the shipped cards has a meaning in both languages, and a card's
zoom on the real table explains the terms on its face."""

from __future__ import annotations

import re
import tomllib

import pytest

from game.glossary import GlossaryError, glossary, parse_glossary, terms_on
from game.paths import resource_path
from tests.ui.conftest import Player

NOT_KEYWORDS = {"README", "ASIC", "NESW", "NES", "III"}
"""Capitals on the cards that are names or notation, not rules words."""


def test_entries_without_both_languages_or_a_way_to_be_found_are_refused():
    good = {"label": {"en": "X", "fr": "X"}, "meaning": {"en": "x", "fr": "x"}, "symbol": "★"}
    assert parse_glossary({"g": [good]})["g"][0].symbol == "★"
    with pytest.raises(GlossaryError, match="g entry 1: meaning"):
        parse_glossary({"g": [{**good, "meaning": {"en": "only english"}}]})
    with pytest.raises(GlossaryError, match="symbol, words or a flag"):
        parse_glossary({"g": [{"label": good["label"], "meaning": good["meaning"]}]})
    with pytest.raises(GlossaryError, match="flag must be"):
        parse_glossary({"g": [{**good, "flag": "shiny"}]})


@pytest.mark.parametrize("game_id", ["robot_duel", "mining_war", "mythos", "to_the_moon", "maphr"])
def test_every_capitalised_keyword_on_the_cards_is_explained_in_both_languages(game_id):
    assert len(glossary()[game_id]) >= 4
    with open(resource_path("assets", "cards", f"{game_id}.toml"), "rb") as stream:
        text = str(tomllib.load(stream))
    for lang in ("en", "fr"):
        keywords = set(re.findall(r"\b[A-Z]{3,}\b", text)) - NOT_KEYWORDS
        for keyword in sorted(keywords):
            found = terms_on(game_id, keyword, lang)
            if not found:  # a French-only or English-only word is checked in its own language
                other = "fr" if lang == "en" else "en"
                assert terms_on(game_id, keyword, other), f"{game_id}: {keyword} has no glossary line"


def test_a_symbol_a_word_and_a_flag_are_each_found_and_worded_per_language():
    robot = terms_on("robot_duel", "Counter", "fr", frozenset({"attack"}))
    assert [t.label["fr"] for t in robot] == ["⚔ Attaque"]
    mythos = terms_on("mythos", "MAIN : POWERUP 2", "fr")
    assert [t.label["en"] for t in mythos] == ["MAIN", "POWERUP X"]
    assert terms_on("mythos", "MAINTENANT", "fr") == [], "whole words only"
    assert "Placez X jetons" in mythos[1].line("fr")


def test_the_zoom_of_a_mythos_hand_card_explains_its_terms_inside_the_window(app):
    from game import sessions
    from game.engine import SeatConfig

    config = sessions.make_config("mythos", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 3)
    session = sessions.start(config)
    player = Player(app)
    scene = player.open_table(session)
    player.next_seat(scene)
    cards = [(s.key, scene.table.plugin.zoom_face(s)) for s, _ in scene.table.drawn if s.kind == "card" and s.face_up]
    explained = [key for key, face in cards if face is not None and scene.table.glossary_lines(face)]
    assert explained, "some card on the table (its opening hand) has a keyword or symbol"
    key = explained[0]
    point = player.visible_point(scene, key)
    import pygame

    player.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.table.hovered is not None and scene.table.hovered.key == key
    face = scene.table.plugin.zoom_face(scene.table.hovered)
    zoom = scene.table.zoom_rect(scene.table.hovered, app.screen.get_size())
    panel = scene.table.draw_glossary(app.screen, face, zoom, zoom.bottom + 4)
    assert panel is not None and app.screen.get_rect().contains(panel)
    assert not panel.colliderect(zoom), "the meanings never cover the zoomed card"


def test_the_health_line_says_the_main_cards_keep_their_damage():
    """Sixth trial: a Firewall's damage stayed from turn to turn while the glossary said health
    is restored at the end of the turn (ruling 3: main cards keep their damage)."""
    from game.glossary import glossary

    health = next(term for term in glossary()["mining_war"] if term.symbol == "♥")
    assert "Firewalls" in health.line("fr") and "gardent leurs dégâts" in health.line("fr")
    assert "keep their damage" in health.line("en")
