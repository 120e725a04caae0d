"""`python -m game bench`: figures anyone can reproduce. Timings live here, never in tests."""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
from typing import Any, Callable

from game import sessions
from game.bench_probe import print_peak_memory  # noqa: F401  (the children's report, named here too)
from game.engine import Match, RandomPlayer, SeatConfig, play_out



# The registry on first use: the startup child imports this module after its first frame to
# report its memory, and must not then import every game's rules (counted as its CPU time).
def find_rules(game_id: str):
    from game.rules.registry import find_rules as registered

    return registered(game_id)


def self_play_options(game_id: str) -> dict:
    from game.match_options import self_play_options as options  # levels and pytmx: on first use

    return options(game_id)


def game_ids() -> list[str]:
    from game.rules.registry import game_ids as registered

    return registered()


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
    print("modules " + " ".join(sorted(m for m in sys.modules if m == "game" or m.startswith("game."))), flush=True)
    print("slow-stdlib " + " ".join(m for m in ("locale", "tomllib", "multiprocessing", "subprocess", "ctypes", "argparse") if m in sys.modules), flush=True)
    from game.bench_probe import print_peak_memory
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
from game.bench_probe import print_peak_memory
print_peak_memory()
"""


IDLE_CHILD = """
import sys
from game.bench_idle import print_place
print_place(sys.argv[1], float(sys.argv[2]))
"""
"""One place of `bench idle` (game.bench_idle) measured in a process of its own."""


def _child_env(home: str) -> dict[str, str]:
    env = dict(os.environ, TABLEWRIGHT_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # As a player's Python runs it: compiled once, then from cached bytecode (an installed
    # package and the bundle hold it). With PYTHONDONTWRITEBYTECODE (set on some machines) every
    # start compiled every module again; the cache goes beside the measured home, not the tree.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    return env


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


STARTUP_SAVES = (0, 50, 500)
"""Saves in the folder when the menu starts: what Continue and the Load list read must not grow
with them before the first frame."""


def fill_saves(folder, count: int) -> None:
    """`count` saves of every game, finished and not, the newest an unfinished one (what
    Continue offers). Copies of ten real games, each with a name and a time of its own."""
    import tempfile
    from pathlib import Path

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    if count == 0:
        return
    models = []
    with tempfile.TemporaryDirectory() as scratch:
        for game_id in game_ids():
            rules = find_rules(game_id)
            seats = [SeatConfig(f"Player {s + 1}", "computer:easy") for s in range(rules.min_players)]
            for finished in (True, False):
                path = Path(scratch) / f"{game_id}-{finished}.tws"
                session = sessions.start(sessions.make_config(game_id, seats, 5), path, durable=False)
                robots = {s: RandomPlayer(5 + s) for s in range(rules.min_players)}
                moves = 0
                while not session.match.is_over() and (finished or moves < 12):
                    seat = session.match.to_act()[0]
                    session.match.submit(robots[seat].choose(session.match, seat))
                    moves += 1
                session.close()
                models.append(path.read_bytes())
    now = time.time()
    for number in range(count):
        model = models[(number + 1) % len(models)] if number < count - 1 else models[1]  # the newest: unfinished
        path = folder / f"game-{number:04d}.tws"
        path.write_bytes(model)
        stamp = now - (count - number) * 60
        os.utime(path, (stamp, stamp))


def _figures(walls: list[float], cpus: list[float], peaks: list[float]) -> dict[str, Any]:
    return {
        "runs": len(walls),
        "first_frame_median_ms": round(statistics.median(walls[1:]) * 1000),
        "first_frame_best_ms": round(min(walls) * 1000),
        "first_run_ms": round(walls[0] * 1000),
        "cpu_to_first_frame_median_ms": round(statistics.median(cpus[1:]) * 1000),
        "peak_rss_mb": round(max(peaks), 1),
    }


FLOOR_CHILD = """
import os, runpy, sys, time
import pygame
show = pygame.display.flip
def first_flip():
    show()
    print(f"first-frame {time.time():.6f}", flush=True)
    from game.bench_probe import print_peak_memory
    print_peak_memory()
    os._exit(0)
pygame.display.flip = first_flip
runpy.run_path(sys.argv[1], run_name="__main__")
"""
"""The floor (build/floor/hello.py: a bare pygame window, a word, a frame) run from source by the
same interpreter and stopped the same way at its first frame: what any pygame program pays here."""


def bench_startup(seconds: float) -> dict[str, Any]:
    """Process start to the main menu's first frame with 0, 50 and 500 saves in the folder, and
    the bare-pygame floor when run from a checkout; several starts of each, taken in turn so a
    busy moment of the machine falls on all alike. The first start is reported apart: bytecode is
    compiled then, the file cache may be cold, and the save index is written."""
    import tempfile
    from pathlib import Path

    runs = max(5, min(30, int(seconds * 3)))  # --seconds 7: 21 starts of each, enough for a median at load
    hello = Path(__file__).resolve().parent.parent / "build" / "floor" / "hello.py"
    with tempfile.TemporaryDirectory() as scratch:
        places: dict[str, tuple[str, list[str], str]] = {}
        if hello.is_file():
            places["floor"] = (FLOOR_CHILD, [str(hello)], os.path.join(scratch, "floor"))
        for count in STARTUP_SAVES:
            home = os.path.join(scratch, f"saves-{count}")
            fill_saves(Path(home) / "data" / "saves", count)
            places["main_menu" if count == 0 else f"main_menu/{count}_saves"] = (STARTUP_CHILD, [], home)
        measured: dict[str, tuple[list[float], list[float], list[float]]] = {name: ([], [], []) for name in places}
        for _ in range(runs):
            for name, (code, args, home) in places.items():
                launched, output, cpu, peak = _run_child(code, args, home)
                stamps = [line.split()[1] for line in output.splitlines() if line.startswith("first-frame ")]
                if not stamps:
                    raise RuntimeError(f"{name}: no first frame: {output[-300:]}")
                walls, cpus, peaks = measured[name]
                walls.append(float(stamps[0]) - launched)
                cpus.append(cpu)
                peaks.append(peak)
    return {name: _figures(*figures) for name, figures in measured.items()}


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


def bench_idle(seconds: float) -> dict[str, Any]:
    """CPU used by the window left alone: the main menu, and each table waiting for a human
    (game.bench_idle); each in a fresh process, with a real window when there is a DISPLAY."""
    import tempfile

    from game.bench_idle import PLACES

    results = {}
    with tempfile.TemporaryDirectory() as home:
        for place in PLACES:
            _, output, _, _ = _run_child(IDLE_CHILD, [place, str(seconds)], home)
            line = next((line for line in output.splitlines() if line.startswith("idle ")), None)
            if line is None:
                raise RuntimeError(f"{place}: no figure: {output[-300:]}")
            results[place] = json.loads(line[len("idle "):])
    return results


def bench_ui(seconds: float) -> dict[str, Any]:
    """The window's figures (game.bench_ui): imported only when asked, it loads pygame."""
    from game.bench_ui import bench_ui as measure_ui

    return measure_ui(seconds)


MEASUREMENTS: dict[str, Callable[[float], dict[str, Any]]] = {
    "engine": bench_engine,
    "replay": bench_replay,
    "ui": bench_ui,
    "idle": bench_idle,
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
