"""A crash leaves a report naming the game and the save, and the save still loads and resumes."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest

from game import __version__, crash, sessions
from game.engine import RandomPlayer, SeatConfig
from game.storage import crash_dir


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    return tmp_path


def play_some(session, commands: int) -> None:
    match = session.match
    players = {s: RandomPlayer(s + 5) for s in range(len(match.config.seats))}
    for _ in range(commands):
        seats = match.to_act()
        if not seats:
            return
        seat = sorted(seats)[0]
        match.submit(players[seat].choose(match, seat))


def test_a_crash_mid_game_writes_a_report_and_the_save_resumes(home):
    seats = [SeatConfig("Ada"), SeatConfig("Bob")]
    path = home / "data" / "saves" / "robot_duel-test.tws"
    session = sessions.start(sessions.make_config("robot_duel", seats, 3), path)
    play_some(session, 6)
    entries = len(session.match.entries)
    app = SimpleNamespace(stack=[SimpleNamespace(), SimpleNamespace(session=session)])
    try:
        raise RuntimeError("boom in the table scene")
    except RuntimeError as error:
        status = crash.report_crash(error, app, interactive=False)
    assert status == 1
    reports = list(crash_dir().glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: boom in the table scene" in text and "Traceback" in text
    assert f"app version: {__version__}" in text
    assert "game: robot_duel" in text and f"save: {path}" in text
    # The journal is intact: it loads with every entry, and the match goes on in the same file.
    loaded = sessions.load(path)
    assert len(loaded.match.entries) == entries and not loaded.torn and not loaded.warnings
    resumed, _ = sessions.resume(path)
    play_some(resumed, 2)
    resumed.close()
    assert len(sessions.load(path).match.entries) > entries


def test_the_message_names_the_report_and_the_save(home, capsys):
    try:
        raise ValueError("bad")
    except ValueError as error:
        crash.report_crash(error, SimpleNamespace(stack=[SimpleNamespace(session=SimpleNamespace(path=home / "g.tws", match=None))]), interactive=False)
    err = capsys.readouterr().err
    report = next(crash_dir().glob("crash-*.txt"))
    assert str(report) in err and str(home / "g.tws") in err and "stopped on an error" in err


def test_reports_never_overwrite_each_other(tmp_path):
    error = KeyError("x")
    paths = {crash.write_report(error, {}, tmp_path) for _ in range(3)}
    assert len(paths) == 3 and all(p.read_text(encoding="utf-8").startswith("Tablewright crash report") for p in paths)


def test_run_guarded_reports_errors_and_lets_exits_through(home, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["Tablewright", "--smoke"])
    assert crash.run_guarded(lambda: 7) == 7

    def broken() -> int:
        raise OSError("font missing")

    assert crash.run_guarded(broken) == 1
    assert "OSError: font missing" in next(crash_dir().glob("crash-*.txt")).read_text(encoding="utf-8")

    def leaving() -> int:
        raise SystemExit(3)

    with pytest.raises(SystemExit):
        crash.run_guarded(leaving)


def test_no_message_screen_where_nobody_can_see_it(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert crash.show_message_screen(["x"], seconds=0.1) is False


def test_a_failing_window_loop_ends_with_a_report(home, monkeypatch):
    from game.ui import app as app_module

    def explode(self, max_seconds=None):
        raise RuntimeError("draw failed")

    monkeypatch.setattr(app_module.App, "run", explode)
    monkeypatch.setattr(crash, "show_message_screen", lambda lines, seconds=0: False)
    assert app_module.run_app() == 1
    assert "RuntimeError: draw failed" in next(crash_dir().glob("crash-*.txt")).read_text(encoding="utf-8")
