"""Issue 18, finding 7: the impediment window told everyone who held an impediment (the game
waited only for holders, in an event, every view and the status line). Now every player with a
card in hand is asked in secret, and the answers are revealed together (README, ruling 11)."""

import random

from game.rules.maphr import commands as cmd
from maphr_helpers import RULES, fresh_state, give, start_round, submit


def at_impediments(players: int, holder_card: str):
    """Phase II, seat 0 prospects with a tile; seat 1 holds `holder_card`, the others an impediment
    against exploiting (nobody exploits); with nothing else in hand, everyone but seat 0 is idle."""
    state = fresh_state(players, 3, draw_dice=[6], negotiation=False)
    start_round(state)
    for board in state.players:
        board.clan = "threshold_wardens"  # a power used only at setup
        state.discard.extend(board.hand)
        board.hand.clear()
    give(state, 0, "straight.1")
    give(state, 1, holder_card)
    for seat in range(2, players):
        give(state, seat, f"exploit_ban.{seat}")
    submit(state, cmd.ChooseActions(0, ("prospect",)))
    for seat in range(1, players):
        submit(state, cmd.ChooseActions(seat, ("idle",)))
    return state


def public_traces(state):
    """What a seat other than 1 and the spectator can see of the window."""
    return RULES.to_act(state), RULES.view(state, -1), RULES.view(state, 0)


def test_holding_an_impediment_changes_nothing_the_others_can_see():
    for players in (2, 3, 4):
        holding = at_impediments(players, "prospect_ban.1")
        not_holding = at_impediments(players, "build_ban.1")
        assert holding.phase == not_holding.phase == "impediments"
        assert RULES.to_act(holding) == RULES.to_act(not_holding) == tuple(s for s in holding.order() if s != 0)
        for view_holding, view_not in zip(public_traces(holding), public_traces(not_holding)):
            assert view_holding == view_not


def test_the_window_waits_for_every_player_with_cards_and_shows_no_answer_before_the_reveal():
    state = at_impediments(3, "prospect_ban.1")
    submit(state, cmd.ChooseImpediments(1, (("prospect_ban.1", 0),)))
    assert state.phase == "impediments" and RULES.to_act(state) == (2,)
    assert RULES.view(state, 0)["choices"]["committed"] == {"1": "hidden"}
    assert "prospect_ban.1" in state.players[1].hand  # laid only at the reveal
    submit(state, cmd.ChooseImpediments(2, ()))
    assert (0, "prospect") in state.impeded and "prospect_ban.1" in state.discard


def test_a_player_with_an_empty_hand_is_not_asked_and_nobody_is_when_nobody_acts():
    state = at_impediments(3, "prospect_ban.1")
    assert 0 not in RULES.to_act(state)  # nobody else acts: nothing for seat 0 to stop
    empty = fresh_state(2, 3, draw_dice=[6], negotiation=False)
    start_round(empty)
    for board in empty.players:
        empty.discard.extend(board.hand)
        board.hand.clear()
    give(empty, 1, "prospect_ban.1")
    submit(empty, cmd.ChooseActions(0, ("idle",)))
    submit(empty, cmd.ChooseActions(1, ("idle",)))
    assert empty.phase != "impediments"  # nothing revealed to stop: no window at all


def test_two_players_stopping_the_same_action_both_spend_their_card():
    state = at_impediments(3, "prospect_ban.1")
    give(state, 2, "prospect_ban.2")
    submit(state, cmd.ChooseImpediments(1, (("prospect_ban.1", 0),)))
    submit(state, cmd.ChooseImpediments(2, (("prospect_ban.2", 0),)))
    assert {"prospect_ban.1", "prospect_ban.2"} <= set(state.discard)
    assert state.impeded.count((0, "prospect")) == 2
    assert not state.players[0].mine


def test_one_seat_may_not_stop_one_action_twice_nor_play_a_card_it_lacks():
    state = at_impediments(2, "prospect_ban.1")
    give(state, 1, "prospect_ban.2")
    legal = RULES.legal_commands(state, 1)
    assert legal == [cmd.ChooseImpediments(1, (("prospect_ban.1", 0),)), cmd.ChooseImpediments(1, ())]
    for plays in ((("prospect_ban.1", 0), ("prospect_ban.2", 0)), (("prospect_ban.3", 0),), (("prospect_ban.1", 1),)):
        try:
            RULES.handle(state, cmd.ChooseImpediments(1, plays), random.Random(0))
        except Exception as refusal:
            assert type(refusal).__name__ == "IllegalCommand" and refusal.reason
        else:
            raise AssertionError(f"{plays} was accepted")
