"""Issue 18, finding 3: while a player's chosen card lies face down, the table draws their hand
without it: the opponent sees one card back per card really left in that hand."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.robot_duel.commands import PlayCard
from game.ui.scenes.table_view import PUBLIC, TableView


@pytest.mark.parametrize("viewer", [1, PUBLIC])
def test_the_face_down_choice_is_not_counted_twice(app, viewer):
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 2)).match
    match.submit(PlayCard(0, "p0.charge"))
    table = TableView(app, match)
    sprites = table.plugin.sprites(match.view(viewer), viewer)
    backs_in_hand = [s for s in sprites if s.key.startswith("hand:0:")]
    played = [s for s in sprites if s.key == "play:0"]
    assert len(played) == 1 and not played[0].face_up
    assert len(backs_in_hand) == 5, "six cards in all: five in hand, one face down in play"


def test_the_chooser_sees_each_of_their_cards_once(app):
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 2)).match
    match.submit(PlayCard(0, "p0.charge"))
    table = TableView(app, match)
    keys = [s.key for s in table.plugin.sprites(match.view(0), 0) if s.kind == "card"]
    assert len(keys) == len(set(keys))
    assert keys.count("p0.charge") == 1
