"""The French word for a round is the rulebook's own, the same on the table, in the log, the
summaries, How to play and the guided game. The Mythos and Maphr rulebooks say "tour" ("Chaque
partie ... se déroule en quatre tours"; "Il y a 5 phases dans un tour de jeu"); the app said
"Tour 1" on the table and "Manche 1" in the summary and the pages (seen in the window)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ASSETS = Path(__file__).resolve().parents[1] / "assets"


def _texts(game_id: str) -> list[str]:
    texts = [(ASSETS / "rules" / f"{game_id}.fr.md").read_text(encoding="utf-8"),
             (ASSETS / "tutorials" / f"{game_id}.json").read_text(encoding="utf-8")]
    texts += [p.read_text(encoding="utf-8") for p in (ASSETS / "rules" / "pictures").glob(f"{game_id}.*.json")]
    french = tomllib.loads((ASSETS / "i18n" / "fr.toml").read_text(encoding="utf-8"))
    texts += [str(value) for value in french[game_id].values()]
    return texts


@pytest.mark.parametrize("game_id", ["mythos", "maphr"])
def test_a_round_is_a_tour_everywhere_in_french(game_id):
    texts = _texts(game_id)
    assert any("tour" in text.lower() for text in texts)
    assert [t for t in texts if "manche" in t.lower()] == []


@pytest.mark.parametrize("game_id", ["mythos", "maphr"])
def test_the_logs_say_tour_too(game_id):
    import importlib

    french = [str(text).lower() for text in importlib.import_module(f"game.rules.{game_id}.log_text").TEXT["fr"].values()]
    assert any("tour" in text for text in french)
    assert [text for text in french if "manche" in text] == []
