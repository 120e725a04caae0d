"""Twenty-third trial F6: an offer's title ("Offre à Bob · vous donnez : Forge runique · vous
demandez : rien encore · il se vend de 11 à 22 ◉") shrank to about 9 px at text x1.3 in French.
It has two lines' room now and wraps into them at its own size."""

from __future__ import annotations

import random

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.tables.maphr.controls import PANEL
from game.ui.text_check import texts_drawn


def test_an_offers_title_wraps_at_a_readable_size_at_x13_in_french(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    for seed in range(30):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed, save=False)
        app.push(scene)
        chooser, match = random.Random(seed), scene.match
        while not match.is_over() and match.view(-1).get("phase") != "negotiation":
            scene.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        seat = None if match.is_over() else player.next_seat(scene)
        plugin = scene.table.plugin
        hand = [] if seat is None else match.view(seat)["players"][seat]["hand"] or []
        amenities = [c for c in hand if plugin.cards.type_of(c).kind == "amenity"]
        if plugin.mode == "offer" and amenities:
            break
        app.pop()
    else:
        raise AssertionError("no offer with an amenity in hand")
    index = scene._hand().index(amenities[0])
    player.key(pygame.K_0 + (index + 1) % 10, pygame.KMOD_SHIFT if index >= 10 else 0)
    player.key(pygame.K_RETURN)  # into the offer's box: the title names it and its price range
    player.frames(3)
    assert plugin.offer_card == amenities[0]
    title = plugin.panel_title()
    assert plugin.short_card_name(amenities[0]) in title and len(title) > 70
    words = [rect for text, rect, _ in texts_drawn(app, scene.draw) if len(text) > 12 and text in title]
    assert words, "the title is not drawn"
    assert min(rect.height for rect in words) >= app.viewport.px(17), [r.height for r in words]
    panel = app.viewport.rect(plugin.places[PANEL])
    assert all(panel.contains(rect) for rect in words), "within its panel"
