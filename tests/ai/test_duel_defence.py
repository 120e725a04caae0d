"""Issue 22: the hard Charge & Spark seat must not walk into an obvious knock-out.

The table: the hard seat (P1) has 2 Health and no Battery or Disk face up, so it can play only
Charge, Barrier or Move. The rival has 2 Batteries and Thunder in hand: Thunder deals 2 and
knocks P1 out unless P1 plays Barrier (Move is cancelled by an attack; Charge does nothing
against it). With the rival played at random in the play-outs the search chose Move in 3 of 6
seeds (and the same with the rival's card already face down).
"""

import sys
from pathlib import Path

import pytest

from game.ai.budget import simulation_budget
from game.ai.levels import DEFAULT_THINK_SECONDS
from game.ai.search import SearchPlayer
from game.rules.robot_duel.commands import PlayCard

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from robot_duel.duel_helpers import new_match  # noqa: E402

KNOCK_OUT_THREAT = {
    "hands": [
        ["p0.charge", "p0.barrier", "p0.move", "p0.counter", "p0.thunder"],
        ["p1.charge", "p1.barrier", "p1.thunder", "p1.counter", "p1.move"],
    ],
    "rest": ["p0.spark", "p1.spark"],
    "tiles": [{"health": 2, "battery": 0, "disk": 0}, {"health": 4, "battery": 2, "disk": 0}],
    "positions": [0, 0],
}


def test_the_threatened_seat_can_play_only_charge_barrier_or_move():
    match = new_match(KNOCK_OUT_THREAT)
    assert sorted(c.card for c in match.legal_commands(0)) == ["p0.barrier", "p0.charge", "p0.move"]


@pytest.mark.parametrize("rival_already_chose", [False, True], ids=["rival-to-choose", "rival-face-down"])
@pytest.mark.parametrize("seed", range(6))
def test_hard_plays_barrier_against_a_knock_out(seed, rival_already_chose):
    match = new_match(KNOCK_OUT_THREAT, seed=seed)
    if rival_already_chose:
        match.submit(PlayCard(1, "p1.thunder"))
    player = SearchPlayer(match.rules, seed=seed)  # the default budget of the hard level
    assert player.max_iterations == simulation_budget("robot_duel", DEFAULT_THINK_SECONDS)
    assert player.choose(match, 0) == PlayCard(0, "p0.barrier")


MOON_THREAT = {
    # The rival is one Move from the moon; the hard seat (P0) has one Battery, enough for Spark,
    # and the rival no Disk for a Counter: an attack is the only card that stops the Move.
    "hands": [
        ["p0.charge", "p0.barrier", "p0.move", "p0.spark", "p0.counter"],
        ["p1.charge", "p1.barrier", "p1.move", "p1.spark", "p1.counter"],
    ],
    "rest": ["p0.thunder", "p1.thunder"],
    "tiles": [{"health": 4, "battery": 1, "disk": 0}, {"health": 4, "battery": 0, "disk": 0}],
    "positions": [0, 3],
}


@pytest.mark.parametrize("seed", range(6))
def test_hard_attacks_a_rival_one_move_from_the_moon(seed):
    match = new_match(MOON_THREAT, seed=seed)
    assert match.state.track_length == 4  # position 3 is the last step before the moon
    assert PlayCard(0, "p0.spark") in match.legal_commands(0)
    player = SearchPlayer(match.rules, seed=seed)
    assert player.choose(match, 0) == PlayCard(0, "p0.spark")
