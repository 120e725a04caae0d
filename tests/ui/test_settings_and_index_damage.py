"""Issue 23, item 8: a deeply nested settings.json crashed every start (RecursionError); a broken
one was silently replaced by defaults, then overwritten at the first change. It is now kept aside
as settings.json.bad and the menu says so. A wrongly typed save_index.json entry crashed the main
menu; entries are checked and the index rebuilt."""

from __future__ import annotations

import json

import pytest

from game import sessions
from game.engine import SeatConfig
from game.save_index import INDEX_NAME, summarize
from game.ui.scenes.menu import MainMenu
from game.ui.settings import Settings

BROKEN = {"nested": "[" * 100_000 + "]" * 100_000, "not json": "{not json", "not an object": "[1, 2]",
          "not text": b"\xff\xfe{}"}


def write(path, data) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data if isinstance(data, bytes) else data.encode()
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("kind", list(BROKEN))
def test_a_broken_settings_file_is_kept_aside_and_named(home, kind):
    path = home / "config" / "settings.json"
    raw = write(path, BROKEN[kind])
    settings = Settings.load()
    assert settings.animation_speed == 1.0
    assert (home / "config" / "settings.json.bad").read_bytes() == raw
    assert not path.exists()
    assert "settings.json.bad" in settings.load_problem
    settings.save()  # the first change writes a new file; the broken one stays aside
    assert (home / "config" / "settings.json.bad").read_bytes() == raw


def test_an_older_bad_copy_is_never_overwritten(home):
    path = home / "config" / "settings.json"
    old = write(home / "config" / "settings.json.bad", "old")
    raw = write(path, "{")
    Settings.load()
    assert (home / "config" / "settings.json.bad").read_bytes() == old
    assert (home / "config" / "settings.json.bad2").read_bytes() == raw


def test_missing_or_readable_settings_say_nothing(home):
    assert Settings.load().load_problem is None
    write(home / "config" / "settings.json", json.dumps({"language": "xx", "sound": False}))
    settings = Settings.load()
    assert settings.load_problem is None and settings.sound is False


def test_the_menu_says_the_settings_could_not_be_read(home):
    import pygame

    from game.ui.app import App

    write(home / "config" / "settings.json", "[" * 100_000)
    app = App(Settings.load())
    try:
        app.push(MainMenu(app))
        app.frame(1 / 60)
        assert app.toast_text and "settings.json.bad" in app.toast_text
    finally:
        app.quit()
        pygame.display.quit()


def a_save(folder):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], 3)
    session = sessions.start(config, folder / "game.tws", durable=False)
    session.close()
    return session.path


@pytest.mark.parametrize("entry", [
    {"game_id": 5, "seat_names": ["A"], "finished": False, "damaged": False},
    {"game_id": "robot_duel", "seat_names": 7, "finished": False, "damaged": False},
    {"game_id": "robot_duel", "seat_names": "AB", "finished": False, "damaged": False},
    {"game_id": "robot_duel", "seat_names": [1, None], "finished": False, "damaged": False},
    {"game_id": "robot_duel", "seat_names": ["A\u0000"], "finished": "no", "damaged": False},
    {"game_id": "robot_duel", "seat_names": ["A"], "finished": False, "damaged": None},
], ids=["game a number", "names a number", "names a string", "names not text", "finished a string", "damaged null"])
def test_a_wrongly_typed_index_entry_is_rebuilt(home, entry):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    path = a_save(folder)
    stamp = [path.stat().st_size, path.stat().st_mtime_ns]
    (folder / INDEX_NAME).write_text(json.dumps({path.name: {**entry, "stamp": stamp}}))
    summary = summarize([path])[path]
    assert summary.game_id == "robot_duel" and summary.seat_names == ("Ada", "Bob") and summary.finished is False
    assert json.loads((folder / INDEX_NAME).read_text())[path.name]["seat_names"] == ["Ada", "Bob"]


@pytest.mark.parametrize("index", ["[" * 100_000 + "]" * 100_000, json.dumps({"game.tws": {"game_id": 5, "seat_names": 7, "finished": 1, "damaged": 0}})])
def test_the_main_menu_draws_over_a_broken_index(app, player, home, index):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    path = a_save(folder)
    raw = json.loads(index) if index.startswith("{") else None
    if raw is not None:
        raw["game.tws"]["stamp"] = [path.stat().st_size, path.stat().st_mtime_ns]
        index = json.dumps(raw)
    (folder / INDEX_NAME).write_text(index)
    app.push(MainMenu(app))
    player.until_rested()
    assert app.top.resumable_names == "Ada vs Bob, Charge & Spark, round 1"
