"""Issue 25: a save double-clicked while a window is open goes to that window (a second launch
hands it over through a local socket and exits), and the save lock still allows one writer."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from game import sessions
from game.desktop import handoff
from game.desktop.handoff import Listener, hand_over
from game.storage import data_dir
from game.ui.scenes.save_prompt import PromptScene
from game.ui.scenes.table import TableScene
from tests.ui.test_save_prompts import saved_game

pytestmark = pytest.mark.skipif(not handoff.is_supported(), reason="Unix sockets only")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def runtime(monkeypatch):
    """A short private runtime folder (a socket path must stay under 100 bytes)."""
    folder = tempfile.mkdtemp(prefix="twrt-")
    monkeypatch.setenv("XDG_RUNTIME_DIR", folder)
    yield Path(folder)
    shutil.rmtree(folder, ignore_errors=True)


def hand_over_in_background(file: Path, folder: Path) -> tuple[threading.Thread, list[bool]]:
    answer: list[bool] = []
    thread = threading.Thread(target=lambda: answer.append(hand_over(file, folder)), daemon=True)
    thread.start()
    return thread, answer


def poll_until(listener_poll, thread: threading.Thread, seconds: float = 10.0) -> list:
    got: list = []
    deadline = time.monotonic() + seconds
    while thread.is_alive() and time.monotonic() < deadline:
        got += listener_poll() or []
        time.sleep(0.005)
    thread.join(1)
    return got


def test_no_window_open_means_no_handoff(tmp_path, runtime):
    assert hand_over(tmp_path / "a.tws", tmp_path) is False


def test_a_file_handed_over_reaches_the_listener_as_an_absolute_path(tmp_path, runtime):
    listener = Listener.start(tmp_path)
    assert listener is not None
    try:
        assert oct(listener.path.stat().st_mode & 0o777) == oct(0o600)
        thread, answer = hand_over_in_background(tmp_path / "a game.tws", tmp_path)
        assert poll_until(listener.poll, thread) == [(tmp_path / "a game.tws").resolve()]
        assert answer == [True]
        assert listener.poll() == []
    finally:
        listener.close()
    assert not listener.path.exists()


def test_one_listener_per_data_folder_and_a_stale_socket_is_replaced(tmp_path, runtime):
    first = Listener.start(tmp_path)
    assert first is not None
    try:
        assert Listener.start(tmp_path) is None, "a second window of the same folder does not listen"
        other = Listener.start(tmp_path / "elsewhere")  # another TABLEWRIGHT_HOME: its own socket
        assert other is not None and other.path != first.path
        other.close()
    finally:
        first._server.close()  # ends as a killed window would: the socket file stays
    assert first.path.exists()
    again = Listener.start(tmp_path)
    assert again is not None
    again.close()


def test_a_garbled_message_is_refused(tmp_path, runtime):
    import socket

    listener = Listener.start(tmp_path)
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.connect(str(listener.path))
            connection.sendall(b"relative/path.tws\n")
            connection.shutdown(socket.SHUT_WR)
            assert listener.poll() == []
            assert connection.recv(16) == b""
    finally:
        listener.close()


def test_the_open_window_plays_a_handed_save_and_offers_to_watch_one_played_elsewhere(app, player, home, runtime):
    from game.ui.scenes.menu import MainMenu

    path = saved_game("duel.tws")
    app.push(MainMenu(app))
    app.listen_for_files(data_dir())
    player.frames(1)
    app.take_handed_files()  # starts listening after the first frame
    assert app.handoff is not None

    thread, answer = hand_over_in_background(path, data_dir())
    poll_until(app.take_handed_files, thread)
    assert answer == [True]
    assert isinstance(app.top, TableScene) and app.top.session.path == path
    before = path.read_bytes()

    thread, answer = hand_over_in_background(path, data_dir())  # the same save, double-clicked again
    poll_until(app.take_handed_files, thread)
    assert isinstance(app.top, TableScene) and app.toast_text == "duel.tws is already open in this window."
    assert path.read_bytes() == before

    other = saved_game("other.tws")
    other_window, _ = sessions.resume(other, durable=False)  # another writer holds its lock
    try:
        thread, answer = hand_over_in_background(other, data_dir())
        poll_until(app.take_handed_files, thread)
        assert isinstance(app.top, PromptScene) and "open in another window" in app.top.message
    finally:
        other_window.close()
    app.stop_listening()


def test_a_second_launch_hands_its_file_to_the_window_and_exits(app, player, home, runtime):
    from game.ui.scenes.menu import MainMenu

    path = saved_game("duel.tws")
    app.push(MainMenu(app))
    app.listen_for_files(data_dir())
    player.frames(1)
    env = dict(os.environ, TABLEWRIGHT_HOME=str(home), XDG_RUNTIME_DIR=str(runtime), PYTHONPATH=str(ROOT),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    second = subprocess.Popen([sys.executable, "-m", "game", str(path)], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while second.poll() is None and time.monotonic() < deadline:
        app.take_handed_files()
        time.sleep(0.01)
    out, err = second.communicate(timeout=10)
    assert second.returncode == 0, err
    assert "opened in the Tablewright window already open" in out
    assert isinstance(app.top, TableScene) and app.top.session.path == path
    app.stop_listening()
