"""Issue 19, friction at hand-over: each round a summary everyone reads, then a curtain for the
next player. The summary's button names that player ("Ana, à vous") and its click passes the
screen, as the curtain's did; one click a round fewer. Against the computer it says Continue."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.text_check import texts_drawn
from tests.ui.conftest import Player


def _to_a_summary(app, seats, seed):
    scene = TableScene(app, sessions.start(sessions.make_config("robot_duel", seats, seed)))
    app.push(scene)
    player, chooser = Player(app), random.Random(seed)
    for _ in range(200):
        player.settle()
        player.frames(10, dt=0.2)
        if scene.interlude is not None:
            return scene, player
        if scene.curtain is not None:
            player.click((640, 360))
            continue
        seat = scene.acting_seat
        if seat is not None:
            scene.submit(chooser.choice(scene.match.legal_commands(seat)))
    raise AssertionError("no summary came")


def test_a_summary_between_two_humans_passes_the_screen_to_the_next_player(app):
    app.settings.language = "fr"
    app.apply_settings()
    scene, player = _to_a_summary(app, [SeatConfig("Ana"), SeatConfig("Bob")], 3)
    seat = scene.summary_handover()
    assert seat is not None and seat in scene.match.to_act()
    drawn = [text for text, _, _ in texts_drawn(app, scene.draw)]
    name = scene.seats[seat].name
    assert f"{name}, à vous" in drawn and f"Seul·e {name} regarde ? Cliquez, Entrée ou Espace." in drawn
    player.click((640, 360))  # (the panel: the click closes it, as Enter would)
    for _ in range(10):
        player.settle()
        player.frames(5, dt=0.2)
    assert scene.interlude is None and scene.curtain is None
    assert scene.at_screen == seat and scene.viewer == seat and scene.acting_seat == seat


def test_against_the_computer_the_summary_just_continues(app):
    scene, _ = _to_a_summary(app, [SeatConfig("Ana"), SeatConfig("Bot", "computer:easy")], 3)
    assert scene.summary_handover() is None
    drawn = [text for text, _, _ in texts_drawn(app, scene.draw)]
    assert "Continue" in drawn
