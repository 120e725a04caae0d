"""The rulebook's combat walkthrough ("La carte Hacker attaque la carte Miner!"), step by step."""

from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import Attack, CastSpell, Choose, EndPhase
from war_helpers import Table

# Seat 0: Bitcoins p0.00 p0.01, Hacker p0.02, Bugs p0.03, Electric Shock p0.04 in hand, one card
# to draw (p0.05). Seat 1: Miner p1.00, two Firewalls p1.fw1 p1.fw2.
ATTACKER = {"bitcoins": 2, "fighters": ["hacker", "bugs"], "hand": ["electric_shock"], "deck": ["bitcoin", "bitcoin"]}
DEFENDER = {"fighters": ["miner"], "deck": ["bitcoin", "bitcoin"], "firewalls": [8, 8]}
HACKER, BUGS, SHOCK, MINER = "p0.02", "p0.03", "p0.04", "p1.00"


def in_combat():
    t = Table([ATTACKER, DEFENDER])
    t.to_phase("combat")
    assert t.state.active == 0
    return t


def test_hacker_attacks_miner():
    t = in_combat()
    events = t.submit(Attack(0, HACKER, MINER))
    assert events == [
        ev.AttackDeclared(0, HACKER, MINER, HACKER, 1),  # range 2 - 1: the Hacker strikes first
        ev.FirstStrike(HACKER, MINER, 2, 4),  # step 1: Miner 6 -> 4
        ev.StrikesExchanged(HACKER, MINER, 2, 3, 1, 2),  # step 2: Miner 4 -> 2, Hacker 4 -> 1
        ev.FighterTapped(HACKER),
        ev.FightEnded(HACKER, MINER),
    ]
    assert t.health(MINER) == 2 and t.health(HACKER) == 1
    assert t.state.sides[0].battlefield[HACKER].tapped
    assert Attack(0, HACKER, MINER) not in t.match.legal_commands(0)  # cannot attack again


def test_bugs_finish_the_miner_and_both_die():
    t = in_combat()
    t.submit(Attack(0, HACKER, MINER))
    events = t.submit(Attack(0, BUGS, MINER))
    assert events == [
        ev.AttackDeclared(0, BUGS, MINER, BUGS, 1),
        ev.FirstStrike(BUGS, MINER, 1, 1),  # step 1: Miner 2 -> 1
        ev.StrikesExchanged(BUGS, MINER, 1, 3, 0, 0),  # step 2: Miner 1 -> 0, Bugs 3 -> 0
        ev.CardDestroyed(0, BUGS, "bugs", "fight"),
        ev.CardDestroyed(1, MINER, "miner", "fight"),
        ev.FightEnded(BUGS, MINER),
    ]
    assert t.state.sides[0].dump == [BUGS] and t.state.sides[1].dump == [MINER]
    assert not t.state.sides[1].battlefield


def test_electric_shock_then_bugs_kill_the_miner_unharmed():
    t = in_combat()
    t.submit(Attack(0, HACKER, MINER))
    assert CastSpell(0, SHOCK, (MINER, "p1.fw1"), ()) in t.match.legal_commands(0)
    events = t.submit(CastSpell(0, SHOCK, (MINER, "p1.fw1"), ()))
    assert events == [
        ev.ResourcesTapped(0, ("p0.00", "p0.01"), SHOCK),  # 2 resources engaged
        ev.SpellCast(0, SHOCK, "electric_shock", (MINER, "p1.fw1")),
        ev.CardDamaged(MINER, 1, 1),  # Miner 2 -> 1
        ev.CardDamaged("p1.fw1", 1, 7),  # 1 damage to one enemy Firewall
    ]
    assert t.state.sides[0].dump == [SHOCK]  # the spell goes on top of its caster's dump
    events = t.submit(Attack(0, BUGS, MINER))
    assert events == [
        ev.AttackDeclared(0, BUGS, MINER, BUGS, 1),
        ev.FirstStrike(BUGS, MINER, 1, 0),  # Miner 1 -> 0: destroyed before it can strike
        ev.CardDestroyed(1, MINER, "miner", "fight"),
        ev.FighterTapped(BUGS),
        ev.FightEnded(BUGS, MINER),
    ]
    assert t.health(BUGS) == 3


def test_end_of_turn_heals_fighters_but_not_firewalls():
    t = in_combat()
    t.submit(Attack(0, HACKER, MINER))
    t.submit(CastSpell(0, SHOCK, (MINER, "p1.fw1"), ()))
    t.submit(EndPhase(0))
    # One card left in hand: the optional discard is offered; keep it.
    assert t.state.pending.kind == "last_card"
    events = t.submit(Choose(0, "keep"))
    assert ev.TurnEnded(0) in events
    assert t.health(HACKER) == 4  # restored to its printed health
    assert t.health(MINER) == 6
    assert t.health("p1.fw1") == 7  # main cards keep their damage (ruling 3)
    assert t.state.active == 1
