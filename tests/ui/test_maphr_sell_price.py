"""Eighth new-user trial: Bob's Sell box read "for 4", Ana's "for 3", and the help says 3: Bob's
clan sells for one more, and nothing said so. The box names where a higher price comes from."""

from __future__ import annotations

from game.ui.tables.maphr import BOX, MaphrTable
from tests.ui.table_positions import random_positions


def test_the_sell_box_names_the_clan_that_raises_the_price(app):
    seen = set()
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, [9, 14], 400):
        view = match.view(seat)
        labels = {s.key: s.data for s in plugin.sprites(view, seat)}
        if plugin.mode != "sell":
            continue
        clan = match.state.players[seat].clan
        label = labels[BOX + "sell"]
        pedlars = app.tr("maphr.sell_bonus_source", amount=1, name=plugin.clan_name("brum_pedlars"))
        if clan == "brum_pedlars" and not match.state.players[seat].amenities:
            assert label == app.tr("maphr.box_sell_bonus", price=4, why=pedlars)
            seen.add("pedlars")
        elif plugin.sell_price() == 3:
            assert label == app.tr("maphr.box_sell", price=3)
            seen.add("plain")
        if seen == {"pedlars", "plain"}:
            return
    raise AssertionError(f"met only {seen}")
