"""The three Phases of a Turn: Mine, Draw, Action, and the end at the last card."""

import pytest

from game.engine import IllegalCommand
from game.rules.to_the_moon.commands import DrawFromDeck, RevealCard, SkipAction, StoreCard, TakeBitcoin
from game.rules.to_the_moon.events import CardMined, GameEnded, TurnStarted
from ttm_helpers import RULES, exchange, give, of_type, play, settle, stock, table, top


def mine(state):
    return [e for e in settle(state, [TurnStarted(state.current, state.turn)]) if isinstance(e, CardMined)]


def test_mining_fills_character_then_each_exchange_with_room_skipping_locked():
    """Digest acceptance test 2."""
    state = table(phase="")
    stock(state, 0, "bitcoin.1")
    exchange(state, 0, "global_exchange.1", ("bitcoin.2", "bitcoin.3", "bitcoin.4"), locked=True)
    exchange(state, 0, "global_exchange.2", ("bitcoin.5",))
    top(state, "hack.1", "hack.2", "hack.3")
    mined = mine(state)
    assert [(e.storage, e.card) for e in mined] == [("satoshi_nakamoto.1", "hack.1"), ("global_exchange.2", "hack.2")]
    assert state.phase == "draw" and state.deck[0] == "hack.3"


def test_mining_order_is_left_to_right_and_one_card_per_exchange():
    state = table(phase="")
    stock(state, 0, "bitcoin.1", "bitcoin.2")  # Character full: nothing Mined onto it
    exchange(state, 0, "local_exchange.1")
    exchange(state, 0, "global_exchange.1")
    mined = mine(state)
    assert [e.storage for e in mined] == ["local_exchange.1", "global_exchange.1"]


def test_the_last_card_mined_ends_the_game_at_once():
    """Digest acceptance test 3: Stored, then no Draw and no Action."""
    state = table(phase="")
    stock(state, 1, "bitcoin.1")
    last = state.deck[-1]
    state.deck = [last]
    events = settle(state, [TurnStarted(0, 1)])
    assert state.players[0].character.stored == [last]
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].reason == "mined" and ended[0].winners == (0, 1)
    assert state.outcome is not None and RULES.to_act(state) == ()


def test_the_last_card_drawn_ends_the_game_before_the_action():
    """Digest acceptance test 4."""
    state = table(phase="draw")
    stock(state, 2, "bitcoin.1")
    last = state.deck[-1]
    state.deck = [last]
    events = play(state, DrawFromDeck(0))
    assert last in state.players[0].hand
    assert isinstance(events[-2], GameEnded) and events[-2].reason == "drawn"
    assert state.outcome.winners == (2,) and state.outcome.scores == (0, 0, 1)


def test_draw_offers_the_deck_or_any_own_stored_bitcoin_but_not_from_a_locked_exchange():
    state = table(phase="draw")
    stock(state, 0, "bitcoin.1")
    exchange(state, 0, "global_exchange.1", ("bitcoin.2", "bitcoin.3", "bitcoin.4"), locked=True)
    exchange(state, 0, "local_exchange.1", ("bitcoin.5",))
    stock(state, 1, "bitcoin.6")
    legal = RULES.legal_commands(state, 0)
    assert legal == [DrawFromDeck(0), TakeBitcoin(0, "satoshi_nakamoto.1", "bitcoin.1"), TakeBitcoin(0, "local_exchange.1", "bitcoin.5")]
    with pytest.raises(IllegalCommand, match="Locked Exchange cannot be Drawn"):
        RULES.handle(state, TakeBitcoin(0, "global_exchange.1", "bitcoin.2"), None)
    with pytest.raises(IllegalCommand, match="your own"):
        RULES.handle(state, TakeBitcoin(0, "dorian_nakamoto.1", "bitcoin.6"), None)
    play(state, TakeBitcoin(0, "local_exchange.1", "bitcoin.5"))
    assert "bitcoin.5" in state.players[0].hand and state.phase == "action"


def test_exactly_one_card_is_drawn_then_the_action_phase():
    state = table(phase="draw")
    size = len(state.deck)
    play(state, DrawFromDeck(0))
    assert len(state.deck) == size - 1 and len(state.players[0].hand) == 1 and state.phase == "action"
    with pytest.raises(IllegalCommand, match="not done in the action phase"):
        RULES.handle(state, DrawFromDeck(0), None)


