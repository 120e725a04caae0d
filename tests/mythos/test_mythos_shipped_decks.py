"""The shipped Mythos decks: each legal, together holding every character version and every
mission of the card file, and self-play across them plays every one of those at least once.

"Played" here: a character version entered play face up (played face up, revealed from hidden,
or put on a stack by an upgrade), so its face and its MAIN/AMBUSH/UPGRADE effects were in play;
a card played hidden and never revealed does not count. A mission is played when it was
revealed into the row of missions (it is then scored every round).
"""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest

from game import sessions
from game.deck_library import available_decks, match_deck_options
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.engine.carddata import CardDataError
from game.paths import resource_path
from game.rules.mythos import events as ev
from game.rules.mythos.cards import Deck, check_deck, default_cards, load_deck
from game.rules.mythos.deck_building import deck_counts, deck_file_text, deck_problems, match_deck
from game.rules.registry import find_rules

ROTATIONS = 2
"""Every ordered pair of shipped decks plays this many games (with other seeds)."""


def shipped_paths() -> list[Path]:
    return sorted(Path(resource_path("assets", "decks", "mythos")).glob("*.toml"))


def shipped_decks() -> list[Deck]:
    return [load_deck(path, default_cards()) for path in shipped_paths()]


def test_every_shipped_deck_is_legal_and_names_three_different_missions():
    decks = shipped_decks()
    assert len(decks) >= 4
    for deck in decks:
        assert len(set(deck.missions)) == 3, deck.name
        assert deck_problems(deck_counts(deck), default_cards()) == []


def test_every_character_version_and_every_mission_is_in_a_shipped_deck():
    cards = default_cards()
    decks = shipped_decks()
    assert set(cards.characters) - {key for d in decks for key in d.characters} == set()
    assert set(cards.missions) - {key for d in decks for key in d.missions} == set()


def played_in(match: Match) -> tuple[set[str], set[str]]:
    characters, missions = set(), set()
    for entry in match.entries:
        event = entry.event
        if isinstance(event, (ev.CharacterPlayed, ev.CharacterRevealed, ev.CharacterUpgraded)):
            characters.add(event.version)
        elif isinstance(event, ev.MissionRevealed):
            missions.add(event.mission)
    return characters, missions


def test_self_play_across_the_shipped_decks_plays_every_card_and_every_mission():
    cards = default_cards()
    decks = [match_deck_options("mythos", choice) for choice in available_decks("mythos") if choice.shipped]
    assert len(decks) == len(shipped_paths())
    seats = [SeatConfig("a", "computer:easy"), SeatConfig("b", "computer:easy")]
    characters, missions = set(), set()
    started, games = time.perf_counter(), 0
    for rotation in range(ROTATIONS):
        for first, second in itertools.permutations(range(len(decks)), 2):
            seed = 1000 * rotation + 10 * first + second
            config = sessions.make_config("mythos", seats, seed, {"decks": [decks[first], decks[second]]})
            match = Match(find_rules("mythos"), config)
            play_out(match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
            assert match.is_over() and match.state.round == 4
            seen = played_in(match)
            characters |= seen[0]
            missions |= seen[1]
            games += 1
    elapsed = time.perf_counter() - started
    assert sorted(set(cards.characters) - characters) == [], "never entered play face up"
    assert sorted(set(cards.missions) - missions) == [], "never revealed"
    assert elapsed < 30, f"{games} games took {elapsed:.1f} s"


def test_a_mirror_match_with_the_same_missions_on_both_sides_plays_to_the_end():
    """Both seats may choose one deck: the mission deck then holds two of a mission."""
    deck = match_deck_options("mythos", next(c for c in available_decks("mythos") if c.shipped))
    seats = [SeatConfig("a", "computer:easy"), SeatConfig("b", "computer:easy")]
    for seed in range(6):
        match = Match(find_rules("mythos"), sessions.make_config("mythos", seats, seed, {"decks": [deck, deck]}))
        play_out(match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 7)})
        assert match.is_over()


def test_a_deck_naming_one_mission_twice_is_refused_when_a_match_starts():
    base = shipped_decks()[0]
    twice = Deck(base.name, base.characters, (base.missions[0], base.missions[0], base.missions[1]))
    with pytest.raises(ValueError, match=f"mission {base.missions[0]} twice"):
        check_deck(twice, default_cards())
    data = match_deck("x", deck_counts(twice), default_cards())
    config = sessions.make_config("mythos", [SeatConfig("a"), SeatConfig("b")], 1, {"decks": [data, data]})
    with pytest.raises(ValueError, match="twice"):
        Match(find_rules("mythos"), config)

BROKEN = [
    {},  # nothing at all
    {"KT-001": 2, "MS-01": 1, "MS-02": 1, "MS-03": 1},  # too few characters
    {**{f"KT-0{n:02d}": 2 for n in range(1, 16)}, "MS-01": 1, "MS-02": 1},  # two missions
    {**{f"KT-0{n:02d}": 2 for n in range(1, 16)}, "MS-01": 2, "MS-02": 1},  # one mission twice
    {**{f"KT-0{n:02d}": 2 for n in range(1, 15)}, "KT-015": 3, "MS-01": 1, "MS-02": 1, "MS-03": 1},  # 3 copies
    {**{f"KT-0{n:02d}": 2 for n in range(1, 16)}, "MS-01": 1, "MS-02": 1, "MS-03": 1, "MS-04": 1},  # four
    {**{f"KT-0{n:02d}": 2 for n in range(1, 16)}, "KT-999": 1, "MS-01": 1, "MS-02": 1, "MS-03": 1},  # unknown
]
LEGAL = {**{f"KT-0{n:02d}": 2 for n in range(1, 16)}, "MS-01": 1, "MS-02": 1, "MS-03": 1}


@pytest.mark.parametrize("counts", [LEGAL, *BROKEN])
def test_the_editors_verdict_is_the_verdict_of_a_starting_match(counts):
    cards = default_cards()
    characters = tuple(key for key, n in counts.items() if key.startswith("KT") for _ in range(n))
    missions = tuple(key for key, n in counts.items() if key.startswith("MS") for _ in range(n))
    try:
        check_deck(Deck("d", characters, missions), cards)
        accepted = True
    except ValueError:
        accepted = False
    assert accepted == (deck_problems(counts, cards) == [])


def test_a_saved_deck_file_reads_back_the_same_deck_and_a_draft_says_why(tmp_path):
    cards = default_cards()
    path = tmp_path / "mine.toml"
    path.write_text(deck_file_text('Ma "pioche"', LEGAL, cards), encoding="utf-8")
    deck = load_deck(path, cards)
    assert deck.name == 'Ma "pioche"' and deck_counts(deck) == LEGAL
    draft = BROKEN[3]
    path.write_text(deck_file_text("draft", draft, cards, deck_problems(draft, cards)), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    assert "DRAFT" in text and "MS-01 twice" in text
    with pytest.raises(CardDataError, match="twice"):
        load_deck(path, cards)
