"""Ninth new-user trial: the prompt said "2 at most", one tile was laid, and Prospect ended by
itself with nothing said (no other tile of the hand fitted). The table says so when it happens,
and says nothing when the action ends at its limit or by the player's own "stop"."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.rules.maphr import events as ev
from game.rules.maphr.actions import max_tiles
from game.rules.maphr.commands import PlaceTile
from game.ui.scenes.table import new_match_scene


def test_a_prospect_ended_short_of_its_tiles_is_said(app, player):
    said = quiet = 0
    for seed in range(12):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 1500:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            command = chooser.choice(legal)
            first = len(match.entries)
            app.toast_text = None
            assert scene.submit(command)
            if not isinstance(command, PlaceTile):
                continue
            end = next((i for i in range(first, len(match.entries)) if isinstance(match.entries[i].event, ev.ActionEnded)
                        and match.entries[i].event.action == "prospect" and match.entries[i].event.seat == seat), None)
            if end is None:
                continue
            start = max(i for i in range(end) if isinstance(match.entries[i].event, ev.ActionStarted) and match.entries[i].event.seat == seat)
            laid = sum(isinstance(e.event, ev.TilePlaced) for e in match.entries[start:end])
            short = laid < max_tiles(match.state, match.rules.cards, match.state.players[seat])
            notice = app.tr("maphr.prospect_ended_no_fit", name=scene.seats[seat].name)
            if short:
                assert app.toast_text == notice
                said += 1
            else:
                assert app.toast_text != notice
                quiet += 1
            if said >= 2 and quiet >= 2:
                return
    raise AssertionError(f"met {said} short and {quiet} full prospects")
