"""The five phases, the draw specials, the hand limit, and the turn order."""

import pytest

from game.engine import IllegalCommand
from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin
from war_helpers import Table

QUIET = {"deck": ["bitcoin"] * 8, "firewalls": [8]}


def test_speed_fast_now_medium_next_turn_slow_in_two():
    me = {"bitcoins": 8, "hand": ["botnet", "trojan", "miner"], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET])
    botnet, trojan, miner = "p0.08", "p0.09", "p0.10"
    t.to_phase("deploy")
    events = t.submit(DeployCard(0, botnet, ()))
    assert events[-1] == ev.CardDeployedFaceDown(0, botnet, "botnet", 2)  # horizontal, face down
    assert events[-1].seen_by(1).key is None  # the opponent does not see which card
    assert t.submit(DeployCard(0, trojan, ()))[-1] == ev.CardDeployed(0, trojan, "trojan")
    t.submit(DeployCard(0, miner, ()))
    t.to_phase("combat")
    attackers = {c.attacker for c in t.match.legal_commands(0) if isinstance(c, Attack)}
    assert attackers == {trojan}  # fast: operational at once
    t.to_turn(3, "draw")  # seat 0's next turn
    field = t.state.sides[0].battlefield
    assert field[botnet].delay == 1 and field[miner].delay == 0  # slow: vertical; medium: revealed
    t.to_turn(5, "combat")
    attackers = {c.attacker for c in t.match.legal_commands(0) if isinstance(c, Attack)}
    assert attackers == {trojan, botnet, miner}


def test_untap_phase_stands_resources_and_fighters_up():
    t = Table([{"bitcoins": 2, "fighters": ["trojan"], "hand": ["bugs"], "deck": ["bitcoin"] * 4}, QUIET])
    t.to_phase("deploy")
    t.submit(DeployCard(0, "p0.03", ()))
    t.to_phase("combat")
    t.submit(Attack(0, "p0.02", "p1.fw1"))
    assert {"p0.00"} <= t.state.tapped and t.state.sides[0].battlefield["p0.02"].tapped
    events = t.to_turn(3, "draw")
    assert "p0.00" not in t.state.tapped and not t.state.sides[0].battlefield["p0.02"].tapped


def test_one_bitcoin_per_turn_in_the_draw_phase():
    t = Table([{"hand": ["bitcoin", "bitcoin", "bugs"], "deck": ["bitcoin"] * 4}, QUIET])
    t.to_phase("draw")
    t.submit(PlaceBitcoin(0, "p0.00"))
    assert PlaceBitcoin(0, "p0.01") not in t.match.legal_commands(0)
    with pytest.raises(IllegalCommand, match="already put a Bitcoin"):
        t.submit(PlaceBitcoin(0, "p0.01"))
    t.submit(EndPhase(0))
    with pytest.raises(IllegalCommand, match="draw & resources phase"):
        t.submit(PlaceBitcoin(0, "p0.01"))
    t.submit(DeployCard(0, "p0.02", ()))  # the new Bitcoin pays for Bugs in the next phase
    assert "p0.00" in t.state.tapped


def test_deploy_needs_resources_and_the_right_phase():
    t = Table([{"bitcoins": 1, "hand": ["miner", "bugs"], "deck": ["bitcoin"] * 4}, QUIET])
    t.to_phase("draw")
    with pytest.raises(IllegalCommand, match="deployment phase"):
        t.submit(DeployCard(0, "p0.02", ()))
    t.submit(EndPhase(0))
    with pytest.raises(IllegalCommand, match="costs 3 ฿; untapped Bitcoins: 1"):
        t.submit(DeployCard(0, "p0.01", ()))
    with pytest.raises(IllegalCommand, match="not in your hand"):
        t.submit(DeployCard(0, "p1.00", ()))
    with pytest.raises(IllegalCommand, match="tapped only once"):
        t.submit(DeployCard(0, "p0.02", ("p0.00", "p0.00")))


