"""Every card interaction the rulebook names, beyond the digest's twelve acceptance tests."""

import pytest

from duel_helpers import TRACK, new_match, of_type, play_round, robot
from game.engine import IllegalCommand
from game.levels import load_level, robot_duel_track
from game.rules.robot_duel.commands import PlayCard
from game.rules.robot_duel.events import (
    AttackCountered,
    AttacksClashed,
    BonusDrawn,
    CardCopied,
    CardRested,
    CardReturned,
    CostPaid,
    DamageTaken,
    DuelWon,
    MoveCancelled,
    PawnMoved,
    TilesTurnedUp,
)

RICH = {"battery": 4, "disk": 4}


def hands(p1, p2):
    """A fixed setup whose hands hold exactly the named cards (plus free ones to fill)."""
    ids = lambda seat, names: [n if n.startswith("star.") else f"p{seat}.{n}" for n in names]
    return [ids(0, p1), ids(1, p2)]


# -- attack against attack ----------------------------------------------------------------------

def test_thunder_beats_ray_and_deals_its_full_two():
    match = new_match({"hands": hands(["thunder"], ["star.ray"]), "tiles": [RICH, RICH]})
    events = play_round(match, "thunder", "ray")
    assert AttacksClashed(0) in events and of_type(events, DamageTaken) == [DamageTaken(1, 2, 0)]
    assert robot(match, 1).disk == 3  # Ray costs 1 Disk


def test_ray_against_spark_is_an_equal_clash():
    match = new_match({"hands": hands(["spark"], ["star.ray"]), "tiles": [RICH, RICH]})
    events = play_round(match, "spark", "ray")
    assert AttacksClashed(None) in events and not of_type(events, DamageTaken)


# -- Barrier --------------------------------------------------------------------------------------

@pytest.mark.parametrize("attack, taken", [("spark", 0), ("thunder", 1)])
def test_barrier_takes_one_off_any_attack(attack, taken):
    match = new_match()
    events = play_round(match, "barrier", attack)
    assert of_type(events, DamageTaken) == [DamageTaken(0, taken, 1)]
    assert robot(match, 0).health == 4 - taken and robot(match, 0).disk == 1


def test_barrier_with_no_attack_only_turns_up_a_disk_and_rests():
    match = new_match()
    events = play_round(match, "barrier", "charge")
    assert not of_type(events, DamageTaken)
    assert robot(match, 0).disk == 1 and robot(match, 0).rest == "p0.barrier"


# -- Counter --------------------------------------------------------------------------------------

def test_counter_against_thunder():
    match = new_match({"tiles": [{"disk": 2}, {}]})
    events = play_round(match, "counter", "thunder")
    assert AttackCountered(1) in events
    assert of_type(events, DamageTaken) == [DamageTaken(1, 2, 0)]
    assert robot(match, 0).health == 4


@pytest.mark.parametrize("other", ["charge", "move", "counter", "barrier"])
def test_counter_against_a_non_attack_does_nothing_but_is_paid(other):
    match = new_match({"tiles": [{"disk": 2}, {"disk": 2}]})
    events = play_round(match, "counter", other)
    assert not of_type(events, AttackCountered) and not of_type(events, DamageTaken)
    assert CostPaid(0, "p0.counter", 0, 2) in events
    if other == "move":
        assert robot(match, 1).position == 1  # Counter is no attack: the move goes ahead


def test_counter_against_a_copy_of_an_attack():
    match = new_match({
        "hands": hands(["star.copy", "charge"], ["counter", "charge"]),
        "rest": ["p0.spark", None], "tiles": [{"disk": 1}, {"disk": 2}],
    })
    events = play_round(match, "copy", "counter")
    assert CardCopied(0, "spark") in events and AttackCountered(0) in events
    assert (robot(match, 0).health, robot(match, 1).health) == (2, 4)


# -- Move -----------------------------------------------------------------------------------------

def test_move_goes_one_space_when_not_attacked():
    match = new_match()
    events = play_round(match, "move", "barrier")
    assert PawnMoved(0, 1) in events and robot(match, 0).position == 1


def test_move_is_cancelled_by_a_copied_attack():
    match = new_match({
        "hands": hands(["move", "charge"], ["star.copy", "charge"]),
        "rest": [None, "p1.spark"], "tiles": [{}, {"disk": 1}],
    })
    events = play_round(match, "move", "copy")
    assert MoveCancelled(0, "attacked") in events and robot(match, 0).health == 3


