"""Eighth new-user trial, To The Moon at x1.3: under a four-line status, why a card could not be
played shrank to tiny letters and lost its end ("…votre Personnage doit avoir plus de"). A hint
too long for its room opens at a readable size in a box over the log: every word drawn, nothing
under another text."""

from __future__ import annotations

import pygame

from game.ui.text_check import dropped, overlapping, texts_drawn
from tests.ui.table_positions import at_the_screen, played_until, ttm_action_with_a_hand

REASON = ("Campagne de dénigrement n'a pas de cible : pour Attaquer un joueur, votre Personnage doit "
          "avoir plus de Compétences que le sien (vous en avez 1), et le sien n'en a pas moins que vous.")


def test_a_long_reason_opens_over_the_log_with_every_word(app, player, monkeypatch):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match, _ = played_until("to_the_moon", 6, ttm_action_with_a_hand)
    scene = at_the_screen(app, match)
    card = match.view(scene.viewer)["players"][scene.viewer]["hand"][0]
    monkeypatch.setattr(scene.table.plugin, "unplayable_reason", lambda view, seat, key: REASON if key == card else None)
    rect = next(app.viewport.rect(r) for s, r in scene.table.drawn if s.key == card)
    player.post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(3)
    records = texts_drawn(app, scene.draw)
    drawn = " ".join(text for text, _, _ in records)
    assert "moins que vous." in drawn, "the reason's end"
    assert dropped(records) == [] and overlapping(records) == []
    line = next(r for t, r, _ in records if t in REASON and len(t) > 10)
    assert line.height >= app.assets.font(12 * app.viewport.scale * 0.84).get_linesize() - 2, "readable letters"


def test_a_long_hint_stops_above_the_buttons_and_their_keys(app, player):
    """Ninth new-user trial: Maphr's long hint, opened over what lay below, hid the key of
    "Tourner la tuile". The box stops above the first button under it, less its key."""
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene
    from game.ui.widgets.keycap import keycap_size

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=4)
    app.push(scene)
    player.next_seat(scene)
    scene.table.plugin.hint_key = lambda keys: "maphr.summary_title"  # any key: its text is replaced below
    real = app.tr
    records = []
    try:
        class Long:
            def __getattr__(self, name):
                return getattr(real, name)

            def __call__(self, key, **values):
                return REASON * 2 if key == "maphr.summary_title" else real(key, **values)
        app.tr = Long()
        records = texts_drawn(app, scene.draw)
    finally:
        app.tr = real
    box = app.viewport.rect(scene._hint_box())
    hint = [r for t, r, clip in records if len(t) > 3 and t in REASON * 2 and r.top >= box.top - 2 and clip.size != (0, 0)]
    assert hint, "the hint was drawn"
    below = [app.viewport.rect(rect) for _, rect in scene.table.drawn
             if app.viewport.rect(rect).top > box.top and app.viewport.rect(rect).left < box.right and app.viewport.rect(rect).right > box.left]
    assert below, "buttons under the hint"
    floor = min(r.top for r in below) - keycap_size("1", app.viewport.scale)[1] - app.viewport.px(2)  # a key sits 2 above its button
    assert max(r.bottom for r in hint) <= floor, "the hint stops above the first button's key"
