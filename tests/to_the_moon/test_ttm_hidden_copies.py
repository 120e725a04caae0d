"""Card ids must not outlive a pass through a hidden zone (issue 18, the class of finding 5).

Copies of a card are identical ("hack.1" and "hack.4" look the same), but their ids differ. A
Hack moves a face-down card the victim knows into the attacker's face-down cards; if it kept its
id, the victim would recognise it whenever it shows again (revealed, sued, smeared), which no
player at a real table can do. So after a Hack the copy numbers of every face-down card (hands,
Storages, the deck) are dealt again among identical copies, in secret; faces stay where they
are. Every type is dealt again, so a player whose own cards are renumbered learns nothing of the
Hacked card's type."""

import random
from collections import Counter

from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.commands import AllowAttack, RevealCard
from ttm_helpers import RULES, give, learn, play, stock, table


def face_down(state):
    """Every face-down card by place: (zone, position) -> id."""
    places = {("deck", i): c for i, c in enumerate(state.deck)}
    for seat, player in enumerate(state.players):
        places.update({(f"hand {seat}", i): c for i, c in enumerate(player.hand)})
        for storage in player.storages():
            places.update({(storage.card, i): c for i, c in enumerate(storage.stored)})
    return places


def public(state):
    cards = list(state.discard)
    for player in state.players:
        cards += player.learned + [s.card for s in player.storages()]
    return cards


def attack_on_the_victims_hack(seed):
    """P1's Hack waits on P2's Character, on top of which lies "hack.2"; P3 holds a Miner."""
    state = table(players=3)
    learn(state, 0, "developer.1")
    stock(state, 1, "bitcoin.1", "hack.2")
    give(state, 2, "miner.1", "bitcoin.3")
    give(state, 0, "hack.1")
    play(state, RevealCard(0, "hack.1", "dorian_nakamoto.1", "satoshi_nakamoto.1"), seed=seed)
    return state


def let_the_hack_through(seed):
    """The table once the Hack is resolved (the turn not yet over); the face-down and public
    cards just after the card moved; and the events."""
    state = attack_on_the_victims_hack(seed)
    events = RULES.handle(state, AllowAttack(1), random.Random(seed))
    moved = None
    for event in events:
        RULES.apply(state, event)
        if type(event).__name__ == "BitcoinHacked":
            moved = face_down(state), public(state)
    return state, moved, events


def test_the_victim_cannot_follow_the_hacked_card_by_its_id():
    seen = Counter()
    for seed in range(40):
        state, _, _ = let_the_hack_through(seed)
        hacked = state.players[0].character.stored[-1]
        assert card_type_of(hacked) == "hack"
        seen[hacked] += 1
    assert len(seen) >= 3, f"the Hacked card keeps telling its id: {dict(seen)}"


def test_faces_stay_in_place_and_only_face_down_ids_are_dealt_again():
    for seed in range(10):
        state, (hidden_before, public_before), _ = let_the_hack_through(seed)
        hidden_after = face_down(state)
        assert {k: card_type_of(v) for k, v in hidden_after.items()} == {k: card_type_of(v) for k, v in hidden_before.items()}
        assert sorted(hidden_after.values()) == sorted(hidden_before.values())
        assert sorted(public(state)) == sorted(public_before + ["hack.1"])  # and the Hack card, discarded


def test_every_type_is_dealt_again_so_a_bystander_learns_nothing_of_the_hacked_type():
    bystander_ids = Counter()
    for seed in range(40):
        state, _, _ = let_the_hack_through(seed)
        bystander_ids[next(c for c in state.players[2].hand if c.startswith("miner."))] += 1
    assert len(bystander_ids) >= 2, "a Miner held by a third player is numbered again too"


def test_the_new_numbers_are_seen_by_nobody_in_the_events_or_the_log():
    _, _, events = let_the_hack_through(3)
    renumbered = [e for e in events if type(e).__name__ == "CopiesRenumbered"]
    assert len(renumbered) == 1 and renumbered[0].renamed
    for seat in (0, 1, 2, -1):
        assert renumbered[0].seen_by(seat).renamed is None
        for lang in ("en", "fr"):
            line = RULES.describe(renumbered[0], seat, lang)
            assert line and not any(card in line for card in renumbered[0].renamed)
