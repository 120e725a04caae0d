"""Seen in the window: Mining War's phase button, picked by its number (1), rose 16 pixels over
the hint's last line above it. Buttons stay put when hovered or picked (To The Moon's too); a
button's number now presses it."""

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
    point = app.viewport.rect(before).center
    player.post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    scene.selected = "pass"  # as a pick by number did
    player.frames(2)
    after = next(r for s, r in scene.table.drawn if s.key == "pass")
    assert tuple(after) == tuple(before)
    scene.selected = None
    entries = len(scene.match.entries)
    player.key(pygame.K_1)
    assert len(scene.match.entries) > entries, "its number presses it"
