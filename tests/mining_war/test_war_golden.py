"""A golden playthrough: a fixed seed played by fixed random players must end in the same
state. If a rules or data change moves this hash on purpose, raise rules_version (old saves
would fold differently) and record the new figures here."""

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out


def test_golden_two_player_game():
    seats = [SeatConfig("A", "computer:easy"), SeatConfig("B", "computer:easy")]
    match = sessions.start(sessions.make_config("mining_war", seats, 2026)).match
    play_out(match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    assert (match.state_hash(), len(match.entries)) == ("1ea043e29e145709", 1348)
    assert match.outcome.winners == (0,) and match.outcome.reason == "last pool standing"
