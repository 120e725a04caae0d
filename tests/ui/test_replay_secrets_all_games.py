"""Issue 18, finding 2, over all five games: the replay of an unfinished hot-seat game, opened
from the menu's replay list, never draws anything but the public view (the table, each step's
animation, the log), however it is moved (Home/End, stepping, playing, scrubbing, V, the view
button, Play from here); a finished game's replay still offers every view and the fork."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.engine.players import play_out
from game.match_options import self_play_options
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.table_view import PUBLIC
from tests.ui.conftest import Player

GAMES = ["robot_duel", "mythos", "maphr", "to_the_moon", "mining_war"]


def _save(game_id: str, finished: bool, commands: int = 12):
    config = sessions.make_config(game_id, [SeatConfig("Ada"), SeatConfig("Bo")], 7, self_play_options(game_id))
    path = sessions.new_save_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    session = sessions.start(config, path, durable=False)
    match = session.match
    if finished:
        play_out(match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    else:
        chooser = random.Random(7)
        for _ in range(commands):
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
        assert not match.is_over()
    session.close()
    return path


def _open_from_the_menu(app, path) -> ReplayScene:
    screen = SavesScene(app, "replay")
    app.push(screen)
    button = next(b for b in screen.group.buttons if b.label == screen.describe(path))
    Player(app).click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, ReplayScene)
    return app.top


def _perspectives_used(replay: ReplayScene) -> list:
    """Hooks the replay's table: every perspective it makes a view, an animation or a drawing for."""
    used: list = []
    table = replay.table
    real_snap, real_enqueue, real_draw = table.snap, table.enqueue, table.draw_table

    def snap(position, viewer):
        used.append(viewer)
        real_snap(position, viewer)

    def enqueue(position, viewer, before, state=None):
        used.append(viewer)
        return real_enqueue(position, viewer, before, state)

    def draw_table(surface, viewer, *args, **kwargs):
        used.append(viewer)
        used.append(table.log_perspective)
        real_draw(surface, viewer, *args, **kwargs)

    table.snap, table.enqueue, table.draw_table = snap, enqueue, draw_table
    return used


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_games_replay_shows_only_the_public_table(app, home, game_id):
    path = _save(game_id, finished=False)
    replay = _open_from_the_menu(app, path)
    used = _perspectives_used(replay)
    player = Player(app)
    for key in (pygame.K_END, pygame.K_HOME, pygame.K_v, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_SPACE):
        player.key(key)
    player.frames(20, dt=0.2)  # playing
    track = app.viewport.rect((130, 470, 220, 22))
    player.click((track.left + track.width * 2 // 3, track.centery))  # scrubbing
    assert used and set(used) == {PUBLIC}, f"{game_id}: the replay made views for {sorted(set(used) - {PUBLIC}, key=str)}"
    view_button = next(b for b in replay.group.buttons if b.hotkey == pygame.K_v)
    fork = next(b for b in replay.group.buttons if b.label == app.tr("replay.play_from_here"))
    for button in (view_button, fork):
        assert not button.enabled
        player.click(app.viewport.rect(button.rect).center)
    assert app.top is replay, "no game was started from the replay"
    player.key(pygame.K_END)
    assert replay.perspective == PUBLIC and set(used) == {PUBLIC}
    assert replay.table.presenter.view == replay.match.view(PUBLIC)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_games_replay_keeps_every_view_and_the_fork(app, home, game_id):
    path = _save(game_id, finished=True)
    replay = _open_from_the_menu(app, path)
    assert replay.perspective is None
    seen = []
    for _ in range(3):
        Player(app).key(pygame.K_v)
        seen.append(replay.perspective)
    assert seen == [0, 1, None]
    assert next(b for b in replay.group.buttons if b.label == app.tr("replay.play_from_here")).enabled
