"""The card file: the rulebook's scale, every kind present, broken files refused clearly."""

from collections import Counter

import pytest

from game.engine.carddata import CardDataError
from game.paths import resource_path
from game.rules.maphr.cards import COLOURS, load_cards


def test_the_base_deck_has_250_cards_and_10_clans():
    cards = load_cards()
    kinds = Counter(cards.type_of(c).kind for c in cards.all_card_ids())
    assert sum(kinds.values()) == 250
    assert set(kinds) == {"tile", "amenity", "contract", "catastrophe", "impediment"}
    assert len(cards.clans) == 10
    assert sum(1 for clan in cards.clans.values() if clan.grey) == 1


def test_veins_rarity_and_values_follow_the_rulebook():
    cards = load_cards()
    veins = Counter(cards.type_of(c).mineral for c in cards.all_card_ids() if cards.type_of(c).is_vein)
    assert veins["coal"] > veins["gold"] > veins["mithril"] > 0
    values = {(t.mineral, t.units): t.vein_value for t in cards.types.values() if t.is_vein}
    assert values[("coal", 3)] == 3 and values[("gold", 2)] == 4 and values[("mithril", 2)] == 10
    assert all(t.units <= 2 for t in cards.types.values() if t.mineral == "mithril")


def test_amenities_cover_five_colours_and_four_levels_with_the_level_up_ones():
    cards = load_cards()
    amenities = [t for t in cards.types.values() if t.kind == "amenity"]
    assert {(a.colour, a.level) for a in amenities} == {(c, lv) for c in COLOURS for lv in (1, 2, 3, 4)}
    assert cards.types["shoring"].name["fr"] == "Étayage" and cards.types["shoring"].colour == "red"
    assert cards.types["tunnel_office"].name["fr"] == "Bureau de l'ordination logique des tunnels"
    assert {t.action for t in cards.types.values() if t.kind == "impediment"} == {"prospect", "exploit", "build"}
    assert cards.types["corridor_extension"].effect == "gap_extension"


def _broken(tmp_path, old, new):
    text = resource_path("assets", "cards", "maphr.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "maphr.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old,new,needle", [
    ('edges = "NS"', 'edges = "NX"', "'straight', field 'edges'"),
    ('mineral = "mithril"\nunits = 2', 'mineral = "mithril"\nunits = 3', "'mithril2_dead_end', field 'units'"),
    ('colour = "red"', 'colour = "pink"', "'shoring', field 'colour'"),
    ('effect = "gain"', 'effect = "win"', "'coal_contract', field 'effect'"),
    ('action = "build"', 'action = "dance"', "'build_ban', field 'action'"),
    ('[amenities.shoring]', '[amenities.shorings]', "level-up rules need the red amenity 'shoring'"),
    ('power = "build_discount"', 'power = "flying"', "'blackhammers', field 'power'"),
    ('told = { en = "{player} pays 5 coins, or', 'told = { en = "You pay 5 coins, or', "'tax', field 'told'"),
])
def test_a_broken_card_file_names_the_file_card_and_field(tmp_path, old, new, needle):
    path = _broken(tmp_path, old, new)
    with pytest.raises(CardDataError) as error:
        load_cards(path)
    assert str(path) in str(error.value) and needle in str(error.value)
