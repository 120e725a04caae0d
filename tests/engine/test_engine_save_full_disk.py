"""A full disk (issue 23): a save entry that cannot be written raises SaveWriteError saying how
much is kept; the file keeps every whole batch written before, the match takes the failed
batch back, and nothing is written after. `selfplay --save-dir` says so and exits non-zero."""

import errno
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine_helpers import duel_config, load, play_commands
from game import sessions
from game.engine import RandomPlayer, SaveWriteError

ROOT = Path(__file__).resolve().parents[2]


class FillingDisk:
    """A save's stream on a disk with `room` bytes left: a write past it stores what fits, the
    next one raises OSError(ENOSPC) (as a real full disk does)."""

    def __init__(self, stream, room: int, code: int = errno.ENOSPC):
        self.stream, self.room, self.code = stream, room, code

    def write(self, data) -> int:
        if self.room <= 0:
            raise OSError(self.code, "No space left on device")
        part = bytes(data[: self.room])
        self.room -= len(part)
        return self.stream.write(part)

    def __getattr__(self, name):
        return getattr(self.stream, name)


def fill_until_refused(session, room: int, code: int = errno.ENOSPC) -> SaveWriteError:
    session.writer.stream = FillingDisk(session.writer.stream, room, code)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(500):
        seat = session.match.to_act()[0]
        command = players[seat].choose(session.match, seat)
        before = len(session.match.entries)
        try:
            session.match.submit(command)
        except SaveWriteError as error:
            assert len(session.match.entries) == before  # the batch was taken back
            return error
    raise AssertionError("the disk never filled")


@pytest.mark.parametrize("room", [0, 1, 300, 2500])
def test_a_full_disk_keeps_every_whole_batch_and_the_match_stops_with_the_file(tmp_path, room):
    path = tmp_path / "duel.tws"
    session = sessions.start(duel_config(5), path, durable=False)
    play_commands(session.match, 3)
    try:
        error = fill_until_refused(session, room)
        entries, moves = len(session.match.entries), sum(1 for e in session.match.entries if e.command is not None)
        assert error.kind == "disk_full" and error.errno == errno.ENOSPC
        assert (error.entries_kept, error.moves_kept) == (entries, moves)
        assert str(error) == f"{path}: the disk is full; the game is saved up to move {moves}"
        kept = path.read_bytes()
        seat = session.match.to_act()[0]
        with pytest.raises(SaveWriteError):  # nothing more is written once writing failed
            session.match.submit(RandomPlayer(3).choose(session.match, seat))
        assert path.read_bytes() == kept and len(session.match.entries) == entries
    finally:
        session.close()  # closes cleanly, after a failure too
    loaded = load(path)
    assert loaded.warnings == [] and not loaded.torn  # no torn line: the partial batch was cut off
    assert [e.hash for e in loaded.match.entries] == [e.hash for e in session.match.entries]
    resumed, _ = sessions.resume(path, durable=False)  # and it plays on once there is room again
    resumed.close()


def test_a_file_too_large_is_named_as_such(tmp_path):
    session = sessions.start(duel_config(5), tmp_path / "duel.tws", durable=False)
    try:
        error = fill_until_refused(session, 700, errno.EFBIG)
    finally:
        session.close()
    assert error.kind == "too_large" and "larger than" in str(error)


def test_no_room_for_a_new_save_leaves_no_file(tmp_path, monkeypatch):
    import game.engine.journal_writer as journal_writer

    real_open = open

    def open_on_a_full_disk(path, mode="r", *args, **kwargs):
        stream = real_open(path, mode, *args, **kwargs)
        return FillingDisk(stream, 40) if mode == "xb" else stream

    monkeypatch.setattr(journal_writer, "open", open_on_a_full_disk, raising=False)
    with pytest.raises(SaveWriteError) as refused:
        sessions.start(duel_config(5), tmp_path / "new.tws", durable=False)
    assert refused.value.kind == "disk_full" and list(tmp_path.iterdir()) == []


def _limit_file_size(limit: int):
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of being killed
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_selfplay_on_a_full_disk_says_so_and_exits_non_zero(tmp_path):
    # A real file-size limit in a child process: the write(2) under it fails with EFBIG.
    child = subprocess.run([sys.executable, "-m", "game", "selfplay", "robot_duel", "--games", "3",
                            "--save-dir", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                           timeout=300, preexec_fn=_limit_file_size(6000))
    assert child.returncode == 3, child.stdout + child.stderr
    assert "Traceback" not in child.stderr
    assert "the save file is larger than this disk or system allows; the game is saved up to move" in child.stderr
    saves = sorted(tmp_path.glob("*.tws"))
    assert saves and all(path.stat().st_size <= 6000 for path in saves)
    for path in saves:  # what was written before the limit loads, with no torn line
        loaded = load(path)
        assert not loaded.torn and loaded.warnings == []
