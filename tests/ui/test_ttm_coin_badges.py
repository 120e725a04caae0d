"""Seventh new-user trial, To The Moon: the number keys of two Stored Bitcoins side by side merged
into "23": each badge, wider than its coin, ran over the next; under the coins, side by side,
they read "23" again (ninth trial). A key under a coin is centred on it, and one that would touch
the key before it goes a row lower."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import StoreCard, TakeBitcoin
from game.ui.tables.ttm_places import COIN_PREFIX
from game.ui.number_keys import badge_for_index
from game.ui.text_check import overlapping, texts_drawn
from tests.ui.table_positions import at_the_screen


def test_the_stored_bitcoins_keys_stay_on_their_own_coins(app):
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
    records = texts_drawn(app, scene.draw)
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    coins = [(index, key) for index, key in enumerate(scene._hand()) if key.startswith(COIN_PREFIX) and key in drawn]
    assert len(coins) >= 3
    keys = []
    for index, key in coins:
        coin = drawn[key]
        mine = [record for record in records if record[0] == badge_for_index(index) and record[1].top >= coin.bottom]
        assert mine, "a Stored Bitcoin without its key"
        assert all(abs(r.centerx - coin.centerx) <= 1 for _, r, _ in mine), (coin, mine)
        keys += mine
    assert overlapping(keys) == []
    shapes = [max((r for t, r, _ in keys if t == label), key=lambda r: r.height) for label in {t for t, _, _ in keys}]
    for index, shape in enumerate(shapes):  # each key's whole shape, apart from every other
        assert all(not shape.inflate(2, 2).colliderect(other) for other in shapes[index + 1:]), "two keys touch"
