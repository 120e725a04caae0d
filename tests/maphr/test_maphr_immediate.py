"""Contracts and catastrophes at the end of the draw; setup; the rotating die roller."""

import random

from game.rules.maphr import commands as cmd
from game.rules.maphr.state import PlacedTile
from maphr_helpers import RULES, check_invariants, fresh_state, new_match, play_random, start_round, submit


def with_top_card(card, players=2):
    """A state whose next draw (die 6) hands `card` to the die roller."""
    state = fresh_state(players, draw_dice=[6], negotiation=False)
    state.deck.remove(card)
    state.deck.insert(0, card)
    for board in state.players:
        board.clan = "blackhammers"
    return state


def mine_of(board, cells):
    for i, (cell, card) in enumerate(cells.items()):
        board.mine[cell] = PlacedTile(card, 0)


def test_cave_in_lets_the_holder_choose_a_tile_that_keeps_the_mine_connected():
    state = with_top_card("cave_in.1")
    board = state.players[state.roller]
    for card in ("junction_t.1", "dead_end.1", "dead_end.2"):
        state.deck.remove(card)
    mine_of(board, {(0, 1): "junction_t.1", (1, 1): "dead_end.1", (0, 2): "dead_end.2"})
    board.mine[(1, 1)] = PlacedTile("dead_end.1", 3)  # opens west, onto the T
    board.mine[(0, 2)] = PlacedTile("dead_end.2", 0)
    board.miners = [(0, 2)]
    start_round(state)
    assert state.choice == (state.roller, "cave_in.1")
    assert RULES.to_act(state) == (state.roller,)
    answers = {c.answer for c in RULES.legal_commands(state, state.roller)}
    assert answers == {"1,1", "0,2"}
    submit(state, cmd.ResolveChoice(state.roller, "0,2"))
    assert (0, 2) not in board.mine and board.miners == [None]
    assert "dead_end.2" in state.discard and "cave_in.1" in state.discard
    check_invariants(state)


def test_shoring_stops_a_cave_in():
    state = with_top_card("cave_in.1")
    board = state.players[state.roller]
    board.amenities = ["shoring.1"]
    state.deck.remove("shoring.1")
    mine_of(board, {(0, 1): "straight.1", (0, 2): "straight.2"})
    for card in ("straight.1", "straight.2"):
        state.deck.remove(card)
    start_round(state)
    assert len(board.mine) == 2 and state.phase == "actions"


def test_a_caravan_is_accepted_for_a_die_roll_or_refused_for_a_price():
    for answer in ("accept", "refuse"):
        state = with_top_card("human_caravan.1")
        board = state.players[state.roller]
        board.coins = 10
        start_round(state)
        assert {c.answer for c in RULES.legal_commands(state, state.roller)} == {"accept", "refuse"}
        submit(state, cmd.ResolveChoice(state.roller, answer), random.Random(1))
        if answer == "refuse":
            assert board.coins == 6
        else:
            assert board.coins in range(12, 23, 2)


def test_contracts_and_taxes():
    state = with_top_card("tax.1")
    state.players[state.roller].coins = 3
    start_round(state)
    assert state.players[state.roller].coins == 0  # never below zero
    state = with_top_card("corridor_extension.1")
    start_round(state)
    assert state.players[state.roller].gap_bonus == 1
    state = with_top_card("earthquake.1")
    state.players[state.roller].level = 3
    start_round(state)
    assert state.players[state.roller].level == 2


def test_setup_deals_clans_coins_and_clean_starting_hands():
    firsts = set()
    for seed in range(12):
        state = fresh_state(4, seed, clean=False)
        firsts.add(state.roller)
        assert len({b.clan for b in state.players}) == 4
        for board in state.players:
            clan = RULES.cards.clans[board.clan]
            assert board.coins == (12 if clan.power == "start_coins" else 8)
            assert len(board.hand) == 4
            assert not any(RULES.cards.type_of(c).is_immediate for c in board.hand)
        check_invariants(state)
    assert len(firsts) > 1  # the first player is random


def test_the_die_roller_rotates_clockwise_each_round():
    match = new_match(3, 9, round_limit=4)
    first = match.state.roller
    rollers = []
    while not match.is_over():
        if match.state.round > len(rollers):
            rollers.append(match.state.roller)
        play_random(match, random.Random(len(rollers)), until=lambda s: s.round > len(rollers) or s.outcome is not None)
    assert rollers == [(first + k) % 3 for k in range(len(rollers))] and len(rollers) == 4
