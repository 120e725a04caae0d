"""Tenth new-user trial: of two copies of one tile in the hand, only one had a number (the rules
list a tile type's places once); the other could be laid by a drag only. Both copies take a
number and go where the type fits, and the rules accept either."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.ui.tables.maphr import MaphrTable
from tests.ui.table_positions import random_positions


def test_both_copies_of_a_tile_take_a_number_and_are_laid_alike(app):
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(40), 500):
        places = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        if not places:
            continue
        view = match.view(seat)
        hand = view["players"][seat]["hand"] or []
        types = {}
        for card in hand:
            types.setdefault(plugin.cards.type_of(card).key, []).append(card)
        fitting = {plugin.cards.type_of(c.card).key for c in places}
        pair = next((cards for key, cards in types.items() if key in fitting and len(cards) >= 2), None)
        if pair is None:
            continue
        plugin.sprites(view, seat)
        keys = plugin.hand_keys(view, seat)
        assert all(card in keys for card in pair), (pair, keys)
        unlisted = next(card for card in pair if card not in {c.card for c in places})
        copy = next(c for c in plugin.legal if isinstance(c, cmd.PlaceTile) and c.card == unlisted)
        match.submit(copy)  # the rules take the second copy where the first would go
        return
    raise AssertionError("no hand with two copies of a tile that fits")
