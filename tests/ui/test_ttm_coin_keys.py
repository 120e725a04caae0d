"""New-user trial F20: at To The Moon's Draw, the number keys of the Stored Bitcoins one may take
sat above the coins, on the Character's and the Exchange's text. They sit on the coins now, and
no number covers a card's words."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import TakeBitcoin
from game.ui.number_keys import badge_for_index
from game.ui.scenes.table import TableScene
from game.ui.tables.ttm_places import COIN_PREFIX
from game.ui.text_check import texts_drawn
from tests.ui.conftest import Player


def _draw_phase_with_coins(seed: int):
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], seed)).match
    chooser = random.Random(seed)
    for _ in range(200):
        seat = match.to_act()[0]
        view = match.view(seat)
        if view["phase"] == "draw" and any(isinstance(c, TakeBitcoin) for c in match.legal_commands(seat)):
            return match, seat
        match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no Draw with a Stored Bitcoin to take")


def test_a_stored_bitcoins_number_sits_on_its_coin(app):
    match, seat = _draw_phase_with_coins(3)
    app.settings.warn_before_ruin = False
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    player = Player(app)
    player.settle()
    if scene.curtain is not None:
        player.click((640, 360))
        player.frames(3)
    assert scene.viewer == seat
    drawn = {sprite.key: app.viewport.rect(rect) for sprite, rect in scene.table.drawn}
    keys = scene._hand()[:20]
    coins = [(index, key) for index, key in enumerate(keys) if key.startswith(COIN_PREFIX) and key in drawn]
    assert coins, "coins to take by number"
    records = texts_drawn(app, scene.draw)
    for index, key in coins:
        label = badge_for_index(index)
        rects = [rect for text, rect, _ in records if text == label]
        assert any(drawn[key].inflate(4, 4).collidepoint(rect.center) for rect in rects), (key, label)
