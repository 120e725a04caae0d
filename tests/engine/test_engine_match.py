"""The Match: undo rules, replay seeking, and a batch that fails leaving nothing behind."""

import copy

import pytest

from engine_helpers import duel_config, finished_duel, load, new_duel, play_commands
from game import sessions
from game.engine import IllegalCommand, Match, Replay, Undo, Undone, hash_data
from game.engine.records import ChoicesRevealed
from game.rules.robot_duel import RobotDuelRules
from game.rules.robot_duel.commands import PlayCard
from game.engine.match import SNAPSHOT_EVERY
from game.rules.robot_duel.events import CardRested


def fresh_fold(match: Match, position: int):
    """The state after `position` entries, folded from nothing (Undone: fold again to its point)."""
    state = match.rules.initial_state(match.config)
    for entry in match.entries[:position]:
        if isinstance(entry.event, Undone):
            state = fresh_fold(match, entry.event.back_to)
        else:
            match.rules.apply(state, entry.event)
    return state


def full_hash(match: Match, state) -> str:
    return hash_data(match.rules.hash_data(state))


# -- undo -----------------------------------------------------------------------------------------

def test_a_secret_choice_may_be_taken_back_before_the_other_chooses():
    match = new_duel()
    before = match.state_hash()
    match.submit(PlayCard(0, "p0.spark"))
    assert match.can_undo(0) and not match.can_undo(1)
    [entry] = match.submit(Undo(0))
    assert entry.event == Undone(seat=0, back_to=4) and entry.command == Undo(0)
    assert match.state_hash() == before and match.to_act() == (0, 1)
    assert not match.can_undo(0)  # an undo is not itself undone
    match.submit(PlayCard(0, "p0.charge"))
    assert match.state.secrets.committed == {0: "p0.charge"}


def test_undo_of_someone_elses_choice_is_refused():
    match = new_duel()
    match.submit(PlayCard(0, "p0.spark"))
    with pytest.raises(IllegalCommand, match="nothing of yours"):
        match.submit(Undo(1))


def test_undo_is_refused_once_the_other_player_acted_and_the_cards_were_revealed():
    match = new_duel()
    match.submit(PlayCard(0, "p0.spark"))
    match.submit(PlayCard(1, "p1.charge"))  # completes the round: reveal and resolution
    assert any(isinstance(e.event, ChoicesRevealed) for e in match.entries)
    for seat in (0, 1):
        assert not match.can_undo(seat)
        with pytest.raises(IllegalCommand):
            match.submit(Undo(seat))


def test_undo_with_nothing_played_or_after_the_end_is_refused():
    match = new_duel()
    with pytest.raises(IllegalCommand):
        match.submit(Undo(0))
    over = finished_duel()
    assert not over.can_undo(0) and not over.can_undo(1)
    with pytest.raises(IllegalCommand, match="over"):
        over.submit(Undo(0))


def test_replay_and_state_at_see_through_an_undo():
    match = new_duel()
    play_commands(match, 6, seed=2)
    assert match.to_act() == (0, 1)  # a fresh round: the first choice reveals nothing
    seat = 1
    match.submit(match.legal_commands(seat)[0])
    match.submit(Undo(seat))
    play_commands(match, 40, seed=3)
    for position in range(len(match.entries) + 1):
        expected = full_hash(match, fresh_fold(match, position))
        assert full_hash(match, match.state_at(position)) == expected
        if position:
            assert match.entries[position - 1].hash == expected


def test_a_save_with_an_undo_loads_and_verifies(tmp_path):
    path = tmp_path / "undo.tws"
    session = sessions.start(duel_config(), path, durable=False)
    session.match.submit(PlayCard(0, "p0.move"))
    session.match.submit(Undo(0))
    session.match.submit(PlayCard(0, "p0.charge"))
    session.match.submit(PlayCard(1, "p1.charge"))
    session.close()
    loaded = load(path)
    assert any(isinstance(e.event, Undone) for e in loaded.match.entries)
    assert loaded.match.state_hash() == session.match.state_hash() and loaded.warnings == []
    assert loaded.match.state.robots[0].rest == "p0.charge"


