"""A two-human Maphr table (Ana, Bob) played at random through the scene to a step, for the
tests that look at that step at the screen."""

from __future__ import annotations

import random
from typing import Callable, Optional

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


def maphr_scene_at(app, player, reached: Callable, seeds=range(12), ready: Optional[Callable] = None,
                   choose: Optional[Callable] = None):
    """(scene, seat): the first seed whose game, played at random until `reached(scene)`, then
    brought to the screen of the seat to act, meets `ready(scene, seat)` too. `choose(legal)`
    narrows the random moves (empty: any)."""
    for seed in seeds:
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed, save=False)
        app.push(scene)
        chooser, match = random.Random(seed), scene.match
        while not match.is_over() and not reached(scene):
            legal = match.legal_commands(match.to_act()[0])
            scene.submit(chooser.choice((choose(legal) if choose else None) or legal))
        if not match.is_over():
            seat = player.next_seat(scene)
            if seat is not None and reached(scene) and (ready is None or ready(scene, seat)):
                return scene, seat
        app.pop()
    raise AssertionError("the step was not met")
