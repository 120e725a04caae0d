"""Undo goes back step by step (fourteenth trial: a second Ctrl+Z was refused after the first had
taken back the turn's last move): each take-back goes one move of the seat further back, while
the moves it crosses are that seat's and showed nothing, and never past another seat's move."""

from __future__ import annotations

import pytest

from engine_helpers import two_undoable_moves
from game.engine import IllegalCommand, Undo

GAMES = ("mining_war", "maphr", "to_the_moon", "mythos")


def _two_of_one_seat(game_id: str):
    """A match just after a seat's second command in a row that may each be taken back."""
    return two_undoable_moves(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_second_undo_takes_back_the_move_before(game_id):
    match, seat = _two_of_one_seat(game_id)
    last = match.entries[-1].batch
    earlier = match.entries[last - 1].batch
    hashes = {position: match.rules.hash_data(match.state_at(position)) for position in (last, earlier)}
    match.submit(Undo(seat))
    assert match.rules.hash_data(match.state) == hashes[last]
    assert match.live_end() == last
    assert match.can_undo(seat), "the move before is the seat's and showed nothing"
    match.submit(Undo(seat))
    assert match.rules.hash_data(match.state) == hashes[earlier]
    assert match.live_end() == earlier
    # the state is the fold of the log: a new match folded from the saved entries agrees
    assert match.rules.hash_data(match.state_at(len(match.entries))) == hashes[earlier]


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_crosses_another_seats_move(game_id):
    match, seat = _two_of_one_seat(game_id)
    while match.can_undo(seat):
        match.submit(Undo(seat))
    end = match.live_end()
    before = match.entries[end - 1]
    first = match.entries[before.batch]
    assert first.actor != seat or not all(e.event.reveals_nothing for e in match.entries[before.batch:end]) \
        or first.command is None, "Undo stopped where it had to"
    with pytest.raises(IllegalCommand):
        match.submit(Undo(seat))


def test_a_take_back_the_game_went_on_from_is_where_the_log_stands():
    match, seat = _two_of_one_seat("mining_war")
    match.submit(Undo(seat))
    assert match.live_end() < len(match.entries)
    assert seat in match.to_act(), "a move taken back gives the seat its turn again"
    match.submit(match.legal_commands(seat)[0])
    assert match.live_end() == len(match.entries), "moves after a take-back are the log's end"
