"""Twenty-third trial F4: Bob, the last to decide on his opening hand, then played first, behind a
curtain "Bob, à vous" for himself. The Edge holder decides last and goes on to play."""

from __future__ import annotations

from game.engine import SeatConfig
from game.rules.mythos.commands import DecideMulligan
from game.ui.scenes.table import new_match_scene


def test_the_edge_holder_decides_the_redraw_last_and_plays_first_without_a_curtain(app, player):
    for seed in range(6):
        scene = new_match_scene(app, "mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed, save=False)
        app.push(scene)
        match = scene.match
        edge = match.state.edge
        first = player.next_seat(scene)
        assert first != edge, "the other player decides first"
        scene.submit(next(c for c in match.legal_commands(first) if isinstance(c, DecideMulligan)))
        assert player.next_seat(scene) == edge and scene.at_screen == edge
        curtains = []
        redraw = [c for c in match.legal_commands(edge) if isinstance(c, DecideMulligan)]
        scene.submit(redraw[seed % len(redraw)])  # keep or redraw, by seed
        for _ in range(30):
            player.settle()
            player.frames(10, dt=0.1)
            if scene.curtain is not None:
                curtains.append(scene.curtain)
                break
            if scene.acting_seat is not None:
                break
        assert match.state.phase == "action" and match.to_act() == (edge,)
        assert curtains == [] and scene.acting_seat == edge, curtains
        app.pop()
