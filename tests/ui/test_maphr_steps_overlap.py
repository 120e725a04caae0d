"""Seventh new-user trial: in Maphr's panels at text x1.3 the number badges of the offer's first
row of buttons ran over the offer's title (063). Every step of a game, in French at x1.3, is drawn
here with its texts recorded: none may run over another."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.maphr.controls import decision_mode
from game.ui.text_check import overlapping, texts_drawn
from tests.ui.table_positions import at_the_screen


def _match_at(mode: str, seeds):
    """A two-player game played at random until a seat is at the step `mode`, the first seed
    that gets there."""
    for seed in seeds:
        match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(1)
        for _ in range(3000):
            if match.is_over():
                break
            seat = match.to_act()[0]
            if decision_mode(match.view(seat), seat) == mode:
                return match
            match.submit(chooser.choice(match.legal_commands(seat)))
    pytest.fail(f"no {mode} step met")


@pytest.mark.parametrize("mode", ["offer", "answer", "sort1", "sort4", "draft", "tokens", "prospect", "sell", "exploit"])
def test_a_maphr_step_draws_no_text_over_another_at_text_x1_3(app, mode):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = at_the_screen(app, _match_at(mode, range(4, 12)))
    assert scene.table.plugin.mode == mode
    records = texts_drawn(app, scene.draw)
    assert overlapping(records) == []
    # A number key's disc hides what it covers even where the text check's inked parts miss
    # each other: no disc touches another text's box.
    discs = [(text, rect) for text, rect, _ in records if text.lstrip("⇧").isdigit() and len(text) <= 2 and rect.height >= 18]
    for text, rect, _ in records:
        touching = [d for d in discs if d[0] != text and d[1].inflate(-2, -2).colliderect(rect)]
        assert not touching, f"{text!r} at {tuple(rect)} under the key {touching[0][0]} at {tuple(touching[0][1])}"


def test_an_impediment_laid_says_against_whom_without_covering_what_it_stops(app):
    """Seventh new-user trial (039): "→ Ana" was written over the card's "✗ Prospecter"."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = at_the_screen(app, _match_at("impede", range(4, 20)))
    plugin = scene.table.plugin
    card = next(c for c in plugin.me()["hand"] if plugin.cards.type_of(c).kind == "impediment")
    plugin.impede_plays[card] = 1 - scene.viewer
    records = texts_drawn(app, scene.draw)
    ribbon = [r for t, r, _ in records if t.startswith("→ ")]
    assert ribbon, "the impediment says against whom"
    assert overlapping(records) == []
    rect = app.viewport.rect(plugin.places[card]) if card in plugin.places else next(app.viewport.rect(r) for s, r in scene.table.drawn if s.key == card)
    assert ribbon[0].top >= rect.bottom, "the label lies on the card's face, over what it stops"
    assert ribbon[0].bottom <= app.screen.get_height()
