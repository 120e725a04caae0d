"""Audit of Phases III-V, the end and the score grid against the rulebook: the hand limit with
its bonuses, one amenity action only, the reshuffle, level-ups by every route and what losing
their amenity does, the end targets at 3 and 4 players and for a grey clan, the finish bonuses."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.events import CardsDrawn, DeckShuffled
from game.rules.maphr.phases import level_routes
from game.rules.maphr.scoring import score_grid
from game.rules.maphr.state import PlacedTile
from maphr_helpers import RULES, check_invariants, fresh_state, start_round, submit


def at_phase(state, phase, rng=None):
    """Random legal play until `phase` opens."""
    rng = rng or random.Random(3)
    while state.phase != phase:
        seat = RULES.to_act(state)[0]
        submit(state, rng.choice(RULES.legal_commands(state, seat)), rng)


def take(state, card):
    for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
        if card in zone:
            zone.remove(card)
    return card


def straight_mine(state, seat, length):
    board = state.players[seat]
    board.mine = {(0, y): PlacedTile(take(state, f"straight.{y}"), 0) for y in range(1, length + 1)}
    return board


# --- Phase III ---------------------------------------------------------------------------------------
def test_the_hand_limit_is_six_plus_the_taverns_one():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.clan = "threshold_wardens"
    board.amenities = [take(state, "tavern.1")]
    while len(board.hand) < 10:  # contracts and catastrophes never stay in a hand (ruling 9)
        board.hand.append(next(c for c in state.deck if not RULES.cards.type_of(c).is_immediate))
        state.deck.remove(board.hand[-1])
    submit(state, cmd.SkipSale(seat))
    while RULES.to_act(state) == (seat,) and state.phase == "sell":
        submit(state, cmd.DiscardCard(seat, board.hand[0]))
    assert len(board.hand) == 7


def test_only_one_amenity_action_even_with_two_and_then_no_sale():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.amenities = [take(state, "forge.1"), take(state, "brewery.1")]
    coins = board.coins
    legal = RULES.legal_commands(state, seat)
    assert cmd.UseAmenity(seat, "forge.1") in legal and cmd.UseAmenity(seat, "brewery.1") in legal
    submit(state, cmd.UseAmenity(seat, "brewery.1"))
    assert board.coins == coins + 4
    if RULES.to_act(state) == (seat,):
        with pytest.raises(IllegalCommand, match="only one sale or amenity action"):
            RULES.handle(state, cmd.UseAmenity(seat, "forge.1"), random.Random(0))
        with pytest.raises(IllegalCommand, match="only one sale or amenity action"):
            RULES.handle(state, cmd.SellCard(seat, board.hand[0]), random.Random(0))


def test_the_market_and_a_clan_raise_the_sale_price():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.clan = "brum_pedlars"
    board.amenities = [take(state, "market.1")]
    coins = board.coins
    submit(state, cmd.SellCard(seat, board.hand[0]))
    assert board.coins == coins + 3 + 2 + 1


def test_an_empty_deck_reshuffles_the_discard_and_the_draw_goes_on():
    state = fresh_state(2, draw_dice=[6])
    state.discard.extend(state.deck[3:])
    state.deck = state.deck[:3]
    rng = random.Random(0)
    events = RULES.advance(state, rng)
    shuffles = [e for e in events if isinstance(e, DeckShuffled)]
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert len(shuffles) == 1 and shuffles[0].from_discard
    assert sum(e.count for e in drawn) == 8  # 4 each at level I, across the reshuffle
    for event in events:
        RULES.apply(state, event)
    assert state.discard == []  # the whole discard became the new deck
    check_invariants(state)


# --- Phase V -----------------------------------------------------------------------------------------
def test_level_four_by_the_grey_route_needs_45_coins_and_another_grey_amenity():
    state = fresh_state(2)
    board = state.players[0]
    board.clan, board.level = "threshold_wardens", 3
    board.amenities = ["gallery_register.1"]
    board.coins = 44
    assert level_routes(RULES.cards, board) == {}
    board.coins = 45
    assert level_routes(RULES.cards, board) == {"grey": 45}
    board.amenities = ["shoring.1", "palisade.1"]  # red ones do not open level IV
    assert level_routes(RULES.cards, board) == {}


def test_the_carvers_discount_applies_to_every_route():
    state = fresh_state(2)
    board = state.players[0]
    board.clan, board.level, board.coins = "arkhen_carvers", 2, 100
    board.amenities = ["shoring.1", "palisade.1"]
    assert level_routes(RULES.cards, board) == {"shoring": 8, "red": 28}


def test_losing_shoring_after_level_three_keeps_the_level_but_an_earthquake_lowers_it():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    roller = state.roller
    board = state.players[roller]
    board.clan, board.level, board.coins = "threshold_wardens", 3, 20
    board.amenities = [take(state, "shoring.1")]
    state.deck.insert(0, take(state, "fire.1"))
    start_round(state)
    assert board.amenities == [] and board.level == 3
    # an earthquake lowers it, and climbing back needs the conditions again: no shoring, no red
    assert level_routes(RULES.cards, board) == {}
    board.level = 2
    assert level_routes(RULES.cards, board) == {}


def test_one_level_per_round_at_most():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "evolution")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.clan, board.coins = "threshold_wardens", 200
    board.amenities = [take(state, "shoring.1"), take(state, "tunnel_office.1")]
    submit(state, cmd.RaiseLevel(seat, "standard"))
    assert board.level == 2 and (state.phase != "evolution" or RULES.to_act(state) != (seat,))


# --- The end ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, tiles, ends", [(3, 11, False), (3, 12, True), (4, 10, False), (4, 11, True)])
def test_the_game_ends_at_12_galleries_or_11_with_four_players(players, tiles, ends):
    state = fresh_state(players, draw_dice=[6], negotiation=False, round_limit=5)
    start_round(state)
    for board in state.players:
        board.clan = "threshold_wardens"
    straight_mine(state, 0, tiles)
    state.players[0].level = 4
    state.discard.extend(state.players[0].hand)  # nothing to lay this round
    state.players[0].hand.clear()
    rng = random.Random(3)
    while state.round == 1 and state.outcome is None:
        seat = RULES.to_act(state)[0]
        submit(state, rng.choice(RULES.legal_commands(state, seat)), rng)
    assert (state.outcome is not None) == ends
    if ends:
        assert state.outcome.reason == "target" and state.finishers == [0]


def test_a_grey_clan_with_four_players_ends_at_nine_and_its_one_short_is_eight():
    state = fresh_state(4, draw_dice=[6], negotiation=False)
    start_round(state)
    for board in state.players:
        board.clan = "threshold_wardens"
    state.players[1].clan = "dulgard"
    straight_mine(state, 1, 8)
    assert score_grid(state, RULES.cards, 1, [])["finish"] == 10
    state.players[1].mine[(0, 9)] = PlacedTile(take(state, "straight.9"), 0)
    at_phase(state, "over")
    assert state.finishers == [1] and state.score_grid[1]["finish"] == 25


def test_two_mines_finishing_in_the_same_round_both_score_25_and_the_round_is_played_out():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    for board in state.players:
        board.clan = "threshold_wardens"
    a = straight_mine(state, 0, 12)
    b = state.players[1]
    b.mine = {(1, y): PlacedTile(take(state, f"straight.{y + 12}"), 0) for y in range(1, 13)}
    b.mine = {(0, y): t for (_, y), t in b.mine.items()}
    at_phase(state, "over")
    assert state.finishers == [0, 1]
    assert state.score_grid[0]["finish"] == state.score_grid[1]["finish"] == 25
    assert a.level == 1  # the end does not depend on the level, only on the galleries


def test_scoring_counts_every_vein_occupied_or_not_and_three_per_miner_even_unplaced():
    state = fresh_state(2)
    board = state.players[0]
    board.clan = "threshold_wardens"
    board.mine = {
        (0, 1): PlacedTile("coal1_t.1", 0), (0, 2): PlacedTile("gold3_dead_end.1", 0),
        (1, 1): PlacedTile("mithril1_bend.1", 0), (0, 3): PlacedTile("straight.1", 0),
    }
    board.miners = [(0, 3), None]
    grid = score_grid(state, RULES.cards, 0, [])
    assert grid["veins"] == 1 + 6 + 5 and grid["miners"] == 6


def test_two_full_sets_of_colours_and_a_colour_of_four():
    state = fresh_state(2)
    board = state.players[0]
    board.amenities = [f"{k}.1" for k in ("forge", "tavern", "trading_post", "shoring", "gallery_register")]
    board.amenities += [f"{k}.1" for k in ("cutting_workshop", "dormitory", "market", "palisade", "tunnel_office")]
    board.amenities += [f"{k}.1" for k in ("rune_forge", "masters_hall")]  # 4 blue
    grid = score_grid(state, RULES.cards, 0, [])
    assert grid["sets"] == 20
    assert grid["colours"] == 16 + 4 * 4
    assert grid["coins"] == board.coins // 6


# --- Phase IV ----------------------------------------------------------------------------------------
def test_a_card_for_a_card_of_the_others_choice_and_an_offer_beyond_the_others_purse():
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    at_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    target = 1 - proposer
    p, t = state.players[proposer], state.players[target]
    mine, theirs = p.hand[0], t.hand[-1]
    submit(state, cmd.ProposeOffer(proposer, target, mine, ask_card=True))
    assert cmd.AcceptOffer(target, theirs) in RULES.legal_commands(state, target)
    with pytest.raises(IllegalCommand, match="one card of your hand"):
        RULES.handle(state, cmd.AcceptOffer(target), random.Random(0))
    submit(state, cmd.AcceptOffer(target, theirs))
    assert mine in t.hand and theirs in p.hand
    t.coins = 2
    submit(state, cmd.ProposeOffer(proposer, target, p.hand[0], ask_coins=3))
    assert RULES.legal_commands(state, target) == [cmd.RefuseOffer(target)]
    with pytest.raises(IllegalCommand, match="asks 3 coins"):
        RULES.handle(state, cmd.AcceptOffer(target), random.Random(0))


def test_an_amenity_given_for_coins_in_answer_keeps_to_its_cost_and_double():
    """Rulebook: "Pour un aménagement, la proposition de vente est fixé entre le coût de
    construction de la carte et le double de sa valeur", whoever names the card: a buyer's coins
    for "a card of your choice" cannot buy the Bureau (cost 6) for 1 coin (issue 22)."""
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    at_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    target = 1 - proposer
    p, t = state.players[proposer], state.players[target]
    p.coins = 20
    t.hand = [take(state, "tunnel_office.1")]
    submit(state, cmd.ProposeOffer(proposer, target, give_coins=1, ask_card=True))
    assert RULES.legal_commands(state, target) == [cmd.RefuseOffer(target)]
    with pytest.raises(IllegalCommand, match="6 to 12 coins"):
        RULES.handle(state, cmd.AcceptOffer(target, "tunnel_office.1"), random.Random(0))
    submit(state, cmd.RefuseOffer(target))
    # Within the bound, and net of coins asked back, the same card may go.
    t.hand.append(take(state, "straight.1"))
    submit(state, cmd.ProposeOffer(proposer, target, give_coins=9, ask_coins=2, ask_card=True))
    assert set(RULES.legal_commands(state, target)) == {
        cmd.AcceptOffer(target, "tunnel_office.1"), cmd.AcceptOffer(target, "straight.1"), cmd.RefuseOffer(target)}
    submit(state, cmd.AcceptOffer(target, "tunnel_office.1"))
    assert "tunnel_office.1" in p.hand and p.coins == 13


def test_a_buyer_may_name_the_card_wanted_and_only_that_card_answers():
    """Rulebook: "des échanges ou achat de cartes avec les autres clans": a buyer may ask for a
    card by name (the Bureau for 8 coins); the target answers with a card of that name, within
    an amenity's bound, or refuses. Everyone sees the name asked (issue 22)."""
    state = fresh_state(2, draw_dice=[6])
    start_round(state)
    at_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    target = 1 - proposer
    p, t = state.players[proposer], state.players[target]
    p.coins = 20
    t.hand = [take(state, "tunnel_office.1"), take(state, "straight.1")]
    with pytest.raises(IllegalCommand, match="no card is named"):
        RULES.handle(state, cmd.ProposeOffer(proposer, target, give_coins=8, ask_card=True, ask_name="nothing"), random.Random(0))
    with pytest.raises(IllegalCommand, match="6 to 12 coins"):
        RULES.handle(state, cmd.ProposeOffer(proposer, target, give_coins=3, ask_card=True, ask_name="tunnel_office"), random.Random(0))
    submit(state, cmd.ProposeOffer(proposer, target, give_coins=8, ask_card=True, ask_name="tunnel_office"))
    assert RULES.view(state, None)["offer"]["ask_name"] == "tunnel_office"
    assert RULES.legal_commands(state, target) == [cmd.AcceptOffer(target, "tunnel_office.1"), cmd.RefuseOffer(target)]
    with pytest.raises(IllegalCommand, match="asks for Office of the Logical Ordering of Tunnels"):
        RULES.handle(state, cmd.AcceptOffer(target, "straight.1"), random.Random(0))
    submit(state, cmd.AcceptOffer(target, "tunnel_office.1"))
    assert "tunnel_office.1" in p.hand and p.coins == 12 and t.coins >= 8


