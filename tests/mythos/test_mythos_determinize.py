"""Sampling a full Mythos state from one seat's view, for the search player."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import sessions
from game.ai.determinizers import DETERMINIZERS
from game.ai.search import SearchPlayer
from game.engine import Match, RandomPlayer, SeatConfig

from mythos_helpers import rules

SEATS = [SeatConfig("a", "computer:easy"), SeatConfig("b", "computer:easy")]


def advanced_match(seed: int, commands: int) -> Match:
    match = Match(rules(), sessions.make_config("mythos", SEATS, seed))
    players = {s: RandomPlayer(seed + s) for s in (0, 1)}
    for _ in range(commands):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
    return match


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), depth=st.integers(0, 70), seat=st.integers(0, 1))
def test_determinised_state_shows_the_seat_exactly_its_view(seed, depth, seat):
    match = advanced_match(seed, depth)
    view = match.view(seat)
    sampled = DETERMINIZERS["mythos"](rules(), view, seat, random.Random(seed))
    again = rules().view(sampled, seat)
    if view["prompt"] and view["prompt"]["seat"] != seat:
        view["prompt"] = again["prompt"] = "the opponent's"  # README ruling 23
    assert again == view
    for player in (0, 1):
        assert len(sampled.players[player].hand) == view["players"][player]["hand_size"]


def test_search_player_plays_a_legal_mythos_command():
    match = advanced_match(3, 12)
    seat = match.to_act()[0]
    command = SearchPlayer(rules(), seed=2, max_iterations=12, rollout_commands=200).choose(match, seat)
    assert command in match.legal_commands(seat)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), depth=st.integers(20, 90), seat=st.integers(0, 1))
def test_the_opponent_is_dealt_no_third_copy_of_a_version_it_has_shown(seed, depth, seat):
    """A deck holds at most 2 copies of a version: the cards the opponent has shown (in play, in
    the discard pile) are taken out of what its hidden cards are sampled from."""
    from collections import Counter

    match = advanced_match(seed, depth)
    sampled = DETERMINIZERS["mythos"](rules(), match.view(seat), seat, random.Random(seed))
    opponent = 1 - seat
    player = sampled.players[opponent]
    cards = player.hand + player.deck + player.discard
    cards += [c for char in sampled.characters.values() if char.owner == opponent for c in char.cards]
    counts = Counter(sampled.versions[c] for c in cards)
    assert max(counts.values()) <= 2, counts.most_common(3)
