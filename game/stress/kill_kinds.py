"""The kinds of trial `soak --kill` mixes in beside plain kills, and `soak --full-disk`.

- two windows on one save: two processes resume the same save at once; exactly one takes the
  lock and writes, the other is refused with the lock's message and changes nothing. The writer
  is then killed mid-game (SIGKILL), and a third window must take the lock and finish the game.
- hard seats killed: a game with two hard computer seats, whose searches run in worker
  processes, killed with SIGKILL; within a few seconds no process of its group is left (no
  worker, no multiprocessing resource tracker), and the save keeps what was reported.
- a full disk: a game under a file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored) so a write fails
  at a random point; the process must say so and stop (no traceback), and the save must hold
  exactly the entries reported, load as it is and play on to its end.

POSIX only: the trials use SIGKILL, process groups and resource limits.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator, Optional

from game.stress.hostile import fingerprint
from game.stress.kill import check_kept_and_finish

LEFTOVERS_GONE_SECONDS = 5.0
"""How long the workers of a killed game may take to notice and end (they look twice a second)."""
CHILD_SECONDS = 120.0
"""A child that says nothing for this long is hung: killed and counted as a failure."""
SAID_THE_DISK_REFUSED = ("the disk is full", "larger than this disk or system allows", "cannot write a save")


def child_program() -> list[str]:
    """The command the trials start, before its arguments (a test may run a broken build)."""
    return [sys.executable, "-m", "game.stress.kill_child"]


HUNG: list[str] = []
"""Children killed by their watchdog since the list was last cleared: each a hang to report."""


def _child(arguments: list[str], log: "IO[bytes] | int", **options) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    child = subprocess.Popen([*child_program(), *arguments], stdout=subprocess.PIPE,
                             stderr=log, text=True, env=env, **options)

    def watchdog() -> None:  # a hung child would block the trial's reads for good: end it, say so
        if child.poll() is None:
            HUNG.append(" ".join(arguments))
            child.kill()

    child.watchdog = threading.Timer(CHILD_SECONDS, watchdog)  # type: ignore[attr-defined]
    child.watchdog.daemon = True  # type: ignore[attr-defined]
    child.watchdog.start()  # type: ignore[attr-defined]
    return child


def with_hang_check(trial_function):
    """`trial_function`, failed when one of its children hung (answered nothing for CHILD_SECONDS)."""
    def checked(*args):
        HUNG.clear()
        kind, failure = trial_function(*args)
        if HUNG:
            return "failed", f"trial {args[0]}: hung {CHILD_SECONDS:.0f} s: {'; '.join(HUNG)} ({failure})"
        return kind, failure
    return checked


def _read_promises(child: subprocess.Popen, wanted: Optional[int], extra: Optional[list[str]] = None) -> tuple[int, str, bool]:
    """Read promise lines until `wanted` were read (None: all); other lines go to `extra`.
    Returns (entries, hash, ended) as last promised."""
    entries, last_hash, ended, count = 0, "", False, 0
    assert child.stdout is not None
    while wanted is None or count < wanted:
        line = child.stdout.readline()
        if not line:
            break
        words = line.split()
        if words == ["over"]:
            ended = True
            break
        if len(words) == 2 and words[0].isdigit():
            entries, last_hash = int(words[0]), words[1]
            count += 1
        elif extra is not None:
            extra.append(line.strip())
    return entries, last_hash, ended


def _end(child: subprocess.Popen) -> None:
    child.watchdog.cancel()  # type: ignore[attr-defined]
    if child.poll() is None:
        child.kill()
    child.wait()
    if child.stdout:
        child.stdout.close()
    if child.stdin:
        child.stdin.close()


def _a_started_save(path: Path, game_id: str, players: int, seed: int, log: IO[bytes], torn: bool) -> None:
    """A save a few moves in; `torn`: its last line cut short (the windows go on in a recovered
    copy), else whole."""
    child = _child([str(path), game_id, str(players), str(seed)], log)
    _read_promises(child, random.Random(seed).randint(2, 8))
    _end(child)  # killed between two promises: the last line may be cut already
    from game import sessions

    loaded = sessions.load(path, salvage=True)
    good = path.read_bytes()[:loaded.good_bytes]
    good = good if good.endswith(b"\n") else good + b"\n"
    path.write_bytes(good[:-7] if torn else good)


def two_windows_trial(number: int, game_id: str, players: int, seed: int, folder: Path,
                      rng: random.Random) -> tuple[str, Optional[str]]:
    path = folder / f"kill-{number:04d}-windows-{game_id}-{players}p-{seed}.tws"
    torn = rng.random() < 0.3
    where = f"trial {number} (two windows{' on a torn save' if torn else ''}, {game_id} {players}p seed {seed})"
    with open(folder / f"kill-{number:04d}.stderr", "wb") as log:
        _a_started_save(path, game_id, players, seed, log, torn)
        before = fingerprint(path)
        # Opened at once (a race for the lock), or the second once the first plays (two windows
        # seconds apart: the first has made its recovered copy by then, if the save is torn).
        one_after_the_other = rng.random() < 0.5
        windows: list[subprocess.Popen] = []
        first_words: list[str] = []
        try:
            for w in (1, 2):
                windows.append(_child(["--resume", str(path), str(seed + w)], log, stdin=subprocess.PIPE))
                if one_after_the_other:
                    first_words.append(windows[-1].stdout.readline().strip())
            if not one_after_the_other:
                first_words = [window.stdout.readline().strip() for window in windows]
            writers = [w for w, words in enumerate(first_words) if words.startswith("writer ")]
            refused = [w for w, words in enumerate(first_words) if words.startswith("refused ")]
            if len(writers) != 1 or len(refused) != 1:
                return "failed", f"{where}: expected one writer and one refused, the windows said {first_words}"
            if "open in another window" not in first_words[refused[0]]:
                return "failed", f"{where}: the refusal does not say why: {first_words[refused[0]]}"
            if windows[refused[0]].wait(timeout=CHILD_SECONDS) != 3 or fingerprint(path) != before:
                return "failed", f"{where}: the refused window did not stop cleanly, or the save changed"
            writer = windows[writers[0]]
            writing = Path(first_words[writers[0]].split(" ", 1)[1])  # a recovered copy, when torn
            assert writer.stdin is not None
            writer.stdin.write("go\n")
            writer.stdin.flush()
            entries, last_hash, ended = _read_promises(writer, rng.randint(1, 40))
            time.sleep(rng.random() * 0.005)
        finally:
            for window in windows:
                _end(window)
        if torn and fingerprint(path) != before:
            return "failed", f"{where}: the torn save was written to"
        # The writer is gone: a window opened now (on the file it wrote) takes the lock and finishes the game.
        third = _child(["--resume", str(writing), str(seed + 3)], log, stdin=subprocess.PIPE)
        try:
            words = (third.stdout.readline() if third.stdout else "").strip()
            if not words.startswith("writer "):
                return "failed", f"{where}: after the writer was killed, the next window was not let in: {words!r}"
            third.stdin.write("go\n")
            third.stdin.flush()
            _, _, ended = _read_promises(third, None)
            if third.wait(timeout=CHILD_SECONDS) != 0 or not ended:
                return "failed", f"{where}: the third window did not finish the game: {(folder / f'kill-{number:04d}.stderr').read_text(errors='replace')[-300:]}"
            written = Path(words.split(" ", 1)[1])
        finally:
            _end(third)
    if entries:  # what the killed writer promised is kept in the file it wrote (read, maybe appended to since)
        kept = _entries_and_hash(writing, entries)
        if kept != last_hash:
            return "failed", f"{where}: the killed writer's entry {entries} is not in the save as reported ({kept})"
    from game import sessions

    try:
        final = sessions.load(written)
    except Exception as error:  # a finished game must load whole
        return "failed", f"{where}: the finished save {written.name} does not load: {error}"
    return ("windows" if final.match.is_over() else "failed"), (None if final.match.is_over() else f"{where}: unfinished")


def _entries_and_hash(path: Path, entries: int) -> str:
    from game import sessions

    loaded = sessions.load(path, salvage=True)
    return loaded.match.entries[entries - 1].hash if loaded.lines_read >= entries else f"only {loaded.lines_read} entries"


def _group_members(group: int) -> list[int]:
    """Processes of a process group still alive, zombies excepted (Linux /proc)."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[2]) == group and fields[0] != "Z":
            members.append(int(entry))
    return members


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


