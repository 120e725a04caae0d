"""Eighth new-user trial: the card an offer gives stayed in the hand with a small "offered" tag,
and the offer's "Card you offer" box stayed empty. The card lies in the box now, out of the hand;
dragged back onto the hand (or picked again with Enter) it leaves the offer; Enter with nothing
picked proposes the offer, whatever number Propose has (it moved with the hand's size)."""

from __future__ import annotations

import random

import pygame

from game.engine import SeatConfig
from game.rules.maphr.commands import ProposeOffer
from game.ui.scenes.table import new_match_scene
from game.ui.tables.maphr import BOX


def _offer_at_the_screen(app, player):
    for seed in range(10):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        chooser, match = random.Random(seed), scene.match
        while not match.is_over() and match.view(-1).get("phase") != "negotiation":
            scene.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        if match.is_over():
            continue
        seat = player.next_seat(scene)
        plugin = scene.table.plugin
        hand = match.view(seat)["players"][seat]["hand"] or []
        if plugin.mode == "offer" and len(hand) >= 2:
            return scene, match, seat, plugin, hand
    raise AssertionError("no offer with two cards in hand")


def _rects(app, scene):
    return {sprite.key: app.viewport.rect(rect) for sprite, rect in scene.table.drawn}


def _number_key(player, scene, key):
    index = scene._hand().index(key)
    assert index < 10
    player.key(pygame.K_0 + (index + 1) % 10)


def test_the_offered_card_lies_in_the_offers_box_and_leaves_the_hand(app, player):
    scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
    card = hand[0]
    before = _rects(app, scene)
    hand_zone = app.viewport.rect(plugin.zone("hand"))
    assert hand_zone.contains(before[card])
    _number_key(player, scene, card)
    player.key(pygame.K_RETURN)  # into the offer's box
    player.frames(3)
    assert plugin.offer_card == card
    after = _rects(app, scene)
    assert after[BOX + "give"].contains(after[card]), "the card lies in its box"
    shown = [k for k in hand if k in after and hand_zone.colliderect(after[k])]
    assert card not in shown and len(shown) == len(hand) - 1
    # dragged back onto the hand, it leaves the offer, with no refusal said
    app.toast_text = None
    player.drag(after[card].center, hand_zone.center)
    player.frames(30)  # past the card's way back
    assert plugin.offer_card is None and not app.toast_text
    assert hand_zone.contains(_rects(app, scene)[card])


def test_enter_with_nothing_picked_proposes_the_offer_built(app, player):
    scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
    _number_key(player, scene, hand[0])
    player.key(pygame.K_RETURN)  # the card into the box; nothing picked after it
    assert scene.selected is None
    plugin.ask_coins = 1  # an offer asks something in return (the rules refuse it otherwise)
    entries = len(match.entries)
    player.key(pygame.K_RETURN)
    player.frames(3)
    sent = [e for e in match.entries[entries:] if getattr(e, "command", None) is not None]
    offers = [e.command for e in sent if isinstance(e.command, ProposeOffer)]
    assert offers and offers[0].give_card == hand[0], [e for e in match.entries[entries:]]


def test_coins_asked_stop_at_what_the_target_has_and_a_forced_refusal_says_why(app, player):
    # Fourteenth trial: Bob asked 9 coins of Ana, who had 8; the offer was refused by itself with
    # "Ana n'avait qu'un choix", and Bob had not been warned while making it.
    scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
    target = 1 - seat
    coins = match.view(-1)["players"][target]["coins"]
    plugin.press(seat, f"to:{target}")
    plugin.take_notice()
    for _ in range(coins):
        plugin.press(seat, "ac+")
    assert plugin.ask_coins == coins and plugin.take_notice() is None
    plugin.press(seat, "ac+")
    assert plugin.ask_coins == coins, "no more than the target has"
    notice = plugin.take_notice()
    assert notice and str(coins) in notice and scene.seats[target].name in notice, notice
    public = match.view(-1)
    asking = {**public, "offer": {"target": target, "ask_coins": coins + 1}}
    name = scene.seats[target].name
    toast = plugin.forced_toast(name, asking)
    assert name in toast and str(coins) in toast and str(coins + 1) in toast
    assert plugin.forced_toast(name, {**public, "offer": {"target": target, "ask_coins": coins}}) == app.tr("table.forced", name=name)


def test_a_blind_sale_bought_shows_its_buyer_the_card_at_once(app, player):
    # Fifteenth trial: Bob bought a face-down card and the screen passed to Ana; he saw the Virage
    # in his hand a round later.
    from game.rules.maphr.commands import AcceptOffer

    scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
    target = 1 - seat
    card = hand[0]
    sent = scene.submit(ProposeOffer(seat, target, card, 0, 0, True, None, True))  # for a card of Bob's choice
    assert sent, app.toast_text
    assert match.view(-1)["offer"]["blind"], [type(e.event).__name__ for e in match.entries[-4:]]
    accept = next(c for c in match.legal_commands(target) if isinstance(c, AcceptOffer))
    assert scene.submit(accept), app.toast_text
    for _ in range(60):
        player.frames(2, dt=0.2)
        if scene.interlude is not None:
            break
    peek = scene.interlude
    assert peek is not None and peek.private_to == target, peek
    assert plugin.card_name(card) in " ".join(peek.lines)
    assert scene.match.view(target)["players"][target]["hand"].count(card) >= 1


def test_an_offer_taken_back_comes_back_to_its_panel(app, player):
    # Sixteenth trial: Ctrl+Z after an offer took it back, and its panel came back empty.
    scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
    target = 1 - seat
    offer = ProposeOffer(seat, target, hand[0], 0, 0, True, None, True)  # face down, for a card of theirs
    assert scene.play(offer) or match.entries[-1].command == offer, app.toast_text
    player.settle()
    assert match.can_undo(seat)
    if scene.curtain is not None:  # the screen went to the other player: take it back from there
        scene.undo()
    else:
        player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    player.settle()
    if scene.curtain is not None:
        player.click((640, 400))
        player.settle()
    assert scene.viewer == seat and plugin.mode == "offer"
    assert (plugin.offer_to, plugin.offer_card, plugin.ask_card, plugin.blind) == (target, hand[0], True, True)
    assert plugin.press(seat, "propose") == offer, "Propose sends the same offer again"


def test_an_amenity_in_the_offer_says_its_price_range_before_propose(app, player):
    # Sixteenth trial: "se vend de 4 à 8" came only as a refusal, after Propose.
    from game.ui.text_check import problems, texts_drawn

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    for attempt in range(12):
        scene, match, seat, plugin, hand = _offer_at_the_screen(app, player)
        amenity = next((c for c in hand if plugin.cards.type_of(c).kind == "amenity"), None)
        if amenity is not None:
            break
        app.pop()
        match.submit(match.legal_commands(seat)[-1])
    else:
        raise AssertionError("no amenity in hand at an offer")
    kind = plugin.cards.type_of(amenity)
    plugin.offer_card = amenity
    plugin.relayout = True
    player.frames(2)
    title = plugin.panel_title()
    assert f"il se vend de {kind.cost} à {2 * kind.cost}" in title
    records = texts_drawn(app, app.draw)
    assert problems(records, app.screen.get_rect()) == []
