"""Issue 19: while a computer seat acts, the table says so and invites no click. Mining War
showed "drag a Bitcoin…" and its "End draw & resources" button during the computer's turn."""

from __future__ import annotations

import random

import pytest

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.tables.mining_war.layout import CHOICE, PASS
from game.ui.text_check import texts_drawn

GAMES = [("mining_war", 2), ("to_the_moon", 2), ("robot_duel", 2), ("mythos", 2), ("maphr", 2)]


def _at_a_computer_turn(app, game_id, players):
    """A table where the human (seat 0) watches the computer (seat 1) about to act."""
    seats = [SeatConfig("Ada")] + [SeatConfig(f"Bot {s}", "computer:easy") for s in range(1, players)]
    scene = new_match_scene(app, game_id, seats, seed=2)
    app.push(scene)
    chooser = random.Random(2)
    for _ in range(300):
        if scene.match.is_over():
            pytest.skip("the game ended before a computer's turn")
        to_act = scene.match.to_act()
        if to_act and to_act[0] != 0:
            break
        scene.match.submit(chooser.choice(scene.match.legal_commands(to_act[0])))
    scene.presented = len(scene.match.entries)
    scene.set_viewer(0)
    scene.refresh()
    return scene


@pytest.mark.parametrize("game_id, players", GAMES)
def test_the_table_says_the_computer_is_thinking(app, game_id, players):
    scene = _at_a_computer_turn(app, game_id, players)
    assert scene.thinking_seat() == scene.match.to_act()[0]
    app.screen.fill((0, 0, 0))
    texts = [text for text, _, _ in texts_drawn(app, scene.draw)]
    assert any("is thinking" in text for text in texts), texts


def test_no_phase_button_or_instruction_while_another_seat_acts(app):
    scene = _at_a_computer_turn(app, "mining_war", 2)
    plugin = scene.table.plugin
    sprites = plugin.sprites(scene.match.view(0), 0)
    assert not [s.key for s in sprites if s.key == PASS or s.key.startswith(CHOICE)]
    status = plugin.status_text(scene.match.view(0), 0)
    assert "is playing" in status and "drag" not in status
