"""Twentieth trial: Ana offered 4 coins for a card of Bob's choice; Bob held five amenities, none
of which sells for 4 (an amenity sells for its cost to double), and was told "vous n'avez aucune
carte à donner en retour". The offer stands (Ana cannot know Bob's hand); the words now say why
none of his cards can go."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.tables.base import TableContext
from game.ui.tables.maphr import MaphrTable


def _an_offer_no_card_of_the_hand_answers():
    for seed in range(200):
        match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed, {"round_limit": 8})).match
        chooser = random.Random(seed)
        for _ in range(900):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            for offer in legal:
                if isinstance(offer, cmd.ProposeOffer) and offer.ask_card and offer.give_card is None and offer.ask_name is None:
                    target = match.state.players[offer.target]
                    price = offer.give_coins - offer.ask_coins
                    kinds = [match.rules.cards.type_of(card) for card in target.hand]
                    if kinds and all(k.kind == "amenity" and not k.cost <= price <= 2 * k.cost for k in kinds):
                        match.submit(offer)
                        return match, offer.target, price
            match.submit(chooser.choice(legal))
    raise AssertionError("no offer that no card of the target's hand answers")


def test_a_target_whose_cards_all_miss_the_price_is_told_so(app):
    app.settings.language = "fr"
    app.apply_settings()
    match, target, price = _an_offer_no_card_of_the_hand_answers()
    assert not any(isinstance(c, cmd.AcceptOffer) for c in match.legal_commands(target))
    plugin = MaphrTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    view = match.view(target)
    plugin.sprites(view, target)
    status = plugin.status_text(view, target)
    assert status == app.tr("maphr.hint_answer_cannot_price", name=plugin.seat_name(target), price=price), status
    assert "aucune carte à donner" not in status
