"""Thirteenth trial: To The Moon's Character pick, made in the open before any card is dealt,
came behind two curtains. A curtain guards what a seat may see and the others may not: a view
holding nothing of the kind goes up at once, and the first private view after it still comes
behind a curtain."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


def test_the_character_pick_needs_no_curtain_and_the_first_hand_does(app, player):
    scene = new_match_scene(app, "to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3)
    app.push(scene)
    picks = 0
    for _ in range(40):
        player.settle()
        player.frames(5, dt=0.2)
        if scene.match.view(0)["phase"] != "choose_character" and scene.match.state.phase != "choose_character":
            break
        assert scene.curtain is None, "a curtain for a pick with nothing to hide"
        seat = scene.acting_seat
        assert seat is not None and scene.shows_nothing_private(seat)
        player.key(pygame.K_1)
        player.key(pygame.K_RETURN)
        picks += 1
    assert picks == 2
    player.settle()
    player.frames(10, dt=0.2)
    # Cards are dealt: the first hand shown comes behind a curtain.
    seat = scene.match.to_act()[0]
    assert not scene.shows_nothing_private(seat)
    assert scene.curtain == seat
