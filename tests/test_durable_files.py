"""Files that survive a power cut (issue 23, part 4): a new save's and a recovered copy's folder
entry is synced; the settings and the save index are written to a synced temporary file that
is then renamed over the old one, and a failed write leaves the old file whole."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from game import save_index, sessions
from game.engine import RandomPlayer, SeatConfig
from game.ui.settings import Settings


class Disk:
    """Records, in order, what is synced and renamed (a folder or a file, by its path)."""

    def __init__(self, monkeypatch):
        self.log: list[tuple[str, str]] = []
        real_fsync, real_replace = os.fsync, os.replace

        def fsync(descriptor):
            kind = "folder" if stat.S_ISDIR(os.fstat(descriptor).st_mode) else "file"
            self.log.append((f"fsync {kind}", os.readlink(f"/proc/self/fd/{descriptor}")))
            real_fsync(descriptor)

        def replace(source, target):
            self.log.append(("replace", str(target)))
            real_replace(source, target)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(os, "replace", replace)

    def synced_folders(self) -> list[str]:
        return [where for what, where in self.log if what == "fsync folder"]


def test_a_new_save_and_a_recovered_copy_have_their_folder_entry_synced(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 3)
    path = tmp_path / "duel.tws"
    session = sessions.start(config, path, durable=True)
    robots = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(4):
        seat = session.match.to_act()[0]
        session.match.submit(robots[seat].choose(session.match, seat))
    session.close()
    assert disk.synced_folders() == [str(tmp_path)]
    path.write_bytes(path.read_bytes()[:-20])  # a torn last line: resuming makes a recovered copy
    disk.log.clear()
    session, _ = sessions.resume(path, durable=True)
    session.close()
    assert session.path.name == "duel-recovered.tws"
    assert ("fsync file", str(session.path)) in disk.log and disk.synced_folders() == [str(tmp_path)]


def _atomic_order(disk: Disk, target: Path) -> None:
    """The temporary file was synced before it was renamed over `target`, then the folder synced."""
    kinds = [(what, Path(where).name) for what, where in disk.log]
    temporary = f".{target.name}.tmp"
    assert kinds == [("fsync file", temporary), ("replace", target.name), ("fsync folder", target.parent.name)]


def test_settings_are_written_whole_through_a_synced_temporary_file(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    path = tmp_path / "settings.json"
    Settings(language="fr").save(path)
    _atomic_order(disk, path)
    assert Settings.load(path).language == "fr" and sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_the_save_index_is_written_whole_through_a_synced_temporary_file(tmp_path, monkeypatch):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 3)
    sessions.start(config, tmp_path / "duel.tws", durable=False).close()
    disk = Disk(monkeypatch)
    save_index.summarize([tmp_path / "duel.tws"])
    _atomic_order(disk, tmp_path / save_index.INDEX_NAME)


def test_a_failed_write_leaves_the_old_settings_whole_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    Settings(language="fr").save(path)
    before = path.read_bytes()

    def full_disk(descriptor):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        Settings(language="en").save(path)
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
