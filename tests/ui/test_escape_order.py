"""Escape at the table: a chosen card (or an aim) is put down first; else the table's menu opens,
and a zoom on screen goes with it (thirteenth new-user trial: a zoom took an Escape of its own,
and with a card picked and a zoom it took three presses to reach the menu; new-user trial F25
had asked for the zoom to close first, but a zoom goes anyway as soon as the pointer moves)."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_menu import TableMenu
from tests.ui.conftest import Player


def test_escape_puts_down_a_pick_then_opens_the_menu_over_a_zoom(app):
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 2))
    scene = TableScene(app, session)
    app.push(scene)
    player = Player(app)
    player.settle()
    rect = next(r for s, r in scene.table.drawn if s.key == "p0.spark")
    player.post(pygame.MOUSEMOTION, pos=app.viewport.rect(rect).center, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None and scene.zoomed_sprite().key == "p0.spark"
    scene.selected = "p0.spark"
    player.key(pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene, "the pick is put down, nothing else"
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TableMenu), "the next Escape opens the menu"
    assert scene.zoomed_sprite() is None, "and the zoom went with it"


def test_a_card_dropped_on_a_target_leaves_no_zoom_until_the_pointer_moves(app):
    """New-user trial F47: after an attack, the target's zoom and its keyword lines opened over
    the log that told the attack's result. Here: a card Stored by a drop onto one's Character."""
    match, seat, store, character = _a_store_onto_ones_character()
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    assert scene.acting_seat == seat
    target = app.viewport.rect(next(r for s, r in scene.table.drawn if s.key == character["card"])).center
    entries = len(scene.match.entries)
    player.drag(player.visible_point(scene, store[0].card), target)
    assert len(scene.match.entries) > entries, "the card was Stored"
    assert scene.zoomed_sprite() is None, "no zoom of the Character the card was dropped on"
    player.post(pygame.MOUSEMOTION, pos=(target[0] + 1, target[1]), rel=(1, 0), buttons=(0, 0, 0))
    player.frames(1)
    assert scene.zoomed_sprite() is not None, "pointing at it zooms it again"


def test_a_card_clicked_to_pick_it_can_still_be_read(app):
    """Fourth new-user trial: with no zoom on a picked card (a change made for the third trial's
    H12), a player who clicks cards to read them could read only the unplayable ones. Picked by
    a click, a card keeps its zoom while the pointer is on it."""
    scene, player, point = _a_duel_and_its_spark(app)
    player.click(point)
    assert scene.selected == "p0.spark"
    player.post(pygame.MOUSEMOTION, pos=(point[0] + 2, point[1]), rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None and scene.zoomed_sprite().key == "p0.spark"


def test_a_target_clicked_to_play_leaves_no_zoom_until_the_pointer_moves(app):
    """Eighth new-user trial: after a target was clicked (not dropped on), its zoom opened over
    the log that told what the click did. Here: a card picked by a click, then Stored by a click
    on one's Character."""
    match, seat, store, character = _a_store_onto_ones_character()
    player = Player(app)
    scene = player.open_table(sessions.Session(match, None))
    target = app.viewport.rect(next(r for s, r in scene.table.drawn if s.key == character["card"])).center
    player.click(player.visible_point(scene, store[0].card))
    assert scene.selected == store[0].card
    entries = len(scene.match.entries)
    player.click(target)
    assert len(scene.match.entries) > entries, "the click on the Character played"
    assert scene.zoomed_sprite() is None, "no zoom of the Character clicked"
    player.post(pygame.MOUSEMOTION, pos=(target[0] + 1, target[1]), rel=(1, 0), buttons=(0, 0, 0))
    player.frames(1)
    assert scene.zoomed_sprite() is not None, "pointing at it zooms it again"


def _a_store_onto_ones_character():
    """A To The Moon game where the seat to act may Store a card on its own Character: (match,
    seat, the legal StoreCard commands, the Character as its view shows it)."""
    import random

    from game.rules.to_the_moon.commands import StoreCard

    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], 4)).match
    chooser = random.Random(4)
    for _ in range(300):
        seat = match.to_act()[0]
        store = [c for c in match.legal_commands(seat) if isinstance(c, StoreCard)]
        character = match.view(seat)["players"][seat]["character"]
        if store and character and store[0].storage == character["card"]:
            return match, seat, store, character
        match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no Store onto a Character came")


def test_keys_close_the_zoom_of_the_card_under_the_pointer(app):
    """Ninth new-user trial: the zoom of the card under the resting pointer stayed over the log
    while number keys and Enter chose cards. A key closes it until the pointer moves (the card
    the key picked is shown instead, tenth trial)."""
    scene, player, point = _a_duel_and_its_spark(app)
    player.post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None
    player.key(pygame.K_1)
    assert scene.selected not in (None, "p0.spark")
    assert scene.zoomed_sprite().key == scene.selected, "a number key closed the pointed card's zoom: the picked one is shown"
    player.post(pygame.MOUSEMOTION, pos=(point[0] + 1, point[1]), rel=(1, 0), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None, "pointing again zooms again"


def _a_duel_and_its_spark(app):
    """A duel against the computer at the screen, settled: (scene, player, the centre of Ada's
    Spark card in hand)."""
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 2))
    scene = TableScene(app, session)
    app.push(scene)
    player = Player(app)
    player.settle()
    return scene, player, app.viewport.rect(next(r for s, r in scene.table.drawn if s.key == "p0.spark")).center
