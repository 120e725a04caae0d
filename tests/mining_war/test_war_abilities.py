"""HACK, MULTI, BUILDING, FRAGILE; the Neutrino and its bonus; elimination."""

import pytest

from game.engine import IllegalCommand
from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import ActivateMulti, Attack, Choose, DeployCard, EndPhase
from war_helpers import Table

QUIET = {"bitcoins": 2, "deck": ["bitcoin"] * 8, "firewalls": [8]}


def test_hack_steals_a_bitcoin_for_the_turn():
    me = {"bitcoins": 3, "hand": ["hacker", "bugs"], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET])
    t.to_phase("deploy")
    t.submit(DeployCard(0, "p0.03", ()))  # medium: face down, HACK waits for the reveal
    t.to_turn(3, "deploy")
    stolen = [e.event for e in t.match.entries if isinstance(e.event, ev.ResourceStolen)]
    assert stolen == [ev.ResourceStolen(0, "p1.01", 1, "p0.03")]
    # 3 own Bitcoins + the stolen one: Bugs (1) and then 3 more can be paid.
    t.submit(DeployCard(0, "p0.04", ()))
    assert len([c for c in t.state.sides[0].bitcoins if c not in t.state.tapped]) + ("p1.01" not in t.state.tapped) == 3
    t.to_phase("combat")
    events = t.submit(EndPhase(0))
    assert ev.ResourceReturned(0, "p1.01", 1) in events
    assert not t.state.stolen and "p1.01" not in t.state.tapped


def test_hack_asks_which_opponent_with_three_players():
    me = {"bitcoins": 3, "fighters": [["crypto_jacker", 1]], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET, QUIET])
    while t.state.pending is None:
        t.step()
    assert t.state.pending.kind == "hack"
    assert t.rules.choice_options(t.state) == ["1", "2", "none"]
    events = t.submit(Choose(0, "2"))
    assert events[1] == ev.ResourceStolen(0, "p2.01", 2, "p0.03")


def test_hack_may_steal_nothing_even_from_a_single_opponent():
    """Rulebook: "le joueur propriétaire peut voler une carte ressources" (may, not must): the
    owner is asked even with one possible victim, and may steal nothing."""
    me = {"bitcoins": 3, "fighters": [["crypto_jacker", 1]], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET])
    while t.state.pending is None:
        t.step()
    assert t.state.pending.kind == "hack" and t.state.pending.seat == 0
    assert t.rules.choice_options(t.state) == ["1", "none"]
    events = t.submit(Choose(0, "none"))
    assert events[0] == ev.ChoiceAnswered(0, "hack", "none")
    assert not any(isinstance(e, (ev.ResourceStolen, ev.HackMissed)) for e in events)
    assert not t.state.stolen and not t.state.hack_queue and t.state.sides[1].bitcoins == ["p1.00", "p1.01"]


def test_multi_doubles_damage_and_is_sacrificed():
    me = {"fighters": ["script_kiddies", "bugs"], "hand": ["miner", "miner"], "deck": ["bitcoin"] * 8}
    t = Table([me, {"fighters": ["cold_wallet"], "deck": ["bitcoin"] * 3}])
    t.to_phase("combat")
    t.submit(ActivateMulti(0, "p0.00"))
    with pytest.raises(IllegalCommand, match="already in use"):
        t.submit(ActivateMulti(0, "p0.00"))
    events = t.submit(Attack(0, "p0.00", "p1.00"))
    assert ev.StrikesExchanged("p0.00", "p1.00", 2, 0, 2, 6) in events  # 1 damage doubled
    events = t.submit(EndPhase(0))
    assert ev.CardDestroyed(0, "p0.00", "script_kiddies", "multi") in events
    assert t.state.sides[0].dump == ["p0.00"]


