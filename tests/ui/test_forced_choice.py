"""Issue 19: a choice with only one answer, decided by what everyone can see, plays itself (maphr:
the last card of a draft packet), shown in the log; no curtain, no click for it."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.table import new_match_scene


def test_the_last_card_of_a_draft_packet_is_taken_by_itself(app, player, monkeypatch):
    scene = new_match_scene(app, "maphr", [SeatConfig("Ada"), SeatConfig("Bob")], seed=3, options={"draw_dice": [5]})
    app.push(scene)
    match = scene.match
    chooser = random.Random(3)
    for _ in range(200):
        state = match.state
        if state.phase == "draw" and state.step in ("pick", "first_pick") and any(len(state.packets.get(s, ())) == 1 for s in match.to_act()):
            break
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        match.submit(chooser.choice(legal))
    else:
        raise AssertionError("no draft packet came down to one card")
    toasts = []
    shown = app.toast
    monkeypatch.setattr(app, "toast", lambda text: (toasts.append(text), shown(text)))
    scene.presented = len(match.entries)
    scene.refresh()
    before = len(match.entries)
    last = [s for s in match.to_act() if len(match.state.packets.get(s, ())) == 1]
    player.frames(3)
    player.settle()
    picks = [e.command for e in match.entries[before:] if isinstance(e.command, cmd.DraftPick)]
    assert any(c.seat in last for c in picks), "the forced pick was not played"
    assert any("only one choice" in text for text in toasts)
