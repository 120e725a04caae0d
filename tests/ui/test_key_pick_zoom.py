"""Tenth new-user trial: "card text stays tiny at x1.3 ... you have to hover to read a card".
A card picked by its number key is shown large, with its full text, as a pointed card is;
Escape puts it down and the zoom goes with it."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from tests.ui.table_positions import settled


def test_a_card_picked_by_its_key_is_shown_large_until_put_down(app, player):
    scene = settled(app, new_match_scene(app, "robot_duel", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=2))
    assert scene.acting_seat == 0 and scene.zoomed_sprite() is None
    player.key(pygame.K_1)
    picked = scene.selected
    assert picked is not None
    zoomed = scene.zoomed_sprite()
    assert zoomed is not None and zoomed.key == picked, "the picked card is shown large"
    player.key(pygame.K_ESCAPE)
    assert scene.selected is None and scene.zoomed_sprite() is None