# -- replay ---------------------------------------------------------------------------------------

def test_replay_seeks_both_ways_to_the_state_of_a_fresh_fold():
    match = finished_duel(seed=8)
    replay = Replay(match)
    positions = list(range(replay.length + 1))
    expected = [full_hash(match, fresh_fold(match, p)) for p in positions]
    for position in positions + positions[::-1] + [0, replay.length, 7, 3, replay.length - 1]:
        assert full_hash(match, replay.seek(position)) == expected[position]
    assert replay.seek(-5) is replay.seek(0) and replay.position == 0
    replay.seek(replay.length + 10)
    assert replay.position == replay.length
    assert full_hash(match, replay.state()) == match.state_hash()
    replay.seek(4)
    replay.step(3)
    assert replay.position == 7 and full_hash(match, replay.state()) == expected[7]


def test_replay_shows_each_seat_only_what_it_saw():
    match = new_duel()
    match.submit(PlayCard(0, "p0.thunder"))
    replay = Replay(match)
    assert replay.last_event(1).choice is None and replay.last_event(0).choice == "p0.thunder"
    assert replay.view(1)["choices"]["committed"] == {"0": "hidden"}
    assert all(getattr(e, "order", ()) is None for e in replay.events(0) if type(e).__name__ == "BonusPileShuffled")
    assert replay.seek(0) is not None and replay.last_event(None) is None


def test_seeking_does_not_disturb_the_live_state():
    match = finished_duel(seed=9)
    final = match.state_hash()
    Replay(match).seek(10)
    match.state_at(3)
    assert match.state_hash() == final


# -- a failing batch -------------------------------------------------------------------------------

class BrokenRules(RobotDuelRules):
    """Rules with a bug in the fold: from round `broken_from` on, no card can go to rest.

    The fault depends only on the state, as a real bug would: refolding the earlier events
    (which the rollback does) still works."""

    broken_from = 10**6

    def apply(self, state, event):
        if isinstance(event, CardRested) and state.round >= self.broken_from:
            raise RuntimeError("the rest zone is jammed")
        super().apply(state, event)


def test_a_batch_that_raises_in_apply_leaves_the_match_unchanged():
    delivered = []
    rules = BrokenRules()
    match = Match(rules, duel_config(), hashing=True, on_entries=delivered.extend)
    match.submit(PlayCard(0, "p0.thunder"))
    entries, state = list(match.entries), copy.deepcopy(match.state)
    digest, written = match.state_hash(), len(delivered)
    rules.broken_from = 1
    with pytest.raises(RuntimeError, match="jammed"):
        match.submit(PlayCard(1, "p1.charge"))  # completes the round, whose resolution fails
    assert match.entries == entries and match.state == state and match.state_hash() == digest
    assert len(delivered) == written and match.to_act() == (1,)
    rules.broken_from = 10**6
    match.submit(PlayCard(1, "p1.charge"))
    assert match.state.robots[1].health == 2 and len(delivered) == len(match.entries)


def test_a_batch_that_raises_across_a_snapshot_drops_that_snapshot():
    rules = BrokenRules()
    match = Match(rules, duel_config(seed=9), hashing=False)
    # Play until the next command completes a round whose events cross a snapshot position.
    while not (len(match.to_act()) == 1 and len(match.entries) % SNAPSHOT_EVERY >= SNAPSHOT_EVERY - 7):
        play_commands(match, 1, seed=len(match.entries))
        assert not match.is_over(), "pick another seed: the game ended first"
    seat = match.to_act()[0]
    before = (len(match.entries), full_hash(match, match.state), dict.fromkeys(match._snapshots))
    rules.broken_from = match.state.round
    with pytest.raises(RuntimeError, match="jammed"):
        match.submit(match.legal_commands(seat)[0])
    assert (len(match.entries), full_hash(match, match.state), dict.fromkeys(match._snapshots)) == before
    rules.broken_from = 10**6
    match.submit(match.legal_commands(seat)[0])
    assert len(match.entries) > before[0] and any(p > before[0] for p in match._snapshots)
    for position in match._snapshots:
        assert full_hash(match, match._snapshots[position]) == full_hash(match, fresh_fold(match, position))