def test_empty_hand_may_draw_two():
    t = Table([{"deck": ["bitcoin"] * 5}, QUIET])
    t.to_phase("draw", answers={"draw_count": "2"})
    assert len(t.state.sides[0].hand) == 2
    assert any(isinstance(e.event, ev.ChoiceOffered) and e.event.kind == "draw_count" for e in t.match.entries)


def test_an_empty_deck_draws_nothing():
    t = Table([{"hand": ["bugs"]}, QUIET])
    t.to_phase("draw")
    assert t.state.sides[0].hand == ["p0.00"] and t.state.drawn


def test_hand_limit_sets_cards_aside_as_next_turn_resources():
    hand = ["miner"] * 4 + ["validator"] * 4 + ["bugs", "trojan"]
    t = Table([{"hand": hand, "deck": ["bitcoin"] * 6}, QUIET])
    t.to_phase("combat")
    t.submit(EndPhase(0))  # 11 cards at the end of the turn: 3 go face down
    for _ in range(3):
        assert t.state.pending.kind == "hand_limit"
        options = t.rules.choice_options(t.state)
        assert len(options) == len({t.state.card_types[c] for c in t.state.sides[0].hand})
        events = t.submit(Choose(0, t.state.sides[0].hand[-1]))
        aside = [e for e in events if isinstance(e, ev.CardSetAside)][0]
        assert aside.seen_by(1).key is None
    assert len(t.state.sides[0].hand) == 8 and len(t.state.sides[0].spares) == 3
    t.to_turn(3, "deploy")
    # The three set-aside cards pay for a Miner (cost 3) this turn.
    miner = next(c for c in t.state.sides[0].hand if t.state.card_types[c] == "miner")
    events = t.submit(DeployCard(0, miner, ()))
    assert set(events[0].cards) == set(t.state.sides[0].spares)
    t.to_turn(4, "draw")
    assert not t.state.sides[0].spares and len(t.state.sides[0].dump) == 3


def test_last_card_may_be_discarded():
    t = Table([{"hand": ["miner"], "deck": []}, QUIET])
    t.to_phase("end")
    assert t.state.pending.kind == "last_card"
    events = t.submit(Choose(0, "discard"))
    assert ev.CardDiscarded(0, "p0.00", "miner") in events and t.state.sides[0].dump == ["p0.00"]


def test_spells_only_in_ones_own_turn():
    t = Table([{"hand": ["bugs"], "deck": ["bitcoin"] * 3}, {"bitcoins": 3, "hand": ["airdrop"], "deck": ["bitcoin"] * 3}])
    t.to_phase("deploy")
    with pytest.raises(IllegalCommand, match="not your turn"):
        t.match.submit(CastSpell(1, "p1.03", ("",), ()))


def test_turn_order_is_random_and_recorded():
    from game import sessions
    from game.engine import SeatConfig

    firsts = set()
    for seed in range(12):
        config = sessions.make_config("mining_war", [SeatConfig("a"), SeatConfig("b"), SeatConfig("c")], seed)
        match = sessions.start(config).match
        order = match.state.order
        assert sorted(order) == [0, 1, 2] and match.state.active == order[0]
        assert [len(side.hand) for side in match.state.sides].count(8) == 2  # the first player drew 1
        assert len(match.state.sides[0].firewalls) == 2  # 2 Firewalls from 3 players on
        firsts.add(order[0])
    assert firsts == {0, 1, 2}


def test_the_first_player_may_skip_the_first_draw_as_a_variant():
    plain = Table([{"hand": ["bugs"], "deck": ["bitcoin"] * 3}, QUIET])
    plain.to_phase("draw")
    assert len(plain.state.sides[0].hand) == 2  # the rulebook: everyone draws every turn
    variant = Table([{"hand": ["bugs"], "deck": ["bitcoin"] * 3}, QUIET], first_player_skips_draw=True)
    variant.to_phase("draw")
    assert len(variant.state.sides[0].hand) == 1
    variant.to_turn(2, "draw")
    assert len(variant.state.sides[1].hand) == 1  # the second player draws as usual
