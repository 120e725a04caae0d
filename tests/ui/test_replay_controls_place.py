"""New-user trial F60: in a Mythos replay the controls (step, play, speed, view) sat over the
bottom player's missions D and C, hiding the cards being played. Tables whose map has a
"replay" zone keep them there, the others at the top of the log's column, the log shortened
under them (tenth trial: To The Moon's controls covered Ana's exchanges); none of them covers a
place where cards lie, nor the log."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.engine.players import play_out
from game.ui.scenes.replay import PANEL, ReplayScene


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("game_id", ["mythos", "robot_duel", "to_the_moon", "mining_war", "maphr"])
def test_the_replay_controls_cover_no_card_place(app, game_id):
    session = sessions.start(sessions.make_config(game_id, [SeatConfig("A", "computer:easy"), SeatConfig("B", "computer:easy")], 3))
    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    scene = ReplayScene(app, session.match, None)
    app.push(scene)
    plugin = scene.table.plugin
    places = [obj.rect for obj in plugin.level.objects if obj.name.startswith(("side_", "mission_", "p0_", "p1_"))
              and not obj.name.endswith(("panel",))]
    assert places
    for button in scene.group.buttons[:5]:  # the five controls of the panel
        for place in places:
            assert not _overlap(button.rect, place), (button.label, place)
    panel = scene._placed(PANEL)
    assert not _overlap(panel, scene.table.log.rect), (panel, scene.table.log.rect)
    assert scene.table.log.rect[3] >= 110, "the log keeps room for a few lines"
