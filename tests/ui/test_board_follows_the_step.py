"""A hot-seat move shows the actor's own step, then the public ones; the board under a step must
be drawn from the same side as its sprites (seen in the window: Charge & Spark's tiles drawn for
one seat's side while the step's pieces stood on the other's)."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.rules.robot_duel.commands import PlayCard
from game.ui.scenes.table import new_match_scene


def test_the_board_is_drawn_from_the_perspective_of_the_step_playing(app, player):
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=4)
    app.push(scene)
    for _ in range(2):  # both choose: the second choice reveals, with steps seen by the public
        player.settle()
        if scene.curtain is not None:
            player.key(pygame.K_RETURN)
            player.frames(2)
        seat = scene.viewer
        card = next(c.card for c in scene.match.legal_commands(seat) if isinstance(c, PlayCard))
        assert scene.submit(PlayCard(seat, card))
    plugin = scene.table.plugin
    seen = []
    real = plugin.draw_board
    plugin.draw_board = lambda surface, vp, view, viewer: (seen.append((scene.table.presenter.current.perspective if scene.table.presenter.current else None, viewer)), real(surface, vp, view, viewer))
    for _ in range(40):
        if not scene.table.presenter.animating:
            break
        player.frames(1, dt=0.05)
    plugin.draw_board = real
    drawn_during_steps = [(p, v) for p, v in seen if p is not None]
    assert drawn_during_steps and all(p == v for p, v in drawn_during_steps)


def test_the_table_does_not_turn_round_while_a_move_plays_out_for_everyone(app, player):
    """After the second player's move, the public steps keep that player's side at the bottom
    (the whole table flew round to the first seat's side in the middle of the reveal)."""
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=4)
    app.push(scene)
    actors = []
    for _ in range(2):
        player.settle()
        if scene.curtain is not None:
            player.key(pygame.K_RETURN)
            player.frames(2)
        seat = scene.viewer
        actors.append(seat)
        card = next(c.card for c in scene.match.legal_commands(seat) if isinstance(c, PlayCard))
        assert scene.submit(PlayCard(seat, card))
    bottoms = set()
    for _ in range(40):
        if not scene.table.presenter.animating:
            break
        scene.table.plugin.sprites(scene.table.presenter.view, scene.viewer)
        bottoms.add(scene.table.plugin.bottom_seat)
        player.frames(1, dt=0.05)
    assert bottoms == {actors[-1]}
