"""The twelve "Acceptance tests from the text" of shared/games/robot_duel.md, one test each."""

import pytest

from duel_helpers import new_match, of_type, play_round, robot
from game.engine import IllegalCommand
from game.rules.robot_duel.commands import PlayCard
from game.rules.robot_duel.events import (
    AttackCountered,
    AttacksClashed,
    CardCopied,
    CostPaid,
    DamageTaken,
    DuelWon,
    MoveCancelled,
    PawnMoved,
)


def test_1_setup_state():
    match = new_match(seed=5)
    for seat in (0, 1):
        r = robot(match, seat)
        assert (r.health, r.battery, r.disk) == (4, 2, 0)
        assert sorted(r.hand) == sorted(f"p{seat}.{t}" for t in ("charge", "spark", "barrier", "thunder", "counter", "move"))
        assert r.rest is None and r.position == 0
    assert sorted(match.state.bonus_pile) == ["star.copy", "star.ray", "star.recovery", "star.trap"]
    assert match.to_act() == (0, 1) and match.state.round == 1


def test_2_clash_weaker_attack_takes_the_stronger_damage():
    match = new_match()
    events = play_round(match, "spark", "thunder")
    assert of_type(events, AttacksClashed) == [AttacksClashed(winner=1)]
    assert (robot(match, 0).health, robot(match, 1).health) == (2, 4)
    # Both pay: Spark 1 Battery, Thunder 2 Batteries.
    assert of_type(events, CostPaid) == [CostPaid(0, "p0.spark", 1, 0), CostPaid(1, "p1.thunder", 2, 0)]
    assert (robot(match, 0).battery, robot(match, 1).battery) == (1, 0)


def test_3_equal_clash_hurts_nobody():
    match = new_match()
    events = play_round(match, "spark", "spark")
    assert of_type(events, AttacksClashed) == [AttacksClashed(winner=None)]
    assert not of_type(events, DamageTaken)
    assert (robot(match, 0).health, robot(match, 1).health) == (4, 4)


def test_4_barrier_takes_one_off_thunder_and_turns_up_a_disk():
    match = new_match()
    events = play_round(match, "thunder", "barrier")
    assert of_type(events, DamageTaken) == [DamageTaken(1, amount=1, blocked=1)]
    assert robot(match, 1).health == 3 and robot(match, 1).disk == 1


def test_5_counter_turns_the_attack_back():
    match = new_match({"tiles": [{}, {"disk": 2}]})
    events = play_round(match, "spark", "counter")
    assert of_type(events, AttackCountered) == [AttackCountered(0)]
    assert (robot(match, 0).health, robot(match, 1).health) == (2, 4)
    assert robot(match, 1).disk == 0  # Counter costs 2 Disks


def test_6_move_interrupted_by_an_attack():
    match = new_match()
    events = play_round(match, "move", "spark")
    assert of_type(events, MoveCancelled) == [MoveCancelled(0, "attacked")]
    assert not of_type(events, PawnMoved)
    assert robot(match, 0).position == 0 and robot(match, 0).health == 3


def test_7_trap_cancels_move_and_turns_up_a_disk():
    match = new_match({"hands": [["p0.move", "p0.charge"], ["star.trap", "p1.charge"]]})
    events = play_round(match, "move", "trap")
    assert of_type(events, MoveCancelled) == [MoveCancelled(0, "trap")]
    assert robot(match, 0).position == 0 and robot(match, 1).disk == 1


def test_8_both_reaching_the_moon_together_cancels_both_moves():
    match = new_match({"positions": [3, 3]})
    events = play_round(match, "move", "move")
    assert of_type(events, MoveCancelled) == [MoveCancelled(0, "both_at_moon"), MoveCancelled(1, "both_at_moon")]
    assert (robot(match, 0).position, robot(match, 1).position) == (3, 3)
    assert match.outcome is None


def test_9_rest_zone_cycle():
    match = new_match()
    play_round(match, "charge", "charge")
    assert robot(match, 0).rest == "p0.charge" and "p0.charge" not in robot(match, 0).hand
    play_round(match, "move", "barrier")
    assert robot(match, 0).rest == "p0.move" and "p0.charge" in robot(match, 0).hand
    assert PlayCard(0, "p0.move") not in match.legal_commands(0)
    with pytest.raises(IllegalCommand, match="not in your hand"):
        match.submit(PlayCard(0, "p0.move"))


@pytest.mark.parametrize("answer, p1_health, p2_health", [("charge", 4, 2), ("counter", 2, 4)])
def test_10_copy_plays_the_resting_thunder_without_its_cost(answer, p1_health, p2_health):
    match = new_match({
        "hands": [["star.copy", "p0.charge"], ["p1.charge", "p1.counter"]],
        "rest": ["p0.thunder", None],
        "tiles": [{"battery": 0, "disk": 1}, {"disk": 2}],
    })
    events = play_round(match, "copy", answer)
    assert CardCopied(0, "thunder") in events
    assert CostPaid(0, "star.copy", 0, 1) in events  # only the Copy's own Disk
    assert robot(match, 0).battery == 0 and robot(match, 0).disk == 0
    assert (robot(match, 0).health, robot(match, 1).health) == (p1_health, p2_health)
    assert robot(match, 0).rest == "star.copy" and robot(match, 0).rest_copied == "thunder"
    assert "p0.thunder" in robot(match, 0).hand


def test_11_unaffordable_attacks_cannot_be_chosen():
    match = new_match({"tiles": [{"battery": 0}, {}]})
    legal = {c.card for c in match.legal_commands(0)}
    assert "p0.spark" not in legal and "p0.thunder" not in legal
    assert {"p0.charge", "p0.barrier", "p0.move"} <= legal
    with pytest.raises(IllegalCommand) as refused:
        match.submit(PlayCard(0, "p0.spark"))
    assert refused.value.reason == "Spark attack costs 1 Battery; you have 0 face up"


def test_12_victory_by_health_and_by_moon():
    knockout = new_match({"tiles": [{}, {"health": 1}]})
    events = play_round(knockout, "spark", "charge")
    assert events[-1] == DuelWon((0,), "health")
    assert knockout.outcome.winners == (0,) and knockout.is_over() and knockout.to_act() == ()

    moon = new_match({"positions": [0, 3]})
    events = play_round(moon, "charge", "move")
    assert PawnMoved(1, 4) in events and events[-1] == DuelWon((1,), "moon")
    assert moon.outcome.reason == "moon"
    with pytest.raises(IllegalCommand, match="over"):
        moon.submit(PlayCard(0, "p0.spark"))
