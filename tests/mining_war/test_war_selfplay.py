"""Random self-play for 2, 3 and 4 players: invariants at every step, a winner at the end, saves
that replay to the same hash, and views that show nothing a seat may not see."""

import copy
import random

from hypothesis import given, settings, strategies as st

from game import sessions
from game.engine import RandomPlayer, play_out
from game.rules.mining_war.state import WarState
from war_helpers import new_match


def play_checked(players: int, seed: int) -> None:
    session = new_match(players, seed)
    match = session.match
    bots = {s: RandomPlayer(seed * 7 + s) for s in range(players)}
    commands = 0
    while not match.is_over():
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        assert legal, "a seat must act but has nothing legal"
        match.submit(bots[seat].choose(match, seat))
        match.rules.check_invariants(match.state)
        commands += 1
        assert commands < 20_000
    outcome = match.outcome
    assert outcome is not None and len(outcome.winners) == 1
    winner = outcome.winners[0]
    assert not match.state.sides[winner].eliminated
    if outcome.reason == "last pool standing":
        assert [s.seat for s in match.state.sides if not s.eliminated] == [winner]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_random_self_play_keeps_the_invariants(seed, players):
    play_checked(players, seed)


def test_saves_replay_to_the_same_hash(tmp_path):
    for players in (2, 3, 4):
        path = tmp_path / f"mw{players}.tws"
        session = new_match(players, 40 + players, path)
        play_out(session.match, {s: RandomPlayer(s) for s in range(players)})
        session.close()
        loaded = sessions.load(path)
        assert loaded.match.state_hash() == session.match.state_hash()
        assert loaded.match.outcome == session.match.outcome


def hide_from(state: WarState, seat: int, rng: random.Random) -> WarState:
    """The same table with every card `seat` may not see dealt again at random."""
    other = copy.deepcopy(state)
    for side in other.sides:
        if side.seat == seat:
            hidden = list(side.deck)
        else:
            down = [f.card for f in side.battlefield.values() if not f.revealed]
            hidden = side.deck + side.hand + list(side.spares) + down
        keys = [other.card_types[c] for c in hidden]
        rng.shuffle(keys)
        for card, key in zip(hidden, keys):
            other.card_types[card] = key
            if card in side.battlefield:
                side.battlefield[card].key = key
    if not other.bonus_revealed:
        other.neutrino_bonus = "something else"
    return other


def test_views_leak_nothing():
    from game.rules.mining_war import MiningWarRules

    rules = MiningWarRules()
    rng = random.Random(5)
    for players in (2, 4):
        match = new_match(players, 90 + players).match
        bots = {s: RandomPlayer(s) for s in range(players)}
        checked = 0
        while not match.is_over() and checked < 400:
            for seat in range(players):
                view = rules.view(match.state, seat)
                assert view == rules.view(hide_from(match.state, seat, rng), seat)
                for other in view["players"]:
                    if other["seat"] != seat:
                        assert other["hand"] is None and other["deck"] is None
            seat = match.to_act()[0]
            match.submit(bots[seat].choose(match, seat))
            checked += 1
        # The log as a seat sees it names no card it may not see.
        for entry in match.entries:
            shown = entry.event.seen_by(1)
            if type(shown).__name__ in ("CardsDrawn", "CardDeployedFaceDown", "CardSetAside") and shown.seat != 1:
                assert getattr(shown, "keys", None) is None and getattr(shown, "key", None) is None
            if type(shown).__name__ in ("DeckShuffled", "DeckReshuffled", "NeutrinoBonusHidden"):
                assert all(getattr(shown, f) is None for f in shown.secret_fields)


def test_the_invariants_catch_a_lost_card_and_a_dead_fighter_left_standing():
    import pytest

    match = new_match(2, 5).match
    rules = match.rules
    rules.check_invariants(match.state)
    lost = copy.deepcopy(match.state)
    lost.sides[0].hand.pop()
    with pytest.raises(AssertionError, match="not conserved"):
        rules.check_invariants(lost)
    doubled = copy.deepcopy(match.state)
    doubled.sides[1].hand.append(doubled.sides[1].deck[0])
    with pytest.raises(AssertionError, match="not conserved"):
        rules.check_invariants(doubled)
    broken = copy.deepcopy(match.state)
    broken.sides[0].pool = 0
    with pytest.raises(AssertionError, match="destroyed main card"):
        rules.check_invariants(broken)
