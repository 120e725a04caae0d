"""Small helpers for the Charge & Spark tests: a match from a fixed setup, one round at a time."""

from __future__ import annotations

from typing import Any, Optional

from game.engine import Event, Match, MatchConfig, SeatConfig
from game.rules.registry import find_rules
from game.rules.robot_duel.cards import BONUS_TYPES
from game.rules.robot_duel.commands import PlayCard
from game.rules.robot_duel.state import Robot

TRACK = {"length": 4, "stars": [2, 3]}
"""The track of levels/robot_duel.tmx (tests/robot_duel/test_duel_setup.py checks they agree)."""


def rules():
    return find_rules("robot_duel")


def new_match(setup: Optional[dict[str, Any]] = None, seed: int = 0, hashing: bool = True) -> Match:
    options: dict[str, Any] = {"track": dict(TRACK)}
    if setup is not None:
        options["setup"] = setup
    config = MatchConfig("robot_duel", (SeatConfig("P1"), SeatConfig("P2")), seed, options)
    return Match(rules(), config, hashing=hashing)


def card_id(seat: int, kind: str) -> str:
    """"spark" -> "p0.spark" for seat 0; ★ cards are shared: "copy" -> "star.copy"."""
    return f"star.{kind}" if kind in BONUS_TYPES else f"p{seat}.{kind}"


def play_round(match: Match, first: str, second: str) -> list[Event]:
    """Both players choose (P1 then P2); returns the events of the round's resolution."""
    match.submit(PlayCard(0, card_id(0, first)))
    entries = match.submit(PlayCard(1, card_id(1, second)))
    return [entry.event for entry in entries]


def robot(match: Match, seat: int) -> Robot:
    return match.state.robots[seat]


def of_type(events: list[Event], cls: type) -> list[Event]:
    return [e for e in events if isinstance(e, cls)]


def all_cards() -> list[str]:
    from game.rules.robot_duel.cards import BASIC_TYPES

    return [f"p{s}.{t}" for s in (0, 1) for t in BASIC_TYPES] + [f"star.{t}" for t in BONUS_TYPES]
