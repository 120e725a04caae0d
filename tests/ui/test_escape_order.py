"""New-user trial F25: with a card zoomed, Escape opened the table's menu over the zoom, and the
next Enter chose "Resume" in that menu instead of acting. Escape closes one thing at a time: a
chosen card, then the zoom, then it opens the menu."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_menu import TableMenu
from tests.ui.conftest import Player


def test_escape_closes_the_zoom_before_it_opens_the_menu(app):
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 2))
    scene = TableScene(app, session)
    app.push(scene)
    player = Player(app)
    player.settle()
    rect = next(r for s, r in scene.table.drawn if s.key == "p0.spark")
    player.post(pygame.MOUSEMOTION, pos=app.viewport.rect(rect).center, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None and scene.zoomed_sprite().key == "p0.spark"
    player.key(pygame.K_ESCAPE)
    assert scene.zoomed_sprite() is None, "the zoom closed"
    assert app.top is scene, "and nothing else happened"
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TableMenu), "the next Escape opens the menu"
