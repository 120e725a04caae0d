"""Charge & Spark's data: the card file (validated on load) and the track of the Tiled map."""

import re
from pathlib import Path

import pytest

from game.engine.carddata import CardDataError
from game.levels import LevelError, load_level, robot_duel_track
from game.paths import resource_path
from game.rules.robot_duel.cards import load_cards

CARD_FILE = resource_path("assets", "cards", "robot_duel.toml")
MAP_FILE = resource_path("levels", "robot_duel.tmx")


def test_the_shipped_cards_follow_ruling_1():
    cards = load_cards()
    assert {k: c.cost for k, c in cards.items() if c.cost} == {
        "spark": {"battery": 1}, "thunder": {"battery": 2}, "counter": {"disk": 2},
        "ray": {"disk": 1}, "copy": {"disk": 1},
    }
    assert {k: c.attack for k, c in cards.items() if c.is_attack} == {"spark": 1, "thunder": 2, "ray": 1}
    assert cards["barrier"].reduce == 1 and cards["counter"].counter == 2
    assert [k for k, c in cards.items() if c.bonus] == ["ray", "recovery", "trap", "copy"]
    assert all(c.name["fr"] and c.text["fr"] and c.text["en"] for c in cards.values())


@pytest.mark.parametrize("old, new, reason", [
    ("attack = 2", 'attack = "two"', "card 'thunder', field 'attack': expected a whole number"),
    ("cost = { disk = 2 }", "cost = { disk = -1 }", "card 'counter', field 'cost': disk must be a whole number"),
    ("cost = { disk = 2 }", "cost = { health = 2 }", "card 'counter', field 'cost': unknown key 'health'"),
    ("[cards.copy]\nbonus = true", "[cards.copy]\nbonus = false", "card 'copy', field 'bonus'"),
    ('name = { en = "Move", fr = "Déplacement" }', 'name = { en = "Move" }', "card 'move', field 'name': no 'fr' text"),
    ("move = 1", "move = 1\nfly = 2", "card 'move', field 'fly': unknown field"),
    ("[cards.trap]", "[cards.trapp]", "missing card 'trap'"),
    ("[cards.trap]", "[cards.laser]\nbonus = true\n\n[cards.trap]", "unknown card 'laser'"),
    ("[cards.charge]", "[cards.charge\n", "not valid TOML"),
])
def test_a_broken_card_file_names_the_file_the_card_and_the_field(tmp_path, old, new, reason):
    text = CARD_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "robot_duel.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardDataError) as refused:
        load_cards(path)
    assert str(path) in str(refused.value) and reason in str(refused.value)


def test_a_card_file_missing_a_card(tmp_path):
    text = CARD_FILE.read_text(encoding="utf-8")
    path = tmp_path / "robot_duel.toml"
    path.write_text(text.split("[cards.copy]")[0], encoding="utf-8")
    with pytest.raises(CardDataError, match="missing card 'copy'"):
        load_cards(path)


def test_the_track_of_the_map():
    level = load_level("robot_duel")
    assert robot_duel_track(level) == {"length": 4, "stars": [2, 3]}
    assert len(level.of_kind("space")) == 8 and level.has("moon")


def map_variant(tmp_path: Path, change) -> Path:
    path = tmp_path / "robot_duel.tmx"
    path.write_text(change(MAP_FILE.read_text(encoding="utf-8")), encoding="utf-8")
    return path


def test_a_map_saved_by_a_newer_tiled_with_class_attributes_reads_the_same(tmp_path):
    path = map_variant(tmp_path, lambda text: text.replace(' type="space"', ' class="space"').replace(' type="moon"', ' class="moon"'))
    assert robot_duel_track(load_level("robot_duel", path)) == {"length": 4, "stars": [2, 3]}


@pytest.mark.parametrize("change, reason", [
    (lambda t: re.sub(r'<object id="9" name="moon"[^>]*/>', "", t), "no moon space"),
    (lambda t: t.replace('name="p0_step1" type="space"', 'name="p0_step1" type="decor"'), "no gap"),
    (lambda t: t.replace('<property name="star" type="bool" value="true"/>', '<property name="star" type="bool" value="false"/>', 1), "same spaces"),
    (lambda t: t.replace('<property name="side" type="int" value="0"/>', '<property name="side" type="int" value="2"/>', 1), "side (0/1) and step"),
])
def test_a_bad_track_is_refused_with_a_reason(tmp_path, change, reason):
    path = map_variant(tmp_path, change)
    with pytest.raises(LevelError, match=re.escape(reason)):
        robot_duel_track(load_level("robot_duel", path))


def test_a_missing_or_broken_map(tmp_path):
    with pytest.raises(LevelError, match="not found"):
        load_level("robot_duel", tmp_path / "none.tmx")
    broken = map_variant(tmp_path, lambda t: t[: len(t) // 2])
    with pytest.raises(LevelError, match="cannot read the Tiled map"):
        load_level("robot_duel", broken)
