"""Twentieth trial: of two Electric Shocks in hand, the second was dimmed as if it could not be
cast, though it could (the rules list a play for the first of identical copies only). Every copy
of a playable card is playable on the table, by mouse and by key."""

from __future__ import annotations

import collections
import random

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import CastSpell
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war.table import MiningWarTable


def _two_copies_of_a_castable_spell():
    for seed in range(80):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed)).match
        chooser = random.Random(seed)
        for _ in range(400):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            castable = {c.card for c in legal if isinstance(c, CastSpell)}
            kinds = collections.defaultdict(list)
            for card in match.state.sides[seat].hand:
                kinds[match.state.card_types[card]].append(card)
            for cards in kinds.values():
                if len(cards) > 1 and any(card in castable for card in cards):
                    return match, seat, cards
            match.submit(chooser.choice(legal))
    raise AssertionError("no hand with two copies of a castable spell")


def test_every_copy_of_a_castable_spell_is_playable_on_the_table(app):
    match, seat, copies = _two_copies_of_a_castable_spell()
    plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    view = match.view(seat)
    plugin.sprites(view, seat)
    for card in copies:
        assert plugin.unplayable_reason(view, seat, card) is None, card
        assert any(isinstance(c, CastSpell) and c.card == card for c in plugin.legal), card
    # the copy's play is one the rules take
    other = next(c for c in plugin.legal if isinstance(c, CastSpell) and c.card == copies[-1])
    before = len(match.entries)
    match.submit(other)
    assert len(match.entries) > before
