"""`soak --kill`'s two-window and hard-seat trials and `soak --full-disk`, at small sizes; each
also run against a broken build of the same code (no lock, no cut-back, a slow end), to show
the trial would catch it."""

from __future__ import annotations

import os
import random
import sys

import pytest

from game.stress import kill, kill_kinds

pytestmark = pytest.mark.skipif(os.name != "posix" or not os.path.isdir("/proc"), reason="POSIX (Linux) trials")


def broken_child(patch: str):
    """The trials' child with `patch` applied before it runs."""
    code = f"import sys; {patch}; from game.stress.kill_child import main; sys.exit(main(sys.argv[1:]))"
    return lambda: [sys.executable, "-c", code]


def test_two_windows_on_one_save_one_is_refused_and_a_third_finishes_after_the_kill():
    figures = kill.run_kill_trials(3, ["robot_duel", "mythos", "mining_war"], seed=11, mix=("windows",))
    assert figures.failures == []
    assert figures.two_windows == 3


class TornAndOneAfterTheOther(random.Random):
    """The trial's draws: a torn save, the second window opened once the first plays."""

    def random(self):
        return 0.1


def test_a_second_window_on_a_torn_save_played_elsewhere_is_refused(tmp_path):
    kind, failure = kill_kinds.two_windows_trial(0, "robot_duel", 2, 5, tmp_path, TornAndOneAfterTheOther(3))
    assert failure is None and kind == "windows"
    assert (tmp_path / "kill-0000-windows-robot_duel-2p-5-recovered.tws").exists()


def test_two_windows_both_writing_is_a_failure(tmp_path, monkeypatch):
    unlocked = ("import game.engine.save_lock as lock; "
                "lock.SaveLock.acquire = classmethod(lambda cls, path: cls(path, None))")
    monkeypatch.setattr(kill_kinds, "child_program", broken_child(unlocked))
    kind, failure = kill_kinds.two_windows_trial(0, "robot_duel", 2, 4, tmp_path, random.Random(1))
    assert kind == "failed" and "one writer and one refused" in failure


def test_hard_seats_killed_leave_no_worker_nor_resource_tracker():
    figures = kill.run_kill_trials(3, ["robot_duel", "mythos", "to_the_moon"], seed=21, mix=("hard",))
    assert figures.failures == []
    assert figures.hard_seats == 3


def test_a_process_left_behind_by_the_killed_game_is_a_failure(tmp_path, monkeypatch):
    # The real workers end at once (their pipe from the window closes); this build leaves one
    # more process in the game's group that outlives it, as a worker ignoring its window would.
    leaves_one = ("import subprocess; subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])")
    monkeypatch.setattr(kill_kinds, "child_program", broken_child(leaves_one))
    monkeypatch.setattr(kill_kinds, "LEFTOVERS_GONE_SECONDS", 1.0)
    kind, failure = kill_kinds.hard_seats_trial(0, "robot_duel", 2, 5, tmp_path, random.Random(2))
    assert kind == "failed" and "still alive" in failure


def test_a_full_disk_stops_the_game_cleanly_with_its_save_whole():
    figures = kill_kinds.run_full_disk_trials(5, ["robot_duel", "mythos", "mining_war"], seed=3)
    assert figures["failures"] == []
    assert figures["full"] >= 2


def test_a_writer_that_leaves_a_cut_batch_is_a_failure(monkeypatch, tmp_path):
    no_cut_back = "import game.engine.journal_writer as w; w.JournalWriter._cut_back = lambda self, mark: None"
    monkeypatch.setattr(kill_kinds, "child_program", broken_child(no_cut_back))
    figures = kill_kinds.run_full_disk_trials(5, ["robot_duel"], seed=3, out=tmp_path)
    assert any("the save holds" in failure or "does not load" in failure for failure in figures["failures"])


class NoRoomForTheHeader(random.Random):
    """The trial's draws: a limit of 67 bytes, smaller than the message saying so."""

    def random(self):
        return 0.1

    def randint(self, low, high):
        return 67


def test_no_room_even_for_the_first_line_is_said_whole_and_leaves_no_file(tmp_path):
    kind, failure = kill_kinds.full_disk_trial(0, "to_the_moon", 4, 2054, tmp_path, NoRoomForTheHeader())
    assert failure is None and kind == "no room"
    assert "larger than this disk or system allows" in (tmp_path / "kill-0000.stderr").read_text()


def test_a_child_that_hangs_is_ended_and_reported(monkeypatch):
    monkeypatch.setattr(kill_kinds, "child_program", broken_child("import time; time.sleep(600)"))
    monkeypatch.setattr(kill_kinds, "CHILD_SECONDS", 2.0)
    figures = kill_kinds.run_full_disk_trials(1, ["robot_duel"], seed=3)
    assert len(figures["failures"]) == 1 and "hung" in figures["failures"][0]
