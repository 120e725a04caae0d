"""Seventh new-user trial: at text x1.3 the longest Maphr prompts ("Bob : Filon d'or triple ici
ferme votre mine pour toute la partie…") shrank to the smallest type in the window, "the text you
most need to read". A long status now takes some of the hint's room below it at its own size,
and the hint moves down under it."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.text_check import overlapping, texts_drawn
from tests.ui.table_positions import at_the_screen



def test_a_long_status_keeps_its_size_and_the_hint_goes_under_it(app, monkeypatch):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    scene = at_the_screen(app, match)
    plugin = scene.table.plugin
    LONG = app.tr("maphr.warn_closes", name="Bob", card="Filon d'or triple")  # the trial's own prompt
    monkeypatch.setattr(plugin, "status_text", lambda view, viewer: LONG)
    sizes = []
    real = app.assets.draw_text
    monkeypatch.setattr(app.assets, "draw_text", lambda surface, text, size, *a, **k: sizes.append((text, size)) or real(surface, text, size, *a, **k))
    records = texts_drawn(app, scene.draw)
    status_rows = [size for text, size in sizes if text and text in LONG and len(text) > 8]
    assert status_rows and all(size == 13 * app.viewport.scale for size in status_rows), status_rows
    x, y, w, h = plugin.zone("message")
    assert plugin.status_bottom is not None and plugin.status_bottom > y + h
    status_rects = [rect for text, rect, _ in records if text and text in LONG and len(text) > 8]
    hint = scene._hint_box()
    assert hint[1] >= plugin.status_bottom
    below = [rect for text, rect, _ in records if rect.top >= app.viewport.rect(hint).top - 1 and rect.left < app.viewport.rect(hint).right
             and rect.left >= app.viewport.rect(hint).left - 1 and rect.top < app.viewport.rect(hint).bottom]
    assert below, "the hint is drawn under the status"
    assert max(r.bottom for r in status_rects) <= min(r.top for r in below) + 2
    assert overlapping(records) == []


def test_no_maphr_prompt_shrinks_more_than_two_steps_at_text_x1_3(app):
    """Every Maphr prompt naming a player, in French at x1.3: before, the message zone's 56 units
    shrank the longest four steps (8.8 of 13); now none gives up more than two."""
    import re
    import tomllib

    from game.ui.assets import resource_path

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    plugin = scene.table.plugin
    with open(resource_path("assets", "i18n", "fr.toml"), "rb") as file:
        strings = tomllib.load(file)["maphr"]
    prompts = [re.sub(r"\{(\w+)\}", lambda m: "Bob" if m.group(1) == "name" else "Filon d'or triple" if m.group(1) == "card" else "12", text)
               for text in strings.values() if isinstance(text, str) and text.count("{name}") == 1 and text.split("{name}")[0] in ("", "⚠ ")]
    assert len(prompts) > 20
    real = app.assets.draw_text
    smallest = {}
    try:
        for prompt in prompts:
            sizes = []
            app.assets.draw_text = lambda surface, text, size, *a, **k: sizes.append(size) or real(surface, text, size, *a, **k)
            plugin.draw_status(app.screen, app.viewport, prompt, 13)
            smallest[prompt] = min(sizes)
    finally:
        app.assets.draw_text = real
    shrunk = {p: size for p, size in smallest.items() if size < 13 * 0.84 * app.viewport.scale - 1e-6}
    assert not shrunk, shrunk
    assert any(size == 13 * app.viewport.scale for size in smallest.values())


def test_a_short_status_leaves_the_hint_where_it_was(app):
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    plugin = scene.table.plugin
    plugin.draw_status(pygame.Surface(app.screen.get_size()), app.viewport, "Ana joue.", 13)
    x, y, w, h = plugin.zone("message")
    assert plugin.status_bottom is None and scene._hint_box()[1] == y + h + 2
