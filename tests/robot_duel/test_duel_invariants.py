"""The Charge & Spark invariants (game/rules/robot_duel/invariants.py): random self-play keeps
them after every command and ends, and each check catches a real table corrupted in its way."""

import copy

import pytest

from duel_helpers import new_match, play_round, rules
from game import sessions
from game.engine import MatchConfig, RandomPlayer, SeatConfig
from game.engine.rules import Outcome
from game.rules.robot_duel.commands import PlayCard

MAX_COMMANDS = 5_000


def play_checked(config: MatchConfig, seed: int) -> int:
    """Random legal play to the end, the invariants checked after every command; the commands."""
    match = sessions.start(config, None, durable=False).match
    bots = {s: RandomPlayer(seed * 7 + s) for s in (0, 1)}
    match.rules.check_invariants(match.state)
    commands = 0
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(bots[seat].choose(match, seat))
        match.rules.check_invariants(match.state)
        commands += 1
        assert commands < MAX_COMMANDS, "no end"
    assert match.outcome is not None and len(match.outcome.winners) == 1
    return commands


@pytest.mark.parametrize("seed", range(25))
def test_random_self_play_on_the_level_track_keeps_the_invariants_and_ends(seed):
    # The only player count is 2; the track is the shipped level's, as the soak plays it.
    config = sessions.make_config("robot_duel", [SeatConfig("P1"), SeatConfig("P2")], seed)
    assert play_checked(config, seed) >= 2 * 2  # at least two rounds: nobody wins in one


@pytest.mark.parametrize("seed", range(10))
def test_random_self_play_with_more_stars_than_bonus_cards(seed):
    # Six ★ spaces a side: the pile runs out, so "fewer draws than ★ reached" must be allowed.
    track = {"length": 7, "stars": [1, 2, 3, 4, 5, 6]}
    config = MatchConfig("robot_duel", (SeatConfig("P1"), SeatConfig("P2")), seed, {"track": track})
    play_checked(config, seed)


@pytest.mark.parametrize("seed", range(10))
def test_random_self_play_from_a_scripted_setup(seed):
    # Cards left out, ★ cards dealt, pawns ahead and Health down: the checks start from there.
    setup = {
        "hands": [["p0.charge", "p0.spark", "p0.move", "star.copy"], ["p1.charge", "p1.barrier", "p1.move", "p1.thunder"]],
        "rest": ["p0.barrier", "star.trap"],
        "tiles": [{"health": 2, "disk": 1}, {"battery": 4}],
        "positions": [1, 2],
        "bonus_order": ["star.ray"],
    }
    config = MatchConfig("robot_duel", (SeatConfig("P1"), SeatConfig("P2")), seed,
                         {"track": {"length": 4, "stars": [2, 3]}, "setup": setup})
    play_checked(config, seed)


# -- real tables to corrupt ---------------------------------------------------------------------

def fresh():
    """Round 1, nothing chosen yet (the rulebook's setup)."""
    return new_match().state


def choosing():
    """Round 4 of the rulebook's setup, both pawns on the ★ space 2 with one bonus card each,
    Move resting on both sides, P1 has chosen Spark face down."""
    match = new_match(seed=3)
    play_round(match, "move", "move")
    play_round(match, "charge", "charge")
    play_round(match, "move", "move")
    match.submit(PlayCard(0, "p0.spark"))
    state = match.state
    assert state.round == 4 and [r.position for r in state.robots] == [2, 2] and len(state.bonus_pile) == 2
    return state


def late():
    """A scripted setup (P1 at 3 Health, both pawns on space 3), one round of Charges played."""
    match = new_match({"positions": [3, 3], "tiles": [{"health": 3}, {}]})
    play_round(match, "charge", "charge")
    return match.state


def copied():
    """P1's Copy played a Barrier and rests keeping it."""
    match = new_match({"hands": [["p0.barrier", "p0.charge", "star.copy"], ["p1.charge", "p1.move", "p1.spark"]],
                       "tiles": [{"disk": 1}, {}]})
    play_round(match, "barrier", "charge")
    play_round(match, "copy", "move")
    state = match.state
    assert state.robots[0].rest == "star.copy" and state.robots[0].rest_copied == "barrier"
    return state


def won_by_health():
    match = new_match({"tiles": [{}, {"health": 1}]})
    play_round(match, "spark", "charge")
    assert match.outcome.reason == "health"
    return match.state


