"""Third new-user trial H17: on a table, a two-line toast at x1.3 covered the hand's number keys
(Charge & Spark's first turn: "your game in progress is kept…")."""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


@pytest.mark.parametrize("game_id", ["robot_duel", "mythos", "to_the_moon", "mining_war", "maphr"])
def test_a_two_line_toast_leaves_the_hands_keys_in_sight(app, player, game_id):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = new_match_scene(app, game_id, [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=4)
    app.push(scene)
    for _ in range(50):
        player.settle()
        if scene.acting_seat is not None and scene._hand():
            break
        player.frames(5, dt=0.5)
    assert scene.acting_seat is not None
    app.toast(app.tr("new.unfinished_kept", game="Ana contre Bob, Mythos, tour 3"), info=True)
    records = texts_drawn(app, app.draw)
    toast = app.toast_rect
    keys = [rect for text, rect, _ in records if text.lstrip("⇧").isdigit() and len(text) <= 2]
    assert keys, "the hand's keys are drawn"
    assert not [tuple(k) for k in keys if toast.colliderect(k)], "a key under the toast"
