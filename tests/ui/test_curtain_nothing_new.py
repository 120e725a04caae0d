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


def test_a_curtain_right_after_the_seats_own_move_tells_that_move(app):
    match, seat = _seat_acting_again_after_a_bitcoin()
    scene = at_the_screen(app, match)
    scene.raise_curtain(seat)
    recap = scene.recap(seat)
    status = scene.table.plugin.status_text(match.view(PUBLIC), PUBLIC)
    assert len(recap) >= 2 and "Bitcoin" in recap[-2], recap
    assert recap[-1] == app.tr("table.now", status=status), "and what the game waits for (twelfth trial)"
    assert scene.recap(1 - seat), "the other seat's recap tells the moves since its own"


def test_a_curtain_with_no_line_at_all_says_nothing_is_new_and_what_is_awaited(app):
    match, seat = _seat_acting_again_after_a_bitcoin()
    scene = at_the_screen(app, match)
    scene.raise_curtain(seat)
    scene.table.log_lines = lambda upto, viewer: [""] * upto  # a move the log does not tell
    scene._recap = (None, [])  # the recap drawn before the stub is kept for its position
    status = scene.table.plugin.status_text(match.view(PUBLIC), PUBLIC)
    assert status and scene.recap(seat) == [app.tr("table.since_nothing"), app.tr("table.now", status=status)]


def test_a_move_that_ends_the_round_tells_the_next_round_on_the_curtain(app):
    """Eleventh new-user trial: Bob's answer ended Mythos's round 1 and began round 2 in its
    wake; Ana's curtain for round 2 came blank, then the next one for Bob too."""
    import random

    from game import sessions
    from game.engine import SeatConfig
    from game.rules.mythos import events as ev

    for seed in range(1, 30):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(seed)
        while not match.is_over() and len(match.entries) < 400:
            seat = match.to_act()[0]
            first = len(match.entries)
            match.submit(chooser.choice(match.legal_commands(seat)))
            started = any(isinstance(e.event, ev.RoundStarted) for e in match.entries[first:])
            if started and list(match.to_act()) == [seat]:
                scene = at_the_screen(app, match)
                scene.raise_curtain(seat)
                recap = scene.since_last_move(seat)
                assert any(line.startswith(("Round", "Début du tour")) or "round" in line.lower() for line in recap), recap
                return
    raise AssertionError("no move that began a round with its own seat to act next")
