"""Twenty-third trial F6: an offer's title ("Offre à Bob · vous donnez : Forge runique · vous
demandez : rien encore · il se vend de 11 à 22 ◉") shrank to about 9 px at text x1.3 in French.
It has two lines' room now and wraps into them at its own size."""

from __future__ import annotations

import pygame

from game.ui.tables.maphr.controls import PANEL
from game.ui.text_check import texts_drawn
from tests.ui.maphr_positions import maphr_scene_at


def test_an_offers_title_wraps_at_a_readable_size_at_x13_in_french(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()

    def an_amenity_to_offer(scene, seat):
        hand = scene.match.view(seat)["players"][seat]["hand"] or []
        return scene.table.plugin.mode == "offer" and any(scene.table.plugin.cards.type_of(c).kind == "amenity" for c in hand)

    scene, seat = maphr_scene_at(app, player, lambda scene: scene.match.view(-1).get("phase") == "negotiation", range(30),
                                 ready=an_amenity_to_offer)
    plugin = scene.table.plugin
    amenities = [c for c in scene.match.view(seat)["players"][seat]["hand"] if plugin.cards.type_of(c).kind == "amenity"]
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
