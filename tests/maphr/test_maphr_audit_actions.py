"""Audit of Phase II against the rulebook: the second action's price at every level, the order
two tokens resolve in, impediments on one of two actions, the idle coin, the level's size in the
middle of a prospect, miners by level, the 60-coin cap with bonuses, and building by level."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.actions import why_not_buildable
from game.rules.maphr.state import PlacedTile
from maphr_helpers import RULES, check_invariants, fresh_state, give, start_round, submit


def at_actions(players=2, seed=1, **options):
    """Phase II of round 1, every hand emptied and every clan without powers that would interfere."""
    state = fresh_state(players, seed, draw_dice=[6], negotiation=False, **options)
    start_round(state)
    assert state.phase == "actions"
    for board in state.players:
        board.clan = "threshold_wardens"  # a power used only at setup
        state.discard.extend(board.hand)
        board.hand.clear()
    return state


def lay(state, seat, tiles):
    """Tiles straight into the mine: {(x, y): (card, rotation)}."""
    board = state.players[seat]
    for cell, (card, rotation) in tiles.items():
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
        board.mine[cell] = PlacedTile(card, rotation)
    return board


def choose_all(state, choices):
    """Submit each seat's secret choice; seats not listed are idle."""
    for seat in range(state.player_count):
        submit(state, choices.get(seat, cmd.ChooseActions(seat, ("idle",))))


def pass_impediments(state):
    while state.phase == "impediments":
        for seat in RULES.to_act(state):
            submit(state, cmd.ChooseImpediments(seat, ()))


# --- The second action ---------------------------------------------------------------------------
@pytest.mark.parametrize("level, cost", [(1, 3), (2, 2), (3, 1), (4, 0)])
def test_the_second_action_costs_three_two_one_or_no_card_by_level(level, cost):
    state = at_actions()
    board = state.players[0]
    board.level, board.coins = level, 50
    give(state, 0, "straight.1", "forge.1", "tavern.1", "dead_end.1", "bend.1")
    doubles = [c for c in RULES.legal_commands(state, 0) if len(c.actions) == 2]
    assert doubles and {len(c.discards) for c in doubles} == {cost}


def test_the_council_of_elders_lowers_the_second_actions_price_by_one_card():
    state = at_actions()
    board = state.players[0]
    board.coins = 50
    board.amenities = ["elders_council.1"]
    give(state, 0, "straight.1", "forge.1", "tavern.1", "build_ban.1")
    doubles = [c for c in RULES.legal_commands(state, 0) if len(c.actions) == 2]
    assert doubles and {len(c.discards) for c in doubles} == {2}


def test_two_tokens_resolve_in_the_rulebooks_order_whatever_order_they_were_chosen_in():
    state = at_actions()
    board = state.players[0]
    board.level, board.coins = 4, 50
    give(state, 0, "straight.1", "forge.1")
    submit(state, cmd.ChooseActions(0, ("build", "prospect")))
    submit(state, cmd.ChooseActions(1, ("idle",)))
    pass_impediments(state)
    assert state.queue == [(0, "prospect"), (0, "build")]


def test_second_action_discards_may_not_throw_away_what_a_chosen_action_needs():
    state = at_actions()
    board = state.players[0]
    board.coins = 50
    give(state, 0, "straight.1", "forge.1", "tavern.1", "bend.1")
    # prospect + build, discarding the only two amenities: the build could never happen
    with pytest.raises(IllegalCommand, match="keep what your actions need"):
        RULES.handle(state, cmd.ChooseActions(0, ("prospect", "build"), ("forge.1", "tavern.1", "bend.1")), random.Random(0))
    for choice in RULES.legal_commands(state, 0):
        if set(choice.actions) == {"prospect", "build"}:
            assert not {"forge.1", "tavern.1"} <= set(choice.discards)
            assert not {"straight.1", "bend.1"} <= set(choice.discards)


# --- Impediments and the idle coin ---------------------------------------------------------------
def test_an_impediment_stops_one_of_two_actions_and_the_other_still_resolves():
    state = at_actions()
    board = state.players[0]
    board.level, board.coins = 4, 50
    give(state, 0, "straight.1", "forge.1")
    give(state, 1, "build_ban.1")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect", "build"))})
    assert state.phase == "impediments" and RULES.to_act(state) == (1,)
    assert RULES.legal_commands(state, 1) == [cmd.ChooseImpediments(1, (("build_ban.1", 0),)), cmd.ChooseImpediments(1, ())]
    submit(state, cmd.ChooseImpediments(1, (("build_ban.1", 0),)))
    submit(state, cmd.PlaceTile(0, "straight.1", 0, 1, 0))
    assert (0, 1) in board.mine and board.amenities == [] and board.coins == 50


