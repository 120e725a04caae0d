"""Sixteenth trial: Mining War's message "Plus rien à jouer, terminé d'office…" covered one's own
battlefield and Bitcoins. On the two-player table messages stand over the summary between the
two sides."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig


def test_a_message_on_the_two_player_table_leaves_both_sides_in_sight(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 4), None)
    scene = player.open_table(session)
    plugin = scene.table.plugin
    app.toast(app.tr("mining_war.idle", phase=app.tr("mining_war.phase_draw")), info=True)
    scene.draw(app.screen)
    app._draw_toast(app.screen)
    assert app.toast_rect is not None
    for seat in (0, 1):
        for part in ("field", "base", "hand"):
            zone = app.viewport.rect(plugin.seat_zone(seat, part))
            assert not app.toast_rect.colliderect(zone), (seat, part)
