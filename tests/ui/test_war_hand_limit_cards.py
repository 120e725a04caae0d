"""Thirteenth trial: at the hand limit ("choisissez une carte à poser face cachée") every card of
the hand was greyed with "il faut 3 ₿", as if none could be chosen. A card chosen for a decision
is not played: none is dimmed for a play's reason then."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.scenes.table_view import PUBLIC


def test_the_hand_limit_dims_no_card(app, player):
    for seed in range(40):
        scene = new_match_scene(app, "mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 3000:
            pending = match.view(PUBLIC)["pending"]
            if pending is not None and pending["kind"] == "hand_limit":
                break
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
        else:
            continue
        seat = pending["seat"]
        app.push(scene)
        scene.presented = len(match.entries)
        scene.curtain, scene.at_screen = None, seat
        scene.set_viewer(seat)
        player.frames(2)
        plugin, view = scene.table.plugin, scene.table.presenter.view
        hand = [c["card"] for c in view["players"][seat]["hand"]]
        assert len(hand) > 8
        assert [plugin.unplayable_reason(view, seat, card) for card in hand] == [None] * len(hand)
        # and the hint says how to choose, not to drag onto a lit place (none is lit)
        assert plugin.hint_key(scene._hand()) == "mining_war.hint_choose_card"
        return
    raise AssertionError("no seeded game reached the hand limit")