def test_multi_can_be_used_when_about_to_die():
    me = {"fighters": ["botnet"], "deck": ["bitcoin"] * 8}
    t = Table([me, {"fighters": ["miner"], "deck": ["bitcoin"] * 3}])
    t.to_phase("combat")
    events = t.submit(Attack(0, "p0.00", "p1.00"))
    assert events[-1] == ev.ChoiceOffered(0, "multi", "p0.00")  # Botnet would take 3 of its 3
    assert t.match.legal_commands(0) == [Choose(0, "activate"), Choose(0, "decline")]
    events = t.submit(Choose(0, "activate"))
    assert ev.StrikesExchanged("p0.00", "p1.00", 4, 3, 0, 0) in events  # 6 -2 first strike -4


def test_buildings_cannot_attack_and_fragile_keeps_damage():
    me = {"fighters": ["cold_wallet", "trojan"], "deck": ["bitcoin"] * 8}
    t = Table([me, {"fighters": ["honeypot"], "deck": ["bitcoin"] * 8}])
    t.to_phase("combat")
    assert not any(c.attacker == "p0.00" for c in t.match.legal_commands(0) if isinstance(c, Attack))
    with pytest.raises(IllegalCommand, match="BUILDING cannot attack"):
        t.submit(Attack(0, "p0.00", "p1.00"))
    t.submit(Attack(0, "p0.01", "p1.00"))  # Trojan 3 vs Honeypot 5 (FRAGILE), both melee
    assert t.health("p1.00") == 2
    t.to_turn(2, "draw")
    assert t.health("p1.00") == 2  # FRAGILE: no healing at the end of the turn


def test_neutrino_damage_persists_and_its_destroyer_gets_the_bonus():
    me = {"fighters": ["asic_rig"], "deck": ["bitcoin"] * 8}
    t = Table([me, {"fighters": ["asic_rig"], "deck": ["bitcoin"] * 8}], neutrino_bonus="block_reward")
    assert t.match.view(0)["neutrino_bonus"] is None and t.match.view(None)["neutrino_bonus"] == "block_reward"
    t.to_phase("combat")
    t.submit(Attack(0, "p0.00", "neutrino"))  # 5 of 10
    assert t.state.neutrino == 5
    t.to_turn(2, "combat")
    assert t.state.neutrino == 5  # the Neutrino keeps its damage
    hand_before = len(t.state.sides[1].hand)
    events = t.submit(Attack(1, "p1.00", "neutrino"))
    assert ev.NeutrinoDestroyed(1, "block_reward") in events and ev.BonusResolved(1, "block_reward") in events
    assert len(t.state.sides[1].hand) == hand_before + 2
    assert t.match.view(0)["neutrino_bonus"] == "block_reward" and t.state.neutrino is None
    assert not any(c.target == "neutrino" for c in t.match.legal_commands(1) if isinstance(c, Attack))


def test_a_bonus_with_a_target_asks_for_it():
    me = {"fighters": ["quantum_computer"], "deck": ["bitcoin"] * 8}
    t = Table([me, {"deck": ["bitcoin"] * 3, "firewalls": [8, 8]}], neutrino_bonus="firewall_breach", neutrino_health=5)
    t.to_phase("combat")
    events = t.submit(Attack(0, "p0.00", "neutrino"))
    assert events[-1] == ev.ChoiceOffered(0, "bonus_target", "firewall_breach")
    t.submit(Choose(0, "p1.fw2"))
    assert t.state.sides[1].firewalls == {"p1.fw1": 8, "p1.fw2": 5}


def test_elimination_removes_the_player_and_the_turn_skips_them():
    me = {"bitcoins": 3, "fighters": ["miner"], "hand": ["zero_day"], "deck": ["bitcoin"] * 8}
    weak = {"deck": ["bitcoin"] * 3, "firewalls": [], "pool": 3, "fighters": [["miner", 2]], "bitcoins": 1}
    t = Table([me, weak, QUIET])
    t.to_phase("combat")
    events = t.submit(Attack(0, "p0.03", "p1.pool"))
    assert ev.PlayerEliminated(1, 0) in events and t.match.outcome is None
    side = t.state.sides[1]
    assert side.eliminated and not side.battlefield and not side.bitcoins and len(side.removed) == 5
    t.submit(EndPhase(0))
    assert t.state.active == 2  # seat 1 is skipped