def hard_seats_trial(number: int, game_id: str, players: int, seed: int, folder: Path,
                     rng: random.Random) -> tuple[str, Optional[str]]:
    path = folder / f"kill-{number:04d}-hard-{game_id}-{players}p-{seed}.tws"
    where = f"trial {number} (hard seats, {game_id} {players}p seed {seed})"
    said: list[str] = []
    with open(folder / f"kill-{number:04d}.stderr", "wb") as log:
        child = _child(["--hard", str(path), game_id, str(players), str(seed)], log, start_new_session=True)
        entries, last_hash, ended = _read_promises(child, rng.randint(2, 30), said)
        time.sleep(rng.random() * 0.05)  # often while a worker searches
        child.send_signal(signal.SIGKILL)
        _end(child)
    pids = {int(line.split()[1]) for line in said if line.split()[0] in ("worker", "tracker")}
    if not pids and not ended:
        return "failed", f"{where}: no worker was reported before the kill ({said}; {entries} entries)"
    deadline = time.monotonic() + LEFTOVERS_GONE_SECONDS
    while True:
        left = sorted({p for p in pids if _alive(p)} | set(_group_members(child.pid) if os.path.isdir("/proc") else []))
        if not left:
            break
        if time.monotonic() > deadline:
            for pid in left:  # leave the machine as it was; the failure is reported
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            return "failed", f"{where}: {LEFTOVERS_GONE_SECONDS:.0f} s after the kill, processes {left} are still alive ({said})"
        time.sleep(0.05)
    if entries == 0:
        return "hard", None
    kind, failure = check_kept_and_finish(path, entries, last_hash, ended, players, seed, where)
    return ("hard" if failure is None else kind), failure


