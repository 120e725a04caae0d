"""The hard player's think time is a setting: saved, checked on load, offered in the window,
and used by every hard player made afterwards."""

import json

import pytest

from game.ai import levels
from game.rules.registry import find_rules
from game.ui.settings import THINK_SECONDS, Settings


@pytest.fixture(autouse=True)
def restore_default_think_time():
    yield
    levels.set_think_seconds(levels.DEFAULT_THINK_SECONDS)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    return tmp_path


def test_default_is_under_a_second():
    assert Settings().think_seconds < 1
    assert levels.DEFAULT_THINK_SECONDS < 1
    assert all(0 < seconds <= 3 for seconds in THINK_SECONDS)


def test_setting_reaches_new_hard_players_and_an_explicit_time_wins():
    """The window hands the setting to each computer seat it makes (game.ui.computer); making
    or loading settings touches nothing computer-side (the main menu imports none of it)."""
    from game.ui.computer import make_computer

    rules = find_rules("robot_duel")
    settings = Settings(think_seconds=1.5)
    assert levels.think_seconds() == levels.DEFAULT_THINK_SECONDS
    assert make_computer("computer:hard", rules, 1, settings.think_seconds).think_seconds == 1.5
    assert levels.make_player("hard", rules, 1, think_seconds=0.1).think_seconds == 0.1


def test_saved_think_time_is_loaded_and_a_wild_one_ignored(tmp_path):
    path = tmp_path / "settings.json"
    Settings(think_seconds=0.8).save(path)
    assert Settings.load(path).think_seconds == 0.8
    path.write_text(json.dumps({"think_seconds": 99}))
    assert Settings.load(path).think_seconds == 0.5
    assert levels.think_seconds() == 0.5


def test_settings_screen_steps_through_the_think_times(home):
    import pygame

    from game.ui.app import App
    from game.ui.scenes.settings import SettingsScene

    app = App(Settings(language="en"))
    try:
        app.push(SettingsScene(app))
        app.frame(1 / 60)
        button = next(b for b in app.top.group.buttons if b.label == "Computer think time: 0.5 s")
        button.on_click()
        app.frame(1 / 60)
        assert app.settings.think_seconds == 0.8
        assert any(b.label == "Computer think time: 0.8 s" for b in app.top.group.buttons)
        assert json.loads((home / "config" / "settings.json").read_text())["think_seconds"] == 0.8
        from game.engine import SeatConfig
        from game.ui.scenes.table import new_match_scene

        table = new_match_scene(app, "mining_war", [SeatConfig("A"), SeatConfig("B", "computer:hard")], seed=1, save=False)
        try:
            assert table.players[1].player.think_seconds == 0.8  # the next table's computer thinks so long
        finally:
            table.exit()
    finally:
        app.quit()
        pygame.display.quit()
