"""Seventh new-user trial, Mining War: a tapped Bitcoin read "Bitcoin" twice, once across its top
and once turned with the card ("coin" down its side). A lying card's name is written once."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.presenter import Sprite
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war import MiningWarTable


def test_a_lying_card_is_named_once(app, monkeypatch):
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], 1)).match
    plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.sprites(match.view(0), 0)
    faces = []
    real = app.painter.card
    monkeypatch.setattr(app.painter, "card", lambda face, *a, **k: faces.append(face) or real(face, *a, **k))
    texts = []
    real_text = app.assets.draw_text
    monkeypatch.setattr(app.assets, "draw_text", lambda surface, text, *a, **k: texts.append(text) or real_text(surface, text, *a, **k))
    surface = pygame.Surface(app.screen.get_size())
    lying = Sprite("p0.b1", "card", (100, 100, 120, 84), True, "bitcoin")
    plugin.draw_sprite(surface, app.viewport, lying, lying.rect, None, 255)
    assert faces and faces[-1].title == "", "the turned face still carries the name"
    assert any("Bitcoin" in t for t in texts), "the name across the top is gone too"
    faces.clear()
    upright = Sprite("p0.b2", "card", (100, 100, 84, 120), True, "bitcoin")
    plugin.draw_sprite(surface, app.viewport, upright, upright.rect, None, 255)
    assert faces and faces[-1].title == "Bitcoin"
