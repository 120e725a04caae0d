"""Eighteenth trial: Maphr's "Éboulement" callout stood over Ana's mine while the log's last line
was Bob's Éboulement: a line was written when its animation ended, so each callout stood beside
the line before its own. The line now comes as its animation starts."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


def test_the_log_shows_a_steps_line_while_it_plays(app, player):
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=4)
    app.push(scene)
    match, chooser = scene.match, random.Random(4)
    checked = 0
    for _ in range(60):
        player.settle()
        if match.is_over() or not match.to_act():
            break
        seat = match.to_act()[0]
        if scene.seats[seat].is_computer:
            continue
        scene.submit(chooser.choice(match.legal_commands(seat)))
        presenter = scene.table.presenter
        for _ in range(40):
            app.frame(1 / 60)
            step = presenter.current
            if step is not None and step.log_line and step.style.duration > 0.2:
                assert scene.table.log.lines[-1] == step.log_line, (scene.table.log.lines[-3:], step.log_line)
                checked += 1
    assert checked >= 5
