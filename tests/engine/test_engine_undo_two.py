"""Undo of two commands in a row (Undo.batches): a table that played a move by itself for a
seat (nothing else to do) takes it back together with the choice before it, or the seat's Undo
would only take back the automatic move, which would play itself again."""

from __future__ import annotations

import pytest

from game.engine import IllegalCommand, Undo, Undone
from game.engine.codec import encode

from engine_helpers import two_undoable_moves


def _two_in_a_row(game_id: str, seed: int):
    """A match just after a seat's second command in a row, neither revealing anything."""
    return two_undoable_moves(game_id, [seed])


def test_two_commands_of_one_seat_are_taken_back_together():
    match, seat = _two_in_a_row("mining_war", 3)
    last = match.entries[-1].batch
    earlier = match.entries[last - 1].batch
    before = match.state_at(earlier)
    [entry] = match.submit(Undo(seat, 2))
    assert entry.event == Undone(seat=seat, back_to=earlier)
    assert match.rules.hash_data(match.state) == match.rules.hash_data(before)
    assert not match.can_undo(seat), "an undo is not itself undone"


def test_two_are_refused_when_the_earlier_one_is_not_the_seats():
    match, seat = _two_in_a_row("mining_war", 3)
    assert not match.can_undo(1 - seat, 1) and not match.can_undo(1 - seat, 2)
    with pytest.raises(IllegalCommand):
        match.submit(Undo(1 - seat, 2))
    for bad in (0, -1):
        assert not match.can_undo(seat, bad)
        with pytest.raises(IllegalCommand):
            match.submit(Undo(seat, bad))


def test_an_undo_saved_before_batches_existed_still_reads():
    from game.engine.codec import Codec

    plain = encode(Undo(1))
    assert plain == {"type": "Undo", "seat": 1, "batches": 1}
    del plain["batches"]
    assert Codec([Undo]).decode(plain) == Undo(1)
