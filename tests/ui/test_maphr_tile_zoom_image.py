"""Eleventh new-user trial: "a tile's large view shows its text but not its track layout". A
tile's zoom shows the tile itself, turned as it lies or is held; other cards keep the card
painter's face."""

from __future__ import annotations

import pygame

from game.ui.presenter import Sprite
from tests.ui.test_maphr_mouse import prospecting_scene


def test_a_tiles_zoom_shows_the_tile_turned_as_held(app, player):
    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    hand = scene.match.view(0)["players"][0]["hand"]
    tiles = [c for c in hand if plugin.cards.type_of(c).kind == "tile" and len(set(plugin.cards.type_of(c).edges)) > 1
             and plugin.cards.type_of(c).edges not in ("NS", "EW", "NESW")]
    others = [c for c in hand if plugin.cards.type_of(c).kind != "tile"]
    assert tiles, hand
    tile = tiles[0]
    sprite = Sprite(tile, "mcard", (0, 0, 80, 80), True, tile)
    first = plugin.zoom_image(sprite, (200, 300))
    assert first is not None and first.get_size() == (200, 300)
    plugin.rotations[tile] = (plugin.rotations.get(tile, 0) + 1) % 4
    turned = plugin.zoom_image(sprite, (200, 300))
    assert pygame.image.tobytes(first, "RGBA") != pygame.image.tobytes(turned, "RGBA"), "the zoom turns with the tile"
    if others:
        assert plugin.zoom_image(Sprite(others[0], "mcard", (0, 0, 80, 80), True, others[0]), (200, 300)) is None


def test_an_action_tokens_zoom_is_its_name_not_a_tile(app, player):
    """The monkey zoomed a revealed action token: its data ('prospect') was taken for a card."""
    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    token = Sprite("token:0", "mtoken", (0, 0, 30, 30), True, "prospect")
    assert plugin.zoom_face(token) is not None and plugin.zoom_image(token, (200, 300)) is None
