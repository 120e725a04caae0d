"""Fifth new-user trial: a To The Moon hand of 17-20 cards overlapped until no title read, and
its number keys ran out at ⇧0. Copies of a card lie on one another, the top one counted and
numbered; every card is still drawn, and an opponent's hand stays a row of backs."""

from __future__ import annotations

import random
from collections import Counter

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.cards import card_type_of
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import PASS, ToTheMoonTable


def _hand_with_copies():
    for seed in range(1, 60):
        match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        while not match.is_over():
            seat = match.to_act()[0]
            view = match.view(seat)
            hand = view["players"][seat]["hand"]
            if view["phase"] == "action" and max(Counter(map(card_type_of, hand)).values(), default=0) >= 2:
                return match, seat, view
            match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no hand with two copies of a card")


def test_copies_share_one_number_and_say_how_many(app):
    match, seat, view = _hand_with_copies()
    plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    sprites = {s.key: s for s in plugin.sprites(view, seat)}
    hand = view["players"][seat]["hand"]
    kinds = Counter(map(card_type_of, hand))
    assert all(card in sprites for card in hand), "a card of the hand is not drawn"
    keys = plugin.hand_keys(view, seat)
    assert keys[0] == PASS and sorted(card_type_of(k) for k in keys[1:]) == sorted(kinds), "one number per kind of card"
    for card in keys[1:]:
        count = kinds[card_type_of(card)]
        assert (sprites[card].badge == f"×{count}") == (count > 1)
        under = [c for c in hand if card_type_of(c) == card_type_of(card) and c != card]
        assert all(sprites[c].z < sprites[card].z for c in under), "the numbered copy lies on top"
    other = 1 - seat
    backs = [s for s in plugin.sprites(view, seat) if s.key.startswith(f"hand:{other}:")]
    assert len(backs) == view["players"][other]["hand_size"] and not any(s.badge for s in backs)
