"""Phases III-V, the end condition and the score grid."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.phases import level_routes
from game.rules.maphr.powers import gallery_target
from game.rules.maphr.scoring import score_grid, winners
from game.rules.maphr.state import PlacedTile
from maphr_helpers import RULES, fresh_state, start_round, submit


def to_phase(state, phase, rng=None):
    """Random legal play until `phase` opens."""
    rng = rng or random.Random(3)
    while state.phase != phase:
        seat = RULES.to_act(state)[0]
        submit(state, rng.choice(RULES.legal_commands(state, seat)), rng)


def test_sell_one_card_for_three_then_discard_to_six():
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    to_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.clan = "blackhammers"
    while len(board.hand) < 9:  # contracts and catastrophes never stay in a hand (ruling 9)
        board.hand.append(next(c for c in reversed(state.deck) if not RULES.cards.type_of(c).is_immediate))
        state.deck.remove(board.hand[-1])
    coins = board.coins
    card = board.hand[0]
    submit(state, cmd.SellCard(seat, card))
    assert board.coins == coins + 3 and card in state.discard
    with pytest.raises(IllegalCommand, match="only one sale"):
        RULES.handle(state, cmd.SellCard(seat, board.hand[0]), random.Random(0))
    assert all(isinstance(c, cmd.DiscardCard) for c in RULES.legal_commands(state, seat))
    while RULES.to_act(state) == (seat,) and state.phase == "sell":
        submit(state, cmd.DiscardCard(seat, board.hand[0]))
    assert len(board.hand) == 6


def test_negotiation_offer_accepted_moves_cards_and_coins():
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    to_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    target = 1 - proposer
    p, t = state.players[proposer], state.players[target]
    p.coins, t.coins = 10, 10
    card = next(c for c in p.hand if RULES.cards.type_of(c).kind != "amenity")
    submit(state, cmd.ProposeOffer(proposer, target, card, ask_coins=4))
    assert RULES.to_act(state) == (target,)
    assert RULES.view(state, target)["offer"]["give_card"] == card
    submit(state, cmd.AcceptOffer(target))
    assert card in t.hand and p.coins == 14 and t.coins == 6
    submit(state, cmd.EndNegotiation(proposer))


def test_an_amenity_sells_between_its_cost_and_double():
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    to_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    state.players[proposer].hand.append("treasury.1")
    state.deck.remove("treasury.1")
    with pytest.raises(IllegalCommand, match="18 to 36"):
        RULES.handle(state, cmd.ProposeOffer(proposer, 1 - proposer, "treasury.1", ask_coins=40), random.Random(0))
    submit(state, cmd.ProposeOffer(proposer, 1 - proposer, "treasury.1", ask_coins=20))
    submit(state, cmd.RefuseOffer(1 - proposer))
    assert "treasury.1" in state.players[proposer].hand


def test_level_up_costs_and_conditions():
    state = fresh_state(2)
    board = state.players[0]
    board.clan = "blackhammers"
    board.coins = 100
    assert level_routes(RULES.cards, board) == {}
    board.amenities = ["forge.1"]
    assert level_routes(RULES.cards, board) == {"standard": 4}
    board.level = 2
    assert level_routes(RULES.cards, board) == {}
    board.amenities = ["forge.1", "palisade.1"]
    assert level_routes(RULES.cards, board) == {"red": 30}
    board.amenities.append("shoring.1")
    assert level_routes(RULES.cards, board) == {"shoring": 10, "red": 30}
    board.level = 3
    board.amenities = ["tunnel_office.1", "map_room.1"]
    assert level_routes(RULES.cards, board) == {"office": 15, "grey": 45}
    board.coins = 20
    assert level_routes(RULES.cards, board) == {"office": 15}


def test_end_targets_by_player_count_and_grey_clan():
    state4 = fresh_state(4)
    state3 = fresh_state(3)
    state4.players[0].clan = "blackhammers"
    state3.players[0].clan = "dulgard"
    assert gallery_target(RULES.cards, state4, state4.players[0]) == 11
    assert gallery_target(RULES.cards, state3, state3.players[0]) == 10


def test_score_grid_follows_the_rulebook_examples():
    state = fresh_state(2)
    board = state.players[0]
    board.clan = "blackhammers"
    board.coins = 300
    board.amenities = ["tavern.1", "dormitory.1", "brewery.1", "shoring.1", "palisade.1"]
    board.mine = {(0, 1): PlacedTile("coal3_crossing.1", 0), (0, 2): PlacedTile("mithril2_dead_end.1", 0)}
    board.miners = [(0, 1)]
    grid = score_grid(state, RULES.cards, 0, [])
    assert grid["coins"] == 50
    assert grid["colours"] == 9 + 4  # 3 green, 2 red
    assert grid["amenities"] == 1 + 2 + 3 + 2 + 3
    assert grid["veins"] == 3 + 10 and grid["miners"] == 3
    assert grid["sets"] == 0 and grid["finish"] == 0
    board.amenities = [f"{k}.1" for k in ("forge", "tavern", "trading_post", "shoring", "gallery_register")]
    board.amenities += [f"{k}.1" for k in ("rune_forge", "brewery", "foundry", "clan_guard", "map_room")]
    grid = score_grid(state, RULES.cards, 0, [0])
    assert grid["sets"] == 20 and grid["colours"] == 5 * 4 and grid["finish"] == 25
    board.amenities = [f"{k}.1" for k in ("forge", "cutting_workshop", "rune_forge", "masters_hall")] + ["forge.2"]
    assert score_grid(state, RULES.cards, 0, [])["colours"] == 16  # capped


def test_one_short_of_the_target_scores_ten_and_ties_go_to_the_richest():
    state = fresh_state(2)
    board = state.players[1]
    board.mine = {(0, y): PlacedTile(f"straight.{y}", 0) for y in range(1, 12)}
    board.clan = "blackhammers"
    assert score_grid(state, RULES.cards, 1, [0])["finish"] == 10
    state.players[0].coins, state.players[1].coins = 7, 9
    assert winners(state, [30, 30]) == (1,)


def test_the_game_ends_after_the_round_in_which_a_mine_reaches_its_target():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    board = state.players[0]
    board.clan = "blackhammers"
    board.mine = {(0, y): PlacedTile(f"straight.{y}", 0) for y in range(1, 13)}
    for card in (t.card for t in board.mine.values()):
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
    to_phase(state, "over")
    assert state.round == 1 and state.outcome.reason == "target"
    assert state.score_grid[0]["finish"] == 25
    assert state.outcome.scores == tuple(sum(state.score_grid[s].values()) for s in (0, 1))


def test_negotiation_can_be_turned_off_and_skipped():
    from game.rules.maphr.events import StepOpened
    from maphr_helpers import new_match, play_random

    for allowed in (False, True):
        match = new_match(2, 3, negotiation=allowed, round_limit=2)
        play_random(match, random.Random(1))
        opened = {e.event.phase for e in match.entries if isinstance(e.event, StepOpened)}
        assert "evolution" in opened and ("negotiation" in opened) == allowed
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    to_phase(state, "negotiation")
    seat = RULES.to_act(state)[0]
    assert cmd.EndNegotiation(seat) in RULES.legal_commands(state, seat)
    submit(state, cmd.EndNegotiation(seat))
    assert state.turn == 1 or state.phase != "negotiation"


def test_a_skip_can_be_taken_back_but_not_a_sale():
    from game.engine.records import Undo
    from maphr_helpers import new_match

    match = new_match(2, 3, draw_dice=[6], negotiation=False)
    rng = random.Random(2)
    while match.state.phase != "sell":
        seat = match.to_act()[0]
        match.submit(rng.choice(match.legal_commands(seat)))
    assert match.state.turn == 0 and all(p.hand for p in match.state.players)
    seat = match.to_act()[0]
    before = match.state_hash()
    match.submit(cmd.SkipSale(seat))
    assert match.can_undo(seat)
    match.submit(Undo(seat))
    assert match.state_hash() == before
    match.submit(cmd.SellCard(seat, match.state.players[seat].hand[0]))
    assert not match.can_undo(seat)
