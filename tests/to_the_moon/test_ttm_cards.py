"""The card file: the box the rulings define, and clear errors for a broken file."""

import pytest

from game.engine.carddata import CardDataError
from game.paths import resource_path
from game.rules.to_the_moon.cards import card_ids, deck_ids, load_cards

CARDS = load_cards()


def count(kind):
    return sum(c.count for c in CARDS.values() if c.kind == kind)


def test_the_box_holds_the_rulings_deck():
    assert count("character") == 4 and count("bonus_rule") == 3 and count("dealer") == 1
    assert len(deck_ids(CARDS)) == 60
    assert count("exchange") == 12 and count("skill") == 18 and count("head_hunter") == 6
    assert count("skullduggery") == 6 and count("bitcoin") == 6
    effects = {e: sum(c.count for c in CARDS.values() if c.effect == e) for e in ("hack", "lawsuit", "smear")}
    assert effects == {"hack": 5, "lawsuit": 4, "smear": 3}
    capacities = sorted(c.capacity for c in CARDS.values() if c.kind == "exchange" for _ in range(c.count))
    assert capacities == [2] * 6 + [3] * 6


def test_characters_store_two_and_have_one_skill():
    for key in card_ids(CARDS, ("character",)):
        card = CARDS[key.split(".")[0]]
        assert (card.capacity, card.skills) == (2, 1)


def test_every_card_has_english_and_french_text():
    for card in CARDS.values():
        assert card.name["en"] and card.name["fr"] and card.text["en"] and card.text["fr"]


def broken(tmp_path, text):
    path = tmp_path / "cards.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError) as error:
        load_cards(path)
    return str(error.value)


def test_a_broken_card_names_the_file_the_card_and_the_field(tmp_path):
    source = resource_path("assets", "cards", "to_the_moon.toml").read_text(encoding="utf-8")
    message = broken(tmp_path, source.replace("count = 5\neffect = \"hack\"", "count = 5\neffect = \"steal\""))
    assert "cards.toml" in message and "'hack'" in message and "'effect'" in message
    message = broken(tmp_path, source.replace('kind = "exchange"\ncount = 6\ncapacity = 2', 'kind = "exchange"\ncount = 6'))
    assert "'local_exchange'" in message and "'capacity'" in message
    assert "not valid TOML" in broken(tmp_path, "[cards.x\n")
    assert "Characters" in broken(tmp_path, source.replace('[cards.the_whale]\nkind = "character"', '[cards.the_whale]\nkind = "bitcoin"').replace("capacity = 2\nskills = 1\nname = { en = \"The Whale\"", "name = { en = \"The Whale\""))
    assert "exactly one Dealer" in broken(tmp_path, source.replace('kind = "dealer"', 'kind = "bitcoin"'))