def test_an_impediment_cannot_target_an_action_that_was_not_revealed():
    state = at_actions()
    give(state, 0, "straight.1")
    give(state, 1, "exploit_ban.1", "straight.2")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",)), 1: cmd.ChooseActions(1, ("prospect",))})
    # asked all the same (ruling 11: being asked tells nothing), but only "none" is open to them
    assert state.phase == "impediments" and RULES.legal_commands(state, 1) == [cmd.ChooseImpediments(1, ())]
    with pytest.raises(IllegalCommand):
        RULES.handle(state, cmd.ChooseImpediments(1, (("exploit_ban.1", 0),)), random.Random(0))


def test_a_hand_of_unplayable_cards_is_no_possible_action_and_earns_the_idle_coin():
    state = at_actions()
    board = state.players[0]
    board.coins = 2
    lay(state, 0, {(0, 1): ("straight.1", 0), (0, 2): ("straight.2", 0), (0, 3): ("dead_end.1", 0)})
    give(state, 0, "bend.1", "treasury.1", "forge.1", "prospect_ban.1")  # mine full, level IV card, forge costs 4
    assert RULES.legal_commands(state, 0) == [cmd.ChooseActions(0, ("idle",))]
    choose_all(state, {})
    assert board.coins == 3


def test_idle_is_refused_to_a_player_who_can_act():
    state = at_actions()
    give(state, 0, "straight.1")
    with pytest.raises(IllegalCommand, match="idle coin"):
        RULES.handle(state, cmd.ChooseActions(0, ("idle",)), random.Random(0))


# --- Prospect ---------------------------------------------------------------------------------------
def test_a_prospect_stops_when_the_mine_reaches_its_levels_size():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0), (0, 2): ("straight.2", 0)})
    give(state, 0, "straight.3", "straight.4")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",))})
    submit(state, cmd.PlaceTile(0, "straight.3", 0, 3, 0))
    assert len(board.mine) == 3 and "straight.4" in board.hand
    assert state.phase != "resolve" or state.queue[:1] != [(0, "prospect")]


def test_the_tunnel_office_lets_a_prospect_lay_three_tiles():
    state = at_actions()
    board = state.players[0]
    board.level, board.amenities = 2, ["tunnel_office.1"]
    give(state, 0, "straight.1", "straight.2", "straight.3", "straight.4")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",))})
    for y in (1, 2, 3):
        submit(state, cmd.PlaceTile(0, f"straight.{y}", 0, y, 0))
    assert len(board.mine) == 3 and state.queue[:1] != [(0, "prospect")]


def test_a_tile_may_not_touch_the_surface_nor_float_apart_from_the_network():
    state = at_actions()
    lay(state, 0, {(0, 1): ("junction_t.1", 0)})  # open N, E, S
    give(state, 0, "straight.1")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",))})
    with pytest.raises(IllegalCommand, match="below the surface"):
        RULES.handle(state, cmd.PlaceTile(0, "straight.1", 1, 0, 0), random.Random(0))
    with pytest.raises(IllegalCommand, match="open onto your gallery network"):
        RULES.handle(state, cmd.PlaceTile(0, "straight.1", 2, 1, 0), random.Random(0))
    with pytest.raises(IllegalCommand, match="meet a wall"):
        RULES.handle(state, cmd.PlaceTile(0, "straight.1", 1, 1, 0), random.Random(0))  # N-S against the T's east
    submit(state, cmd.PlaceTile(0, "straight.1", 1, 1, 1))  # turned E-W
    check_invariants(state)


# --- Exploit ----------------------------------------------------------------------------------------
def test_a_level_two_mine_holds_three_miners_and_only_the_first_ever_is_free():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("coal2_t.1", 0), (0, 2): ("coal2_t.2", 0), (0, 3): ("gold1_dead_end.1", 0)})
    board.level, board.coins = 2, 10
    choose_all(state, {0: cmd.ChooseActions(0, ("exploit",))})
    submit(state, cmd.BuyMiner(0, 0, 1))
    submit(state, cmd.BuyMiner(0, 0, 2))
    submit(state, cmd.BuyMiner(0, 0, 3))
    assert board.coins == 0 and len(board.miners) == 3
    with pytest.raises(IllegalCommand, match="at most 3 miners"):
        RULES.handle(state, cmd.BuyMiner(0, 0, 1), random.Random(0))
    submit(state, cmd.Collect(0))
    assert board.coins == 2 + 2 + 2


