"""Issue 19: every choice names what it chooses. Mythos offered "hidden, hidden, hidden…" and two
chips reading "Sable" for an effect's target; a chip now says where the character stands."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable


def test_no_two_answers_to_an_effect_read_the_same(app):
    checked = 0
    for seed in range(40):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            prompt = view.get("prompt")
            if prompt is not None and prompt["seat"] == seat and len(prompt["options"]) > 1:
                labels = [label for label, _ in plugin.chips(view, seat)]
                assert len(set(labels)) == len(labels), labels
                checked += 1
                rects = plugin.chip_rects(len(labels))
                x, y, w, h = plugin.zone("choices")
                assert all(r[1] + r[3] <= y + h + 1 for r in rects), "a chip runs out of the choices zone"
            match.submit(chooser.choice(match.legal_commands(seat)))
    assert checked >= 5, "too few effects with several answers were met to prove anything"
