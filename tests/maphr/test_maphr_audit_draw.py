"""Audit of setup and Phase I against the rulebook: cases the walkthrough tests do not reach
(boundaries of the die-1 reroll, auction ties, who sits left and right, the draft's direction at
4 players, immediate cards that changed hands)."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.events import CardsDiscarded, DieRolled
from maphr_helpers import RULES, check_invariants, fresh_state, start_round, submit


def hand_sizes(state):
    return [len(p.hand) for p in state.players]


def put_on_top(state, *cards):
    """These cards become the next ones drawn, in this order."""
    for card in reversed(cards):
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
        state.deck.insert(0, card)


# --- Setup ----------------------------------------------------------------------------------
def test_replaced_starting_cards_go_to_the_discard_and_hands_stay_at_four():
    seen_replacement = False
    for seed in range(30):
        state = RULES.initial_state(_config(3, seed))
        events = RULES.setup(state, random.Random(seed))
        for event in events:
            RULES.apply(state, event)
        replaced = [c for e in events if isinstance(e, CardsDiscarded) and e.reason == "starting_hand" for c in e.cards]
        assert all(RULES.cards.type_of(c).is_immediate for c in replaced)
        assert sorted(state.discard) == sorted(replaced)  # "elles sont défaussées et remplacées"
        assert hand_sizes(state) == [4, 4, 4]
        seen_replacement |= bool(replaced)
    assert seen_replacement, "no seed dealt a contract or catastrophe: the test proves nothing"


def _config(players, seed):
    from game.engine import MatchConfig, SeatConfig

    return MatchConfig("maphr", tuple(SeatConfig(f"P{s}") for s in range(players)), seed, {})


# --- Die 1: the discard draw ---------------------------------------------------------------
@pytest.mark.parametrize("size, rerolled", [(9, True), (10, False)])
def test_die_1_rerolls_exactly_when_the_discard_holds_fewer_than_five_per_player(size, rerolled):
    state = fresh_state(2, draw_dice=[1])
    state.discard = state.deck[:size]
    del state.deck[:size]
    events = RULES.advance(state, random.Random(4))
    rolls = [e for e in events if isinstance(e, DieRolled)]
    assert rolls[0].value == 1 and rolls[0].purpose == "draw"
    if rerolled:
        assert all(r.purpose == "reroll" for r in rolls[1:]) and len(rolls) >= 2
        assert rolls[-1].value != 1 and all(r.value == 1 for r in rolls[:-1])
    else:
        assert len(rolls) == 1


def test_die_1_each_player_takes_their_own_five_from_the_discard_in_turn_order():
    state = fresh_state(3, draw_dice=[1])
    state.discard = state.deck[:15]
    del state.deck[:15]
    pile = list(state.discard)
    start_round(state)
    order = state.order()
    for k, seat in enumerate(order):
        top = pile[len(pile) - 5 * (k + 1): len(pile) - 5 * k]
        assert state.players[seat].pending == list(reversed(top))
    assert state.discard == []


def test_die_1_a_catastrophe_given_from_the_discard_strikes_the_receiver():
    state = fresh_state(2, draw_dice=[1])
    tax = "tax.1"
    state.deck.remove(tax)
    state.discard = state.deck[:9] + [tax]
    del state.deck[:9]
    start_round(state)
    roller, other = state.roller, 1 - state.roller
    pending = state.players[roller].pending
    assert pending[0] == tax  # top of the discard
    state.players[roller].coins, state.players[other].coins = 8, 8
    keep = tuple(c for c in pending if c != tax)[:2]
    submit(state, cmd.SortDiscardDraw(roller, keep, tax, other))
    mine = state.players[other].pending
    submit(state, cmd.SortDiscardDraw(other, (mine[0], mine[1]), mine[2], roller))
    assert state.players[other].coins == 3 and state.players[roller].coins == 8
    assert tax in state.discard


# --- Die 2: the hidden auction -----------------------------------------------------------------
def auction(players, bids, coins=10, seed=1):
    state = fresh_state(players, seed, draw_dice=[2])
    for board in state.players:
        board.coins = coins if isinstance(coins, int) else 0
    if not isinstance(coins, int):
        for seat, amount in enumerate(coins):
            state.players[seat].coins = amount
    start_round(state)
    for seat, amount in enumerate(bids):
        submit(state, cmd.Bid(seat, amount))
    return state


def test_auction_tie_goes_to_the_tied_player_closest_to_the_roller_clockwise():
    state = fresh_state(4, 2, draw_dice=[2])
    roller = state.roller
    tied = [(roller + 3) % 4, (roller + 1) % 4]
    bids = {s: 0 for s in range(4)}
    for seat in tied:
        bids[seat] = 4
    for board in state.players:
        board.coins = 10
    start_round(state)
    for seat in range(4):
        submit(state, cmd.Bid(seat, bids[seat]))
    assert state.auction_winner == (roller + 1) % 4


def test_auction_all_zero_bids_make_the_roller_first_and_move_no_coin():
    state = auction(3, [0, 0, 0])
    assert state.auction_winner == state.roller
    assert [p.coins for p in state.players] == [10, 10, 10]


def test_auction_tied_poorest_players_share_the_bids_and_the_odd_coin_goes_to_the_bank():
    # seat 0 wins with 5 (to the bank); 2 + 1 = 3 coins go to the two poorest (seats 2 and 3 with
    # 4 coins after paying), 1 each, the third coin to the bank.
    state = auction(4, [5, 2, 1, 0], coins=[10, 9, 5, 4])
    assert state.auction_winner == 0
    assert [p.coins for p in state.players] == [5, 7, 5, 5]


def test_auction_the_winner_is_never_the_poorest_who_collects():
    state = auction(3, [6, 2, 1], coins=[6, 10, 10])  # the winner ends with 0 coins
    assert state.auction_winner == 0
    assert state.players[0].coins == 0
    assert [p.coins for p in state.players] == [0, 11, 9]  # seat 1 (8 after paying) is the poorest other


def test_auction_bid_above_ones_coins_is_refused():
    state = fresh_state(2, draw_dice=[2])
    state.players[0].coins = 3
    start_round(state)
    with pytest.raises(IllegalCommand, match="0 to 3"):
        RULES.handle(state, cmd.Bid(0, 4), random.Random(0))


def test_auction_with_four_players_the_packet_goes_clockwise_from_the_winner():
    state = fresh_state(4, 3, draw_dice=[2])
    roller = state.roller
    winner = (roller + 2) % 4
    for board in state.players:
        board.coins = 10
    start_round(state)
    for seat in range(4):
        submit(state, cmd.Bid(seat, 3 if seat == winner else 0))
    assert state.auction_winner == winner and len(state.packets[winner]) == 5
    before = hand_sizes(state)
    takers = []
    while state.phase == "draw":
        (seat,) = RULES.to_act(state)
        takers.append(seat)
        submit(state, cmd.DraftPick(seat, state.packets[seat][0]))
    assert takers == [winner, winner, (winner + 1) % 4, (winner + 2) % 4, (winner + 3) % 4]
    gained = [a - b for a, b in zip(hand_sizes(state), before)]
    assert gained[winner] == 2 and sum(gained) == 5
    check_invariants(state)


# --- Die 3 and 4 -----------------------------------------------------------------------------
def test_die_3_a_card_cannot_be_sent_to_oneself():
    state = fresh_state(2, draw_dice=[3])
    start_round(state)
    card = state.players[0].pending[0]
    with pytest.raises(IllegalCommand, match="another player"):
        RULES.handle(state, cmd.GiveAway(0, ((card, 0),)), random.Random(0))


def test_die_4_left_is_the_next_player_clockwise_and_right_the_previous():
    state = fresh_state(3, draw_dice=[4])
    start_round(state)
    a, b, left, right = state.players[1].pending
    submit(state, cmd.SortFour(1, a, b, left, right))
    assert left in state.players[2].hand and right in state.players[0].hand
    assert a in state.players[1].hand and b in state.discard


# --- Die 5: the draft ----------------------------------------------------------------------------
def test_die_5_at_four_players_packets_go_counter_clockwise_and_each_player_gets_four():
    state = fresh_state(4, draw_dice=[5])
    start_round(state)
    before = hand_sizes(state)
    discard = len(state.discard)
    firsts = {seat: list(state.packets[seat]) for seat in range(4)}
    for seat in range(4):
        packet = state.packets[seat]
        submit(state, cmd.DraftPick(seat, packet[0], packet[1]))
    for seat in range(4):
        assert state.packets[(seat - 1) % 4] == firsts[seat][2:]  # to the right-hand neighbour
    while state.phase == "draw":
        seat = RULES.to_act(state)[0]
        submit(state, cmd.DraftPick(seat, state.packets[seat][0]))
    assert [a - b for a, b in zip(hand_sizes(state), before)] == [4, 4, 4, 4]
    assert len(state.discard) == discard + 4
    check_invariants(state)


def test_die_5_the_first_pick_must_discard_another_card_and_later_picks_none():
    state = fresh_state(2, draw_dice=[5])
    start_round(state)
    packet = state.packets[0]
    with pytest.raises(IllegalCommand, match="discard one other"):
        RULES.handle(state, cmd.DraftPick(0, packet[0]), random.Random(0))
    with pytest.raises(IllegalCommand, match="discard one other"):
        RULES.handle(state, cmd.DraftPick(0, packet[0], packet[0]), random.Random(0))
    submit(state, cmd.DraftPick(0, packet[0], packet[1]))
    packet1 = state.packets[1]
    submit(state, cmd.DraftPick(1, packet1[0], packet1[1]))
    packet = state.packets[0]
    with pytest.raises(IllegalCommand, match="only the first pick"):
        RULES.handle(state, cmd.DraftPick(0, packet[0], packet[1]), random.Random(0))


def test_die_5_a_catastrophe_passed_in_the_draft_strikes_whoever_takes_it():
    state = fresh_state(2, draw_dice=[5])
    roller, other = state.roller, 1 - state.roller
    put_on_top(state, "theft.1")
    start_round(state)
    assert "theft.1" in state.packets[roller]
    for board in state.players:
        board.coins = 20
    packet = [c for c in state.packets[roller] if c != "theft.1"]
    submit(state, cmd.DraftPick(roller, packet[0], packet[1]))  # the theft goes on to the other player
    other_packet = state.packets[other]
    submit(state, cmd.DraftPick(other, other_packet[0], other_packet[1]))
    assert "theft.1" in state.packets[other]
    submit(state, cmd.DraftPick(other, "theft.1"))
    while state.phase == "draw":
        seat = RULES.to_act(state)[0]
        submit(state, cmd.DraftPick(seat, state.packets[seat][0]))
    assert state.players[other].coins == 10 and state.players[roller].coins == 20


def test_die_5_a_catastrophe_discarded_at_the_first_pick_strikes_nobody():
    state = fresh_state(2, draw_dice=[5])
    roller = state.roller
    put_on_top(state, "theft.1")
    start_round(state)
    for board in state.players:
        board.coins = 20
    keep = next(c for c in state.packets[roller] if c != "theft.1")
    submit(state, cmd.DraftPick(roller, keep, "theft.1"))
    while state.phase == "draw":
        seat = RULES.to_act(state)[0]
        packet = state.packets[seat]
        submit(state, cmd.DraftPick(seat, packet[0], packet[1] if state.step == "first_pick" else None))
    assert [p.coins for p in state.players] == [20, 20]
    assert "theft.1" in state.discard


# --- Immediate cards --------------------------------------------------------------------------
def test_immediate_cards_resolve_in_turn_order_from_the_die_roller():
    state = fresh_state(3, draw_dice=[6])
    roller = state.roller
    # each player draws 4 at level I: the roller's first card, then the next seat's first card
    contracts = ["coal_contract.1", "guild_bonus.1"]
    put_on_top(state, contracts[0])
    state.deck.remove(contracts[1])
    state.deck.insert(4, contracts[1])
    events = []
    rng = random.Random(0)
    pending = RULES.advance(state, rng)
    while pending:
        for event in pending:
            RULES.apply(state, event)
        events += pending
        pending = RULES.advance(state, rng)
    from game.rules.maphr.events import ImmediateRevealed

    revealed = [(e.seat, e.card) for e in events if isinstance(e, ImmediateRevealed)]
    assert revealed == [(roller, contracts[0]), ((roller + 1) % 3, contracts[1])]


def test_a_gift_of_die_3_carries_its_catastrophe_to_the_receiver():
    state = fresh_state(3, draw_dice=[3])
    roller = state.roller
    victim = (roller + 2) % 3
    put_on_top(state, "tax.1")
    start_round(state)
    assert "tax.1" in state.players[roller].pending
    for board in state.players:
        board.coins = 9
    for seat in state.order():
        gifts = (("tax.1", victim),) if seat == roller else ()
        submit(state, cmd.GiveAway(seat, gifts))
    assert state.players[victim].coins == 4
    assert [p.coins for s, p in enumerate(state.players) if s != victim] == [9, 9]
