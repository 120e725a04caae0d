"""`python -m game bench ui`: frame times of every table, and seeking in the replay scene.

Three figures per table:
- `busiest`: the table at its busiest (the most players it allows, three quarters into a
  game played by computer seats), drawing frame after frame while the computers play on.
  Frame time is wall clock and CPU time of `App.frame` (events, update, draw, flip); CPU time
  is the steadier figure on a shared machine, where wall time also counts waiting for a core.
  The goal: 99th percentile under 8 ms (half a 60 Hz frame).
- `demo`: computer against computer from the start, the fewest players (`python -m game demo`).
- `replay_seek`: showing any position of a whole match in the replay scene (seek and draw).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

from game import sessions
from game.match_options import self_play_options
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.rules.registry import find_rules

LATE_GAME = 0.75
"""How far into a game the busiest table is measured (a fraction of its commands)."""


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000


def late_game_session(game_id: str, players: int, seed: int, fraction: float = LATE_GAME):
    """A session `fraction` of the way through a game random computer seats play (found by
    playing the same seeded game to its end first)."""
    rules = find_rules(game_id)
    seats = [SeatConfig(f"Computer {s + 1}", "computer:easy") for s in range(players)]
    config = sessions.make_config(game_id, seats, seed, self_play_options(game_id))
    whole = Match(rules, config)
    total = play_out(whole, {s: RandomPlayer(seed * 31 + s) for s in range(players)})
    session = sessions.start(config)
    robots = {s: RandomPlayer(seed * 31 + s) for s in range(players)}
    for _ in range(int(total * fraction)):
        seat = session.match.to_act()[0]
        session.match.submit(robots[seat].choose(session.match, seat))
    return session


def busiest_table_frames(game_id: str, seconds: float, seed: int = 3) -> dict[str, Any]:
    """Frame times at the busiest moment: most players, late game, computers playing on."""
    _headless()
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    rules = find_rules(game_id)
    session = late_game_session(game_id, rules.max_players, seed)
    events_at_start = len(session.match.entries)
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("TABLEWRIGHT_HOME", home)
        app = App(Settings(sound=False))
        scene = TableScene(app, session)
        app.push(scene)
        for _ in range(30):  # warm the card and text caches: the first frames paint every face
            app.frame(1 / 60)
        app.frame_times.clear()
        app.frame_cpu_times.clear()
        started = time.perf_counter()
        while time.perf_counter() - started < seconds and app.running and app.top is scene:
            app.frame(1 / 60)
        wall, cpu = list(app.frame_times), list(app.frame_cpu_times)
        app.quit()
        app.pygame.display.quit()
    median, p99 = _percentiles(wall)
    cpu_median, cpu_p99 = _percentiles(cpu)
    return {"players": rules.max_players, "from_event": events_at_start, "frames": len(wall),
            "median_ms": round(median, 2), "p99_ms": round(p99, 2),
            "cpu_median_ms": round(cpu_median, 2), "cpu_p99_ms": round(cpu_p99, 2)}


def replay_seek_figures(game_id: str) -> dict[str, Any]:
    """Time to show any position of a whole match in the replay scene (a scrub lands anywhere)."""
    _headless()
    from game.ui.app import App
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    rules = find_rules(game_id)
    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(rules.max_players)]
    match = Match(rules, sessions.make_config(game_id, seats, 7, self_play_options(game_id)))
    play_out(match, {s: RandomPlayer(7 + s) for s in range(rules.max_players)})
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("TABLEWRIGHT_HOME", home)
        app = App(Settings(sound=False))
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
        app.pygame.display.quit()
    median, _ = _percentiles(times)
    return {"positions": len(times), "seek_and_draw_median_ms": round(median, 2),
            "seek_and_draw_worst_ms": round(max(times) * 1000, 2)}


def bench_ui(seconds: float) -> dict[str, Any]:
    _headless()
    from game.ui.render import run_demo
    from game.ui.tables import TABLES

    results = {}
    for game_id in TABLES:
        results[f"{game_id}/busiest"] = busiest_table_frames(game_id, seconds)
        results[f"{game_id}/demo"] = run_demo(game_id, seconds)
        results[f"{game_id}/replay_seek"] = replay_seek_figures(game_id)
    return results
