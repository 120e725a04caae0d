"""Fourth new-user trial: the discard's top card covered the word "Défausse" in its zone. A pile
now says its name with its count under its top card."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable


def test_a_pile_with_cards_says_its_name_and_count_under_its_top_card(app):
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=4)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    chooser = random.Random(4)
    while not any(p.discard for p in match.state.players):
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    view = match.view(0)
    sprites = {s.key: s for s in plugin.sprites(view, 0)}
    for seat, player in enumerate(view["players"]):
        assert sprites[f"deck:{seat}"].badge == f"Deck {player['deck_size']}"
        if player["discard"]:
            assert sprites[f"discard:{seat}"].badge == f"Discard {len(player['discard'])}"