def won_at_the_moon():
    match = new_match({"positions": [3, 0]})
    play_round(match, "move", "charge")
    assert match.outcome.reason == "moon"
    return match.state


TABLES = {f.__name__: f for f in (fresh, choosing, late, copied, won_by_health, won_at_the_moon)}


@pytest.fixture(scope="module")
def tables():
    return {name: make() for name, make in TABLES.items()}


@pytest.mark.parametrize("name", TABLES)
def test_the_real_tables_pass(tables, name):
    rules().check_invariants(tables[name])


def move_card(source, target, card, front=False):
    source.remove(card)
    target.insert(0 if front else len(target), card)


def swap_rest_with_hand(robot, card):
    robot.hand[robot.hand.index(card)] = robot.rest
    robot.rest = card


def bonus_card_of(robot):
    (card,) = [c for c in robot.hand if c.startswith("star.")]
    return card


def set_outcome(state, winners, reason):
    state.outcome = Outcome(tuple(winners), reason)


# (table, corruption, words the AssertionError must contain): one or more per check.
CORRUPTIONS = {
    # cards conserved, each exactly once, a basic card on its owner's side
    "a card lost": ("choosing", lambda s: s.robots[1].hand.pop(), "cards are not conserved"),
    "a card doubled": ("choosing", lambda s: s.robots[0].hand.append(s.robots[0].hand[0]), "cards are not conserved"),
    "an unknown card": ("fresh", lambda s: s.robots[0].hand.append("p2.spark"), "cards are not conserved"),
    "a basic card crossed": ("choosing", lambda s: move_card(s.robots[0].hand, s.robots[1].hand, "p0.barrier"),
                             "basic card p0.barrier is on seat 1's side"),
    "a basic card in the pile": ("choosing", lambda s: move_card(s.robots[1].hand, s.bonus_pile, "p1.barrier"),
                                 "basic card p1.barrier is on the bonus pile"),
    # tiles within 0..4
    "battery above 4": ("choosing", lambda s: setattr(s.robots[0], "battery", 5), "seat 0 has 5 battery tiles"),
    "negative disk": ("fresh", lambda s: setattr(s.robots[1], "disk", -1), "seat 1 has -1 disk tiles"),
    "health above 4": ("fresh", lambda s: setattr(s.robots[1], "health", 5), "seat 1 has 5 health tiles"),
    # Health never comes back, and falls at most 2 a round
    "health regained": ("late", lambda s: setattr(s.robots[0], "health", 4), "seat 0 gained Health"),
    "too much damage": ("late", lambda s: setattr(s.robots[1], "health", 1), "seat 1 lost 3 Health in 1 rounds"),
    # pawns: 1 space forward per round at most, never back
    "pawn moved back": ("late", lambda s: setattr(s.robots[0], "position", 2), "seat 0's pawn is on space 2"),
    "pawn too far": ("fresh", lambda s: setattr(s.robots[1], "position", 1), "seat 1's pawn is on space 1 after 0 rounds"),
    "pawn past the moon": ("late", lambda s: (setattr(s, "round", 3), setattr(s.robots[0], "position", 5)),
                           "seat 0's pawn is on space 5 after 2 rounds"),  # 2 moves in 2 rounds, but off the track
    # a ★ card drawn for each ★ space reached while the pile lasts, and none otherwise
    "a draw undone": ("choosing", lambda s: move_card(s.robots[0].hand, s.bonus_pile, bonus_card_of(s.robots[0]), front=True),
                      "seat 0 drew 0 bonus cards after reaching 1"),
    "a draw too many": ("choosing", lambda s: move_card(s.bonus_pile, s.robots[1].hand, s.bonus_pile[0]),
                        "seat 1 drew 2 bonus cards after reaching 1"),
    "a draw off the ★": ("fresh", lambda s: move_card(s.bonus_pile, s.robots[0].hand, s.bonus_pile[0]),
                         "seat 0 drew 1 bonus cards after reaching 0"),
    # the rest zone holds the card revealed last, a Copy what it copied
    "rest zone emptied": ("choosing", lambda s: (s.robots[1].hand.append(s.robots[1].rest), setattr(s.robots[1], "rest", None)),
                          "seat 1's rest zone holds None"),
    "rest zone swapped": ("choosing", lambda s: swap_rest_with_hand(s.robots[0], "p0.charge"),
                          "seat 0's rest zone holds p0.charge, not the card it revealed last"),
    "rest zone filled early": ("fresh", lambda s: (s.robots[0].hand.remove("p0.charge"), setattr(s.robots[0], "rest", "p0.charge")),
                               "seat 0's rest zone holds p0.charge before any round"),
    "revealed before round 1": ("fresh", lambda s: s.last_revealed.update({0: "p0.move"}), "were revealed before any round"),
    "a plain card keeps copied properties": ("choosing", lambda s: setattr(s.robots[0], "rest_copied", "spark"),
                                             "keeps the properties of 'spark'"),
    "a Copy copies a Copy": ("copied", lambda s: setattr(s.robots[0], "rest_copied", "copy"), "keeps the properties of 'copy'"),
    "a Copy forgets": ("copied", lambda s: setattr(s.robots[0], "rest_copied", None), "Copy rests without the card it copied"),
    # a face-down choice is in hand and paid for
    "choice not in hand": ("choosing", lambda s: s.secrets.committed.update({0: "p0.move"}), "chose p0.move, which is not in its hand"),
    "choice unpaid": ("choosing", lambda s: setattr(s.robots[0], "battery", 0), "chose p0.spark, which it cannot play (no battery)"),
    # phase: choosing, or over; never left mid-resolution
    "left resolving": ("choosing", lambda s: setattr(s, "resolving", True), "left mid-resolution"),
    "a card left on the table": ("won_by_health", lambda s: s.revealed.update({1: "p1.charge"}), "left mid-resolution"),
    "round 0": ("fresh", lambda s: setattr(s, "round", 0), "round 0 after a command"),
    "no step open": ("choosing", lambda s: s.secrets.open_step(None, ()), "not both players choosing"),
    "one chooser": ("fresh", lambda s: s.secrets.open_step("program", (1,)), "not both players choosing"),
    "both chosen, not revealed": ("choosing", lambda s: s.secrets.committed.update({1: "p1.charge"}),
                                  "choices [0, 1] are committed but not revealed"),
    "step open after the end": ("won_at_the_moon", lambda s: s.secrets.open_step("program", (0, 1)), "the duel is over but the step"),
    # the duel ends exactly when Health runs out or a pawn reaches the moon, with one winner
    "no health, not over": ("choosing", lambda s: setattr(s.robots[1], "health", 0), "seat 1 has 0 Health on space 2 but the duel goes on"),
    "at the moon, not over": ("late", lambda s: setattr(s.robots[0], "position", 4), "seat 0 has 3 Health on space 4 but the duel goes on"),
    "a draw": ("won_by_health", lambda s: set_outcome(s, (), "draw"), "it has one winner"),
    "won by health, loser standing": ("won_by_health", lambda s: setattr(s.robots[1], "health", 1), "seat 0 won by health"),
    "won at the moon, not there": ("won_at_the_moon", lambda s: setattr(s.robots[0], "position", 3), "seat 0 won by moon"),
    "wrong winner": ("won_at_the_moon", lambda s: set_outcome(s, (1,), "moon"), "seat 1 won by moon"),
}


@pytest.mark.parametrize("corruption", CORRUPTIONS)
def test_each_check_catches_its_corruption(tables, corruption):
    name, corrupt, words = CORRUPTIONS[corruption]
    state = copy.deepcopy(tables[name])
    corrupt(state)
    with pytest.raises(AssertionError) as raised:
        rules().check_invariants(state)
    assert words in str(raised.value)


def test_a_choice_taken_back_leaves_a_table_that_keeps_the_invariants():
    # Ruling 25: the engine's Undo re-folds the journal; the table must be whole again.
    from game.engine import Undo

    match = new_match(seed=3)
    play_round(match, "move", "charge")
    match.submit(PlayCard(0, "p0.spark"))
    assert match.state.secrets.committed == {0: "p0.spark"}
    match.submit(Undo(0))
    assert match.state.secrets.committed == {}
    rules().check_invariants(match.state)
    match.submit(PlayCard(0, "p0.barrier"))
    match.submit(PlayCard(1, "p1.spark"))
    rules().check_invariants(match.state)
    assert match.state.robots[0].rest == "p0.barrier" and match.state.robots[0].health == 4
