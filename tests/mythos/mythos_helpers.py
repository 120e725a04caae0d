"""Scripted Mythos matches: decks in a fixed order (the first 5 cards are the opening hand,
then 2 per round), missions in a fixed order, a chosen first player."""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Optional

from game.engine import Match, MatchConfig, SeatConfig
from game.rules.mythos import MythosRules
from game.rules.mythos.cards import MissionCard, load_cards
from game.rules.mythos.commands import ChooseOption, DecideMulligan, Pass, PlayCharacter
from game.rules.mythos.state import MythosState


@cache
def rules() -> MythosRules:
    return MythosRules()


@cache
def table_rules() -> MythosRules:
    """The card set plus the rulebook's scoring-table missions (printed D 3, C 2, B 2, A 3)."""
    cards = load_cards()
    extra = {key: MissionCard(key, {"en": key, "fr": key}, points, {"en": "", "fr": ""}, ())
             for key, points in (("T-D", 3), ("T-C", 2), ("T-B", 2), ("T-A", 3), ("T-X", 2), ("T-2", 2))}
    return MythosRules(dataclasses.replace(cards, missions={**cards.missions, **extra}))


def deck(wanted: list[str]) -> list[str]:
    """`wanted` on top, then filler up to 30 cards (at most 2 copies of a version)."""
    cards = list(wanted)
    for key in sorted(rules().cards.characters):
        while cards.count(key) < 2 and len(cards) < 30:
            cards.append(key)
    return cards


def start(top0: list[str], top1: list[str], missions0=("MS-02", "MS-09", "MS-10"),
          missions1=("MS-10", "MS-02", "MS-09"), first: int = 0, game_rules: Optional[MythosRules] = None,
          mulligan: bool = True, seats: tuple[SeatConfig, ...] = (SeatConfig("P1"), SeatConfig("P2"))) -> Match:
    options = {
        "decks": [
            {"name": "A", "characters": deck(top0), "missions": list(missions0)},
            {"name": "B", "characters": deck(top1), "missions": list(missions1)},
        ],
        "shuffle": False,
        "first_player": first,
    }
    config = MatchConfig("mythos", seats, seed=7, options=options)
    match = Match(game_rules or rules(), config, hashing=True)
    if mulligan:
        match.submit(DecideMulligan(0, False))
        match.submit(DecideMulligan(1, False))
    return match


def card_in_hand(match: Match, seat: int, version: str) -> str:
    state: MythosState = match.state
    for card in state.players[seat].hand:
        if state.versions[card] == version:
            return card
    raise AssertionError(f"{version} not in P{seat + 1}'s hand")


def play(match: Match, seat: int, version: str, mission: int = 0, hidden: bool = False) -> str:
    card = card_in_hand(match, seat, version)
    match.submit(PlayCharacter(seat, card, mission, hidden))
    return card


def answer(match: Match, seat: int, option: str) -> None:
    match.submit(ChooseOption(seat, option))


def options(match: Match, seat: int) -> list[str]:
    return [c.option for c in match.legal_commands(seat) if isinstance(c, ChooseOption)]


def pass_both(match: Match) -> None:
    """Both players pass, the one to act first."""
    for _ in range(2):
        seats = match.to_act()
        if seats and Pass(seats[0]) in match.legal_commands(seats[0]):
            match.submit(Pass(seats[0]))
