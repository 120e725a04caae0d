"""`python -m game bench idle`: what the window costs while nobody touches it.

Each place is measured in a fresh process (`game.bench.IDLE_CHILD`), as a player leaves it: the
main menu, and each table with one human against the easy computer once it is the human's turn
and the table has stopped moving. The app's own loop (`App.run`) then runs for `seconds` with no
input; the figure is the process's CPU time over that wall time (`time.process_time`, which
counts every thread of the process: the computer's thinking would show). With a DISPLAY the
window is a real X window (as under Xvfb); without one, SDL's dummy driver, which hides what
presenting a frame costs.
"""

from __future__ import annotations

import json
import time
from typing import Any

PLACES = ("menu", "robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")

SETTLE_LIMIT = 30.0
"""Seconds a table may take to reach the human's turn with nothing moving."""


def _resting_table(app, game_id: str):
    """A table with a human (seat 0) against the easy computer, run until the human may act
    and nothing moves: the state a player leaves it in while thinking."""
    from game.engine import SeatConfig
    from game.rules.registry import find_rules
    from game.ui.scenes.table import new_match_scene

    rules = find_rules(game_id)
    seats = [SeatConfig("Ada")] + [SeatConfig(f"Computer {s}", "computer:easy") for s in range(1, rules.min_players)]
    scene = new_match_scene(app, game_id, seats, seed=3, save=False)
    app.push(scene)
    started = time.perf_counter()
    while time.perf_counter() - started < SETTLE_LIMIT:
        app.run(max_seconds=0.2)
        if scene.acting_seat is not None and not scene.is_busy():
            return scene
    raise RuntimeError(f"{game_id}: the human's turn did not come")


def measure_place(place: str, seconds: float) -> dict[str, Any]:
    """CPU share of one core used by the window left alone at `place` for `seconds`."""
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu
    from game.ui.settings import Settings

    app = App(Settings(sound=False))
    app.push(MainMenu(app))
    if place != "menu":
        _resting_table(app, place)
    app.run(max_seconds=0.5)  # what entering the place set going dies down
    frames_before = len(app.frame_times)
    wall, cpu = time.perf_counter(), time.process_time()
    app.run(max_seconds=seconds)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    frames = len(app.frame_times) - frames_before
    app.quit()
    app.pygame.quit()
    return {"cpu_percent": round(100 * cpu / wall, 2), "frames_per_s": round(frames / wall, 1), "seconds": round(wall, 2)}


def print_place(place: str, seconds: float) -> None:
    """The measured child's whole work: one place, printed as a JSON line for the parent."""
    print("idle " + json.dumps(measure_place(place, seconds)), flush=True)
