"""Twenty-third trial F10: about twelve curtains a round in Maphr with two humans. The secret
steps pass the screen round from the die roller's left and end with the die roller, who is first
in what follows; impediments nobody played are no reveal to watch, so the die roller goes on from
their answer to their action without a curtain."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.table import new_match_scene


def _at_impediments(app, player):
    for seed in range(20):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed, save=False)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and match.state.phase != "impediments":
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            # actions that are no idle one each, so both have something to resolve
            busy = [c for c in legal if isinstance(c, cmd.ChooseActions) and c.actions != ("idle",) and len(c.actions) == 1]
            scene.submit(chooser.choice(busy or legal))
        if match.state.phase == "impediments" and len(match.to_act()) == 2 and \
                all(a != ("idle",) for a in match.state.actions.values()):
            return scene
        app.pop()
    raise AssertionError("no impediments asked of both players")


def test_the_die_roller_answers_impediments_last_and_goes_on_to_act_without_a_curtain(app, player):
    scene = _at_impediments(app, player)
    match = scene.match
    roller = match.state.roller
    player.settle()
    player.frames(30, dt=0.1)
    assert scene.curtain is not None and scene.curtain != roller, "the die roller's left first"
    first = scene.curtain
    seat = player.next_seat(scene)
    assert seat == first
    scene.submit(cmd.ChooseImpediments(seat))
    seat = player.next_seat(scene)
    assert seat == roller and scene.at_screen == roller
    scene.submit(cmd.ChooseImpediments(seat))
    player.settle()
    player.frames(30, dt=0.1)
    assert match.state.phase == "resolve" and match.to_act() == (roller,)
    assert scene.curtain is None and scene.acting_seat == roller, "no reveal to watch: the die roller goes on"


def test_the_status_names_those_waited_for_in_the_order_the_screen_goes(app, player):
    # Twenty-fifth trial: "on attend Bob, Ana" while Ana was asked first.
    scene = _at_impediments(app, player)
    plugin, match = scene.table.plugin, scene.match
    roller = match.state.roller
    view = match.view(-1)
    first, last = scene.seats[1 - roller].name, scene.seats[roller].name
    status = plugin.status_text(view, -1)
    assert f"{first}, {last}" in status, status