def test_a_blind_sale_hides_the_card_from_the_buyer_until_it_is_bought():
    """Rulebook: "de faire des ventes cartes visibles ou cachées": a card offered face down is
    known to its seller only; the buyer answers on the price, and gets it on accepting. The
    amenity bound still holds (issue 22)."""
    state = fresh_state(3, draw_dice=[6])
    start_round(state)
    at_phase(state, "negotiation")
    proposer = RULES.to_act(state)[0]
    target, third = (proposer + 1) % 3, (proposer + 2) % 3
    p, t = state.players[proposer], state.players[target]
    p.hand.append(take(state, "tunnel_office.1"))
    t.coins = 20
    with pytest.raises(IllegalCommand, match="6 to 12 coins"):
        RULES.handle(state, cmd.ProposeOffer(proposer, target, "tunnel_office.1", ask_coins=2, blind=True), random.Random(0))
    with pytest.raises(IllegalCommand, match="face down"):
        RULES.handle(state, cmd.ProposeOffer(proposer, target, give_coins=2, ask_card=True, blind=True), random.Random(0))
    events = submit(state, cmd.ProposeOffer(proposer, target, "tunnel_office.1", ask_coins=7, blind=True))
    made = events[0]
    assert made.seen_by(target).give_card is None and made.seen_by(third).give_card is None
    assert made.seen_by(proposer).give_card == "tunnel_office.1"
    assert RULES.view(state, target)["offer"]["give_card"] is None and RULES.view(state, target)["offer"]["blind"]
    assert RULES.view(state, proposer)["offer"]["give_card"] == "tunnel_office.1"
    assert RULES.legal_commands(state, target) == [cmd.AcceptOffer(target), cmd.RefuseOffer(target)]
    submit(state, cmd.AcceptOffer(target))
    assert "tunnel_office.1" in t.hand and t.coins == 13
    assert "tunnel_office.1" in RULES.view(state, target)["players"][target]["hand"]


