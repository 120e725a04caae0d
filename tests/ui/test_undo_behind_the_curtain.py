"""Issue 18, finding 1: in a hot-seat game Undo never shows a seat's private view to anyone but
that seat. Whatever is pressed (the Undo button, Ctrl+Z, the curtain's "Undo (name)"), the
screen afterwards shows the public table, a curtain, or the private view that was already there.

Two humans play each game with random legal moves through the table scene; at every chance to
take something back, each way of pressing Undo is tried on a copy of the situation."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.engine.rules import PUBLIC_SEAT
from game.ui.scenes.table import TableScene
from tests.ui.conftest import Player

GAMES = ["robot_duel", "mythos", "maphr", "to_the_moon"]
"""Mining War is left out here: its only take-backs (a phase ended) never cross a curtain, so
random play never finds a situation (12 minutes of skips); test_shared_screen_watch covers it."""


def _hotseat(app, game_id: str, seed: int) -> TableScene:
    config = sessions.make_config(game_id, [SeatConfig("Ada"), SeatConfig("Bo")], seed)
    scene = TableScene(app, sessions.start(config))
    app.push(scene)
    return scene


def _press(app, scene: TableScene, how: str) -> None:
    player = Player(app)
    if how == "ctrl+z":
        player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    elif how == "button":
        button = scene.buttons.buttons[0]
        player.click(app.viewport.rect(button.rect).center)
    elif how == "curtain button":
        button = scene._curtain_undo_button()
        if button is not None:
            player.click(app.viewport.rect(button.rect).center)


def _situations(app, game_id: str, seed: int, wanted: int = 6):
    """Play random legal moves with both seats human; yield each moment where some human's last
    decision could be taken back (behind a curtain or on the public table)."""
    scene = _hotseat(app, game_id, seed)
    player = Player(app)
    chooser = random.Random(seed)
    found = 0
    for _ in range(400):
        player.settle()
        player.frames(30, dt=0.1)
        if scene.match.is_over():
            return
        actor = scene.last_actor
        if actor is not None and scene.match.can_undo(actor) and (scene.curtain is not None or scene.viewer != actor):
            yield scene
            found += 1
            if found >= wanted:
                return
        if scene.curtain is not None:
            player.click((640, 360))
            continue
        seat = scene.acting_seat
        if seat is None:
            continue
        legal = scene.match.legal_commands(seat)
        scene.submit(chooser.choice(legal))


@pytest.mark.parametrize("how", ["ctrl+z", "button", "curtain button"])
@pytest.mark.parametrize("game_id", GAMES)
def test_undo_in_a_hotseat_game_never_shows_another_seats_hand(app, game_id, how):
    checked = 0
    for seed in (1, 2, 3):
        for scene in _situations(app, game_id, seed):
            before = (scene.viewer, scene.curtain)
            entries = len(scene.match.entries)
            _press(app, scene, how)
            shown = scene.viewer
            undone = len(scene.match.entries) != entries
            private = shown is not None and shown >= 0 and scene.curtain is None
            already_there = before[1] is None and shown == before[0]
            curtain_lifted = before[1] is not None and shown == before[1] and not undone
            assert not private or already_there or curtain_lifted, (
                f"{game_id} seed {seed}: {how} switched the screen from {before} to seat {shown}'s private view "
                f"(undone: {undone})")
            checked += 1
            app.pop()
            break
    if checked == 0:
        pytest.skip(f"{game_id}: no decision that can be taken back came up in random play")


@pytest.mark.parametrize("game_id", GAMES + ["mining_war"])
def test_the_undo_button_is_lit_only_when_pressing_it_takes_something_back(app, game_id):
    """Lit but inert (to_the_moon) or lit at the start of one's turn (mining_war): never."""
    scene = _hotseat(app, game_id, 5)
    player = Player(app)
    chooser = random.Random(5)
    lit = pressed = 0
    for _ in range(150):
        player.settle()
        player.frames(30, dt=0.1)
        if scene.match.is_over():
            break
        button = scene.buttons.buttons[0]
        if scene.curtain is None and button.enabled:
            lit += 1
            entries = len(scene.match.entries)
            player.click(app.viewport.rect(button.rect).center)
            assert len(scene.match.entries) > entries, f"{game_id}: the Undo button was lit but took nothing back"
            pressed += 1
            continue
        if scene.curtain is not None:
            player.click((640, 360))
            continue
        seat = scene.acting_seat
        if seat is not None:
            scene.submit(chooser.choice(scene.match.legal_commands(seat)))
    assert lit == pressed
