"""Match options of Bitcoin Empire: the mode, the Bonus Rules, how Characters are chosen.

Every option is checked before a match starts, with a reason a player can read.
"""

from __future__ import annotations

from typing import Any

from game.rules.to_the_moon.cards import BONUS_RULES, CardType, deck_ids

SINGLE = "single"
TO_THE_MOON = "to_the_moon"
DEFAULT_OPTIONS: dict[str, Any] = {
    "mode": SINGLE,
    "character_choice": "in_turn",
    "bonus_rules": [],
    "moon_tokens": 5,
    "play_for_places": False,
}
"""What a new match starts with (game/match_options.py hands these out)."""

CHARACTER_CHOICES = ("in_turn", "random")


def full_options(options: dict[str, Any]) -> dict[str, Any]:
    return {**DEFAULT_OPTIONS, **options}


def check_options(options: dict[str, Any], player_count: int, cards: dict[str, CardType]) -> None:
    """Raise ValueError naming the first option that cannot be played."""
    known = {*DEFAULT_OPTIONS, "setup"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}; Bitcoin Empire knows {', '.join(sorted(known))}")
    full = full_options(options)
    if full["mode"] not in (SINGLE, TO_THE_MOON):
        raise ValueError(f"mode must be {SINGLE!r} (one Game) or {TO_THE_MOON!r} (a series), not {full['mode']!r:.40}")
    if full["character_choice"] not in CHARACTER_CHOICES:
        raise ValueError(f"character_choice must be 'in_turn' or 'random', not {full['character_choice']!r:.40}")
    rules = full["bonus_rules"]
    if not isinstance(rules, (list, tuple)) or not all(isinstance(r, str) for r in rules):
        raise ValueError("bonus_rules must be a list of Bonus Rule names")
    for rule in rules:
        if rule not in BONUS_RULES:
            raise ValueError(f"unknown Bonus Rule {rule!r:.40}; the Bonus Rules are {', '.join(BONUS_RULES)}")
    if len(set(rules)) != len(rules):
        raise ValueError("a Bonus Rule is listed twice")
    tokens = full["moon_tokens"]
    if not isinstance(tokens, int) or isinstance(tokens, bool) or not 1 <= tokens <= 20:
        raise ValueError("moon_tokens must be a whole number from 1 to 20")
    if not isinstance(full["play_for_places"], bool):
        raise ValueError("play_for_places must be true or false")
    _check_setup(full.get("setup"), player_count, cards)


def _check_setup(setup: Any, player_count: int, cards: dict[str, CardType]) -> None:
    """A scripted start for tests and scenarios: the first dealer and the top of the first deck."""
    if setup is None:
        return
    if not isinstance(setup, dict):
        raise ValueError("setup must be an object")
    unknown = sorted(set(setup) - {"dealer", "deck_top"})
    if unknown:
        raise ValueError(f"unknown setup key {unknown[0]!r}; expected dealer, deck_top")
    dealer = setup.get("dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < player_count:
        raise ValueError(f"setup.dealer must be a seat from 0 to {player_count - 1}")
    top = setup.get("deck_top", [])
    deck = set(deck_ids(cards))
    if not isinstance(top, list) or not all(isinstance(c, str) for c in top):
        raise ValueError("setup.deck_top must be a list of card ids, top card first")
    strangers = [c for c in top if c not in deck]
    if strangers:
        raise ValueError(f"setup.deck_top: {strangers[0]!r:.40} is not a card of the deck (ids look like 'hack.1')")
    if len(set(top)) != len(top):
        raise ValueError("setup.deck_top lists a card twice")
