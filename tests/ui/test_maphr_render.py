"""A Mines de Maphr save drawn headless (`python -m game render`) at any event, as everyone or
one seat saw it, and watched in the replay scene."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.levels import load_level
from game.ui import theme
from game.ui.scenes.replay import ReplayScene
from tests.ui.rendering import render
from game.ui.tables.maphr.painting import ROCK


@pytest.fixture
def save(home):
    config = sessions.make_config("maphr", [SeatConfig("Ada"), SeatConfig("Bob"), SeatConfig("Cid")], seed=5, options={"round_limit": 4})
    path = home / "maphr.tws"
    session = sessions.start(config, path, durable=False)
    chooser = random.Random(5)
    match = session.match
    while not match.is_over():
        legal = match.legal_commands(match.to_act()[0])
        tiles = [c for c in legal if type(c).__name__ == "PlaceTile"]
        match.submit(chooser.choice(tiles or legal))
    session.close()
    return path, match


def zone(name):
    return load_level("maphr_3p").find(name).rect


def colours_in(image, rect, step=4):
    x, y, w, h = (round(v) for v in rect)
    return {tuple(image.get_at((i, j)))[:3] for i in range(x, x + w, step) for j in range(y, y + h, step)}


def test_render_draws_the_mines_and_the_seat_s_hand(save, tmp_path):
    path, match = save
    end = len(match.entries)
    public = render(path, tmp_path, end)
    # The mines hold tiles: rock-coloured cells inside the clan boards of players who laid some.
    before = render(path, tmp_path, end - 1)
    laid = [seat for seat, board in enumerate(match.state.players) if board.mine]
    assert laid
    for seat in range(3):
        assert (ROCK in colours_in(before, zone(f"p{seat}_board"), step=2)) == (seat in laid)
    # At the end nobody acts, so the all-seeing view shows no hand; a seat's own view shows its cards.
    hand = zone("hand")
    holder = max(range(3), key=lambda seat: len(match.state.players[seat].hand))
    assert match.state.players[holder].hand
    seat_view = render(path, tmp_path, end, as_seat=holder)
    faces = {ROCK, theme.CARD_FACE}
    assert faces & colours_in(seat_view, hand, step=2) and not faces & colours_in(public, hand, step=2)
    # The score grid is drawn at the end, not before.
    scores = zone("scores")
    assert colours_in(public, scores) != colours_in(before, scores)


def test_replay_seeks_through_a_maphr_game(app, player, save):
    path, match = save
    scene = ReplayScene(app, match, path)
    app.push(scene)
    player.frames(1)
    for position in (len(match.entries) // 2, 10, len(match.entries)):
        scene.seek(position)
        player.frames(1)
        assert scene.table.presenter.view == match.rules.view(match.state_at(position), None)
    assert any(sprite.key == "scores" for sprite, _ in scene.table.drawn)
