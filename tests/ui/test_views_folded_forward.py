"""The table builds each step's view from one state folded forward (issue 24: copying a snapshot
per event made maphr's many-event commands its slowest frames). That is only right if a view
shares nothing mutable with the state: a later event must not change a view already queued."""

from __future__ import annotations

import copy
import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table_view import TableView

GAMES = [("robot_duel", 2), ("mining_war", 3), ("mythos", 2), ("to_the_moon", 3), ("maphr", 3)]


@pytest.mark.parametrize("game_id, players", GAMES)
def test_views_of_a_state_folded_forward_are_the_views_of_fresh_states(game_id, players):
    match = sessions.start(sessions.make_config(game_id, [SeatConfig(f"P{s}") for s in range(players)], seed=5)).match
    chooser = random.Random(5)
    for _ in range(150):
        if match.is_over():
            break
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    walker = TableView.__new__(TableView)  # only its fold is used here: no window
    walker.match = match
    kept = []
    for position, state in walker.states_from(0):
        kept.append((position, {viewer: copy.deepcopy(match.rules.view(state, viewer)) for viewer in (None, -1, 0)},
                     {viewer: match.rules.view(state, viewer) for viewer in (None, -1, 0)}))
    assert len(kept) == len(match.entries)
    for position, snapshot, live in kept:
        for viewer in (None, -1, 0):
            fresh = match.rules.view(match.state_at(position + 1), viewer)
            assert snapshot[viewer] == fresh, f"entry {position}: the folded state's view differs"
            assert live[viewer] == fresh, f"entry {position}: a later event changed the view queued for {viewer}"
