"""Twentieth trial: a replay's first frames showed the Edge token with the first seat, though the
setup gave it to the other: the state read seat 0 until the token was given. Nobody holds it
before; the save hashes still read what they read before (tests/mythos/test_mythos_golden.py)."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos import events as ev


def test_nobody_holds_the_edge_until_the_setup_gives_it():
    given_to = set()
    for seed in range(8):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed)).match
        taken = next(i for i, entry in enumerate(match.entries) if isinstance(entry.event, ev.EdgeTaken))
        seat = match.entries[taken].event.seat
        for position in range(taken + 1):
            state = match.state_at(position)
            assert match.rules.view(state, None)["edge"] is None, (seed, position)
            assert match.rules.hash_data(state)["edge"] == 0, "older saves' hashes hold"
            match.rules.check_invariants(state)
        assert match.rules.view(match.state_at(taken + 1), None)["edge"] == seat
        given_to.add(seat)
    assert given_to == {0, 1}, "the setup gave it to each seat in some game"
