"""Deck files written by the deck editor: the same format the library reads, written atomically,
never over another file unless asked, never into the shipped decks."""

from __future__ import annotations

import os

import pytest

from game import deck_library as lib
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.decks import deck_problems, load_deck_file, starter_deck

ODD_NAME = 'L\'été "rouge" \\ 2 — ★'


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    return tmp_path


def test_a_saved_deck_round_trips_through_the_library(home):
    cards = default_cards()
    deck = starter_deck(cards)
    stem = lib.deck_file_stem(ODD_NAME)
    assert stem == "l_ete_rouge_2"
    path = lib.save_user_deck("mining_war", stem, lib.deck_file_text(ODD_NAME, deck))
    assert path.parent == lib.user_decks_dir("mining_war")
    choice = {c.path: c for c in lib.available_decks("mining_war")}[path]
    assert choice.label == ODD_NAME and choice.cards == deck and choice.problem is None and not choice.shipped
    assert load_deck_file(path, cards) == deck
    assert lib.read_deck_counts(path) == deck


def test_a_draft_is_listed_with_the_rules_problem_and_its_counts_read_back(home):
    cards = default_cards()
    draft = {"bitcoin": 9, "hacker": 5}
    text = lib.deck_file_text("Draft", draft, deck_problems(draft, cards))
    path = lib.save_user_deck("mining_war", "draft", text)
    choice = {c.path: c for c in lib.available_decks("mining_war")}[path]
    assert choice.cards is None and "5 copies of Hacker" in choice.problem and "9 Bitcoins" in choice.problem
    assert lib.read_deck_counts(path) == draft


def test_another_file_is_never_replaced_unless_asked(home):
    first = lib.save_user_deck("mining_war", "mine", lib.deck_file_text("Mine", {"bitcoin": 10}))
    before = first.read_bytes()
    with pytest.raises(lib.DeckFileExists):
        lib.save_user_deck("mining_war", "mine", lib.deck_file_text("Other", {"bitcoin": 12}))
    assert first.read_bytes() == before
    assert lib.free_deck_stem("mining_war", "mine") == ("mine_2", 2)
    lib.save_user_deck("mining_war", "mine", lib.deck_file_text("Other", {"bitcoin": 12}), replace=True)
    assert lib.read_deck_counts(first) == {"bitcoin": 12}
    assert sorted(p.name for p in first.parent.iterdir()) == ["mine.toml"]


@pytest.mark.parametrize("replace", [True, False])
def test_a_write_that_fails_midway_leaves_the_old_file_whole_and_no_half_deck(home, monkeypatch, replace):
    path = lib.save_user_deck("mining_war", "mine", lib.deck_file_text("Mine", {"bitcoin": 10}))
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("disk gone")

    monkeypatch.setattr(lib.os, "fsync", crash)
    stem = "mine" if replace else "fresh"
    with pytest.raises(OSError):
        lib.save_user_deck("mining_war", stem, lib.deck_file_text("New", {"bitcoin": 12}), replace=replace)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["mine.toml"]


def test_names_that_are_not_plain_file_names_are_refused(home):
    for stem in ("../escape", "a/b", "Upper", ""):
        with pytest.raises(ValueError):
            lib.save_user_deck("mining_war", stem, "[cards]\n")
    assert not any(lib.shipped_decks_dir("mining_war").glob("*.part"))
    assert lib.deck_file_stem("../../etc") == "etc" and lib.deck_file_stem("★★") == "deck"


def test_the_temporary_file_is_never_listed_as_a_deck(home, monkeypatch):
    seen = []
    real_replace = os.replace

    def look_then_replace(source, target):
        seen.extend(c.path.name for c in lib.available_decks("mining_war") if not c.shipped)
        real_replace(source, target)

    monkeypatch.setattr(lib.os, "replace", look_then_replace)
    lib.save_user_deck("mining_war", "mine", lib.deck_file_text("Mine", {"bitcoin": 10}), replace=True)
    assert seen == []