def test_a_miner_on_a_plain_gallery_collects_nothing_and_two_miners_never_share_a_tile():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0), (0, 2): ("gold2_dead_end.1", 0)})
    board.miners, board.free_miner_used = [(0, 1), (0, 2)], True
    board.coins = 0
    choose_all(state, {0: cmd.ChooseActions(0, ("exploit",))})
    with pytest.raises(IllegalCommand, match="already works there"):
        RULES.handle(state, cmd.MoveMiner(0, 0, 0, 2), random.Random(0))
    submit(state, cmd.Collect(0))
    assert board.coins == 4


def test_with_every_vein_worked_a_miner_may_still_be_hired_onto_a_gallery():
    """Each miner owned scores 3 (ruling 17) and a miner may stand on any tile (ruling 4): once
    every vein is worked, the legal commands offer hiring one onto a free gallery (issue 22)."""
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0), (0, 2): ("gold2_dead_end.1", 0)})
    board.level, board.coins = 2, 10
    board.miners, board.free_miner_used = [(0, 2)], True
    choose_all(state, {0: cmd.ChooseActions(0, ("exploit",))})
    legal = RULES.legal_commands(state, 0)
    assert cmd.BuyMiner(0, 0, 1) in legal
    assert not any(isinstance(c, cmd.MoveMiner) and (c.x, c.y) == (0, 1) for c in legal), "moving off a vein is no use"
    submit(state, cmd.BuyMiner(0, 0, 1))
    assert board.miners == [(0, 2), (0, 1)] and board.coins == 5


def test_the_60_coin_cap_is_on_the_veins_and_amenity_bonuses_come_on_top():
    state = at_actions()
    board = state.players[0]
    board.amenities = ["trading_post.1", "foundry.1"]
    board.level = 4
    for i in range(7):
        board.mine[(i, 1)] = PlacedTile(f"mithril2_dead_end.{i % 2 + 1}", 0)
    board.miners, board.free_miner_used = [(i, 1) for i in range(5)], True
    board.coins = 0
    choose_all(state, {0: cmd.ChooseActions(0, ("exploit",))})
    submit(state, cmd.MoveMiner(0, 0, 5, 1))
    submit(state, cmd.Collect(0))
    assert board.coins == 50 + 2 + 5
    board.miners.append((6, 1))  # six double mithril = 60; one more still 60
    board.mine[(7, 1)] = PlacedTile("mithril2_dead_end.1", 0)
    from game.rules.maphr.actions import exploitation

    board.miners = [(i, 1) for i in range(7)]
    assert exploitation(RULES.cards, board) == (60, 7)


# --- Build ------------------------------------------------------------------------------------------
def test_a_level_three_mine_builds_levels_one_to_three_but_not_four():
    state = fresh_state(2)
    board = state.players[0]
    board.level, board.coins = 3, 100
    board.hand = []
    for card in ("forge.1", "cutting_workshop.1", "rune_forge.1", "masters_hall.1"):
        give(state, 0, card)
    assert [why_not_buildable(state, RULES.cards, 0, c) is None for c in board.hand] == [True, True, True, False]


def test_the_player_with_fewest_amenities_is_never_held_back_by_the_gap():
    state = fresh_state(3)
    board = state.players[0]
    board.coins, board.level = 100, 4
    state.players[1].amenities = [f"{k}.1" for k in ("forge", "tavern", "shoring", "market")]
    state.players[2].amenities = [f"{k}.2" for k in ("forge", "tavern", "shoring", "market")]
    give(state, 0, "trading_post.1")
    assert why_not_buildable(state, RULES.cards, 0, "trading_post.1") is None
    state.players[1].coins, state.players[1].level = 100, 4
    give(state, 1, "trading_post.2")
    assert "at most 2 amenities more" in why_not_buildable(state, RULES.cards, 1, "trading_post.2")


