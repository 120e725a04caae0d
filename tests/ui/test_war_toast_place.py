"""Sixteenth trial: Mining War's message "Plus rien à jouer, terminé d'office…" covered one's own
battlefield and Bitcoins; then over the summary it hid the Neutrino, a target (nineteenth). On
the two-player table messages stand over the other player's row of backs."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig


def test_a_message_on_the_two_player_table_leaves_both_sides_in_sight(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 4), None)
    scene = player.open_table(session)
    plugin = scene.table.plugin
    for message in (app.tr("mining_war.idle", phase=app.tr("mining_war.phase_draw")), app.tr("mining_war.aim_pick_target")):
        _check(app, scene, plugin, message)


def _check(app, scene, plugin, message):
    app.toast(message, info=True)
    scene.draw(app.screen)
    app._draw_toast(app.screen)
    assert app.toast_rect is not None
    for seat in (0, 1):
        for part in ("field", "base"):
            zone = app.viewport.rect(plugin.seat_zone(seat, part))
            assert not app.toast_rect.colliderect(zone), (seat, part)
    # nor one's own hand, nor the Neutrino and the summary between the sides (nineteenth trial:
    # a target's number lay under a message there); the other's backs may go under it
    viewer = scene.viewer
    for zone in (plugin.seat_zone(viewer, "hand"), plugin.zone("neutrino"), plugin.zone("summary")):
        assert not app.toast_rect.colliderect(app.viewport.rect(zone)), zone
