"""Issue 19: a choice with only one answer, decided by what everyone can see, plays itself (maphr:
the last card of a draft packet), shown in the log; no curtain, no click for it."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from tests.ui.maphr_gestures import draft_table


def test_the_last_card_of_a_draft_packet_is_taken_by_itself(app, player, monkeypatch):
    scene = draft_table(app, lambda match: match.state.phase == "draw" and match.state.step in ("pick", "first_pick") and any(
        len(match.state.packets.get(s, ())) == 1 for s in match.to_act()))
    match = scene.match
    toasts = []
    shown = app.toast
    monkeypatch.setattr(app, "toast", lambda text, info=False: (toasts.append(text), shown(text, info)))
    scene.presented = len(match.entries)
    scene.refresh()
    before = len(match.entries)
    last = [s for s in match.to_act() if len(match.state.packets.get(s, ())) == 1]
    player.frames(3)
    player.settle()
    picks = [e.command for e in match.entries[before:] if isinstance(e.command, cmd.DraftPick)]
    assert any(c.seat in last for c in picks), "the forced pick was not played"
    assert any("only one choice" in text for text in toasts)
