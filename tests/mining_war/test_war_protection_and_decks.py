"""Protection of Firewalls and Mining Pools; deck construction; card file checks."""

import pytest

from game.engine import IllegalCommand
from game.engine.carddata import CardDataError
from game.rules.mining_war.cards import default_cards, load_cards
from game.rules.mining_war.commands import Attack, CastSpell
from game.rules.mining_war.decks import DeckError, check_deck, deck_advice, deck_problems, load_deck_file, starter_deck
from war_helpers import Table

ME = {"bitcoins": 5, "fighters": ["miner"], "hand": ["zero_day", "fifty_one_percent"], "deck": ["bitcoin"] * 3}


def combat(defender):
    t = Table([ME, {"deck": ["bitcoin"] * 3, **defender}])
    t.to_phase("combat")
    return t


def test_a_fighter_protects_firewalls_and_the_pool():
    t = combat({"fighters": ["cold_wallet"], "firewalls": [8]})
    targets = {c.target for c in t.match.legal_commands(0) if isinstance(c, Attack)}
    assert targets == {"p1.00", "neutrino"}
    with pytest.raises(IllegalCommand, match="Firewall is protected by a fighter"):
        t.submit(Attack(0, "p0.05", "p1.fw1"))
    with pytest.raises(IllegalCommand, match="protected by a Firewall"):
        t.submit(Attack(0, "p0.05", "p1.pool"))


def test_without_fighters_firewalls_are_open_and_the_pool_is_not():
    t = combat({"firewalls": [8, 8]})
    targets = {c.target for c in t.match.legal_commands(0) if isinstance(c, Attack)}
    assert targets == {"p1.fw1", "p1.fw2", "neutrino"}
    with pytest.raises(IllegalCommand, match="protected by a Firewall"):
        t.submit(Attack(0, "p0.05", "p1.pool"))


def test_without_firewalls_or_fighters_the_pool_can_be_attacked():
    t = combat({"firewalls": [], "pool": 3})
    events = t.submit(Attack(0, "p0.05", "p1.pool"))  # Miner deals 3: the Mining Pool falls
    assert [type(e).__name__ for e in events][-3:] == ["PlayerEliminated", "GameWon", "FighterTapped"] or \
        any(type(e).__name__ == "GameWon" for e in events)
    assert t.match.outcome.winners == (0,)


def test_face_down_fighters_do_not_protect():
    t = combat({"fighters": [["miner", 1]], "firewalls": []})
    targets = {c.target for c in t.match.legal_commands(0) if isinstance(c, Attack)}
    assert targets == {"p1.pool", "neutrino"}


def test_spells_ignore_protection_unless_they_say_otherwise():
    t = combat({"fighters": ["miner"], "firewalls": [8]})
    spells = {(c.card, c.targets) for c in t.match.legal_commands(0) if isinstance(c, CastSpell)}
    assert ("p0.06", ("p1.pool",)) in spells  # Zero-Day hits a protected Mining Pool
    assert not any(card == "p0.07" for card, _ in spells)  # 51% Attack respects protection
    with pytest.raises(IllegalCommand, match="not a legal enemy pool"):
        t.submit(CastSpell(0, "p0.07", ("p1.pool",), ()))
    t.submit(CastSpell(0, "p0.06", ("p1.pool",), ()))
    assert t.state.sides[1].pool == 18


# --- deck construction ------------------------------------------------------------------------


def deck(bitcoins, others):
    names = ["miner", "hacker", "bugs", "trojan", "validator", "phisher", "botnet", "whale"]
    cards = {"bitcoin": bitcoins} if bitcoins else {}
    for n in range(others):
        cards[names[n % len(names)]] = cards.get(names[n % len(names)], 0) + 1
    return cards


