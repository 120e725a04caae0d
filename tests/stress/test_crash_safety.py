"""Killed mid-game with SIGKILL, a match loses nothing it reported as played, and resumes."""

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from game import sessions
from game.engine import RandomPlayer, play_out

CHILD = r"""
import sys
from pathlib import Path
from game import sessions
from game.engine import RandomPlayer, SeatConfig

path, seed = Path(sys.argv[1]), int(sys.argv[2])
config = sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed)
session = sessions.start(config, path, durable=True)
match = session.match
players = {s: RandomPlayer(seed * 7 + s) for s in (0, 1)}
print(len(match.entries), flush=True)
while not match.is_over():
    seat = match.to_act()[0]
    match.submit(players[seat].choose(match, seat))
    print(len(match.entries), flush=True)  # reported only once the journal has it on disk
"""

TRIALS = 8


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_loses_no_reported_event(tmp_path):
    rng = random.Random(2026)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for trial in range(TRIALS):
        path = tmp_path / f"killed-{trial}.tws"
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(trial + 1)], stdout=subprocess.PIPE, text=True, env=env)
        target = rng.randint(1, 20)
        reported = 0
        for _ in range(target):
            line = child.stdout.readline()
            if not line:
                break
            reported = int(line)
        time.sleep(rng.random() * 0.004)  # kill between prints, not just after one
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()

        loaded = sessions.load(path)
        assert loaded.lines_read >= reported, f"trial {trial}: {reported} entries reported, {loaded.lines_read} on disk"
        before = path.read_bytes()
        session, resumed = sessions.resume(path, durable=False)
        if resumed.torn:
            assert path.read_bytes() == before  # the damaged original is kept as it was
        if not session.match.is_over():
            play_out(session.match, {s: RandomPlayer(trial * 5 + s) for s in (0, 1)})
        session.close()
        final = sessions.load(session.path)
        assert final.match.is_over()
        assert final.match.state_hash() == session.match.state_hash()
