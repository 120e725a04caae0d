"""Rule cases read again from the rulebook, beyond the walkthrough: what a player may try."""

import pytest

from game.engine import IllegalCommand
from game.rules.mining_war import events as ev
from game.rules.mining_war.commands import Attack, CastSpell, DeployCard, EndPhase, PlaceBitcoin
from war_helpers import Table

QUIET = {"bitcoins": 2, "deck": ["bitcoin"] * 8, "firewalls": [8]}


def _card(t: Table, seat: int, key: str) -> str:
    """The id of the first card of type `key` in a seat's hand."""
    return next(c for c in t.state.sides[seat].hand if t.state.card_types[c] == key)


def _fighter(t: Table, seat: int, key: str) -> str:
    return next(f for f in t.state.sides[seat].battlefield if t.state.card_types[f] == key)


def test_a_spell_that_destroys_the_last_enemy_mining_pool_wins_at_once():
    # "Si elle est détruite par un adversaire, vous perdez la partie" — by a spell too, since
    # spells may hit a protected Mining Pool.
    me = {"bitcoins": 3, "hand": ["zero_day"], "deck": ["bitcoin"] * 8}
    them = {"bitcoins": 1, "fighters": ["miner"], "pool": 2, "firewalls": [8, 8], "deck": ["bitcoin"] * 8}
    t = Table([me, them])
    t.to_phase("deploy")
    events = t.submit(CastSpell(0, _card(t, 0, "zero_day"), ("p1.pool",)))
    assert any(isinstance(e, ev.PlayerEliminated) and e.seat == 1 for e in events)
    assert isinstance(events[-1], ev.GameWon) and events[-1].winner == 0
    assert t.match.is_over()


def test_with_three_players_the_game_goes_on_after_one_is_out():
    me = {"bitcoins": 3, "hand": ["zero_day"], "deck": ["bitcoin"] * 8}
    weak = {"bitcoins": 1, "pool": 2, "deck": ["bitcoin"] * 8}
    t = Table([me, weak, QUIET])
    t.to_phase("deploy")
    events = t.submit(CastSpell(0, _card(t, 0, "zero_day"), ("p1.pool",)))
    assert any(isinstance(e, ev.PlayerEliminated) and e.seat == 1 for e in events)
    assert not t.match.is_over()
    t.to_phase("combat")
    t.submit(EndPhase(0))
    while t.state.pending is not None:
        t.step()
    assert tuple(t.match.to_act()) == (2,)  # seat 1 is skipped


def test_a_tapped_attacker_cannot_attack_again_this_turn():
    # "La carte attaquante est alors engagée et ne peut plus attaquer ce tour-ci."
    me = {"bitcoins": 1, "fighters": ["whale"], "deck": ["bitcoin"] * 8}
    them = {"bitcoins": 1, "firewalls": [8, 8], "pool": 20, "deck": ["bitcoin"] * 8}
    t = Table([me, them])
    t.to_phase("combat")
    whale = _fighter(t, 0, "whale")
    t.submit(Attack(0, whale, "p1.fw1"))
    with pytest.raises(IllegalCommand):
        t.submit(Attack(0, whale, "p1.fw2"))


def test_a_fast_fighter_attacks_the_turn_it_is_deployed_but_a_medium_one_does_not():
    me = {"bitcoins": 5, "hand": ["trojan", "hacker"], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET])
    t.to_phase("deploy")
    t.submit(DeployCard(0, _card(t, 0, "trojan"), ()))
    t.submit(DeployCard(0, _card(t, 0, "hacker"), ()))
    t.to_phase("combat")
    trojan, hacker = _fighter(t, 0, "trojan"), _fighter(t, 0, "hacker")
    with pytest.raises(IllegalCommand):
        t.submit(Attack(0, hacker, "p1.fw1"))  # face down until next turn
    t.submit(Attack(0, trojan, "p1.fw1"))
    assert t.health("p1.fw1") == 8 - 3


def test_face_down_enemy_fighters_cannot_be_attacked_or_aimed_at():
    me = {"bitcoins": 4, "fighters": ["miner"], "hand": ["rug_pull"], "deck": ["bitcoin"] * 8}
    them = {"bitcoins": 1, "fighters": [["whale", 2]], "deck": ["bitcoin"] * 8}
    t = Table([me, them])
    t.to_phase("combat")
    hidden = _fighter(t, 1, "whale")
    with pytest.raises(IllegalCommand):
        t.submit(Attack(0, _fighter(t, 0, "miner"), hidden))
    with pytest.raises(IllegalCommand):
        t.submit(CastSpell(0, _card(t, 0, "rug_pull"), (hidden,)))


def test_no_deployment_outside_the_deployment_phase_and_no_bitcoin_after_the_draw_phase():
    me = {"bitcoins": 3, "hand": ["trojan", "bitcoin"], "deck": ["bitcoin"] * 8}
    t = Table([me, QUIET])
    t.to_phase("draw")
    with pytest.raises(IllegalCommand):
        t.submit(DeployCard(0, _card(t, 0, "trojan"), ()))
    t.to_phase("deploy")
    with pytest.raises(IllegalCommand):
        t.submit(PlaceBitcoin(0, _card(t, 0, "bitcoin")))


def test_destroyed_cards_and_cast_spells_go_to_the_dump_in_order():
    # "placées, face visible, sur le dessus de la décharge, en respectant l'ordre dans lequel elles
    # sont détruites et/ou utilisées."
    me = {"bitcoins": 4, "fighters": ["bugs"], "hand": ["electric_shock"], "deck": ["bitcoin"] * 8}
    them = {"bitcoins": 1, "fighters": ["script_kiddies"], "deck": ["bitcoin"] * 8}
    t = Table([me, them])
    t.to_phase("combat")
    target = _fighter(t, 1, "script_kiddies")
    t.submit(CastSpell(0, _card(t, 0, "electric_shock"), (target, "p1.fw1")))
    t.submit(Attack(0, _fighter(t, 0, "bugs"), target))
    my_dump = [t.state.card_types[c] for c in t.state.sides[0].dump]
    their_dump = [t.state.card_types[c] for c in t.state.sides[1].dump]
    assert my_dump == ["electric_shock"]
    # Script Kiddies 1/2: 1 from the Shock, then the Bugs' free first strike (range 2 against 1).
    assert their_dump[-1] == "script_kiddies" and target not in t.state.sides[1].battlefield
    assert t.health(_fighter(t, 0, "bugs")) == 3 and t.health("p1.fw1") == 7


def test_the_mining_pool_cannot_be_attacked_while_a_firewall_stands_even_with_no_fighter():
    me = {"bitcoins": 1, "fighters": ["whale"], "deck": ["bitcoin"] * 8}
    them = {"bitcoins": 1, "firewalls": [1], "deck": ["bitcoin"] * 8}
    t = Table([me, them])
    t.to_phase("combat")
    whale = _fighter(t, 0, "whale")
    with pytest.raises(IllegalCommand):
        t.submit(Attack(0, whale, "p1.pool"))
    t.submit(Attack(0, whale, "p1.fw1"))
    assert "p1.fw1" not in t.state.sides[1].firewalls
