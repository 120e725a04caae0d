"""Combat rulings beyond the walkthrough: the defender's range, main cards, several first
strikes, boosts and MULTI, heals, chosen payments."""

import pytest

from game.engine import IllegalCommand
from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell, DeployCard
from war_helpers import Table

FOE = {"deck": ["bitcoin"] * 4, "firewalls": [8, 8]}


def fight(mine, theirs, **extra):
    t = Table([{"deck": ["bitcoin"] * 4, **mine}, {**FOE, **theirs}], **extra)
    t.to_phase("combat")
    return t


def test_a_longer_range_defender_strikes_first():
    t = fight({"fighters": ["miner"]}, {"fighters": ["hacker"]})
    events = t.submit(Attack(0, "p0.00", "p1.00"))
    assert events[:3] == [
        ev.AttackDeclared(0, "p0.00", "p1.00", "p1.00", 1),
        ev.FirstStrike("p1.00", "p0.00", 2, 4),  # the Hacker shoots the Miner as it comes
        ev.StrikesExchanged("p0.00", "p1.00", 3, 2, 2, 1),
    ]


def test_a_range_difference_of_two_gives_two_first_strikes():
    t = fight({"fighters": ["phisher"]}, {"fighters": ["miner"]})
    events = t.submit(Attack(0, "p0.00", "p1.00"))
    assert [e for e in events if isinstance(e, ev.FirstStrike)] == [
        ev.FirstStrike("p0.00", "p1.00", 2, 4), ev.FirstStrike("p0.00", "p1.00", 2, 2)]
    assert ev.StrikesExchanged("p0.00", "p1.00", 2, 3, 0, 0) in events


def test_main_cards_are_melee_and_strike_back_nothing():
    t = fight({"fighters": ["hacker", "miner"]}, {})
    t.submit(Attack(0, "p0.00", "p1.fw1"))  # range 2 against 1: a first strike, then the exchange
    t.submit(Attack(0, "p0.01", "p1.fw1"))
    assert t.health("p1.fw1") == 8 - 2 - 2 - 3
    assert t.health("p0.00") == 4 and t.health("p0.01") == 6


def test_boost_then_multi_doubles_the_boosted_damage():
    t = fight({"bitcoins": 1, "fighters": ["script_kiddies"], "hand": ["overclock"]}, {"fighters": ["cold_wallet"]})
    t.submit(CastSpell(0, "p0.02", ("",), ()))
    t.submit(ActivateMulti(0, "p0.01"))
    events = t.submit(Attack(0, "p0.01", "p1.00"))
    assert ev.StrikesExchanged("p0.01", "p1.00", 4, 0, 2, 4) in events  # (1 + 1) x 2


def test_heals_stop_at_starting_health():
    t = Table([{"bitcoins": 3, "hand": ["patch", "backup"], "firewalls": [7, 2], "pool": 19, "deck": ["bitcoin"] * 3}, FOE])
    t.to_phase("deploy")
    assert {c.targets for c in t.match.legal_commands(0) if isinstance(c, CastSpell) and c.card == "p0.03"} == {("p0.fw1",), ("p0.fw2",)}
    events = t.submit(CastSpell(0, "p0.03", ("p0.fw1",), ()))
    assert ev.CardHealed("p0.fw1", 1, 8) in events
    events = t.submit(CastSpell(0, "p0.04", ("p0.pool",), ()))
    assert ev.CardHealed("p0.pool", 1, 20) in events


def test_the_player_may_choose_which_resources_to_tap():
    t = Table([{"bitcoins": 3, "hand": ["bugs", "miner"], "deck": ["bitcoin"] * 3}, FOE])
    t.to_phase("deploy")
    events = t.submit(DeployCard(0, "p0.03", ("p0.02",)))
    assert events[0] == ev.ResourcesTapped(0, ("p0.02",), "p0.03")
    with pytest.raises(IllegalCommand, match="p0.02 is not one of your untapped resources"):
        t.submit(DeployCard(0, "p0.04", ("p0.02", "p0.00")))


def test_electric_shock_with_no_enemy_fighter_still_hits_a_firewall():
    t = Table([{"bitcoins": 2, "hand": ["electric_shock"], "deck": ["bitcoin"] * 3}, FOE])
    t.to_phase("deploy")
    casts = [c for c in t.match.legal_commands(0) if isinstance(c, CastSpell)]
    assert {c.targets for c in casts} == {("", "p1.fw1"), ("", "p1.fw2")}
    with pytest.raises(IllegalCommand, match="needs 2 target entries"):
        t.submit(CastSpell(0, "p0.02", ("p1.fw1",), ()))
