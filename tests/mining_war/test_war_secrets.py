"""Issue 18, findings 5 and 6 for Crypto Mining War: a card's id says nothing of where it lies
in its deck, and no seat's view holds another seat's deck list."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig


def _match(seed: int, players: int = 2):
    config = sessions.make_config("mining_war", [SeatConfig(f"P{s + 1}") for s in range(players)], seed)
    return sessions.start(config).match


def test_no_seat_sees_another_seats_deck_list():
    match = _match(3, players=3)
    for viewer in range(3):
        view = match.view(viewer)
        for player in view["players"]:
            if player["seat"] == viewer:
                assert player["deck_list"], "a player knows their own deck"
            else:
                assert player["deck_list"] is None, f"seat {viewer} sees seat {player['seat']}'s deck list"
    assert all(p["deck_list"] is None for p in match.view(-1)["players"]), "the spectator sees no deck list"


def test_ids_are_not_dealt_in_deck_order():
    """The ids p0.00, p0.01... used to be the deck from the top down: drawing or fetching a card
    told everyone where the others lay. Now which id is where is dealt at random."""
    in_order = 0
    for seed in range(1, 11):
        match = _match(seed)
        side = match.state.sides[0]
        numbers = [int(card.split(".")[1]) for card in side.hand + side.deck]
        in_order += numbers == sorted(numbers)
    assert in_order == 0, "the deck and hand ids follow the deck order"


def test_the_lowest_ids_are_not_always_in_the_first_hand():
    firsts = set()
    for seed in range(1, 11):
        side = _match(seed).state.sides[1]
        firsts.add(tuple(sorted(side.hand)))
    assert tuple(f"p1.{n:02d}" for n in range(8)) not in firsts or len(firsts) > 1
    assert not all(hand == tuple(f"p1.{n:02d}" for n in range(8)) for hand in firsts)
