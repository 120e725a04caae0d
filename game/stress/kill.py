"""`python -m game soak --kill N`: N games killed with SIGKILL at random moments.

Each trial starts `game.stress.kill_child` (a journaled game of random moves that prints each
entry count once it is saved), lets it report a random number of commands, waits a random few
milliseconds (so the kill also lands mid-write) and kills it. Then:
- every entry it reported is in the save, with the hash it reported;
- loading does not change the file (a torn last line is left as it was);
- the game resumes (in a new file when the last line is torn), plays to its end, and the
  finished save loads to the same state hash;
- a kill before anything was reported may leave no file, an empty one or a cut header: that
  file must be refused cleanly (and the menu's save index must cope), never crash anything.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game import save_index, sessions
from game.engine import RandomPlayer, SaveError
from game.stress.hostile import fingerprint


@dataclass
class KillFigures:
    trials: int = 0
    killed_while_starting: int = 0
    """Killed before the first entry was reported (nothing promised yet)."""
    killed_mid_game: int = 0
    ended_before_the_kill: int = 0
    torn_saves: int = 0
    """Saves whose last line the kill cut short: resumed in a new file."""
    two_windows: int = 0
    """Two windows on one save: one refused by the lock, the writer killed, a third finished it."""
    hard_seats: int = 0
    """Games with two hard seats killed: no worker or resource tracker left behind."""
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _child_command(path: Path, game_id: str, players: int, seed: int) -> list[str]:
    return [sys.executable, "-m", "game.stress.kill_child", str(path), game_id, str(players), str(seed)]


def _run_and_kill(path: Path, game_id: str, players: int, seed: int, reports_wanted: int, delay: float, log: Path) -> tuple[int, str, bool]:
    """Start a child, let it report `reports_wanted` times, kill it; (entries, hash, ended) as last reported."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    with open(log, "wb") as errors:
        child = subprocess.Popen(_child_command(path, game_id, players, seed), stdout=subprocess.PIPE,
                                 stderr=errors, text=True, env=env)
        entries, last_hash, ended = 0, "", False
        assert child.stdout is not None
        for _ in range(reports_wanted):
            line = child.stdout.readline()
            if not line or line.strip() == "over":
                ended = bool(line)
                break
            count, last_hash = line.split()
            entries = int(count)
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
    return entries, last_hash, ended


def trial(number: int, game_id: str, players: int, seed: int, folder: Path, rng: random.Random) -> tuple[str, Optional[str]]:
    """One kill and its checks: (what happened, a failure or None)."""
    path = folder / f"kill-{number:04d}-{game_id}-{players}p-{seed}.tws"
    reports_wanted = 0 if rng.random() < 0.1 else rng.randint(1, 60)
    delay = rng.random() * (0.3 if reports_wanted == 0 else 0.005)
    log = folder / f"kill-{number:04d}.stderr"
    reported, reported_hash, ended = _run_and_kill(path, game_id, players, seed, reports_wanted, delay, log)
    where = f"trial {number} ({game_id} {players}p seed {seed}, killed after {reported} entries reported)"
    if reports_wanted and not reported and not ended:
        return "failed", f"{where}: the game stopped by itself: {log.read_text(errors='replace')[-300:]}"
    if reported == 0:
        return "starting", _check_unpromised(path, where)
    return check_kept_and_finish(path, reported, reported_hash, ended, players, seed, where)


def check_kept_and_finish(path: Path, reported: int, reported_hash: str, ended: bool, players: int, seed: int,
                          where: str) -> tuple[str, Optional[str]]:
    """The save holds every entry reported (the last with the hash reported), loading leaves it
    as it was, and it resumes and plays to an end that loads to the same state."""
    try:
        before = fingerprint(path)
        loaded = sessions.load(path)
    except (SaveError, OSError) as error:
        return "failed", f"{where}: the save does not load: {error}"
    if fingerprint(path) != before:
        return "failed", f"{where}: loading changed the save"
    if loaded.lines_read < reported:
        return "failed", f"{where}: {reported} entries reported, only {loaded.lines_read} in the save"
    if loaded.match.entries[reported - 1].hash != reported_hash:
        return "failed", f"{where}: entry {reported} has another hash than the one reported"
    session, resumed = sessions.resume(path, durable=False)
    if resumed.torn and fingerprint(path) != before:
        session.close()
        return "failed", f"{where}: resuming changed the torn save"
    match = session.match
    robots = {s: RandomPlayer(seed * 11 + s) for s in range(players)}
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(robots[seat].choose(match, seat))
    session.close()
    final = sessions.load(session.path)
    if not final.match.is_over() or final.match.state_hash() != match.state_hash():
        return "failed", f"{where}: the resumed game's save does not fold to the state played"
    return ("ended" if ended else "torn" if resumed.torn else "mid-game"), None


