"""Issue 18, finding 2: the replay of a game that is not over shows only the public table (no
hand, no face-down choice, no hidden bonus card) and offers no "Play from here"; a finished
game keeps every view and the fork."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.engine.players import play_out
from game.rules.robot_duel.commands import PlayCard
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.table_view import PUBLIC
from tests.ui.conftest import Player


def _save(finished: bool):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 4)
    path = sessions.new_save_path("robot_duel")
    path.parent.mkdir(parents=True, exist_ok=True)
    session = sessions.start(config, path, durable=False)
    if finished:
        play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    else:
        session.match.submit(PlayCard(0, "p0.charge"))  # Ada's choice lies face down
    session.close()
    return path


def _open_from_the_menu(app, path) -> ReplayScene:
    player = Player(app)
    screen = SavesScene(app, "replay")
    app.push(screen)
    button = next(b for b in screen.group.buttons if b.label == screen.describe(path))
    player.click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, ReplayScene)
    return app.top


def test_an_unfinished_games_replay_shows_only_the_public_table(app, home):
    path = _save(finished=False)
    replay = _open_from_the_menu(app, path)
    player = Player(app)
    replay.seek(replay.length)
    player.frames(2)
    view = replay.table.presenter.view
    assert replay.perspective == PUBLIC
    assert view["robots"][0]["hand"] is None and view["robots"][1]["hand"] is None
    assert view["choices"]["committed"] == {"0": "hidden"}, "Ada's card stays face down"
    assert view["bonus_pile"] is None
    player.key(pygame.K_v)
    view_button = next(b for b in replay.group.buttons if b.label == app.tr("replay.view_public"))
    player.click(app.viewport.rect(view_button.rect).center)
    assert replay.perspective == PUBLIC, "no other view can be chosen"
    fork = next(b for b in replay.group.buttons if b.label == app.tr("replay.play_from_here"))
    assert not fork.enabled
    app.toast_text = None
    player.click(app.viewport.rect(fork.rect).center)
    assert app.top is replay, "no game was started from the replay"
    # and the click says why (ninth trial: nothing happened)
    assert app.toast_text == app.tr("replay.unfinished_locked")
    assert all("charge" not in line.lower() for line in replay.table.log_lines(replay.length, PUBLIC))


def test_a_finished_games_replay_keeps_every_view_and_the_fork(app, home):
    path = _save(finished=True)
    replay = _open_from_the_menu(app, path)
    assert replay.perspective is None
    Player(app).key(pygame.K_v)
    assert replay.perspective == 0
    fork = next(b for b in replay.group.buttons if b.label == app.tr("replay.play_from_here"))
    assert fork.enabled