def test_both_move_and_only_one_reaches_the_moon():
    match = new_match({"positions": [3, 1]})
    events = play_round(match, "move", "move")
    assert PawnMoved(0, 4) in events and PawnMoved(1, 2) in events
    assert events[-1] == DuelWon((0,), "moon")


# -- Trap -----------------------------------------------------------------------------------------

def test_copy_of_move_is_still_cancelled_by_trap():
    match = new_match({
        "hands": hands(["star.copy", "charge"], ["star.trap", "charge"]),
        "rest": ["p0.move", None], "tiles": [{"disk": 1}, {}],
        "bonus_order": ["star.ray", "star.recovery"],
    })
    events = play_round(match, "copy", "trap")
    assert CardCopied(0, "move") in events and MoveCancelled(0, "trap") in events
    assert robot(match, 0).position == 0 and robot(match, 1).disk == 1


def test_trap_against_a_non_move_only_turns_up_a_disk():
    match = new_match({"hands": hands(["charge"], ["star.trap"])})
    events = play_round(match, "charge", "trap")
    assert not of_type(events, MoveCancelled) and robot(match, 1).disk == 1


# -- Copy -----------------------------------------------------------------------------------------

def test_copy_with_an_empty_rest_zone_is_refused():
    match = new_match({"hands": hands(["star.copy", "charge"], ["charge"]), "tiles": [{"disk": 1}, {}]})
    assert PlayCard(0, "star.copy") not in match.legal_commands(0)
    with pytest.raises(IllegalCommand, match="rest zone"):
        match.submit(PlayCard(0, "star.copy"))


def test_copy_needs_its_own_disk():
    match = new_match({"hands": hands(["star.copy", "charge"], ["charge"]), "rest": ["p0.move", None]})
    with pytest.raises(IllegalCommand, match="Copy costs 1 Disk"):
        match.submit(PlayCard(0, "star.copy"))


def test_copy_of_charge_turns_up_a_battery():
    match = new_match({
        "hands": hands(["star.copy", "move"], ["charge"]), "rest": ["p0.charge", None],
        "tiles": [{"battery": 0, "disk": 1}, {}],
    })
    events = play_round(match, "copy", "charge")
    assert TilesTurnedUp(0, "star.copy", 1, 0) in events
    assert (robot(match, 0).battery, robot(match, 0).disk) == (1, 0)


def test_copy_of_barrier_reduces_and_pays_then_regains_its_disk():
    match = new_match({
        "hands": hands(["star.copy", "move"], ["thunder", "charge"]), "rest": ["p0.barrier", None],
        "tiles": [{"disk": 1}, {}],
    })
    events = play_round(match, "copy", "thunder")
    assert of_type(events, DamageTaken) == [DamageTaken(0, 1, 1)]
    assert robot(match, 0).disk == 1  # paid 1 for the Copy, turned 1 up as a Barrier


def test_resting_copy_keeps_what_it_copied_then_returns_to_hand_plain():
    match = new_match({
        "hands": hands(["star.copy", "charge", "move"], ["charge", "barrier", "move"]),
        "rest": ["p0.spark", None], "tiles": [{"disk": 1}, {}],
    })
    play_round(match, "copy", "charge")
    assert match.view(1)["robots"][0]["rest_copied"] == "spark"  # public, as the card lies face up
    events = play_round(match, "charge", "barrier")
    assert CardReturned(0, "star.copy") in events and CardRested(0, "p0.charge", None) in events
    assert robot(match, 0).rest_copied is None and "star.copy" in robot(match, 0).hand


def test_copy_of_move_onto_a_star_draws_a_bonus():
    match = new_match({
        "hands": hands(["star.copy", "charge"], ["charge"]), "rest": ["p0.move", None],
        "positions": [1, 0], "tiles": [{"disk": 1}, {}], "bonus_order": ["star.trap", "star.ray"],
    })
    events = play_round(match, "copy", "charge")
    assert PawnMoved(0, 2) in events and BonusDrawn(0, "star.trap") in events
    assert "star.trap" in robot(match, 0).hand and match.state.bonus_pile == ["star.ray"]


# -- ★ spaces and the bonus pile -------------------------------------------------------------------

