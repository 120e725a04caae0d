"""Tenth new-user trial: after Ana answered "no offer" from her curtain, a second "Pass to Ana"
curtain came with nothing on it. A curtain with nothing new since the seat's own last move says
so, and what the game waits for, in public words."""

from __future__ import annotations

from game.rules.mining_war.commands import PlaceBitcoin
from game.ui.scenes.table_view import PUBLIC
from tests.ui.table_positions import at_the_screen


def _seat_acting_again_after_a_bitcoin():
    """A two-seat Mining War game just after a seat placed a Bitcoin and still acts: (match, seat)."""
    import random

    from game import sessions
    from game.engine import SeatConfig

    for seed in range(1, 10):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(seed)
        for _ in range(120):
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            bitcoins = [c for c in legal if isinstance(c, PlaceBitcoin)]
            match.submit(bitcoins[0] if bitcoins else chooser.choice(legal))
            if bitcoins and list(match.to_act()) == [seat]:
                return match, seat
    raise AssertionError("no seat still to act after placing a Bitcoin")


def test_a_curtain_with_nothing_new_says_so_and_what_is_awaited(app):
    match, seat = _seat_acting_again_after_a_bitcoin()
    scene = at_the_screen(app, match)
    scene.raise_curtain(seat)
    status = scene.table.plugin.status_text(match.view(PUBLIC), PUBLIC)
    assert status and scene.since_last_move(seat) == []
    assert scene.recap(seat) == [app.tr("table.since_nothing"), status]
    other = 1 - seat
    assert scene.recap(other), "the other seat's recap tells the moves since its own"
