"""Seen in the window: Mining War's phase button, picked by its number (1), rose 16 pixels over
the hint's last line above it. Buttons picked by their number stay put (To The Moon's too)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


@pytest.mark.parametrize("game_id", ["mining_war", "to_the_moon"])
def test_a_button_picked_by_its_number_does_not_rise(app, player, game_id):
    scene = new_match_scene(app, game_id, [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=4)
    scene.plays_idle_moves = False
    app.push(scene)
    for _ in range(200):
        seat = player.next_seat(scene)
        assert seat is not None
        if scene._hand() and scene._hand()[0] == "pass":
            break
        scene.submit(scene.match.legal_commands(seat)[0])
    else:
        raise AssertionError("no turn with the pass button")
    player.frames(2)
    before = next(r for s, r in scene.table.drawn if s.key == "pass")
    player.key(pygame.K_1)
    player.frames(2)
    after = next(r for s, r in scene.table.drawn if s.key == "pass")
    assert scene.selected == "pass", "picked, waiting for Enter"
    assert tuple(after) == tuple(before)
