"""Fourth new-user trial: in To The Moon, once the Storage was full, turn after turn was "draw,
nothing to do, End turn". An Action phase whose only moves are ending the turn or Revealing a
plain Bitcoin (which only discards it) now ends by itself."""

from __future__ import annotations

from game.rules.to_the_moon.commands import RevealCard, SkipAction
from game.ui.tables.to_the_moon import ToTheMoonTable
from tests.ui.table_positions import random_positions


def test_an_action_phase_with_nothing_useful_ends_by_itself_and_only_then(app):
    ended = kept = 0
    for _, match, plugin, seat, legal in random_positions(app, "to_the_moon", ToTheMoonTable, range(40), 600):
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
    assert ended >= 4 and kept >= 20, (ended, kept)
