"""Third new-user trial H23: Phase II offered a "Prospect" token and nothing on screen said what
Prospecting does. Each token on offer is explained under the buttons, in the window's language."""

from __future__ import annotations

import random

import pytest

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import problems, texts_drawn


@pytest.mark.parametrize("lang,prospect", [("fr", "Prospecter : poser"), ("en", "Prospect: lay")])
def test_the_action_tokens_on_offer_say_what_they_do(app, player, lang, prospect):
    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3)
    app.push(scene)
    match, chooser = scene.match, random.Random(1)
    while match.view(-1).get("phase") != "actions":
        match_seat = match.to_act()[0]
        scene.submit(chooser.choice(match.legal_commands(match_seat)))
    seat = player.next_seat(scene)
    assert seat is not None and scene.table.plugin.mode == "tokens"
    records = texts_drawn(app, scene.draw)
    drawn = " ".join(text for text, _, _ in records)
    assert prospect in drawn
    offered = {name.split(":")[1] for row in scene.table.plugin.button_rows() for name in row if name.startswith("token:")}
    for action in ("prospect", "exploit", "build"):
        assert (" ".join(app.tr(f"maphr.means_{action}").split()[:3]) in drawn) == (action in offered), action
        # one not on offer says why not (fourth trial: Prospect "vanished without a reason")
        assert (" ".join(app.tr(f"maphr.means_{action}_no").split()[:3]) in drawn) == (action not in offered), action
    assert {"prospect", "exploit", "build"} - offered, "this position offers every action: nothing to explain"
    assert problems(records, app.screen.get_rect()) == []
