"""Random self-play for 2, 3 and 4 players: invariants at every step, a winner at the end, saves
that replay to the same hash, and views that show nothing a seat may not see."""

import copy
import random

from hypothesis import given, settings, strategies as st

from game import sessions
from game.engine import RandomPlayer, play_out
from game.rules.mining_war.state import WarState
from war_helpers import new_match


def check_invariants(state: WarState, deck_sizes: list[int]) -> None:
    seen: set[str] = set()
    for side, size in zip(state.sides, deck_sizes):
        zones = [side.deck, side.hand, side.bitcoins, list(side.spares), list(side.battlefield),
                 [c for c in side.dump if ".fw" not in c], side.removed]
        cards = [c for zone in zones for c in zone]
        assert len(cards) == len(set(cards)) == size, f"seat {side.seat}: cards not conserved"
        assert not seen & set(cards)
        seen |= set(cards)
        if state.fight is None and not side.eliminated:
            assert all(state.card_types[c] == "bitcoin" for c in side.bitcoins)
            for fighter in side.battlefield.values():
                assert 0 <= fighter.delay <= 2
                if state.pending is None:
                    assert fighter.damage_taken < state_health(fighter, state), "a dead fighter stayed on the battlefield"
            assert side.pool > 0 and all(h > 0 for h in side.firewalls.values())
    assert state.tapped <= {c for side in state.sides for c in side.bitcoins + list(side.spares)}
    assert all(thief == state.active for thief in state.stolen.values())


def state_health(fighter, state):
    from game.rules.mining_war.cards import default_cards

    return default_cards().cards[fighter.key].health


def play_checked(players: int, seed: int) -> None:
    session = new_match(players, seed)
    match = session.match
    deck_sizes = [len(side.deck) + len(side.hand) for side in match.state.sides]
    bots = {s: RandomPlayer(seed * 7 + s) for s in range(players)}
    commands = 0
    while not match.is_over():
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        assert legal, "a seat must act but has nothing legal"
        match.submit(bots[seat].choose(match, seat))
        check_invariants(match.state, deck_sizes)
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
