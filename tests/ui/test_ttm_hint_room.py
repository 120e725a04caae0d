"""Nineteenth trial: in To The Moon a refusal's reason, with what Enter does instead ("Piratage
n'a pas de cible : pour Attaquer un joueur, votre Personnage doit avoir plus de Compétences que le
sien (vous en avez 1). Entrée ou S : la stocker face cachée."), under the Action phase's four-line
status, opened its box over the Journal's title. The right column gives the hint that room now."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.text_check import texts_drawn
from tests.ui.table_positions import at_the_screen


def test_the_longest_refusal_under_the_action_status_stays_above_the_log(app, monkeypatch):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    scene = at_the_screen(app, match)
    plugin = scene.table.plugin
    status = app.tr("to_the_moon.status_action", name="▲ Bob")
    monkeypatch.setattr(plugin, "status_text", lambda view, viewer: status)
    reason = ("Piratage n'a pas de cible : pour Attaquer un joueur, votre Personnage doit avoir plus de "
              "Compétences que le sien (vous en avez 1). Entrée ou S : la stocker face cachée.")
    records = texts_drawn(app, lambda surface: (scene.draw(surface), scene._draw_hint(surface, reason)))
    vp = app.viewport
    log_top = vp.rect(plugin.zone("log")).top
    hint_lines = [rect for text, rect, _ in records if text and text in reason and len(text) > 3]
    assert hint_lines, "the reason is drawn"
    assert max(rect.bottom for rect in hint_lines) <= log_top, (hint_lines, log_top)
    journal = [rect for text, rect, _ in records if text.startswith("Journal")]
    assert journal and all(not rect.colliderect(line) for rect in journal for line in hint_lines)
