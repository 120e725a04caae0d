"""Phase I: the six draw modes, as the rulebook and the rulings say."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from maphr_helpers import RULES, check_invariants, fresh_state, start_round, submit


def hand_sizes(state):
    return [len(p.hand) for p in state.players]


def test_die_1_discard_draw_keep_two_give_one_discard_two():
    state = fresh_state(3, draw_dice=[1])
    state.discard.extend(state.deck[:20])
    del state.deck[:20]
    top = list(reversed(state.discard[-5:]))
    before = hand_sizes(state)
    start_round(state)
    assert state.die == 1 and state.step == "sort"
    assert RULES.to_act(state) == tuple(state.order())  # everyone sorts at once
    assert state.players[state.roller].pending == top
    for seat in list(RULES.to_act(state)):
        pending = state.players[seat].pending
        submit(state, cmd.SortDiscardDraw(seat, (pending[0], pending[1]), pending[2], (seat + 1) % 3))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [3, 3, 3]
    assert state.phase == "actions"
    check_invariants(state)


def test_die_1_rerolls_when_the_discard_is_too_small():
    state = fresh_state(2, draw_dice=[1])
    state.discard.clear()
    start_round(state, random.Random(5))
    assert state.die != 1


def test_die_2_hidden_auction_then_pass_along_draft():
    state = fresh_state(3, draw_dice=[2])
    start_round(state)
    assert state.step == "auction" and set(RULES.to_act(state)) == {0, 1, 2}
    coins = [p.coins for p in state.players]
    bids = {0: 3, 1: 5, 2: 1}
    submit(state, cmd.Bid(0, 3))
    view = RULES.view(state, 1)
    assert view["choices"]["committed"] == {"0": "hidden"}
    submit(state, cmd.Bid(1, 5))
    submit(state, cmd.Bid(2, 1))
    assert state.auction_winner == 1
    # the winner's 5 coins go to the bank; 3 + 1 go to the poorest of the others after paying
    after = [coins[s] - bids[s] for s in range(3)]
    poorest = min((0, 2), key=lambda s: after[s])
    assert state.players[1].coins == coins[1] - 5
    assert state.players[poorest].coins == after[poorest] + 4
    assert len(state.packets[1]) == 4 and state.picks_left == 2
    before = hand_sizes(state)
    with pytest.raises(IllegalCommand):
        RULES.handle(state, cmd.DraftPick(2, state.packets[1][0]), random.Random(0))
    submit(state, cmd.DraftPick(1, state.packets[1][0]))
    submit(state, cmd.DraftPick(1, state.packets[1][0]))
    assert RULES.to_act(state) == (2,)  # passed clockwise
    submit(state, cmd.DraftPick(2, state.packets[2][0]))
    assert RULES.to_act(state) == (0,)
    submit(state, cmd.DraftPick(0, state.packets[0][0]))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [1, 2, 1]
    assert state.phase == "actions"
    check_invariants(state)


def test_die_3_keep_one_to_three_and_send_the_rest():
    state = fresh_state(3, draw_dice=[3])
    start_round(state)
    assert set(RULES.to_act(state)) == {0, 1, 2}
    pending = state.players[0].pending
    with pytest.raises(IllegalCommand, match="keep at least one"):
        RULES.handle(state, cmd.GiveAway(0, tuple((c, 1) for c in pending)), random.Random(0))
    legal = RULES.legal_commands(state, 0)
    assert len(legal) == 3**3 - 2**3  # each card kept or sent to one of 2 others, at least one kept
    before = hand_sizes(state)
    submit(state, cmd.GiveAway(0, ((pending[0], 1), (pending[1], 2))))
    submit(state, cmd.GiveAway(1, ()))
    submit(state, cmd.GiveAway(2, ()))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [1, 4, 4]
    check_invariants(state)


def test_die_4_keep_discard_and_one_to_each_neighbour():
    state = fresh_state(3, draw_dice=[4])
    start_round(state)
    before = hand_sizes(state)
    discard = len(state.discard)
    for seat in (0, 1, 2):
        a, b, c, d = state.players[seat].pending
        submit(state, cmd.SortFour(seat, a, b, c, d))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [3, 3, 3]
    assert len(state.discard) == discard + 3


def test_die_4_with_two_players_both_gifts_go_to_the_opponent():
    state = fresh_state(2, draw_dice=[4])
    start_round(state)
    a, b, c, d = state.players[0].pending
    hand1 = list(state.players[1].hand)
    submit(state, cmd.SortFour(0, a, b, c, d))
    assert set(state.players[1].hand) - set(hand1) == {c, d}


def test_die_5_draft_counter_clockwise_four_cards_each():
    state = fresh_state(3, draw_dice=[5])
    start_round(state)
    before = hand_sizes(state)
    first_packet_of_0 = list(state.packets[0])
    assert len(RULES.legal_commands(state, 0)) == 20  # pick one, discard another
    for seat in (0, 1, 2):
        packet = state.packets[seat]
        submit(state, cmd.DraftPick(seat, packet[0], packet[1]))
    # seat 0's packet went counter-clockwise to seat 2
    assert set(state.packets[2]) == set(first_packet_of_0[2:])
    while state.phase == "draw":
        seat = RULES.to_act(state)[0]
        submit(state, cmd.DraftPick(seat, state.packets[seat][0]))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [4, 4, 4]
    check_invariants(state)


def test_die_6_draws_by_mine_level():
    state = fresh_state(4, draw_dice=[6])
    for seat, level in enumerate((1, 2, 3, 4)):
        state.players[seat].level = level
    before = hand_sizes(state)
    start_round(state)
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [4, 3, 2, 1]


def test_a_contract_passed_to_another_player_acts_on_them():
    state = fresh_state(2, draw_dice=[4])
    contract = "guild_bonus.1"
    state.deck.remove(contract)
    state.deck.insert(0, contract)
    start_round(state)
    roller = state.roller
    other = 1 - roller
    pending = state.players[roller].pending
    assert contract in pending
    rest = [c for c in pending if c != contract]
    coins = state.players[other].coins
    submit(state, cmd.SortFour(roller, rest[0], rest[1], contract, rest[2]))
    a, b, c, d = state.players[other].pending
    submit(state, cmd.SortFour(other, a, b, c, d))
    assert state.players[other].coins == coins + 10
    assert contract in state.discard
    assert state.phase == "actions"
    assert not any(RULES.cards.type_of(c).is_immediate for p in state.players for c in p.hand)
