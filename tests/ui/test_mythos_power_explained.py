"""Fourth new-user trial: a Sable printed ♦4 showed 3, then 2, and nothing on the table said why.
A changed power now reads its change on the card ("3♦ (−1)") and the card's zoom says where it
comes from."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable
from game.ui.tables.mythos.faces import MINUS
from tests.ui.conftest import Player
from tests.ui.table_positions import random_positions


def _changed_characters(app):
    """(match, plugin, sprite, char) for every character whose power is not its printed one."""
    for _, match, plugin, seat, _ in random_positions(app, "mythos", MythosTable, range(12), 240):
        view = match.view(seat)
        sprites = {s.key: s for s in plugin.sprites(view, seat)}
        for mission in view["missions"]:
            for side in mission["sides"]:
                for char in side["characters"]:
                    if not char["hidden"] and char["power"] != match.rules.cards.characters[char["stack"][-1]].power:
                        yield match, plugin, sprites[char["id"]], char


def test_a_changed_power_reads_its_change_on_the_card_and_its_cause_in_the_zoom(app):
    met = set()
    for match, plugin, sprite, char in _changed_characters(app):
        printed = match.rules.cards.characters[char["stack"][-1]].power
        change = char["power"] - printed
        sign = "+" if change > 0 else MINUS
        assert sprite.badge.endswith(f"({sign}{abs(change)})"), sprite.badge
        notes = plugin.zoom_notes(sprite)
        assert len(notes) == 1 and notes[0].startswith(f"Power here {char['power']}")
        assert f"printed {printed}" in notes[0]
        for source, amount in char["power_parts"]:
            kind, _, key = source.partition(":")
            if kind == "card":
                assert match.rules.cards.characters[key].display_name["en"] in notes[0]
            met.add(kind)
    assert {"card", "self"} <= met, f"too few kinds of change met to prove anything: {met}"


def test_an_unchanged_card_has_no_note(app):
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    for sprite in plugin.sprites(match.view(0), 0):
        assert plugin.zoom_notes(sprite) == []


def test_the_note_is_drawn_with_the_zoom_even_where_the_card_has_no_term_to_explain(app, monkeypatch):
    config = sessions.make_config("mythos", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 3)
    player = Player(app)
    scene = player.open_table(sessions.start(config))
    player.next_seat(scene)
    sprite = next(s for s, _ in scene.table.drawn if s.kind == "card" and s.face_up)
    face = scene.table.plugin.zoom_face(sprite)
    monkeypatch.setattr(scene.table, "glossary_lines", lambda face: [])
    zoom = scene.table.zoom_rect(sprite, app.screen.get_size())
    assert scene.table.draw_glossary(app.screen, face, zoom, zoom.bottom + 4, sprite) is None
    monkeypatch.setattr(scene.table.plugin, "zoom_notes", lambda s: ["Power here 3♦: printed 4, Wren −1"])
    panel = scene.table.draw_glossary(app.screen, face, zoom, zoom.bottom + 4, sprite)
    assert panel is not None and app.screen.get_rect().contains(panel)
    pygame.display.flip()
