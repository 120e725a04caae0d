"""Issue 19: the card zoom closes when the card is played (it used to follow the card through
the reveal, over the moon); it opens again when the mouse moves over a card."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from tests.ui.conftest import Player


def test_the_zoom_closes_when_the_hovered_card_is_dropped(app):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bot", "computer:easy")], 3)
    scene = TableScene(app, sessions.start(config))
    app.push(scene)
    player = Player(app)
    player.settle()
    point = player.visible_point(scene, "p0.charge")
    player.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.table.hovered is not None and scene.table.hovered.key == "p0.charge", "the zoom opens on hover"
    target = app.viewport.rect(scene.table.plugin.drop_targets(0)[0]).center
    player.drag(point, target)
    assert any(e.command is not None and e.command.seat == 0 for e in scene.match.entries), "the card was played"
    assert scene.table.hovered is None, "the zoom closed with the move"
    player.frames(5)
    assert scene.table.hovered is None, "and stays closed until the mouse moves"
    player.post(pygame.MOUSEMOTION, pos=player.visible_point(scene, "p0.spark"), rel=(1, 1), buttons=(0, 0, 0))
    player.frames(1)
    assert scene.table.hovered is not None and scene.table.hovered.key == "p0.spark"
