"""Random legal play, checked at every event: it ends, conserves tiles and cards, replays
exactly from its save, and shows no player what they may not see."""

import json
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from duel_helpers import TRACK, all_cards, rules
from game import sessions
from game.engine import MatchConfig, SeatConfig
from game.engine.records import ChoiceCommitted
from game.rules.robot_duel.events import BonusDrawn

SETTINGS = settings(max_examples=30, deadline=None)


def play_randomly(rnd, save_path=None, seed=0):
    """A whole game, each command chosen by hypothesis' random among the legal ones."""
    config = MatchConfig("robot_duel", (SeatConfig("P1"), SeatConfig("P2")), seed, {"track": dict(TRACK)})
    session = sessions.start(config, save_path, durable=False)
    match = session.match
    try:
        for _ in range(2000):
            if match.is_over():
                break
            seat = rnd.choice(match.to_act())
            match.submit(rnd.choice(match.legal_commands(seat)))
    finally:
        session.close()
    return match


def states_along(match):
    """The state after every event, folded one event at a time."""
    state = match.rules.initial_state(match.config)
    for entry in match.entries:
        match.rules.apply(state, entry.event)
        yield entry, state


def where_cards_are(state):
    places = []
    for seat, robot in enumerate(state.robots):
        places += [(card, f"hand{seat}") for card in robot.hand]
        places += [(robot.rest, f"rest{seat}")] if robot.rest else []
    places += [(card, f"table{seat}") for seat, card in state.revealed.items()]
    places += [(card, "pile") for card in state.bonus_pile]
    return places


@SETTINGS
@given(st.randoms(use_true_random=False), st.integers(0, 2**31))
def test_random_play_ends_with_a_winner_and_conserves_tiles_and_cards(rnd, seed):
    match = play_randomly(rnd, seed=seed)
    outcome = match.outcome
    assert outcome is not None, "no end after 2000 commands"
    # Ruling 9: with these cards a draw cannot happen; every game has exactly one winner.
    assert len(outcome.winners) == 1 and outcome.reason in ("health", "moon")
    (winner,) = outcome.winners
    loser = match.state.robots[1 - winner]
    if outcome.reason == "health":
        assert loser.health == 0 and match.state.robots[winner].health > 0
    else:
        assert match.state.robots[winner].position == TRACK["length"] and loser.position < TRACK["length"]
    expected = Counter(all_cards())
    for entry, state in states_along(match):
        if entry.batch > 0 or type(entry.event).__name__ in ("BonusPileShuffled", "RoundStarted"):
            places = where_cards_are(state)
            assert Counter(card for card, _ in places) == expected, entry
            for card, place in places:  # a basic card never leaves its owner's side
                assert card.startswith("star.") or place[-1] == card[1], (card, place)
        for robot in state.robots:
            assert all(0 <= robot.tiles(kind) <= 4 for kind in ("health", "battery", "disk")), entry
            assert 0 <= robot.position <= TRACK["length"]
        assert len(state.bonus_pile) <= 4


@SETTINGS
@given(st.randoms(use_true_random=False), st.integers(0, 2**31))
def test_replay_of_the_save_gives_the_live_hashes(rnd, seed):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.tws"
        live = play_randomly(rnd, path, seed)
        loaded = sessions.load(path)
    assert loaded.warnings == [] and not loaded.torn
    assert [e.hash for e in loaded.match.entries] == [e.hash for e in live.entries]
    assert loaded.match.state_hash() == live.state_hash()
    assert loaded.match.outcome == live.outcome


@SETTINGS
@given(st.randoms(use_true_random=False), st.integers(0, 2**31))
def test_views_leak_no_hidden_card(rnd, seed):
    match = play_randomly(rnd, seed=seed)
    duel = rules()
    for entry, state in states_along(match):
        for seat in (0, 1):
            other = 1 - seat
            text = json.dumps(duel.view(state, seat))
            hidden = set(state.robots[other].hand)
            if other in state.secrets.committed:
                hidden.add(state.secrets.committed[other])
            hidden |= set(state.bonus_pile)  # the pile's order is nobody's, nor its cards
            leaked = [card for card in hidden if f'"{card}"' in text]
            assert not leaked, (entry, seat, leaked)
            assert duel.view(state, seat)["bonus_pile"] is None
            # The log as the seat sees it names no secret of the other either.
            seen = entry.event.seen_by(seat)
            if isinstance(entry.event, (ChoiceCommitted, BonusDrawn)) and entry.event.seat == other:
                assert seen.seat == other and (getattr(seen, "choice", None), getattr(seen, "card", None)) == (None, None)
            if type(entry.event).__name__ == "BonusPileShuffled":
                assert seen.order is None
        assert json.dumps(duel.view(state, None))  # the full view is JSON too