def _check_unpromised(path: Path, where: str) -> Optional[str]:
    """Killed while starting: no promise to keep, but the file (if any) must not hurt."""
    if not path.exists():
        return None
    before = fingerprint(path)
    try:
        sessions.load(path)
    except SaveError:
        pass
    except Exception as error:  # the loader must refuse what a kill left, never crash on it
        return f"{where}: the loader crashed on what the kill left: {type(error).__name__}: {error}"
    try:
        save_index.summarize([path])
    except Exception as error:  # and so must the menu
        return f"{where}: the menu's save index crashed: {type(error).__name__}: {error}"
    return None if fingerprint(path) == before else f"{where}: loading changed the file"


KINDS = ("plain", "windows", "hard")
DEFAULT_MIX = ("plain", "plain", "plain", "windows", "hard")
"""One trial in five of each new kind: plain kills stay the most (they are the quickest)."""


def _trial_of_kind(kind: str):
    if kind == "plain":
        return trial
    from game.stress import kill_kinds

    return kill_kinds.with_hang_check(kill_kinds.two_windows_trial if kind == "windows" else kill_kinds.hard_seats_trial)


def run_kill_trials(count: int, games: list[str], seed: int = 1, out: Optional[Path] = None, progress=None,
                    mix: tuple[str, ...] = ("plain",)) -> KillFigures:
    """`count` trials, their kinds taken in turn from `mix` (see KINDS)."""
    from game.stress.kill_kinds import trial_folder, trial_games

    figures = KillFigures()
    started = time.perf_counter()
    rng = random.Random(f"kill/{seed}")
    with trial_folder("kill", out) as folder:
        for number, game_id, rules, players in trial_games(count, games, rng):
            chosen = mix[number % len(mix)]
            if chosen == "hard":
                players = rules.min_players  # the two hard seats, and any more easy
            kind, failure = _trial_of_kind(chosen)(number, game_id, players, seed + number, folder, rng)
            figures.trials += 1
            if failure:
                figures.failures.append(failure)
            elif kind == "starting":
                figures.killed_while_starting += 1
            elif kind in ("windows", "hard"):
                figures.two_windows += kind == "windows"
                figures.hard_seats += kind == "hard"
            elif kind == "ended":
                figures.ended_before_the_kill += 1
            else:
                figures.killed_mid_game += 1
                figures.torn_saves += kind == "torn"
            if out is None or not failure:
                for leftover in folder.glob(f"kill-{number:04d}*"):
                    leftover.unlink()
            if progress and (number + 1) % 10 == 0:
                progress(figures)
    figures.seconds = time.perf_counter() - started
    return figures


def report(figures: KillFigures) -> str:
    return (f"kill trials: {figures.trials} games killed with SIGKILL: {figures.killed_mid_game} mid-game "
            f"({figures.torn_saves} with the last line cut), {figures.killed_while_starting} while starting, "
            f"{figures.ended_before_the_kill} had ended; {figures.two_windows} two-window trials (one refused by the lock, "
            f"the writer killed, a third window finished), {figures.hard_seats} with two hard seats (no worker left); "
            f"{len(figures.failures)} failed; {figures.seconds:.1f} s")


def main(count: int, games: list[str], seed: int, out: Optional[str], mix: Optional[str] = None) -> int:
    from game.rules.registry import game_ids

    chosen = games or game_ids()
    kinds = tuple(k.strip() for k in mix.split(",")) if mix else DEFAULT_MIX if os.name == "posix" else ("plain",)
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or (os.name != "posix" and kinds != ("plain",)):
        print(f"--kill-mix takes {', '.join(KINDS)} (windows and hard on POSIX only), not {', '.join(unknown) or mix}", file=sys.stderr)
        return 2
    figures = run_kill_trials(count, chosen, seed, Path(out) if out else None,
                              progress=lambda f: print(f"  {f.trials} trials, {len(f.failures)} failed so far", flush=True),
                              mix=kinds)
    for failure in figures.failures:
        print(f"FAILED {failure}")
    print(report(figures))
    return 1 if figures.failures else 0
