"""Fourteenth trial: a "-0" floated over Mining War's player panel after a strike that dealt no
damage back. A strike's floating numbers are the damage dealt, none for nothing."""

from __future__ import annotations

from game.rules.mining_war import events as ev
from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import random_positions


def test_no_floating_number_for_no_damage(app):
    _, match, plugin, seat, _ = next(random_positions(app, "mining_war", MiningWarTable, [1], moves=1))
    view = match.view(seat)
    plugin.sprites(view, seat)
    both = plugin.event_style(ev.StrikesExchanged("a", "b", 3, 0, 1, 2), view, view, seat)
    assert [c.text for c in both.callouts] == ["-3"]
    assert [c.text for c in plugin.event_style(ev.StrikesExchanged("a", "b", 2, 1, 1, 2), view, view, seat).callouts] == ["-2", "-1"]
    assert plugin.event_style(ev.CardDamaged("a", 0, 3), view, view, seat).callouts == []
    assert [c.text for c in plugin.event_style(ev.FirstStrike("a", "b", 2, 1), view, view, seat).callouts] == ["-2"]
