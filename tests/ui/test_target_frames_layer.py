"""The lit places' frames are drawn on a layer made again only when they change (review of stop
33: a new alpha surface every frame while a card was held)."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


def test_the_frames_layer_is_kept_while_the_frames_stay(app):
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed=5, save=False)
    app.push(scene)
    surface = app.screen
    targets = [(100, 100, 80, 110), (300, 100, 80, 110)]
    scene._draw_target_frames(surface, targets, True, False, [])
    first = scene._frames_layer[1]
    scene._draw_target_frames(surface, targets, True, False, [])
    assert scene._frames_layer[1] is first
    scene._draw_target_frames(surface, targets, True, True, [])  # the thicker look of the blink
    assert scene._frames_layer[1] is not first
    scene._draw_target_frames(surface, targets[:1], True, False, [pygame.Rect(100, 150, 80, 110)])
    assert scene._frames_layer[1].get_size() != first.get_size()
