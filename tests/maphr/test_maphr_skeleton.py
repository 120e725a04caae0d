"""The skeleton of a view (a state with every public field copied and placeholders for the cards
its seat cannot see) and the determiniser built on it: both look to the seat exactly like the
view they came from, and the determiniser plays by the match's own options, which the view
carries (the state hash leaves them out, so recorded saves keep their hashes)."""

import random
from collections import Counter

from game.engine.rules import PUBLIC_SEAT
from game.engine.statehash import hash_data
from game.rules.maphr.determinize import state_from_view
from game.rules.maphr.skeleton import HIDDEN, is_placeholder, known_cards, skeleton_from_view
from game.rules.maphr.views import VIEW_KEYS_OUTSIDE_HASH
from maphr_helpers import RULES, all_cards_on_table, check_invariants, new_match, play_random


def positions(games=6, every=5, limit=700):
    """(match, seat) at many points of random 2-4 player games, each seat's and a spectator's."""
    for game in range(games):
        players = 2 + game % 3
        match = new_match(players, 300 + game)
        rng = random.Random(game)
        for step in range(limit):
            if match.is_over():
                break
            if step % every == 0:
                for seat in [*range(players), PUBLIC_SEAT]:
                    yield match, seat
            seat = rng.choice(match.to_act())
            match.submit(rng.choice(match.legal_commands(seat)))


def hidden_cards_in(view):
    """How many cards the view counts but does not name."""
    count = view["deck_size"] if view["deck"] is None else 0
    for player in view["players"]:
        for zone in ("hand", "pending", "packet"):
            if player[zone] is None:
                count += player[f"{zone}_size"]
    return count


def test_the_skeleton_of_a_view_shows_exactly_that_view_with_placeholders_for_the_unseen():
    seen = Counter()
    for match, seat in positions():
        view = match.view(seat)
        skeleton = skeleton_from_view(view)
        assert RULES.view(skeleton, seat) == view
        cards = all_cards_on_table(skeleton)
        assert sum(map(is_placeholder, cards)) == hidden_cards_in(view)
        known = Counter(known_cards(skeleton))
        twice = {card for card, count in known.items() if count > 1}
        offered = {skeleton.offer.give_card} if skeleton.offer is not None else set()
        assert twice <= offered, "a card the seat has seen is in one place (an offered one also in its proposer's hand)"
        assert set(known) <= set(match.rules.cards.all_card_ids())
        if seat >= 0:
            assert set(RULES.legal_commands(skeleton, seat)) == set(match.legal_commands(seat))
        committed = view["choices"]["committed"]
        seen["hidden choice"] += HIDDEN in committed.values()
        seen["hidden offer card"] += bool(view["offer"] and view["offer"]["gives_card"] and view["offer"]["give_card"] is None)
        seen["packet"] += any(p["packet_size"] for p in view["players"])
        seen["pending"] += any(p["pending_size"] for p in view["players"])
    assert min(seen[k] for k in ("hidden choice", "hidden offer card", "packet", "pending")) > 0, seen


def test_determinizing_a_skeleton_deals_every_card_once_and_keeps_the_view():
    dealt = 0
    for match, seat in positions(games=4, every=9):
        if seat < 0:
            continue
        view = match.view(seat)
        sample = state_from_view(RULES, view, seat, random.Random(dealt))
        assert RULES.view(sample, seat) == view
        assert not any(is_placeholder(card) for card in all_cards_on_table(sample))
        check_invariants(sample)  # every card of the set exactly once, among others
        if sample.offer is not None and sample.offer.give_card is not None:
            assert sample.offer.give_card in sample.players[sample.offer.proposer].hand
        assert set(RULES.legal_commands(sample, seat)) == set(match.legal_commands(seat))
        dealt += 1
    assert dealt > 100


def test_the_determiniser_plays_by_the_match_options_not_the_defaults():
    # Two rounds, no negotiation, one tile per prospect: every one of these changes how a game
    # sampled from a view goes on; with the defaults (40 rounds) it would not end after round 2.
    options = {"round_limit": 2, "negotiation": False, "tiles_per_prospect": 1}
    match = new_match(3, 11, **options)
    rng = random.Random(5)
    play_random(match, rng, until=lambda s: s.round == 2 and s.phase == "actions")
    seat = match.to_act()[0]
    view = match.view(seat)
    assert {key: view["options"][key] for key in options} == options
    sample = state_from_view(RULES, view, seat, random.Random(1))
    assert sample.options == match.state.options
    phases = set()
    while sample.outcome is None:
        chooser = RULES.to_act(sample)[0]
        events = RULES.handle(sample, rng.choice(RULES.legal_commands(sample, chooser)), rng)
        while events:
            for event in events:
                RULES.apply(sample, event)
                phases.add(sample.phase)
            events = RULES.advance(sample, rng) if sample.outcome is None else []
    assert sample.round == 2 and sample.outcome.reason == "round_limit"
    assert "negotiation" not in phases and "evolution" in phases


def test_the_options_and_the_roll_count_stay_out_of_the_state_hash():
    short = new_match(2, 4, hashing=True, round_limit=9)
    long = new_match(2, 4, hashing=True, round_limit=30)
    assert short.view(None)["options"] != long.view(None)["options"]
    assert short.view(None)["die_rolls"] == 1
    assert short.state_hash() == long.state_hash(), "the same table under other options hashes the same"
    full = RULES.view(short.state, None)
    expected = {key: value for key, value in full.items() if key not in VIEW_KEYS_OUTSIDE_HASH}
    assert short.state_hash() == hash_data(expected)
