"""Ninth new-user trial: Maphr's board header read "1 cartes", and the log said "la mine passe
au niveau 2" beside the header's "niveau II"."""

from __future__ import annotations

from game.rules.maphr import events as ev
from game.rules.maphr.log_text import describe
from game.rules.registry import find_rules


def test_a_count_of_one_is_singular_in_the_board_header(app):
    app.settings.language = "fr"
    app.apply_settings()
    one = app.tr("maphr.board_stats", coins=5, level="I", cards=1, tiles=2, target=12)
    many = app.tr("maphr.board_stats", coins=5, level="I", cards=3, tiles=2, target=12)
    assert "1 carte ·" in one and "(s)" not in one
    assert "3 cartes ·" in many


def test_the_log_names_a_mine_level_in_the_boards_numerals():
    cards = find_rules("maphr").cards
    assert describe(ev.LevelChanged(0, 2, "evolution"), cards, "fr").endswith("passe au niveau II.")