def test_a_build_discount_makes_an_amenity_affordable():
    state = at_actions()
    board = state.players[0]
    board.level, board.coins = 2, 6
    board.amenities = ["cutting_workshop.1"]
    board.clan = "blackhammers"  # and the clan's own 1 coin off
    give(state, 0, "cutting_workshop.2", "palisade.1")
    assert "already have" in why_not_buildable(state, RULES.cards, 0, "cutting_workshop.2")
    assert why_not_buildable(state, RULES.cards, 0, "palisade.1") is None
    choose_all(state, {0: cmd.ChooseActions(0, ("build",))})
    submit(state, cmd.BuildAmenity(0, "palisade.1"))
    assert board.coins == 6 - (6 - 2) and "palisade.1" in board.amenities


def test_actions_resolve_in_turn_order_from_the_die_roller():
    state = at_actions(3, seed=4)
    assert state.roller == 2
    for seat in range(3):
        give(state, seat, f"straight.{seat + 1}")
    choose_all(state, {s: cmd.ChooseActions(s, ("prospect",)) for s in range(3)})
    pass_impediments(state)
    order = state.order()
    assert order[0] == state.roller
    started = []
    rng = random.Random(0)
    while state.phase == "resolve" and state.queue:
        seat = state.queue[0][0]
        started.append(seat)
        submit(state, cmd.PlaceTile(seat, f"straight.{seat + 1}", 0, 1, 0), rng)
        if state.queue[:1] == [(seat, "prospect")]:
            submit(state, cmd.EndAction(seat), rng)
    assert started == order


# --- A mine is never forced shut (README, ruling 2) --------------------------------------------------
def test_a_player_whose_only_tile_would_close_the_mine_chooses_between_it_and_the_idle_coin():
    """"pas de carte à poser" is not quite true when the tile fits: the player may Prospect and
    close their mine, or take the idle coin rather than seal it (README, ruling 2)."""
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0)})  # one open side left: south
    board.coins = 0
    give(state, 0, "dead_end.1")  # fits below, but would close the mine for good
    assert RULES.legal_commands(state, 0) == [cmd.ChooseActions(0, ("prospect",)), cmd.ChooseActions(0, ("idle",))]
    choose_all(state, {})
    assert board.coins == 1 and "dead_end.1" in board.hand and len(board.mine) == 1


def test_the_player_whose_only_tile_would_close_the_mine_may_prospect_and_close_it():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0)})
    board.coins = 0
    give(state, 0, "dead_end.1")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",))})
    assert cmd.PlaceTile(0, "dead_end.1", 0, 2, 0) in RULES.legal_commands(state, 0)
    submit(state, cmd.PlaceTile(0, "dead_end.1", 0, 2, 0))
    assert (0, 2) in board.mine and board.coins == 0


def test_the_idle_coin_stays_refused_while_a_tile_keeps_the_mine_open():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0)})
    board.coins = 0
    give(state, 0, "dead_end.1", "straight.2")
    assert cmd.ChooseActions(0, ("idle",)) not in RULES.legal_commands(state, 0)


def test_closing_ones_own_mine_stays_allowed_as_a_choice():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0)})
    give(state, 0, "dead_end.1", "straight.2")
    choose_all(state, {0: cmd.ChooseActions(0, ("prospect",))})
    assert cmd.PlaceTile(0, "dead_end.1", 0, 2, 0) in RULES.legal_commands(state, 0)
    submit(state, cmd.PlaceTile(0, "dead_end.1", 0, 2, 0))
    assert (0, 2) in board.mine


def test_the_tile_that_completes_the_target_may_close_the_mine():
    state = at_actions()
    board = state.players[0]
    board.level = 4
    lay(state, 0, {(0, y): (f"straight.{y}", 0) for y in range(1, 12)})
    board.coins = 0
    give(state, 0, "dead_end.1")
    assert cmd.ChooseActions(0, ("prospect",)) in RULES.legal_commands(state, 0)


def test_a_mine_without_veins_is_nothing_to_exploit_even_with_coins_and_miners():
    state = at_actions()
    board = lay(state, 0, {(0, 1): ("straight.1", 0), (0, 2): ("straight.2", 0), (0, 3): ("straight.3", 0)})
    board.coins, board.miners, board.free_miner_used = 100, [(0, 1)], True
    assert RULES.legal_commands(state, 0) == [cmd.ChooseActions(0, ("idle",))]
    state.discard.append(board.mine.pop((0, 3)).card)
    lay(state, 0, {(0, 3): ("coal1_straight.1", 0)})
    assert [c.actions for c in RULES.legal_commands(state, 0)] == [("exploit",)]
    check_invariants(state)
