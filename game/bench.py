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
from game.rules.registry import find_rules, game_ids


def _selfplay_matches(game_id: str, players: int, seconds: float, hashing: bool = False):
    seed = 1
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(players)]
        config = sessions.make_config(game_id, seats, seed)
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


def bench_replay(seconds: float) -> dict[str, Any]:
    """Full re-fold speed and the worst seek time over every position of a long log."""
    results = {}
    for game_id in game_ids():
        rules = find_rules(game_id)
        longest = None
        for match, _ in _selfplay_matches(game_id, rules.min_players, seconds / 3):
            if longest is None or len(match.entries) > len(longest.entries):
                longest = match
        assert longest is not None
        started = time.perf_counter()
        state = rules.initial_state(longest.config)
        for entry in longest.entries:
            rules.apply(state, entry.event)
        fold_time = time.perf_counter() - started
        seeks = []
        for position in range(len(longest.entries) + 1):
            started = time.perf_counter()
            longest.state_at(position)
            seeks.append(time.perf_counter() - started)
        results[game_id] = {
            "log_events": len(longest.entries),
            "refold_events_per_s": round(len(longest.entries) / max(fold_time, 1e-9)),
            "seek_median_ms": round(statistics.median(seeks) * 1000, 3),
            "seek_worst_ms": round(max(seeks) * 1000, 3),
        }
    return results


def bench_ui(seconds: float) -> dict[str, Any]:
    """Frame times of computer-vs-computer play in the window (dummy video driver if headless)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.render import run_demo
    from game.ui.tables import TABLES

    results = {}
    for game_id in TABLES:
        results[game_id] = run_demo(game_id, seconds)
        results[f"{game_id}/replay_seek"] = _replay_seek_figures(game_id)
    return results


def _replay_seek_figures(game_id: str) -> dict[str, Any]:
    """Time to show any position of a whole match in the replay scene (a scrub lands anywhere)."""
    import tempfile

    from game.ui.app import App
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    rules = find_rules(game_id)
    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(rules.min_players)]
    match = Match(rules, sessions.make_config(game_id, seats, 7))
    play_out(match, {s: RandomPlayer(7 + s) for s in range(rules.min_players)})
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("TABLEWRIGHT_HOME", home)
        app = App(Settings())
        scene = ReplayScene(app, match)
        app.push(scene)
        for position in range(0, len(match.entries) + 1, 8):  # warm the card and text caches once
            scene.seek(position)
            app.draw(app.screen)
        times = []
        for position in range(len(match.entries), -1, -1):
            started = time.perf_counter()
            scene.seek(position)
            app.draw(app.screen)
            times.append(time.perf_counter() - started)
        app.quit()
    return {"positions": len(times), "seek_and_draw_median_ms": round(statistics.median(times) * 1000, 2),
            "seek_and_draw_worst_ms": round(max(times) * 1000, 2)}


MEASUREMENTS: dict[str, Callable[[float], dict[str, Any]]] = {
    "engine": bench_engine,
    "replay": bench_replay,
    "ui": bench_ui,
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
