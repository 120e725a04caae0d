"""Mythos at x1.3: the status is mostly one line over a zone sized for its longest, and the hint
under the zone shrank to its smallest (seen in the ninth trial's screenshots). Its hint starts
right under the status's text and keeps its size."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.text_check import texts_drawn
from tests.ui.table_positions import at_the_screen


def test_the_hint_follows_a_one_line_status_at_its_own_size(app):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], 4)).match
    while match.view(match.to_act()[0]).get("phase") != "action":
        seat = match.to_act()[0]
        match.submit(match.legal_commands(seat)[0])
    scene = at_the_screen(app, match)
    plugin = scene.table.plugin
    sizes = []
    real = app.assets.draw_text
    app.assets.draw_text = lambda surface, text, size, *a, **k: sizes.append((text, size)) or real(surface, text, size, *a, **k)
    try:
        records = texts_drawn(app, scene.draw)
    finally:
        app.assets.draw_text = real
    x, y, w, h = plugin.zone("message")
    hint = app.tr(plugin.hint_key(scene._hand()))
    first_word = hint.split()[0]
    lines = [r for t, r, _ in records if t.startswith(first_word)]
    assert lines, "the hint is drawn"
    assert lines[0].top < app.viewport.rect((x, y, w, h)).bottom, "right under the status, inside its zone"
    assert any(t.startswith(first_word) and size == 12 * app.viewport.scale for t, size in sizes), "at its own size"
