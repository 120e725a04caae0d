"""The presenter's animations, the mixer without a device, the smoke run, the demo."""

from __future__ import annotations

import pygame

from game.cli import main
from game.ui.presenter import EventStyle, Presenter, Sprite, match_sprites


def card(key, rect, face_up=True, data="x", kind="card"):
    return Sprite(key, kind, rect, face_up, data)


def test_matching_follows_a_card_by_identity_then_by_hidden_place():
    before = {s.key: s for s in [card("p0.spark", (0, 0, 10, 10), data="p0.spark"), card("hand:1:5", (50, 0, 10, 10), False, None)]}
    after = {s.key: s for s in [card("play:0", (0, 90, 10, 10), False, "p0.spark"), card("play:1", (50, 90, 10, 10), False, None)]}
    pairs = {(b.key if b else None, a.key if a else None) for b, a in match_sprites(before, after)}
    assert pairs == {("p0.spark", "play:0"), ("hand:1:5", "play:1")}


def test_a_flip_is_drawn_squeezed_midway_and_the_step_ends_on_the_new_view():
    drawn = []
    presenter = Presenter(lambda surface, sprite, rect, flip, alpha: drawn.append((sprite.key, sprite.face_up, rect, flip)))
    presenter.snap({"n": 0}, [card("c", (0, 0, 10, 10), False, None)])
    presenter.enqueue({"n": 1}, [card("c", (100, 0, 10, 10), True, "p1.spark")], EventStyle(1.0))
    presenter.update(0.25)
    drawn.clear()
    presenter.draw(None)
    key, face_up, rect, flip = drawn[0]
    assert face_up is False and 0 < rect[0] < 100 and flip == 0.25
    presenter.update(0.5)
    drawn.clear()
    presenter.draw(None)
    assert drawn[0][1] is True  # past halfway the new face shows
    presenter.update(1.0)
    assert not presenter.animating and presenter.view == {"n": 1}


def test_steps_without_visible_change_take_no_time():
    presenter = Presenter(lambda *args: None)
    sprite = card("c", (0, 0, 1, 1))
    presenter.snap({}, [sprite])
    presenter.enqueue({"a": 1}, [sprite], EventStyle(5.0))
    presenter.update(0.01)
    assert not presenter.animating and presenter.view == {"a": 1}


def test_sound_bank_stays_silent_without_an_audio_device(monkeypatch):
    from game.ui import sound

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    bank = sound.SoundBank(enabled=True)
    assert bank.available is False
    bank.play("flip")  # no crash, no sound


def test_smoke_run_draws_every_table_and_exits_zero(home, capsys):
    from game.ui.tables import TABLES

    assert main(["--smoke"]) == 0
    assert f"{len(TABLES)} table(s) drawn" in capsys.readouterr().out


def test_demo_prints_frame_times(home, capsys):
    assert main(["demo", "robot_duel", "--seconds", "0.5"]) == 0
    out = capsys.readouterr().out
    assert "median" in out and "99th percentile" in out


def test_window_resize_rescales_the_layout(app, player):
    from game.ui.scenes.menu import MainMenu

    app.push(MainMenu(app))
    player.post(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))
    app.screen = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    player.frames(1)
    assert app.viewport.scale == 1.5
    assert app.viewport.rect((440, 210, 400, 50)) == pygame.Rect(660, 315, 600, 75)


def test_hidden_cards_pair_with_the_nearest_not_with_a_far_slot():
    before = {s.key: s for s in [
        card("p1.spark", (300, 10, 10, 10), data="p1.spark"),
        card("play:0", (20, 600, 10, 10), False, None),
    ]}
    after = {s.key: s for s in [
        card("hand:1:0", (310, 10, 10, 10), False, None),
        card("p0.charge", (470, 420, 10, 10), True, "p0.charge"),
    ]}
    pairs = {(b.key if b else None, a.key if a else None) for b, a in match_sprites(before, after)}
    assert pairs == {("p1.spark", "hand:1:0"), ("play:0", "p0.charge")}


def test_card_text_is_cut_on_the_table_but_whole_in_the_zoom(app):
    from game.rules.robot_duel.cards import load_cards

    text = load_cards()["copy"].text["fr"]
    size, small = app.painter.body_lines(text, (80, 50), 0.92, full_text=False)
    assert small[-1].endswith("…")
    size, whole = app.painter.body_lines(text, (190, 170), 2.1, full_text=True)
    assert " ".join(whole).split() == text.split()
    # Any card at any text size paints without error, small or zoomed.
    from game.ui.widgets.card import CardFace

    for scale in (0.9, 1.3):
        app.assets.text_scale = scale
        for size in ((92, 133), (210, 304), (46, 66)):
            surface = app.painter.face(CardFace("Attaque « Foudre »", text, attack=True, bonus=True), size, full_text=True)
            assert surface.get_size() == size


def test_a_searching_computer_thinks_off_the_ui_thread_and_stale_answers_are_dropped():
    import threading

    from game import sessions
    from game.engine import SeatConfig
    from game.rules.robot_duel.commands import PlayCard
    from game.ui.computer import ComputerSeat

    release = threading.Event()

    class Searcher:
        def decide(self, view, legal, seat):
            assert view["robots"][0]["hand"] is None  # it sees only its own seat's view
            release.wait(5)
            return legal[-1]

    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B", "computer:hard")], seed=1))
    match = session.match
    seat = ComputerSeat(Searcher())
    seat.ask(match, 1)
    assert seat.answer(match) == (False, None)  # still thinking; the window goes on drawing
    release.set()
    seat._ready.wait(5)
    ready, command = seat.answer(match)
    assert ready and command == match.legal_commands(1)[-1]
    # The match moves on (the human plays): the old answer is not used.
    match.submit(PlayCard(0, "p0.charge"))
    assert seat.answer(match) == (False, None)


def test_unknown_computer_levels_play_easy():
    from game.engine import RandomPlayer
    from game.rules.registry import find_rules
    from game.ui.computer import computer_levels, make_computer

    assert "easy" in computer_levels("robot_duel")
    assert isinstance(make_computer("computer:grandmaster", find_rules("robot_duel"), 1), RandomPlayer)


def test_the_table_gives_its_hard_computers_the_think_time_of_the_settings(app):
    """Reading the settings imports nothing computer-side (the menu's first frame needs none):
    the table hands the setting to each computer seat it makes."""
    from game.ai.levels import DEFAULT_THINK_SECONDS
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    app.settings.think_seconds = 1.5
    assert DEFAULT_THINK_SECONDS != 1.5
    scene = new_match_scene(app, "robot_duel", [SeatConfig("A"), SeatConfig("B", "computer:hard")], seed=4, save=False)
    try:
        assert scene.players[1].player.think_seconds == 1.5
    finally:
        scene.exit()


def test_a_hard_computer_answers_from_its_worker_process():
    import time

    from game import sessions
    from game.ai.search import SearchPlayer
    from game.engine import SeatConfig
    from game.ui.computer import ComputerSeat, make_computer

    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B", "computer:hard")], seed=4))
    match = session.match
    player = make_computer("computer:hard", match.rules, 7)
    assert isinstance(player, SearchPlayer)
    player.think_seconds = 0.05
    seat = ComputerSeat(player)
    try:
        seat.ask(match, 1)
        assert seat._thinker is not None  # the search runs in the worker, not on this thread
        started = time.monotonic()
        ready, command = seat.answer(match)
        while not ready and time.monotonic() - started < 60:
            time.sleep(0.01)
            ready, command = seat.answer(match)
    finally:
        seat.close()
    assert ready and command in match.legal_commands(1)
