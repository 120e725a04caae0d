"""Third new-user trial H25: a draft card put on "Take" kept its number key above it, over the
box's name ("1" on "Prendre"). A card in a box keeps its key in its corner."""

from __future__ import annotations

import random

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import overlapping, texts_drawn


def _draft_at_the_screen(app, player):
    """A two-human Maphr game in French at x1.3 on its first draft pick, the picker's hand on
    screen: (scene, match, seat, plugin)."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3)
    app.push(scene)
    match, chooser = scene.match, random.Random(1)
    while match.view(-1).get("step") not in ("first_pick", "pick"):
        scene.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    seat = player.next_seat(scene)
    plugin = scene.table.plugin
    return scene, match, seat, plugin


def test_a_card_in_the_take_box_keeps_its_key_off_the_boxs_name(app, player):
    scene, match, seat, plugin = _draft_at_the_screen(app, player)
    assert plugin.mode == "draft"
    card = plugin.panel_cards()[0]
    take = next(role for role, _ in plugin.boxes() if role != "discard")
    plugin.roles[card] = take
    scene.table.snap(scene.presented, seat)
    scene.selected = None
    records = texts_drawn(app, scene.draw)
    label = dict(plugin.boxes())[take]
    names = [r for r in records if r[0] == label]
    keys = [r for r in records if r[0].isdigit() and len(r[0]) == 1]
    assert names and keys
    assert overlapping(names + keys) == []
    assert plugin.key_badge_anchor(card) == "over_corner"


def test_a_picked_panel_card_stays_put_and_its_key_off_the_panels_title(app, player):
    """Fourth new-user trial: a picked card of the draw panel rose, and its number ran into the
    panel's title ("gardez-en au"). A panel's cards stay put (their outline shows the pick); the
    hand's still rise."""
    scene, match, seat, plugin = _draft_at_the_screen(app, player)
    card = plugin.panel_cards()[0]
    assert not plugin.lifts(card)
    hand = [c for c in match.view(seat)["players"][seat]["hand"] if c in plugin.places]
    assert hand and plugin.lifts(hand[0])
    scene.selected = card
    records = texts_drawn(app, scene.draw)
    keys = [r for r in records if r[0].isdigit() and len(r[0]) == 1]
    assert keys
    assert overlapping(records) == [], "a number on the panel's title or another text"


def test_a_box_name_keeps_to_one_line_clear_of_the_key_below_it(app, player):
    """Tenth new-user trial: "Donner à / Bob" on two lines ran into the key of the card below
    it. A box's name fits one line, a little smaller if need be."""
    from game.ui.tables.maphr.controls import decision_mode

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=4)
    app.push(scene)
    match, chooser = scene.match, random.Random(1)
    while not any(decision_mode(match.view(s), s) == "sort1" for s in match.to_act()):
        scene.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    seat = player.next_seat(scene)
    plugin = scene.table.plugin
    assert plugin.mode == "sort1"
    records = texts_drawn(app, scene.draw)
    names = [name for role, name in plugin.boxes() if role.startswith("give:")]
    assert names and all(any(r[0] == name for r in records) for name in names), "each giving box's name is one line"
    assert not overlapping(records)


def test_a_box_clicked_with_a_card_picked_takes_it_at_once(app, player):
    """Eleventh new-user trial: with a deal's card picked, the lit boxes did nothing when
    clicked (the card was put there unseen). The click puts it in the box, drawn there."""
    from game.ui.tables.maphr.controls import BOX

    scene, match, seat, plugin = _draft_at_the_screen(app, player)
    card = plugin.panel_cards()[0]
    label = scene.key_label(card)
    player.key(getattr(pygame, f"K_{label}"))
    assert scene.selected == card
    take = next(role for role, _ in plugin.boxes() if role != "discard")
    box = app.viewport.rect(plugin.places[BOX + take])
    player.click(box.center)
    assert plugin.roles.get(card) == take
    drawn = next(app.viewport.rect(rect) for sprite, rect in scene.table.drawn if sprite.key == card)
    assert box.contains(drawn), "drawn in the box at once"
