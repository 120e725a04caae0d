"""Every UI string the code asks for exists in English and in French: a missing key would be
drawn as its raw name ("table.face_down") on the screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.ui.i18n import keys

GAME = Path(__file__).resolve().parents[2] / "game"
LITERAL = re.compile(r"""\btr\(\s*["']([a-z_][a-z0-9_.]*)["']""")
PLUGIN = {"maphr": GAME / "ui" / "tables" / "maphr", "mining_war": GAME / "ui" / "tables" / "mining_war",
          "to_the_moon": GAME / "ui" / "tables" / "to_the_moon.py"}
PLUGIN_LITERAL = re.compile(r"""\bself\.t\(\s*["']([a-z_][a-z0-9_]*)["']""")


def _sources(path: Path):
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


def asked_keys() -> set[str]:
    asked = {key for source in _sources(GAME) for key in LITERAL.findall(source.read_text(encoding="utf-8"))}
    for game_id, where in PLUGIN.items():
        for source in _sources(where):
            asked |= {f"{game_id}.{key}" for key in PLUGIN_LITERAL.findall(source.read_text(encoding="utf-8"))}
    return {key for key in asked if not key.endswith(".")}  # "games." + name: a prefix, not a key


def test_the_scan_finds_the_keys_it_should():
    asked = asked_keys()
    assert {"menu.new_game", "table.face_down", "how_to_play.title"} <= asked
    assert any(key.startswith("maphr.") for key in asked) and any(key.startswith("to_the_moon.") for key in asked)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_key_the_code_asks_for_exists(lang):
    missing = sorted(asked_keys() - keys(lang))
    assert missing == [], f"missing in {lang}.toml: {missing}"


def test_every_game_name_and_computer_level_exists_in_both_languages():
    from game.ai.levels import levels_for
    from game.rules.registry import game_ids

    for lang in ("en", "fr"):
        table = keys(lang)
        for game_id in game_ids():
            assert f"games.{game_id}" in table
            for level in levels_for(game_id):
                assert f"seat.computer_{level}" in table


def test_french_has_every_english_key():
    assert sorted(keys("en") - keys("fr")) == []


def test_a_count_of_one_takes_the_keys_singular_wording():
    """"1 carte(s)" read wrong (third new-user trial): a key may have a KEY_singular form."""
    from game.ui.i18n import Translator

    fr = Translator("fr")
    assert fr("maphr.hint_discard", name="Ana", count=1) == "Ana : défaussez encore 1 carte : glissez-la sur Défausser."
    assert fr("maphr.hint_discard", name="Ana", count=3) == "Ana : défaussez encore 3 cartes : glissez-les sur Défausser."
    assert fr("mining_war.summary_stolen", stolen=1, count=1) == "1 volé"
    assert "(s)" not in fr("maphr.hint_tokens", name="Ana", cost=2, count=2)


def test_the_upgrade_refusal_says_why_in_french():
    """Fourth new-user trial: "une évolution demande un coût supérieur à 2" when a second card of
    a name was played on its mission; the refusal now says one name per mission first."""
    from game.ui.i18n import Translator

    line = Translator("fr").reason("only one Kit per mission: this card would upgrade it, but an upgrade must cost more than 2")
    assert line == "Un seul Kit par mission : cette carte le ferait évoluer, mais une évolution doit coûter plus que 2."
