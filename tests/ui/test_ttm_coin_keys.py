"""New-user trial F20: at To The Moon's Draw, the number keys of the Stored Bitcoins one may take
sat above the coins, on the Character's and the Exchange's text; put on the coins, the eighth trial
read "2" on a lone coin as two Bitcoins. They sit under the coins now, and no number covers a
card's words or a coin."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import TakeBitcoin
from game.ui.number_keys import badge_for_index
from game.ui.tables.ttm_places import COIN_PREFIX
from game.ui.text_check import texts_drawn
from tests.ui.conftest import Player
from tests.ui.table_positions import played_until, ttm_action_with_a_hand


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


def test_a_stored_bitcoins_number_sits_under_its_coin_leaving_it_in_sight(app):
    match, seat = _draw_phase_with_coins(3)
    app.settings.warn_before_ruin = False
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    assert scene.viewer == seat
    drawn = {sprite.key: app.viewport.rect(rect) for sprite, rect in scene.table.drawn}
    keys = scene._hand()[:20]
    coins = [(index, key) for index, key in enumerate(keys) if key.startswith(COIN_PREFIX) and key in drawn]
    assert coins, "coins to take by number"
    records = texts_drawn(app, scene.draw)
    for index, key in coins:
        label = badge_for_index(index)
        rects = [rect for text, rect, _ in records if text == label]
        coin = drawn[key]
        under = [rect for rect in rects if coin.left <= rect.centerx <= coin.right and coin.bottom <= rect.top <= coin.bottom + 6]
        assert under, (key, label, coin, rects)
        assert not any(rect.colliderect(coin) for rect in under), "the coin stays in sight"


def test_pointing_at_ones_own_stored_bitcoin_shows_which_card_it_is(app):
    """New-user trial F24: the rules say you see the cards you mine, and the log named them, but
    on the table every coin looked alike and pointing at one showed nothing."""
    match, seat = _draw_phase_with_coins(3)
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    own = [(sprite, rect) for sprite, rect in scene.table.drawn if sprite.key.startswith(COIN_PREFIX) and sprite.data]
    assert own, "the seat's own coins know their card"
    sprite, rect = own[0]
    shown = []
    real = scene.table.draw_zoom
    scene.table.draw_zoom = lambda surface, hovered, mouse, *avoid: (shown.append(hovered), real(surface, hovered, mouse, *avoid))
    player.post(__import__("pygame").MOUSEMOTION, pos=app.viewport.rect(rect).center, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(3)
    assert shown and shown[-1] is not None and shown[-1].data == sprite.data
    assert scene.table.plugin.zoom_face(shown[-1]).title  # the card's face, named
    # the other seat's coins stay blank: nothing to zoom
    other = [s for s, _ in scene.table.drawn if s.key.startswith(COIN_PREFIX) and not s.data]
    assert all(scene.table.plugin.zoom_face(s) is None for s in other)


def test_a_locked_exchange_says_so_on_its_card_clear_of_the_hands_number_keys(app):
    """New-user trial F27: "locked" under an Exchange's coins met the number key drawn above the
    hand's card below it ("lo1ed")."""
    from game.ui.text_check import overlapping

    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], 11)).match
    chooser = random.Random(11)
    for _ in range(400):
        seat = match.to_act()[0]
        view = match.view(seat)
        mine = view["players"][seat]
        if view["phase"] == "action" and any(e["locked"] for e in mine["exchanges"]) and mine["hand_size"] >= 3:
            break
        match.submit(chooser.choice(match.legal_commands(seat)))
    else:
        raise AssertionError("no Action with a locked Exchange and a hand")
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    records = texts_drawn(app, scene.draw)
    locked = [r for r in records if r[0] == "locked"]
    assert locked, "the locked Exchange says so"
    exchange_rects = [app.viewport.rect(rect) for sprite, rect in scene.table.drawn
                      if sprite.badge == "locked" and sprite.kind == "card"]
    assert all(any(card.contains(r[1]) for card in exchange_rects) for r in locked), "on the card itself"
    badges = [r for r in records if r[0].isdigit() and len(r[0]) <= 2]
    assert badges, "the hand's number keys are drawn"
    assert overlapping(locked + badges) == []


def test_a_hand_card_picked_by_its_number_says_what_enter_will_do(app):
    """New-user trial F30: a card picked by its number lit the Reveal zone and the Storages
    alike, and nothing said which Enter would do."""
    import pygame

    from game.ui.text_check import texts_drawn

    match, seat = played_until("to_the_moon", 6, ttm_action_with_a_hand)
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    hand = match.view(seat)["players"][seat]["hand"]
    index = scene._hand().index(hand[0])
    assert index < 9
    player.key(getattr(pygame, f"K_{index + 1}"))
    assert scene.selected == hand[0]
    card = scene.table.plugin.cards[hand[0].rsplit(".", 1)[0]]
    lines = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert f"Enter: Reveal {card.name['en']}." in lines.replace("\n", " ") or "Enter: Reveal" in lines


def test_a_stored_bitcoin_picked_by_its_number_says_which_card_it_is(app):
    """Second new-user trial G1: "your stored cards show only numbers, never which card each is".
    Its owner, picking one, reads the card and where it lies."""
    from game import sessions
    from game.engine import SeatConfig
    from game.ui.tables.base import TableContext
    from game.ui.tables.to_the_moon import ToTheMoonTable

    for seed in range(20):
        match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(200):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            sprites = {s.key: s for s in plugin.sprites(view, seat)}
            coins = [k for k in plugin.hand_keys(view, seat) if k.startswith("coin:")]
            if view["phase"] == "draw" and coins:
                sprite = sprites[coins[0]]
                card = plugin.cards[sprite.data.split(".")[0]].name["en"]
                hint = plugin.enter_hint(view, seat, sprite)
                assert hint and card in hint and "Stored on" in hint, hint
                return
            match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no Draw phase with a Stored Bitcoin came")
