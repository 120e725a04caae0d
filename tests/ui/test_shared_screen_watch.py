"""Issue 18, finding 1, tried harder: in scripted hot-seat games of all five games, Undo is
pressed (Ctrl+Z, the Undo button, the curtain's "Undo (name)") at random points, the table menu
is opened over the table and over curtains, and the settings are applied (every scene
refreshed); at every draw of the table, nothing is on it but the public view and the private
view of the seat the last curtain passed the screen to (`ScreenWatch`). After every press that
took something back, the screen shows the public table, a curtain, or the seat already there;
the Undo button is lit exactly when pressing it takes something back."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig, Undo
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_menu import TableMenu
from game.ui.scenes.table_view import PUBLIC
from tests.ui.conftest import Player
from tests.ui.screen_watch import ScreenWatch

GAMES = ["robot_duel", "mythos", "maphr", "to_the_moon", "mining_war"]
WAYS = ("ctrl+z", "button", "curtain button", "menu", "settings")


def _table(app, game_id: str, seats: list[SeatConfig], seed: int) -> TableScene:
    app.settings.warn_before_ruin = False  # random play: a warning's question would stop it (test_ruin_warnings asks them)
    scene = TableScene(app, sessions.start(sessions.make_config(game_id, seats, seed)))
    app.push(scene)
    return scene


def _press(app, scene: TableScene, how: str) -> None:
    player = Player(app)
    if how == "ctrl+z":
        player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    elif how == "button":
        player.click(app.viewport.rect(scene.buttons.buttons[0].rect).center)
    elif how == "curtain button":
        button = scene._curtain_undo_button()
        if button is not None:
            player.click(app.viewport.rect(button.rect).center)
    elif how == "menu":
        player.key(pygame.K_ESCAPE)
        if not isinstance(app.top, TableMenu):
            player.key(pygame.K_ESCAPE)  # the first put down what was picked or aimed (a Mining War target)
        assert isinstance(app.top, TableMenu), "Esc opens the table's menu, over the table or a curtain"
        player.frames(3, dt=1.0)
        player.key(pygame.K_ESCAPE)
        assert app.top is scene
    elif how == "settings":
        app.apply_settings()
        player.frames(2)


def play_watched(app, game_id: str, seats: list[SeatConfig], seed: int, steps: int) -> dict[str, int]:
    """Random legal play through the scene with Undo pressed at random points; returns counts."""
    scene = _table(app, game_id, seats, seed)
    watch = ScreenWatch(scene)
    player = Player(app)
    chooser = random.Random(seed)
    counts = {"presses": 0, "undone own view": 0, "undone across": 0, "lit": 0}
    for _ in range(steps):
        player.settle()
        player.frames(1, dt=3.0)  # past the pause before a curtain, and an empty combat's wait
        if scene.match.is_over() or isinstance(app.top, EndScene):
            break
        if chooser.random() < 0.45:
            how = chooser.choice(WAYS)
            before_viewer, before_curtain = scene.viewer, scene.curtain
            lit = before_curtain is None and scene.buttons.buttons[0].enabled
            could = scene.undo_seat() is not None
            entries = len(scene.match.entries)
            _press(app, scene, how)
            counts["presses"] += 1
            undone = len(scene.match.entries) > entries and isinstance(scene.match.entries[-1].command, Undo)
            if how == "button" and before_curtain is None:
                counts["lit"] += lit
                assert lit == undone, f"{game_id}: the Undo button was {'lit' if lit else 'off'} but pressing it " \
                                      f"{'took something back' if undone else 'did nothing'}"
            if how == "ctrl+z":
                assert could == undone, f"{game_id}: Ctrl+Z {'did nothing' if could else 'took back'} while the button said otherwise"
            if undone:
                own = before_curtain is None and scene.viewer == before_viewer and before_viewer is not None and before_viewer >= 0
                counts["undone own view" if own else "undone across"] += 1
                assert own or scene.viewer == PUBLIC or scene.curtain is not None, (
                    f"{game_id} seed {seed}: {how} went from viewer {before_viewer}/curtain {before_curtain} "
                    f"to seat {scene.viewer}'s view with no curtain")
            assert not watch.faults, f"{game_id} seed {seed}, after {how}: {watch.faults[0]}"
            continue
        if scene.curtain is not None or scene.interlude is not None:
            player.click((640, 360))  # lifts the curtain or dismisses a summary between rounds
            continue
        seat = scene.acting_seat
        if seat is not None:
            scene.play(chooser.choice(scene.match.legal_commands(seat)))
        assert not watch.faults, f"{game_id} seed {seed}: {watch.faults[0]}"
    assert not watch.faults, f"{game_id} seed {seed}: {watch.faults[0]}"
    assert watch.private_drawn > 0, "the watch saw no private view drawn: it checked nothing"
    app.pop()
    return counts


@pytest.mark.parametrize("game_id", GAMES)
def test_two_humans_pressing_undo_anywhere_see_only_their_own_view(app, game_id):
    counts = {"presses": 0, "undone own view": 0, "undone across": 0, "lit": 0}
    for seed in (1, 2):
        for key, value in play_watched(app, game_id, [SeatConfig("Ada"), SeatConfig("Bo")], seed, steps=90).items():
            counts[key] += value
    assert counts["presses"] > 10
    assert counts["undone own view"] + counts["undone across"] > 0, f"{game_id}: nothing was ever taken back: {counts}"


@pytest.mark.parametrize("game_id", ["maphr", "to_the_moon", "mining_war"])
def test_two_humans_and_a_computer_at_one_screen(app, game_id):
    seats = [SeatConfig("Ada"), SeatConfig("Cpu", "computer:easy"), SeatConfig("Bo")]
    counts = play_watched(app, game_id, seats, 3, steps=90)
    assert counts["presses"] > 10
