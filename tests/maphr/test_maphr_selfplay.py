"""Random self-play: invariants hold after every command, every game ends, saves replay exactly,
and no view shows a card its seat may not see."""

import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out
from game.rules.maphr import events as ev
from maphr_helpers import RULES, check_invariants, new_match, play_random


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_games_keep_the_invariants_and_end(players, seed):
    match = new_match(players, seed, round_limit=6)
    play_random(match, random.Random(seed), check=True)
    outcome = match.outcome
    assert outcome is not None and outcome.winners and len(outcome.scores) == players
    check_invariants(match.state)


def test_full_length_games_end_for_every_player_count():
    for players in (2, 3, 4):
        match = new_match(players, 100 + players)
        play_random(match, random.Random(players))
        assert match.state.phase == "over"
        assert match.state.outcome.reason in ("target", "round_limit")


def test_a_save_replays_to_the_same_hash(tmp_path):
    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(3)]
    config = sessions.make_config("maphr", seats, 7, {"round_limit": 5})
    path = tmp_path / "maphr.tws"
    session = sessions.start(config, path, durable=False)
    play_out(session.match, {s: RandomPlayer(s) for s in range(3)})
    session.close()
    loaded = sessions.load(path)
    assert loaded.match.state_hash() == session.match.state_hash()
    assert len(loaded.match.entries) == len(session.match.entries)


def hidden_from(state, seat):
    hidden = set(state.deck)
    for other, board in enumerate(state.players):
        if other != seat:
            hidden |= set(board.hand) | set(board.pending) | set(state.packets.get(other, []))
    if state.offer is not None and seat == state.offer.target:
        hidden.discard(state.offer.give_card)  # an offer shows its card to the two traders
    return hidden


def test_views_and_log_lines_leak_no_hidden_card():
    rng = random.Random(11)
    for players in (2, 4):
        match = new_match(players, 40 + players, round_limit=4)
        checked = 0
        while not match.is_over():
            seat = rng.choice(match.to_act())
            match.submit(rng.choice(match.legal_commands(seat)))
            state = match.state
            for viewer in range(players):
                text = json.dumps(RULES.view(state, viewer))
                leaked = [c for c in hidden_from(state, viewer) if f'"{c}"' in text]
                assert not leaked, f"seat {viewer} sees {leaked[:3]}"
                if state.secrets.step:
                    for other, choice in state.secrets.committed.items():
                        if other != viewer:
                            assert RULES.view(state, viewer)["choices"]["committed"][str(other)] == "hidden"
            checked += 1
        assert checked > 50
        for entry in match.entries:
            seen = entry.event.seen_by(0)
            if isinstance(entry.event, ev.CardsDrawn) and entry.event.seat != 0:
                assert seen.cards is None
            if isinstance(entry.event, ev.DeckShuffled):
                assert seen.order is None


def test_the_soaks_invariant_check_catches_a_broken_table():
    import pytest

    from maphr_helpers import fresh_state

    state = fresh_state(2)
    RULES.check_invariants(state)
    state.players[0].hand.append(state.deck[0])  # a card in two places
    with pytest.raises(AssertionError, match="not conserved"):
        RULES.check_invariants(state)
    state = fresh_state(2)
    lost = state.deck.pop()
    with pytest.raises(AssertionError, match=f"missing \\['{lost}'\\], doubled or unknown \\[\\]"):
        RULES.check_invariants(state)
    state = fresh_state(2)
    state.players[1].miners = [(0, 1)]  # a miner on an empty cell
    with pytest.raises(AssertionError, match="outside the mine"):
        RULES.check_invariants(state)