def full_disk_trial(number: int, game_id: str, players: int, seed: int, folder: Path,
                    rng: random.Random) -> tuple[str, Optional[str]]:
    """One game under a random file-size limit (from below the header's size to a few tens of kB)."""
    path = folder / f"kill-{number:04d}-disk-{game_id}-{players}p-{seed}.tws"
    # Mostly past the first lines, so the failure comes mid-game; sometimes not even the header fits.
    limit = rng.randint(50, 1500) if rng.random() < 0.2 else rng.randint(1500, 40000)
    where = f"trial {number} (full disk at {limit} bytes, {game_id} {players}p seed {seed})"
    # Its stderr is a pipe: a file would be held to the same size limit, and cut the message short.
    child = _child(["--full-disk", str(limit), str(path), game_id, str(players), str(seed)], subprocess.PIPE)
    try:
        entries, last_hash, ended = _read_promises(child, None)
        said = child.stderr.read() if child.stderr else ""
        status = child.wait(timeout=CHILD_SECONDS)
    except subprocess.TimeoutExpired:
        return "failed", f"{where}: hung"
    finally:
        _end(child)
        if child.stderr:
            child.stderr.close()
    (folder / f"kill-{number:04d}.stderr").write_text(said)
    if "Traceback" in said:
        return "failed", f"{where}: a traceback: {said[-500:]}"
    if ended:
        return ("fitted", None) if status == 0 else ("failed", f"{where}: ended with status {status}")
    if status != 3 or not any(words in said for words in SAID_THE_DISK_REFUSED):
        return "failed", f"{where}: stopped with status {status} without saying the disk refused: {said[-300:]!r}"
    if entries == 0:  # even the header did not fit: no file must be left, or one that is refused cleanly
        return ("no room", None) if not path.exists() else ("failed", f"{where}: a save was left though nothing fitted")
    from game import sessions

    try:
        loaded = sessions.load(path)
    except Exception as error:  # the writer cuts a failed batch off: the save must load as it is
        return "failed", f"{where}: the save does not load as it is: {type(error).__name__}: {error}"
    if loaded.lines_read != entries or loaded.needs_copy:
        return "failed", f"{where}: {entries} entries reported, the save holds {loaded.lines_read} (damaged: {loaded.needs_copy})"
    kind, failure = check_kept_and_finish(path, entries, last_hash, False, players, seed, where)
    return ("full" if failure is None else kind), failure


@contextmanager
def trial_folder(name: str, out: Optional[Path]) -> Iterator[Path]:
    """Where a soak's trials write: `out` when asked (kept), else a folder removed afterwards."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix=f"tablewright-{name}-") as temporary:
        folder = out or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        yield folder


def trial_games(count: int, games: list[str], rng: random.Random):
    """(trial number, game, its rules, a player count) for `count` trials, the games in turn."""
    from game.rules.registry import find_rules

    for number in range(count):
        game_id = games[number % len(games)]
        rules = find_rules(game_id)
        yield number, game_id, rules, rng.randint(rules.min_players, rules.max_players)


def run_full_disk_trials(count: int, games: list[str], seed: int = 1, out: Optional[Path] = None,
                         progress=None) -> dict:
    """`count` games under random file-size limits; figures by outcome, and the failures."""
    figures: dict = {"trials": 0, "full": 0, "no room": 0, "fitted": 0, "failures": []}
    started = time.perf_counter()
    rng = random.Random(f"full-disk/{seed}")
    with trial_folder("full-disk", out) as folder:
        for number, game_id, rules, players in trial_games(count, games, rng):
            kind, failure = with_hang_check(full_disk_trial)(number, game_id, players, seed + number, folder, rng)
            figures["trials"] += 1
            if failure:
                figures["failures"].append(failure)
            else:
                figures[kind] += 1
            if out is None or not failure:
                for leftover in folder.glob(f"kill-{number:04d}*"):
                    leftover.unlink()
            if progress and (number + 1) % 10 == 0:
                progress(figures)
    figures["seconds"] = time.perf_counter() - started
    return figures


def full_disk_report(figures: dict) -> str:
    return (f"full-disk trials: {figures['trials']} games under a file-size limit: {figures['full']} stopped by a "
            f"failed write with the save whole up to its last reported entry, {figures['no room']} with no room for "
            f"the first lines (no file left), {figures['fitted']} fitted; {len(figures['failures'])} failed; "
            f"{figures['seconds']:.1f} s")


def full_disk_main(count: int, games: list[str], seed: int, out: Optional[str]) -> int:
    from game.rules.registry import game_ids

    if os.name != "posix":
        print("--full-disk needs POSIX resource limits", file=sys.stderr)
        return 2
    figures = run_full_disk_trials(count, games or game_ids(), seed, Path(out) if out else None,
                                   progress=lambda f: print(f"  {f['trials']} trials, {len(f['failures'])} failed so far", flush=True))
    for failure in figures["failures"]:
        print(f"FAILED {failure}")
    print(full_disk_report(figures))
    return 1 if figures["failures"] else 0
