"""Phase II: secret tokens, the second action, impediments, prospect, exploit and build."""

import random

import pytest

from game.engine.records import IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.actions import exploitation, why_not_buildable
from game.rules.maphr.state import PlacedTile
from maphr_helpers import RULES, check_invariants, fresh_state, give, start_round, submit


def at_actions(players=2, **options):
    state = fresh_state(players, draw_dice=[6], negotiation=False, **options)
    start_round(state)
    assert state.phase == "actions"
    return state


def test_actions_are_chosen_in_secret_and_revealed_together():
    state = at_actions()
    choice = RULES.legal_commands(state, 0)[0]
    submit(state, choice)
    assert RULES.view(state, 1)["choices"]["committed"] == {"0": "hidden"}
    assert RULES.view(state, 0)["choices"]["committed"]["0"] != "hidden"
    assert state.actions == {}
    submit(state, RULES.legal_commands(state, 1)[0])
    assert set(state.actions) == {0, 1}


def test_second_action_costs_three_cards_at_level_one_and_none_at_level_four():
    state = at_actions()
    give(state, 0, "straight.1", "shoring.1")
    state.players[0].coins = 20
    pairs = [c for c in RULES.legal_commands(state, 0) if len(c.actions) == 2]
    assert pairs and all(len(c.discards) == 3 for c in pairs)
    state.players[0].level = 4
    pairs = [c for c in RULES.legal_commands(state, 0) if len(c.actions) == 2]
    assert pairs and all(c.discards == () for c in pairs)
    with pytest.raises(IllegalCommand):
        RULES.handle(state, cmd.ChooseActions(0, ("prospect", "build"), ("straight.1",)), random.Random(0))


def test_a_player_who_can_do_nothing_gains_one_coin():
    state = at_actions()
    board = state.players[0]
    state.discard.extend(board.hand)
    board.hand.clear()
    assert RULES.legal_commands(state, 0) == [cmd.ChooseActions(0, ("idle",))]
    coins = board.coins
    submit(state, cmd.ChooseActions(0, ("idle",)))
    submit(state, RULES.legal_commands(state, 1)[0])
    assert board.coins == coins + 1


def test_an_impediment_cancels_a_revealed_action_before_it_resolves():
    state = at_actions()
    state.discard.extend(state.players[1].hand)
    state.players[1].hand.clear()
    give(state, 0, "straight.1")
    give(state, 1, "prospect_ban.1")
    submit(state, cmd.ChooseActions(0, ("prospect",)))
    submit(state, cmd.ChooseActions(1, ("idle",)))
    assert state.phase == "impediments" and RULES.to_act(state) == (1,)
    legal = RULES.legal_commands(state, 1)
    assert legal == [cmd.ChooseImpediments(1, (("prospect_ban.1", 0),)), cmd.ChooseImpediments(1, ())]
    coins = state.players[0].coins
    submit(state, cmd.ChooseImpediments(1, (("prospect_ban.1", 0),)))
    assert (0, "prospect") in state.impeded
    assert "prospect_ban.1" in state.discard
    while state.phase == "resolve" and RULES.to_act(state) != (0,):
        seat = RULES.to_act(state)[0]
        submit(state, RULES.legal_commands(state, seat)[-1])
    assert not state.players[0].mine and state.players[0].coins == coins  # cancelled, no idle coin


def test_prospect_lays_up_to_two_tiles_connected_to_the_entrance():
    state = at_actions()
    for seat in (0, 1):
        state.discard.extend(state.players[seat].hand)
        state.players[seat].hand.clear()
    give(state, 0, "straight.1", "straight.2", "straight.3")
    submit(state, cmd.ChooseActions(0, ("prospect",)))
    submit(state, cmd.ChooseActions(1, ("idle",)))
    assert state.phase == "resolve" and RULES.to_act(state) == (0,)
    with pytest.raises(IllegalCommand, match="entrance"):
        RULES.handle(state, cmd.PlaceTile(0, "straight.1", 0, 1, 1), random.Random(0))
    with pytest.raises(IllegalCommand, match="lay at least one"):
        RULES.handle(state, cmd.EndAction(0), random.Random(0))
    submit(state, cmd.PlaceTile(0, "straight.1", 0, 1, 0))
    submit(state, cmd.PlaceTile(0, "straight.2", 0, 2, 0))
    assert set(state.players[0].mine) == {(0, 1), (0, 2)}
    assert state.phase != "resolve"  # two tiles: the prospect ended by itself
    check_invariants(state)


def _board_with_veins(state, seat, veins):
    board = state.players[seat]
    for i, card in enumerate(veins):
        board.mine[(0, i + 1)] = PlacedTile(card, 0)
        board.miners.append((0, i + 1))
    return board


def test_exploitation_sums_the_occupied_veins_and_caps_at_60():
    state = fresh_state(2)
    state.players[0].clan = "blackhammers"  # no exploit bonus
    board = _board_with_veins(state, 0, ["coal3_crossing.1", "gold2_dead_end.1", "mithril1_dead_end.1"])
    assert exploitation(RULES.cards, board) == (12, 0)
    rich = state.players[1]
    rich.clan = "blackhammers"
    for i in range(6):
        rich.mine[(i, 1)] = PlacedTile(f"mithril2_dead_end.{i % 2 + 1}", 0)
        rich.miners.append((i, 1))
    assert exploitation(RULES.cards, rich) == (60, 0)


def test_exploit_buys_the_first_miner_free_then_five_and_collects():
    state = at_actions()
    for seat in (0, 1):
        state.discard.extend(state.players[seat].hand)
        state.players[seat].hand.clear()
    board = state.players[0]
    board.clan = "blackhammers"
    board.mine[(0, 1)] = PlacedTile("coal2_t.1", 0)
    board.mine[(0, 2)] = PlacedTile("gold1_dead_end.1", 0)
    board.coins = 5
    submit(state, cmd.ChooseActions(0, ("exploit",)))
    submit(state, cmd.ChooseActions(1, ("idle",)))
    submit(state, cmd.BuyMiner(0, 0, 1))
    assert board.coins == 5 and board.free_miner_used
    submit(state, cmd.BuyMiner(0, 0, 2))
    assert board.coins == 0
    with pytest.raises(IllegalCommand, match="at most 2 miners"):
        RULES.handle(state, cmd.BuyMiner(0, 0, 2), random.Random(0))
    submit(state, cmd.Collect(0))
    assert board.coins == 2 + 2


def test_build_checks_level_name_cost_and_the_gap_rule():
    state = fresh_state(3)
    board = state.players[0]
    board.coins = 100
    give(state, 0, "shoring.1", "shoring.2", "tunnel_office.1", "tavern.1")
    assert why_not_buildable(state, RULES.cards, 0, "shoring.1") is None
    assert "level 2" in why_not_buildable(state, RULES.cards, 0, "tunnel_office.1")
    board.amenities = ["shoring.3"]
    assert "already have" in why_not_buildable(state, RULES.cards, 0, "shoring.1")
    # the weakest has 2 amenities: the others may have at most 4
    for seat in (1, 2):
        state.players[seat].amenities = ["forge.1", "market.1"] if seat == 1 else ["forge.2", "market.2"]
    board.amenities = ["shoring.3", "forge.3", "market.3", "brewery.1"]
    assert "at most 2 amenities more" in why_not_buildable(state, RULES.cards, 0, "tavern.1")
    board.gap_bonus = 1  # "Extension de couloirs"
    assert why_not_buildable(state, RULES.cards, 0, "tavern.1") is None
    board.coins = 2
    assert "costs 3 coins" in why_not_buildable(state, RULES.cards, 0, "tavern.1")