def test_a_catastrophe_drawn_by_an_amenity_action_takes_effect_at_once():
    """Rulebook: catastrophes and contracts "ne se gardent pas en main" (ruling 9): one drawn by
    an amenity's "draw" action acts on its drawer at once; it cannot be discarded at the hand
    limit, sold or given away without taking effect."""
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.amenities = [take(state, "gallery_register.1")]
    board.coins = 12
    while len(board.hand) < 8:
        board.hand.append(next(c for c in state.deck if not RULES.cards.type_of(c).is_immediate))
        state.deck.remove(board.hand[-1])
    state.deck.insert(0, take(state, "tax.1"))
    submit(state, cmd.UseAmenity(seat, "gallery_register.1"))
    assert "tax.1" not in board.hand and "tax.1" in state.discard
    assert board.coins == 12 - 5
    assert all(not isinstance(c, cmd.DiscardCard) or c.card != "tax.1" for c in RULES.legal_commands(state, seat))


def test_a_catastrophe_drawn_by_an_amenity_action_that_asks_a_choice_asks_its_drawer():
    state = fresh_state(2, draw_dice=[6], negotiation=False)
    start_round(state)
    at_phase(state, "sell")
    seat = RULES.to_act(state)[0]
    board = state.players[seat]
    board.amenities = [take(state, "gallery_register.1"), take(state, "forge.1")]
    state.deck.insert(0, take(state, "fire.1"))
    submit(state, cmd.UseAmenity(seat, "gallery_register.1"))
    assert state.choice == (seat, "fire.1") and RULES.to_act(state) == (seat,)
    assert sorted(c.answer for c in RULES.legal_commands(state, seat)) == sorted(board.amenities)
    submit(state, cmd.ResolveChoice(seat, "forge.1"))
    assert board.amenities == ["gallery_register.1"] and "fire.1" in state.discard and state.choice is None
