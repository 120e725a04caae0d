"""Fourth new-user trial: in To The Moon, once the Storage was full, turn after turn was "draw,
nothing to do, End turn". An Action phase whose only moves are ending the turn or Revealing a
plain Bitcoin (which only discards it) now ends by itself."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import RevealCard, SkipAction
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import ToTheMoonTable


def test_an_action_phase_with_nothing_useful_ends_by_itself_and_only_then(app):
    ended = kept = 0
    for seed in range(40):
        match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(600):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            view = match.view(seat)
            made = plugin.idle_command(view, seat, legal)
            others = [c for c in legal if c != SkipAction(seat)]
            only_waste = SkipAction(seat) in legal and all(
                isinstance(c, RevealCard) and match.rules.card(c.card).kind == "bitcoin" for c in others)
            if view["phase"] == "action" and only_waste:
                assert made == SkipAction(seat)
                ended += 1
            else:
                assert made is None, (view["phase"], legal)
                kept += SkipAction(seat) in legal
            match.submit(chooser.choice(legal))
    assert ended >= 4 and kept >= 20, (ended, kept)
