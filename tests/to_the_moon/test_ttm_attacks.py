"""Attacks: permission by Skills, Head Hunters, targets, effects, the Skullduggery reaction."""

import pytest

from game.engine import IllegalCommand
from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.commands import AllowAttack, PlaySkullduggery, RevealCard
from game.rules.to_the_moon.events import AttackRevealed, CardSmeared
from ttm_helpers import RULES, exchange, give, learn, of_type, play, stock, table


def reveals(state, seat, card):
    return [c for c in of_type(RULES.legal_commands(state, seat), RevealCard) if c.card == card]


def test_equal_skills_forbid_an_attack_but_not_a_head_hunter():
    """Digest acceptance test 6: 2 vs 2."""
    state = table(players=2)
    learn(state, 0, "developer.1")
    learn(state, 1, "miner.1")
    stock(state, 1, "bitcoin.1")
    give(state, 0, "hack.1", "head_hunter.1")
    assert reveals(state, 0, "hack.1") == []
    assert reveals(state, 0, "head_hunter.1") == [RevealCard(0, "head_hunter.1", "miner.1")]
    with pytest.raises(IllegalCommand, match="more Skills than theirs"):
        RULES.handle(state, RevealCard(0, "hack.1", "dorian_nakamoto.1", "satoshi_nakamoto.1"), None)


def test_more_skills_allow_attacks_but_a_locked_exchange_is_never_a_target():
    """Digest acceptance test 6: 3 vs 2, and Locking."""
    state = table(players=2)
    learn(state, 0, "developer.1", "developer.2")
    learn(state, 1, "miner.1")
    exchange(state, 1, "global_exchange.1", ("bitcoin.1", "bitcoin.2", "bitcoin.3"), locked=True)
    exchange(state, 1, "local_exchange.1", ("bitcoin.4",))
    give(state, 0, "hack.1", "lawsuit.1", "smear.1", "head_hunter.1")
    assert {c.target for c in reveals(state, 0, "hack.1")} == {"local_exchange.1"}
    assert {c.target for c in reveals(state, 0, "lawsuit.1")} == {"local_exchange.1"}
    assert reveals(state, 0, "smear.1") == []  # an empty hand has nothing to discard
    assert {c.target for c in reveals(state, 0, "head_hunter.1")} == {"miner.1"}
    with pytest.raises(IllegalCommand, match="Locked Exchange cannot be Targeted"):
        RULES.handle(state, RevealCard(0, "lawsuit.1", "global_exchange.1"), None)


def attack_ready(players=2):
    state = table(players=players)
    learn(state, 0, "developer.1")
    give(state, 1, "skullduggery.1", "bitcoin.6")
    return state


def test_the_target_is_shown_to_all_and_answers_with_a_skullduggery_or_a_pass():
    state = attack_ready(3)
    exchange(state, 1, "local_exchange.1", ("bitcoin.1",))
    give(state, 0, "hack.1")
    events = play(state, RevealCard(0, "hack.1", "local_exchange.1", "satoshi_nakamoto.1"))
    shown = [e for e in events if isinstance(e, AttackRevealed)][0]
    assert shown.target_seat == 1 and shown.target == "local_exchange.1"
    for seat in (0, 2):  # everyone sees the target
        assert RULES.view(state, seat)["pending_attack"]["target"] == "local_exchange.1"
    assert RULES.to_act(state) == (1,)
    assert RULES.legal_commands(state, 1) == [PlaySkullduggery(1, "skullduggery.1"), AllowAttack(1)]
    assert RULES.legal_commands(state, 0) == []
    play(state, PlaySkullduggery(1, "skullduggery.1"))
    assert state.discard == ["hack.1", "skullduggery.1"]
    assert state.players[1].exchanges[0].stored[0] == "bitcoin.1" and state.current == 1


def test_the_reaction_window_opens_even_without_a_skullduggery_in_hand():
    state = table(players=2)
    learn(state, 0, "developer.1")
    stock(state, 1, "bitcoin.1")
    give(state, 0, "hack.1")
    play(state, RevealCard(0, "hack.1", "dorian_nakamoto.1", "satoshi_nakamoto.1"))
    assert RULES.to_act(state) == (1,) and RULES.legal_commands(state, 1) == [AllowAttack(1)]
    with pytest.raises(IllegalCommand, match="not in your hand|only a Skullduggery"):
        RULES.handle(state, PlaySkullduggery(1, "skullduggery.2"), None)


def test_hack_moves_the_top_bitcoin_into_the_attackers_chosen_storage():
    # Face-down copy numbers are dealt again after a Hack (copies.py): cards are followed by face.
    state = attack_ready()
    stock(state, 1, "bitcoin.1", "miner.1")
    exchange(state, 0, "local_exchange.1")
    give(state, 0, "hack.1")
    options = reveals(state, 0, "hack.1")
    assert {c.store_on for c in options} == {"satoshi_nakamoto.1", "local_exchange.1"}
    play(state, RevealCard(0, "hack.1", "dorian_nakamoto.1", "local_exchange.1"))
    play(state, AllowAttack(1))
    victim = [card_type_of(c) for c in state.players[1].character.stored]
    assert victim[0] == "bitcoin" and len(victim) == 2  # then seat 1 Mined a new card on top
    assert [card_type_of(c) for c in state.players[0].exchanges[0].stored] == ["miner"]
    assert state.discard == ["hack.1"] and state.phase == "draw" and state.current == 1


