"""A golden playthrough: a fixed seed played by fixed random players must end in the same
state. If a rules or data change moves this hash on purpose, raise rules_version (old saves
would fold differently) and record the new figures here."""

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out


def test_golden_two_player_game():
    seats = [SeatConfig("A", "computer:easy"), SeatConfig("B", "computer:easy")]
    # The round limit is off by default (README, R1); random players get the safeguard.
    match = sessions.start(sessions.make_config("mining_war", seats, 2026, {"max_rounds": 100})).match
    play_out(match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    # Rules version 4 (issue 22): HACK asks whom to rob, or nobody, even with one victim.
    assert (match.state_hash(), len(match.entries)) == ("aebbf5b72cfe32b7", 815)
    assert match.outcome.winners == (1,) and match.outcome.reason == "last pool standing"
