"""Twenty-fifth trial F4: Bob, with 8 cards, answered "Ni vendre ni utiliser" on his curtain, and
a second curtain came at once for the discard down to his hand limit. The curtain offers that
answer only when no discard follows (a hand's size, a clan and amenities are public)."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.engine.rules import PUBLIC_SEAT
from game.rules.maphr.commands import SkipSale
from game.rules.maphr.powers import hand_limit
from game.ui.tables.base import TableContext
from game.ui.tables.maphr import MaphrTable


def test_no_sale_is_answered_on_the_curtain_only_when_no_discard_follows(app):
    for seed in range(30):
        match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(seed)
        while not match.is_over() and not (match.state.phase == "sell" and SkipSale(match.to_act()[0]) in match.legal_commands(match.to_act()[0])):
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
        if match.is_over():
            continue
        seat = match.to_act()[0]
        plugin = MaphrTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        public, legal = match.view(PUBLIC_SEAT), match.legal_commands(seat)
        limit = hand_limit(match.rules.cards, match.state.players[seat])
        for size, offered in ((limit, True), (limit + 2, False)):
            view = {**public, "players": [dict(p) for p in public["players"]]}
            view["players"][seat]["hand_size"] = size
            answer = plugin.curtain_answer(view, seat, legal)
            assert (answer is not None and answer[1] == SkipSale(seat)) == offered, (size, limit, answer)
        return
    raise AssertionError("no sale met")