def test_hack_goes_to_the_hand_only_without_storage_capacity():
    state = attack_ready()
    stock(state, 0, "bitcoin.1", "bitcoin.2")
    stock(state, 1, "miner.1")
    give(state, 0, "hack.1")
    assert reveals(state, 0, "hack.1") == [RevealCard(0, "hack.1", "dorian_nakamoto.1", None)]
    play(state, RevealCard(0, "hack.1", "dorian_nakamoto.1", None))
    play(state, AllowAttack(1))
    assert [card_type_of(c) for c in state.players[0].hand] == ["miner"]


def test_lawsuit_discards_the_exchange_and_its_bitcoins_face_up():
    state = attack_ready()
    exchange(state, 1, "global_exchange.1", ("bitcoin.1", "bitcoin.2"))
    give(state, 0, "lawsuit.1")
    play(state, RevealCard(0, "lawsuit.1", "global_exchange.1"))
    play(state, AllowAttack(1))
    assert state.players[1].exchanges == []
    assert state.discard == ["global_exchange.1", "bitcoin.1", "bitcoin.2", "lawsuit.1"]


def test_smear_discards_a_random_card_from_the_targets_hand():
    state = attack_ready()
    give(state, 0, "smear.1")
    play(state, RevealCard(0, "smear.1", "dorian_nakamoto.1"))
    events = play(state, AllowAttack(1), seed=3)
    smeared = [e for e in events if isinstance(e, CardSmeared)][0]
    assert smeared.card in ("skullduggery.1", "bitcoin.6")
    assert smeared.card in state.discard and smeared.card not in state.players[1].hand


def test_head_hunter_takes_a_learned_skill_whatever_the_skills():
    state = table(players=2)
    learn(state, 1, "lawyer.1", "trader.1")
    give(state, 0, "head_hunter.1")
    assert {c.target for c in reveals(state, 0, "head_hunter.1")} == {"lawyer.1", "trader.1"}
    play(state, RevealCard(0, "head_hunter.1", "trader.1"))
    play(state, AllowAttack(1))
    assert state.players[0].learned == ["trader.1"] and state.players[1].learned == ["lawyer.1"]


def test_whale_hunting_lets_anyone_attack_the_player_with_the_most_bitcoins():
    state = table(players=3, bonus_rules=["whale_hunting"])
    stock(state, 1, "bitcoin.1", "bitcoin.2")
    stock(state, 2, "bitcoin.3")
    give(state, 0, "hack.1")
    assert {c.target for c in reveals(state, 0, "hack.1")} == {"dorian_nakamoto.1"}
    plain = table(players=3)
    stock(plain, 1, "bitcoin.1", "bitcoin.2")
    give(plain, 0, "hack.1")
    assert reveals(plain, 0, "hack.1") == []


def test_an_attack_card_without_a_target_cannot_be_revealed():
    state = table(players=2)
    give(state, 0, "lawsuit.1")
    assert reveals(state, 0, "lawsuit.1") == []
    # no target at all, and why: the Skills (second new-user trial G2: "needs a target" said nothing)
    with pytest.raises(IllegalCommand, match=r"has no target: to Attack a player your Character needs more Skills than theirs \(you have 1, they have 1\)"):
        RULES.handle(state, RevealCard(0, "lawsuit.1"), None)
    with pytest.raises(IllegalCommand, match="cannot Attack yourself"):
        RULES.handle(state, RevealCard(0, "lawsuit.1", "satoshi_nakamoto.1"), None)


def test_whale_hunting_needs_at_least_one_bitcoin_to_hunt():
    state = table(players=2, bonus_rules=["whale_hunting"])
    exchange(state, 1, "local_exchange.1")
    give(state, 0, "lawsuit.1")
    assert reveals(state, 0, "lawsuit.1") == []  # nobody has a Bitcoin: nobody is the whale


def test_a_cancelled_attack_reads_right_in_french_whatever_its_name():
    """Twenty-first trial: "Chasseur de têtes est annulée" (the name is masculine); the line says
    "l'Attaque … est annulée", which agrees with every Attack."""
    from game.rules.registry import find_rules
    from game.rules.to_the_moon.events import SkullduggeryPlayed

    rules = find_rules("to_the_moon")
    attack = next(key for key, card in rules.cards.items() if "hunter" in key or "head" in key)
    line = rules.describe(SkullduggeryPlayed(1, "skullduggery.1", f"{attack}.1"), None, "fr")
    assert "l'Attaque " in line and line.endswith("est annulée."), line