def test_star_spaces_draw_the_top_bonus_card_secretly():
    match = new_match({"positions": [1, 0], "bonus_order": ["star.ray", "star.copy", "star.trap", "star.recovery"]})
    play_round(match, "move", "charge")
    drawn = [e for e in match.entries if isinstance(e.event, BonusDrawn)]
    assert [e.event for e in drawn] == [BonusDrawn(0, "star.ray")]
    assert drawn[0].event.seen_by(1) == BonusDrawn(0, None)
    assert "star.ray" not in str(match.view(1)) and "star.ray" in str(match.view(0))
    play_round(match, "charge", "barrier")
    play_round(match, "move", "charge")  # 2 -> 3, also a ★
    assert robot(match, 0).position == 3 and "star.copy" in robot(match, 0).hand
    assert match.state.bonus_pile == ["star.trap", "star.recovery"]


def test_plain_space_draws_nothing_and_an_empty_pile_draws_nothing():
    match = new_match({"positions": [0, 1], "bonus_order": []})
    events = play_round(match, "move", "move")
    assert PawnMoved(0, 1) in events and PawnMoved(1, 2) in events
    assert not of_type(events, BonusDrawn) and len(robot(match, 1).hand) == 5


def test_both_on_a_star_in_one_round_draw_in_seat_order():
    match = new_match({"positions": [1, 1], "bonus_order": ["star.ray", "star.trap"]})
    events = play_round(match, "move", "move")
    assert of_type(events, BonusDrawn) == [BonusDrawn(0, "star.ray"), BonusDrawn(1, "star.trap")]


# -- tiles and the other ★ cards --------------------------------------------------------------------

def test_recovery_turns_up_a_battery_and_a_disk():
    match = new_match({"hands": hands(["star.recovery"], ["charge"])})
    play_round(match, "recovery", "charge")
    assert (robot(match, 0).battery, robot(match, 0).disk) == (3, 1)


def test_charge_with_four_batteries_up_is_wasted():
    match = new_match({"tiles": [{"battery": 4}, {}]})
    events = play_round(match, "charge", "charge")
    assert TilesTurnedUp(0, "p0.charge", 0, 0) in events and robot(match, 0).battery == 4


def test_damage_never_flips_more_than_the_health_left():
    match = new_match({"tiles": [{"health": 1}, {}]})
    events = play_round(match, "charge", "thunder")
    assert DamageTaken(0, 1, 0) in events and robot(match, 0).health == 0
    assert events[-1] == DuelWon((1,), "health")


def test_counter_knocks_out_the_attacker():
    match = new_match({"tiles": [{"health": 2}, {"disk": 2}]})
    events = play_round(match, "spark", "counter")
    assert events[-1] == DuelWon((1,), "health")


# -- the track and scripted setups ------------------------------------------------------------------

def test_track_comes_from_the_tiled_map():
    assert robot_duel_track(load_level("robot_duel")) == TRACK


def test_a_scripted_rest_card_is_not_also_dealt_to_the_hand():
    match = new_match({"rest": ["p0.charge", None]})
    assert robot(match, 0).rest == "p0.charge" and "p0.charge" not in robot(match, 0).hand
    assert len(robot(match, 0).hand) == 5


@pytest.mark.parametrize("setup, reason", [
    ({"hands": [["p1.spark"], []]}, "other player"),
    ({"rest": [None, "p0.move"]}, "other player"),
    ({"hands": [["p0.spark"], ["p1.spark"]], "rest": ["p0.spark", None]}, "twice"),
    ({"positions": [4, 0]}, "spaces 0..3"),
    ({"tiles": [{"health": 0}, {}]}, "at least 1 Health"),
    ({"deck": []}, "unknown setup key"),
])
def test_bad_scripted_setups_are_refused_with_a_reason(setup, reason):
    with pytest.raises(ValueError, match=reason):
        new_match(setup)


def test_copy_of_trap_cancels_a_move_and_turns_up_a_disk():
    match = new_match({
        "hands": hands(["star.copy", "charge"], ["move", "charge"]), "rest": ["star.trap", None],
        "tiles": [{"disk": 1}, {}],
    })
    events = play_round(match, "copy", "move")
    assert CardCopied(0, "trap") in events and MoveCancelled(1, "trap") in events
    assert robot(match, 0).disk == 1 and robot(match, 1).position == 0
    assert "star.trap" in robot(match, 0).hand and robot(match, 0).rest_copied == "trap"
