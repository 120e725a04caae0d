"""Seventh new-user trial, Charge & Spark (200): the zoom of a hovered hand card opened beside it,
over the track and the robot moving on it. It opens over the log; the track stays in sight."""

from __future__ import annotations

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from tests.ui.table_positions import settled


def test_a_cards_zoom_leaves_the_track_in_sight(app):
    scene = settled(app, new_match_scene(app, "robot_duel", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=3, save=False))
    plugin = scene.table.plugin
    track = [app.viewport.rect(r) for r in plugin.spaces.values()] + [app.viewport.rect(plugin.moon)]
    hand = [k for k in scene._hand() if k in scene.table.presenter.sprites]
    assert hand
    for key in hand:
        zoom = scene.table.zoom_rect(scene.table.presenter.sprites[key], app.screen.get_size())
        assert not any(zoom.colliderect(space) for space in track), f"the zoom of {key} covers the track"
        assert app.screen.get_rect().contains(zoom)
