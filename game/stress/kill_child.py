"""The processes `game.stress.kill` and `game.stress.kill_kinds` start, then kill or starve.

Each plays a journaled game and, after each command, prints how many entries the save holds and
the last one's hash. A line is printed only once the journal has written (and flushed) those
entries, so each line is a promise the save must keep even if the process is killed the next
instant.

    python -m game.stress.kill_child SAVE GAME PLAYERS SEED
        a new game of random moves.
    python -m game.stress.kill_child --hard SAVE GAME PLAYERS SEED
        the same with the first two seats hard computer players, each searching in a worker
        process as at the table (game.ui.computer); prints "worker PID" for each worker started
        and "tracker PID" for multiprocessing's resource tracker.
    python -m game.stress.kill_child --resume SAVE SEED
        a second window: takes the save's lock and prints "writer PATH" (then waits for a line
        on stdin before playing on), or prints "refused MESSAGE" and exits 3.
    python -m game.stress.kill_child --full-disk LIMIT SAVE GAME PLAYERS SEED
        a new game under a file-size limit of LIMIT bytes: when a write fails, says why on
        stderr as `selfplay` does and exits 3.
"""

from __future__ import annotations

import resource
import signal
import sys
import time
from pathlib import Path
from typing import Any

from game import sessions
from game.match_options import self_play_options
from game.engine import Match, RandomPlayer, SaveInUse, SaveWriteError, SeatConfig

STOPPED_BY_A_WRITE_ERROR = 3
REFUSED_BY_THE_LOCK = 3
HARD_THINK_SECONDS = 0.05
"""Short: the trial is about the workers' end, not the quality of their moves."""


def _say(*words: Any) -> None:
    print(*words, flush=True)


def _promise(match: Match) -> None:
    _say(len(match.entries), match.entries[-1].hash if match.entries else "-")


def _play_random(match: Match, seed: int) -> None:
    robots = {s: RandomPlayer(seed * 7 + s) for s in range(len(match.config.seats))}
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(robots[seat].choose(match, seat))
        _promise(match)


def _new_game(path: Path, game_id: str, players: int, seed: int, kinds: tuple[str, ...] = ()) -> sessions.Session:
    seats = [SeatConfig(f"Seat {s + 1}", kinds[s] if s < len(kinds) else "human") for s in range(players)]
    return sessions.start(sessions.make_config(game_id, seats, seed, self_play_options(game_id)), path, durable=True)


def play_random(path: Path, game_id: str, players: int, seed: int) -> int:
    session = _new_game(path, game_id, players, seed)
    _promise(session.match)
    _play_random(session.match, seed)
    session.close()
    _say("over")
    return 0


def play_with_hard_seats(path: Path, game_id: str, players: int, seed: int) -> int:
    import multiprocessing.resource_tracker as resource_tracker

    from game.ui.computer import ComputerSeat, make_computer

    hard = ("computer:hard", "computer:hard")
    session = _new_game(path, game_id, players, seed, hard)
    match = session.match
    seats = {s: ComputerSeat(make_computer(hard[s] if s < 2 else "computer:easy", match.rules, seed * 13 + s,
                                           think_seconds=HARD_THINK_SECONDS)) for s in range(players)}
    workers: set[int] = set()
    _promise(match)
    while not match.is_over():
        seat = match.to_act()[0]
        seats[seat].ask(match, seat)
        thinker = getattr(seats[seat], "_thinker", None)
        process = getattr(thinker, "_process", None)
        if process is not None and process.pid not in workers:
            workers.add(process.pid)
            _say("worker", process.pid)
            tracker = getattr(resource_tracker._resource_tracker, "_pid", None)
            if tracker:
                _say("tracker", tracker)
        ready, command = seats[seat].answer(match)
        while not ready:
            time.sleep(0.002)
            ready, command = seats[seat].answer(match)
        match.submit(command)
        _promise(match)
    for computer in seats.values():
        computer.close()
    session.close()
    _say("over")
    return 0


def play_on_as_second_window(path: Path, seed: int) -> int:
    try:
        session, _ = sessions.resume(path, durable=True)
    except SaveInUse as error:
        _say("refused", error)
        return REFUSED_BY_THE_LOCK
    _say("writer", session.path)
    sys.stdin.readline()  # both windows are up before this one writes: the other was refused meanwhile
    _play_random(session.match, seed)
    session.close()
    _say("over")
    return 0


def play_on_a_small_disk(limit: int, path: Path, game_id: str, players: int, seed: int) -> int:
    # A write past the limit fails with EFBIG instead of killing the process with SIGXFSZ.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    try:
        session = _new_game(path, game_id, players, seed)
    except OSError as error:  # even the header did not fit: said as `selfplay` says it
        print(f"cannot write a save in {path.parent}: {getattr(error, 'reason', None) or error.strerror or error}; stopped",
              file=sys.stderr)
        return STOPPED_BY_A_WRITE_ERROR
    try:
        _promise(session.match)
        _play_random(session.match, seed)
    except SaveWriteError as error:
        print(f"{error}; stopped", file=sys.stderr)
        return STOPPED_BY_A_WRITE_ERROR
    finally:
        session.close()
    _say("over")
    return 0


def main(argv: list[str]) -> int:
    if argv[0] == "--hard":
        path, game_id, players, seed = Path(argv[1]), argv[2], int(argv[3]), int(argv[4])
        return play_with_hard_seats(path, game_id, players, seed)
    if argv[0] == "--resume":
        return play_on_as_second_window(Path(argv[1]), int(argv[2]))
    if argv[0] == "--full-disk":
        limit, path, game_id, players, seed = int(argv[1]), Path(argv[2]), argv[3], int(argv[4]), int(argv[5])
        return play_on_a_small_disk(limit, path, game_id, players, seed)
    return play_random(Path(argv[0]), argv[1], int(argv[2]), int(argv[3]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