def test_skullduggery_can_never_be_revealed_as_the_action():
    """Digest acceptance test 5."""
    state = table()
    give(state, 0, "skullduggery.1")
    stock(state, 0, "bitcoin.1", "bitcoin.2")  # no room: nothing to do at all
    assert RULES.legal_commands(state, 0) == [SkipAction(0)]
    with pytest.raises(IllegalCommand, match="cannot be Revealed"):
        RULES.handle(state, RevealCard(0, "skullduggery.1"), None)


def test_store_needs_storage_capacity():
    state = table()
    give(state, 0, "skullduggery.1", "hack.1")
    exchange(state, 0, "local_exchange.1", ("bitcoin.1", "bitcoin.2"))
    legal = RULES.legal_commands(state, 0)
    assert of_type(legal, StoreCard) == [StoreCard(0, "skullduggery.1", "satoshi_nakamoto.1"), StoreCard(0, "hack.1", "satoshi_nakamoto.1")]
    with pytest.raises(IllegalCommand, match="no Storage Capacity left"):
        RULES.handle(state, StoreCard(0, "hack.1", "local_exchange.1"), None)
    play(state, StoreCard(0, "skullduggery.1", "satoshi_nakamoto.1"))
    assert state.players[0].character.stored == ["skullduggery.1"] and state.current == 1


def test_the_action_may_be_left_out_even_when_a_reveal_or_store_is_possible():
    """Appendix, The Action Phase: "You *may* do one and only one of the following" (ruling R7).
    A player with full Storage is not forced to discard a Bitcoin card or to Attack."""
    state = table()
    give(state, 0, "bitcoin.3", "hack.1")
    stock(state, 0, "bitcoin.1", "bitcoin.2")  # full Character: Storing is impossible
    legal = RULES.legal_commands(state, 0)
    assert RevealCard(0, "bitcoin.3") in legal and SkipAction(0) in legal
    play(state, SkipAction(0))
    assert sorted(state.players[0].hand) == ["bitcoin.3", "hack.1"] and state.current == 1


def test_revealing_an_exchange_places_it_last_and_a_skill_is_learned():
    state = table()
    exchange(state, 0, "local_exchange.1")
    give(state, 0, "global_exchange.1")
    play(state, RevealCard(0, "global_exchange.1"))
    assert [e.card for e in state.players[0].exchanges] == ["local_exchange.1", "global_exchange.1"]
    state.current, state.phase = 0, "action"
    give(state, 0, "developer.1")
    play(state, RevealCard(0, "developer.1"))
    assert state.players[0].learned == ["developer.1"]
    state.current, state.phase = 0, "action"
    give(state, 0, "bitcoin.1")
    play(state, RevealCard(0, "bitcoin.1"))
    assert state.discard == ["bitcoin.1"]


def test_turns_go_clockwise_and_exchanges_with_three_lock_at_the_end_of_the_turn():
    """Digest acceptance test 7."""
    state = table(players=3, current=2)
    stock(state, 2, "bitcoin.1", "bitcoin.2")
    exchange(state, 2, "global_exchange.1", ("bitcoin.3", "bitcoin.4"))
    give(state, 2, "bitcoin.5")
    play(state, StoreCard(2, "bitcoin.5", "global_exchange.1"))
    assert state.players[2].exchanges[0].locked
    assert state.current == 0 and state.phase == "draw"
    assert len(state.players[0].character.stored) == 1  # seat 0 Mined at the start of its Turn


def test_a_capacity_two_exchange_never_locks_and_a_locked_one_takes_no_store():
    state = table()
    exchange(state, 0, "local_exchange.1", ("bitcoin.1",))
    locked = exchange(state, 0, "global_exchange.1", ("bitcoin.2", "bitcoin.3", "bitcoin.4"), locked=True)
    give(state, 0, "bitcoin.5")
    assert not locked.can_store()
    play(state, StoreCard(0, "bitcoin.5", "local_exchange.1"))
    assert not state.players[0].exchanges[0].locked
