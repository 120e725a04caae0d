"""Issue 23, item 5: small files, unbounded work. A save's header is at most a megabyte, but a
count in it (Bitcoins in a scripted setup, copies of a card) or a long list (a scripted hand, the
dice of a script) may ask the rules for millions of cards. Every count and list is bounded before
it is expanded: such a header is refused at once, with the limit named, never worked through."""

import json
import signal
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import sessions
from game.engine import SaveError, SeatConfig
from game.engine.journal_writer import FORMAT_NAME, FORMAT_VERSION
from game.rules.registry import find_rules

QUICK = 3.0
"""Seconds a refusal may take (an honest setup takes milliseconds; the old code took minutes)."""


@contextmanager
def at_most(seconds: float):
    """Fail the test (rather than hang the suite) when the body runs longer than `seconds`."""
    def stop(*_):
        raise TimeoutError(f"still working after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds * 3)
    started = time.perf_counter()
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.perf_counter() - started < seconds


def header(game_id: str, options: dict, seats: int = 2) -> dict:
    return {"format": FORMAT_NAME, "format_version": FORMAT_VERSION, "app_version": "test", "game": game_id,
            "rules_version": find_rules(game_id).rules_version,
            "seats": [{"name": f"P{n}", "kind": "human"} for n in range(seats)], "seed": 1, "options": options,
            "created": "2026-01-01T00:00:00+00:00"}


def refused(tmp_path: Path, game_id: str, options: dict) -> SaveError:
    path = tmp_path / "hostile.tws"
    data = (json.dumps(header(game_id, options)) + "\n").encode()
    assert len(data) < 64_000, "the point is a small file"
    path.write_bytes(data)
    with at_most(QUICK), pytest.raises(SaveError) as error:
        sessions.load(path)
    assert path.read_bytes() == data
    return error.value


def war_side(**changes) -> dict:
    return {"hand": ["bitcoin"], "deck": ["bitcoin"], **changes}


def test_a_mining_war_setup_asking_for_a_million_bitcoins_is_refused_at_once(tmp_path):
    options = {"setup": {"players": [war_side(bitcoins=10**6), war_side()]}}
    error = refused(tmp_path, "mining_war", options)
    assert error.line == 1 and "bitcoins" in error.reason and "99" in error.reason


@pytest.mark.parametrize("field", ["hand", "deck"])
def test_a_mining_war_setup_with_thousands_of_cards_in_a_hand_or_deck_is_refused(tmp_path, field):
    options = {"setup": {"players": [war_side(**{field: ["bitcoin"] * 3000}), war_side()]}}
    error = refused(tmp_path, "mining_war", options)
    assert field in error.reason and "at most" in error.reason


@pytest.mark.parametrize("side", [{"fighters": [5]}, {"firewalls": 7}, {"pool": 10**9}, {"firewalls": [10**9]},
                                  {"hand": "bitcoin"}], ids=["fighter not a name", "firewalls not a list",
                                                             "huge pool", "huge firewall", "hand not a list"])
def test_a_mining_war_setup_of_the_wrong_shape_is_refused_with_a_reason(tmp_path, side):
    error = refused(tmp_path, "mining_war", {"setup": {"players": [war_side(**side), war_side()]}})
    assert error.line == 1 and "setup.players[1]" in error.reason


def test_a_mining_war_setup_order_that_is_not_a_list_is_refused_with_a_reason(tmp_path):
    error = refused(tmp_path, "mining_war", {"setup": {"order": 7, "players": [war_side(), war_side()]}})
    assert "setup.order" in error.reason


@pytest.mark.parametrize("copies", [10**8, 10**9, 10**18])
def test_a_mythos_deck_with_huge_copy_counts_is_refused_before_it_is_expanded(tmp_path, copies):
    deck = {"name": "x", "characters": {"anything": copies}, "missions": []}
    error = refused(tmp_path, "mythos", {"decks": [deck, deck]})
    assert "at most" in error.reason and "player 1's deck" in error.reason


def test_a_mythos_deck_listing_thousands_of_cards_is_refused(tmp_path):
    deck = {"name": "x", "characters": ["a"] * 5000, "missions": []}
    error = refused(tmp_path, "mythos", {"decks": [deck, deck]})
    assert "at most" in error.reason


def test_maphr_scripted_dice_are_bounded(tmp_path):
    error = refused(tmp_path, "maphr", {"draw_dice": [1] * 5000})
    assert "draw_dice" in error.reason and "at most" in error.reason


def test_an_honest_scripted_setup_still_starts(tmp_path):
    options = {"setup": {"players": [war_side(bitcoins=3, fighters=[]), war_side()]}}
    config = sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], 1, options)
    with at_most(QUICK):
        sessions.start(config)
