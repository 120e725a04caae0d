"""Seventh new-user trial, To The Moon: the number keys of two Stored Bitcoins side by side merged
into "23": each badge, wider than its coin, ran over the next. A badge drawn on what it names is
no wider than it, and has a rim of its own."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import StoreCard, TakeBitcoin
from game.ui.tables.ttm_places import COIN_PREFIX
from tests.ui.table_positions import at_the_screen


def test_the_stored_bitcoins_keys_stay_on_their_own_coins(app, monkeypatch):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], 4)).match
    chooser = random.Random(1)
    for _ in range(400):
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        if sum(isinstance(c, TakeBitcoin) for c in legal) >= 3:
            break
        stores = [c for c in legal if isinstance(c, StoreCard)]
        match.submit(stores[0] if stores else next((c for c in legal if not isinstance(c, TakeBitcoin)), chooser.choice(legal)))
    else:
        raise AssertionError("no Draw Phase with three Stored Bitcoins to take")
    scene = at_the_screen(app, match)
    ellipses = []
    real = pygame.draw.ellipse
    monkeypatch.setattr(pygame.draw, "ellipse", lambda surface, colour, rect, *a, **k: ellipses.append(pygame.Rect(rect)) or real(surface, colour, rect, *a, **k))
    scene.draw(app.screen)
    coins = [app.viewport.rect(r) for s, r in scene.table.drawn if s.key.startswith(COIN_PREFIX) and s.key in scene._hand()]
    assert len(coins) >= 3
    for coin in coins:
        badges = [e for e in ellipses if coin.collidepoint(e.center)]
        assert badges, "a Stored Bitcoin without its key"
        assert all(coin.inflate(2, 2).contains(b) for b in badges), (coin, badges)
