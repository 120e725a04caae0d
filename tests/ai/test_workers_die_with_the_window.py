"""Issue 23, item 9: the computer players' worker process (and multiprocessing's resource
tracker) outlived a window killed with SIGKILL, re-parented and idle forever. A worker now
notices that its parent is gone and exits; the tracker follows once no process holds it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent

WINDOW = """
import sys, time
from game.ai.background import BackgroundThinker
thinkers = [BackgroundThinker("robot_duel"), BackgroundThinker("robot_duel")]  # two hard seats
print(" ".join(str(t._process.pid) for t in thinkers), flush=True)
time.sleep(120)
"""


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def is_running(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has exited; only its parent's reaping is left


def test_workers_and_the_resource_tracker_exit_when_the_window_is_killed():
    window = subprocess.Popen([sys.executable, "-c", WINDOW], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    helpers: list[int] = []
    try:
        workers = [int(pid) for pid in window.stdout.readline().split()]
        assert len(workers) == 2 and all(is_running(pid) for pid in workers)
        helpers = children_of(window.pid)
        assert set(workers) <= set(helpers)
        window.send_signal(signal.SIGKILL)
        window.wait()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(is_running(pid) for pid in helpers):
            time.sleep(0.2)
        left = [pid for pid in helpers if is_running(pid)]
        assert left == [], f"still running after the window was killed: {left}"
    finally:
        for pid in set(helpers + children_of(window.pid) + [window.pid]):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def test_ctrl_c_reaching_the_workers_prints_no_traceback():
    """Ctrl-C in a terminal signals the whole process group; the window decides when its workers
    end, so a worker ignores SIGINT (each printed a KeyboardInterrupt traceback)."""
    window = subprocess.Popen([sys.executable, "-c", WINDOW], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        workers = [int(pid) for pid in window.stdout.readline().split()]
        time.sleep(1.0)  # the workers are running their loop
        for pid in workers:
            os.kill(pid, signal.SIGINT)
        time.sleep(1.0)
        assert all(is_running(pid) for pid in workers), "a worker died of Ctrl-C"
    finally:
        os.killpg(window.pid, signal.SIGKILL)
        window.wait()
    assert "KeyboardInterrupt" not in window.stderr.read()