def test_deck_rules():
    cards = default_cards()
    assert deck_problems(deck(10, 20), cards) == []  # 30 cards, 10 Bitcoins: fine
    assert deck_problems(deck(12, 18), cards) != []  # 12 Bitcoins in 30 is fine, but 18 others are too few
    assert deck_problems(deck(12, 20), cards) == []  # 12 in 32: under 40%
    assert any("at least 10" in p for p in deck_problems(deck(9, 21), cards))
    assert any("at most 40% (12)" in p for p in deck_problems(deck(13, 17), cards))  # 13 in 30
    assert any("at least 20" in p for p in deck_problems(deck(10, 19), cards))
    assert deck_problems(deck(13, 27), cards) == []  # under a third: advice, not a rule (D3)
    assert any("5 copies of Miner" in p for p in deck_problems({"bitcoin": 10, "miner": 5, **{k: 3 for k in ("hacker", "bugs", "trojan", "validator", "phisher")}}, cards))
    assert any("not a card" in p for p in deck_problems({"unicorn": 1}, cards))
    with pytest.raises(DeckError, match="cannot be played"):
        check_deck(deck(9, 21), cards)


def test_a_third_of_bitcoins_is_advice_not_a_rule():
    """"un deck doit contenir au minimum 10 cartes Ressources (Bitcoin) et 20 cartes Combattants /
    Sorts" is the rule; "Vous ne devriez pas avoir moins de 1/3 de Ressources" is advice (D3)."""
    cards = default_cards()
    forty = deck(10, 30)
    assert check_deck(forty, cards) == forty  # 10 Bitcoins in 40 cards can be played
    assert deck_advice(forty, cards) == ["10 Bitcoins in 40 cards: the rulebook advises at least a third (14)"]
    assert deck_advice(deck(10, 20), cards) == [] and deck_advice(deck(14, 26), cards) == []
    assert deck_advice(deck(13, 27), cards) != []


def test_the_starter_deck_is_12_bitcoins_20_fighters_4_spells():
    cards = default_cards()
    starter = starter_deck(cards)
    kinds = {"bitcoin": 0, "fighter": 0, "spell": 0}
    for key, count in starter.items():
        kinds["fighter" if cards.cards[key].is_fighter else cards.cards[key].type] += count
    assert kinds == {"bitcoin": 12, "fighter": 20, "spell": 4}
    for needed in ("hacker", "miner", "bugs", "electric_shock"):
        assert needed in starter


def test_a_broken_deck_file_is_refused_by_name(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text("[cards]\nbitcoin = 9\nminer = 4\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"mine.toml cannot be played: 9 Bitcoins"):
        load_deck_file(path, default_cards())
    path.write_text("[cards]\nbitcoin = 'x'\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="card 'bitcoin': the count"):
        load_deck_file(path, default_cards())


def test_a_bad_deck_in_the_options_stops_the_match():
    from game.engine import MatchConfig, SeatConfig
    from game.rules.mining_war import MiningWarRules

    config = MatchConfig("mining_war", (SeatConfig("a"), SeatConfig("b")), 1, {"decks": [deck(10, 20), deck(9, 20)]})
    with pytest.raises(ValueError, match="player 2's deck cannot be played: 9 Bitcoins"):
        MiningWarRules().check_config(config)


def test_card_file_errors_name_the_card_and_field(tmp_path):
    from game.paths import resource_path

    text = resource_path("assets", "cards", "mining_war.toml").read_text(encoding="utf-8")
    broken = tmp_path / "cards.toml"
    broken.write_text(text.replace("health = 6\n", "health = \"six\"\n", 1), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"card 'miner', field 'health': expected a whole number"):
        load_cards(broken)
    broken.write_text(text.replace('abilities = ["HACK"]', 'abilities = ["TELEPORT"]', 1), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"card 'hacker', field 'abilities': unknown ability 'TELEPORT'"):
        load_cards(broken)


def test_the_card_set_has_enough_cards():
    cards = default_cards()
    playable = [c for c in cards.cards.values() if not c.is_bitcoin]
    assert len(playable) >= 20 and len(cards.bonuses) >= 6
    hacker, miner, bugs = cards.cards["hacker"], cards.cards["miner"], cards.cards["bugs"]
    assert (hacker.damage, hacker.health, hacker.range) == (2, 4, 2)
    assert (miner.damage, miner.health, miner.range) == (3, 6, 1)
    assert (bugs.damage, bugs.health, bugs.range) == (1, 3, 2)
    assert cards.cards["electric_shock"].cost == 2
    for card in cards.cards.values():
        assert card.name["fr"] and card.text["fr"] and card.name["en"] and card.text["en"]
