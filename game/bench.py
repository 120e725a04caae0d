"""`python -m game bench`: figures anyone can reproduce. Timings live here, never in tests."""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
from typing import Any, Callable

from game import sessions
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.match_options import self_play_options
from game.rules.registry import find_rules, game_ids


def _selfplay_matches(game_id: str, players: int, seconds: float, hashing: bool = False):
    seed = 1
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(players)]
        config = sessions.make_config(game_id, seats, seed, self_play_options(game_id))
        match = Match(find_rules(game_id), config, hashing=hashing)
        commands = play_out(match, {s: RandomPlayer(seed * 31 + s) for s in range(players)})
        yield match, commands
        seed += 1


def bench_engine(seconds: float) -> dict[str, Any]:
    results = {}
    for game_id in game_ids():
        rules = find_rules(game_id)
        for players in range(rules.min_players, rules.max_players + 1):
            games = events = commands = 0
            started = time.perf_counter()
            for match, played in _selfplay_matches(game_id, players, seconds):
                games += 1
                events += len(match.entries)
                commands += played
            elapsed = time.perf_counter() - started
            results[f"{game_id}/{players}p"] = {
                "games_per_s": round(games / elapsed, 1),
                "events_per_s": round(events / elapsed),
                "commands_per_s": round(commands / elapsed),
                "events_per_game": round(events / max(games, 1), 1),
            }
    return results


def _seek_figures(match: Match) -> dict[str, Any]:
    """Full re-fold speed of `match`'s log, and the time to seek to every position of it."""
    from game.engine.match import SNAPSHOT_EVERY

    rules = match.rules
    started = time.perf_counter()
    state = rules.initial_state(match.config)
    for entry in match.entries:
        rules.apply(state, entry.event)
    fold_time = time.perf_counter() - started
    seeks, seek_cpu = [], []
    for position in range(len(match.entries) + 1):
        started, cpu_started = time.perf_counter(), time.process_time()
        match.state_at(position)
        seeks.append(time.perf_counter() - started)
        seek_cpu.append(time.process_time() - cpu_started)
    ordered = sorted(seeks)
    return {
        "log_events": len(match.entries),
        "refold_events_per_s": round(len(match.entries) / max(fold_time, 1e-9)),
        "seek_median_ms": round(statistics.median(seeks) * 1000, 3),
        "seek_p99_ms": round(ordered[int(len(ordered) * 0.99)] * 1000, 3),
        "seek_worst_ms": round(max(seeks) * 1000, 3),
        "seek_worst_cpu_ms": round(max(seek_cpu) * 1000, 3),
        "snapshot_every": SNAPSHOT_EVERY,
    }


LONG_LOG_OPTIONS = {"pool_health": 99, "firewall_health": 99, "neutrino_health": 99, "max_rounds": 1000}
"""A 4-player Mining War with every main card at its sturdiest lasts long enough under random
play to give the 10,000-event log the seek goal names; no game's default setup gets that far."""


def long_log(events: int = 10_000) -> Match:
    """A Mining War log of at least `events` entries (the last command's events may run past):
    random 4-player games, seed after seed, until one lasts that long; it is stopped there."""
    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(4)]
    for seed in range(1, 1000):
        config = sessions.make_config("mining_war", seats, seed, options=LONG_LOG_OPTIONS)
        match = Match(find_rules("mining_war"), config, hashing=False)
        chooser = RandomPlayer(seed)
        while not match.is_over() and len(match.entries) < events:
            match.submit(chooser.choose(match, match.to_act()[0]))
        if len(match.entries) >= events:
            return match
    raise RuntimeError(f"no random game reached {events} events")


def bench_replay(seconds: float) -> dict[str, Any]:
    """For each game, the longest log of self-play at the most players; then a 10,000-event log.
    Seeking costs at most SNAPSHOT_EVERY folds and a copy, so a log's length should not change it:
    the long log shows it."""
    results = {}
    for game_id in game_ids():
        rules = find_rules(game_id)
        longest = None
        for match, _ in _selfplay_matches(game_id, rules.max_players, seconds / 3):
            if longest is None or len(match.entries) > len(longest.entries):
                longest = match
        assert longest is not None
        results[f"{game_id}/{rules.max_players}p"] = _seek_figures(longest)
    results["mining_war/4p-10000-events"] = _seek_figures(long_log(10_000))
    return results


STARTUP_CHILD = """
import os, sys, time
import pygame
show = pygame.display.flip
def first_flip():
    show()
    print(f"first-frame {time.time():.6f}", flush=True)
    from game.bench import print_peak_memory
    print_peak_memory()
    os._exit(0)
pygame.display.flip = first_flip
from game.cli import main
sys.exit(main([]))
"""
"""`python -m game` exactly as a player starts it, stopped when its first frame (the main menu) is shown."""

GAME_CHILD = """
import sys
from game.bench import play_one_game_for_memory
play_one_game_for_memory(sys.argv[1], sys.argv[2] == "window", float(sys.argv[3]))
from game.bench import print_peak_memory
print_peak_memory()
"""


