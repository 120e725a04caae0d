"""The KT card set and the starter decks: content rules, and clear errors for bad files."""

import pytest

from game.engine import IllegalCommand
from game.engine.carddata import CardDataError
from game.match_options import default_options
from game.rules.mythos.cards import (
    CONTINUOUS_ACTIONS, INSTANT_ACTIONS, TIMINGS, TRIGGERS, Deck, check_deck, load_cards, load_deck,
    starter_deck_path, STARTER_DECKS,
)
from game.rules.mythos.commands import ChooseOption, PlayCharacter, RevealCharacter

from mythos_helpers import rules, start

FRANCHISE_WORDS = ("naruto", "sasuke", "sakura", "kakashi", "konoha", "hokage", "orochimaru", "gaara", "chunin", "jiraiya", "tsunade")


def test_card_set_size_variety_and_every_keyword_used():
    cards = load_cards()
    assert len(cards.characters) >= 40 and len(cards.missions) >= 10
    assert len(cards.groups) >= 3 and len(cards.keywords) >= 6
    effects = [e for c in cards.characters.values() for e in c.effects] + [e for m in cards.missions.values() for e in m.effects]
    assert {e.when for e in effects} == set(TIMINGS)
    used = {e.action for e in effects}
    assert set(INSTANT_ACTIONS) <= used and set(CONTINUOUS_ACTIONS) <= used
    assert {e.on for e in effects if e.on} == set(TRIGGERS)
    assert any(e.must for e in effects)
    names = {}
    for card in cards.characters.values():
        names.setdefault(card.name, set()).add(card.cost)
        assert card.text["en"] or not card.effects and card.text["fr"] == card.text["en"] == ""
    assert sum(len(costs) > 1 for costs in names.values()) >= 5  # names with upgrades


def test_the_card_set_is_original():
    text = open(starter_deck_path(STARTER_DECKS[0]).parent.parent.parent / "cards" / "mythos.toml", encoding="utf-8").read().lower()
    assert not [w for w in FRANCHISE_WORDS if w in text]


def test_starter_decks_are_legal_and_in_default_options():
    cards = load_cards()
    for name in STARTER_DECKS:
        deck = load_deck(starter_deck_path(name), cards)
        assert len(deck.characters) >= 30 and len(deck.missions) == 3
    options = default_options("mythos", 2)
    assert [d["name"] for d in options["decks"]] == ["Ember Vale", "Hollow Dune"]


@pytest.mark.parametrize("deck,message", [
    (Deck("x", ("KT-007",) * 2 + ("KT-033",) * 2, ("MS-01", "MS-02", "MS-03")), "at least 30"),
    (Deck("x", ("KT-007",) * 30, ("MS-01", "MS-02", "MS-03")), "at most 2 of one version"),
    (Deck("x", ("KT-999",) * 30, ("MS-01", "MS-02", "MS-03")), "unknown character 'KT-999'"),
    (Deck("x", tuple(sorted(load_cards().characters))[:30], ("MS-01",)), "exactly 3 needed"),
])
def test_deck_building_rules_are_enforced(deck, message):
    with pytest.raises(ValueError, match=message):
        check_deck(deck, load_cards())


def test_unlimited_copies_of_a_name_in_different_versions():
    cards = load_cards()
    kits = ("KT-007", "KT-008", "KT-009") * 2
    rest = tuple(k for k in sorted(cards.characters) if cards.characters[k].name != "Kit")[:12] * 2
    check_deck(Deck("kits", kits + rest, ("MS-01", "MS-02", "MS-03")), cards)


def test_a_broken_card_file_names_the_file_card_and_field(tmp_path):
    good = open(starter_deck_path(STARTER_DECKS[0]).parent.parent.parent / "cards" / "mythos.toml", encoding="utf-8").read()
    bad = tmp_path / "mythos.toml"
    bad.write_text(good.replace('cost = 3\npower = 3\nkeywords = ["Warden"]', 'cost = "three"\npower = 3\nkeywords = ["Warden"]', 1), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"mythos.toml: card 'KT-001', field 'cost'"):
        load_cards(bad)
    bad.write_text(good.replace('action = "powerup"', 'action = "explode"', 1), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"KT-001 effect 1', field 'action'"):
        load_cards(bad)


def test_a_broken_deck_file_is_refused_with_its_name(tmp_path):
    path = tmp_path / "deck.toml"
    path.write_text('name = "Tiny"\nmissions = ["MS-01", "MS-02", "MS-03"]\n[characters]\n"KT-007" = 2\n', encoding="utf-8")
    with pytest.raises(CardDataError, match="deck.toml.*at least 30"):
        load_deck(path, load_cards())


def test_illegal_commands_get_readable_reasons_and_change_nothing():
    match = start(["KT-007"], [])
    before = match.state_hash()
    with pytest.raises(IllegalCommand, match="not in your hand"):
        match.submit(PlayCharacter(0, "p1.c00", 0, False))
    with pytest.raises(IllegalCommand, match="mission A is not in play yet; missions in play: D"):
        match.submit(PlayCharacter(0, match.state.players[0].hand[0], 3, False))
    with pytest.raises(IllegalCommand, match="no effect is waiting"):
        match.submit(ChooseOption(0, "skip"))
    with pytest.raises(IllegalCommand, match="no such character"):
        match.submit(RevealCharacter(0, "p0.c29"))
    with pytest.raises(IllegalCommand):
        match.submit(PlayCharacter(1, match.state.players[1].hand[0], 0, False))
    assert match.state_hash() == before


def test_a_config_with_a_bad_deck_is_refused():
    from game.engine import Match, MatchConfig, SeatConfig
    options = default_options("mythos", 2)
    options["decks"][1]["characters"] = options["decks"][1]["characters"][:10]
    with pytest.raises(ValueError, match="player 2's deck 'Hollow Dune': 10 characters"):
        Match(rules(), MatchConfig("mythos", (SeatConfig("a"), SeatConfig("b")), 1, options))


def test_deckcheck_reports_legal_and_illegal_decks(tmp_path, capsys):
    from game.rules.mythos.deckcheck import main

    assert main([]) == 0
    assert capsys.readouterr().out.count("ok ") == 2
    bad = tmp_path / "mine.toml"
    bad.write_text('name = "Mine"\nmissions = ["MS-01", "MS-02", "MS-03"]\n[characters]\n"KT-007" = 3\n', encoding="utf-8")
    assert main([str(bad)]) == 1
    assert "NOT LEGAL" in capsys.readouterr().out


def test_new_matches_share_one_reading_of_the_card_and_deck_files(monkeypatch):
    from game.rules.mythos import cards as cards_module
    from game.match_options import default_options

    reads = []
    real_read = cards_module.read_card_file
    monkeypatch.setattr(cards_module, "read_card_file", lambda *a, **k: reads.append(a) or real_read(*a, **k))
    cards_module.default_cards.cache_clear()
    cards_module._starter_decks.cache_clear()
    first, second = default_options("mythos", 2), default_options("mythos", 2)
    assert first == second and len(first["decks"]) == 2
    assert 0 < len(reads) <= 1 + len(cards_module.STARTER_DECKS)  # the card file once, each deck once