def _child_env(home: str) -> dict[str, str]:
    env = dict(os.environ, TABLEWRIGHT_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    return env


def print_peak_memory() -> None:
    """The process's own peak RSS, for the parent to read. From /proc (Linux): the rusage a
    parent gets for a child starts from the parent's own peak at the fork, hiding smaller ones."""
    import resource

    try:
        with open("/proc/self/status", encoding="ascii") as status:
            kilobytes = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration, ValueError):
        kilobytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux, bytes on macOS
    print(f"peak-rss-kb {kilobytes}", flush=True)


def _run_child(code: str, args: list[str], home: str) -> tuple[float, str, float, float]:
    """(launch time, output, CPU seconds, peak RSS in MB) of `python -c code args`."""
    import subprocess
    import sys

    launched = time.time()
    process = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env=_child_env(home), text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"the measured process failed: {output[-300:]}")
    peaks = [int(line.split()[1]) for line in output.splitlines() if line.startswith("peak-rss-kb ")]
    return launched, output, usage.ru_utime + usage.ru_stime, (peaks[-1] if peaks else usage.ru_maxrss) / 1024


def bench_startup(seconds: float) -> dict[str, Any]:
    """Process start to the main menu's first frame, over several starts (the first one apart:
    the file cache may be cold then)."""
    import tempfile

    runs = max(5, min(15, int(seconds * 3)))
    walls, cpus, peaks = [], [], []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):
            launched, output, cpu, peak = _run_child(STARTUP_CHILD, [], home)
            stamps = [line.split()[1] for line in output.splitlines() if line.startswith("first-frame ")]
            if not stamps:
                raise RuntimeError(f"no first frame: {output[-300:]}")
            walls.append(float(stamps[0]) - launched)
            cpus.append(cpu)
            peaks.append(peak)
    return {"main_menu": {
        "runs": runs,
        "first_frame_median_ms": round(statistics.median(walls[1:]) * 1000),
        "first_frame_best_ms": round(min(walls) * 1000),
        "first_run_ms": round(walls[0] * 1000),
        "cpu_to_first_frame_median_ms": round(statistics.median(cpus[1:]) * 1000),
        "peak_rss_mb": round(max(peaks), 1),
    }}


def play_one_game_for_memory(game_id: str, window: bool, seconds: float) -> None:
    """The measured child of `bench memory`: computer seats play in the window for `seconds`
    (a new match after each end), or, with no window, one journaled game at the most players."""
    if window:
        from game.ui.render import run_demo

        run_demo(game_id, seconds)
        return
    import tempfile
    from pathlib import Path

    rules = find_rules(game_id)
    players = rules.max_players
    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(players)]
    with tempfile.TemporaryDirectory() as folder:
        session = sessions.start(sessions.make_config(game_id, seats, 1, self_play_options(game_id)), Path(folder) / "game.tws", durable=False)
        play_out(session.match, {s: RandomPlayer(31 + s) for s in range(players)})
        session.close()
        sessions.load(session.path)  # and read back, as opening the save from the menu would


def bench_memory(seconds: float) -> dict[str, Any]:
    """Peak memory (RSS) of a process playing each game: in the window (computer against
    computer, the table's own demo) and without one (a whole journaled game at the most players,
    then its save loaded back)."""
    import tempfile

    from game.ui.tables import TABLES

    results = {}
    with tempfile.TemporaryDirectory() as home:
        for game_id in game_ids():
            figures: dict[str, Any] = {}
            if game_id in TABLES:
                _, _, _, peak = _run_child(GAME_CHILD, [game_id, "window", str(seconds)], home)
                figures["window_peak_rss_mb"] = round(peak, 1)
            _, _, _, peak = _run_child(GAME_CHILD, [game_id, "engine", "0"], home)
            figures["engine_peak_rss_mb"] = round(peak, 1)
            results[game_id] = figures
    return results


def bench_ui(seconds: float) -> dict[str, Any]:
    """The window's figures (game.bench_ui): imported only when asked, it loads pygame."""
    from game.bench_ui import bench_ui as measure_ui

    return measure_ui(seconds)


MEASUREMENTS: dict[str, Callable[[float], dict[str, Any]]] = {
    "engine": bench_engine,
    "replay": bench_replay,
    "ui": bench_ui,
    "startup": bench_startup,
    "memory": bench_memory,
}


def run_bench(what: str, as_json: bool = False, seconds: float = 3.0) -> int:
    names = list(MEASUREMENTS) if what == "all" else [what]
    report: dict[str, Any] = {"machine": {"python": platform.python_version(), "cpu": platform.processor() or platform.machine()}}
    for name in names:
        report[name] = MEASUREMENTS[name](seconds)
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for name in names:
            print(f"== {name}")
            for key, figures in report[name].items():
                print(f"  {key:<22} " + "  ".join(f"{k}={v}" for k, v in figures.items()))
    return 0
