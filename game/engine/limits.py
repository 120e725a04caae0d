"""Bounds for what a save's header or a scenario may ask the rules to build.

A header is at most a megabyte, but one number in it can ask for millions of cards ("bitcoins":
1000000) and a list of a few hundred kilobytes for a hand no table holds. Games read every count
and list of their options through these checks before expanding them, so a hostile file is
refused at once with the limit named, never worked through for minutes.
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_CARDS_IN_A_ZONE = 200
"""More cards than any deck, hand or pile of the five games holds (Mining War decks are 30-60)."""


def is_whole(value: Any) -> bool:
    """An int that is not a bool: JSON true must not pass for 1."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: Any, where: str, low: int, high: int) -> int:
    """`value` when it is a whole number from `low` to `high`, else ValueError naming `where`."""
    if not is_whole(value) or not low <= value <= high:
        raise ValueError(f"{where} must be a whole number from {low} to {high}, not {value!r:.20}")
    return value


def bounded_list(value: Any, where: str, most: int = MAX_CARDS_IN_A_ZONE, item: type | None = None) -> list[Any]:
    """`value` when it is a list of at most `most` items (each an `item`, if given), else
    ValueError naming `where`."""
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list, not {type(value).__name__}")
    if len(value) > most:
        raise ValueError(f"{where} holds {len(value)} items; at most {most}")
    if item is not None and not all(isinstance(v, item) and not (item is int and isinstance(v, bool)) for v in value):
        raise ValueError(f"{where} must hold only {item.__name__} values")
    return value


MAX_NAME = 64
"""Characters kept of a seat's or a deck's name."""


def clean_name(value: Any, most: int = MAX_NAME) -> str:
    """A name fit to be shown and printed: text only, at most `most` characters, control
    characters (NUL, escape, line breaks...), lone surrogates and invisible format characters
    (a right-to-left override) each replaced by U+FFFD. JSON and TOML carry all of these; a
    font cannot draw them and a terminal obeys them."""
    text = value if isinstance(value, str) else str(value)
    return "".join("\ufffd" if _is_unfit(ch) else ch for ch in text[:most])


def _is_unfit(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cs", "Cf", "Co", "Cn", "Zl", "Zp")


def nested_deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and objects in `value` nest more than `limit` levels (walked without recursion)."""
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, (list, dict)):
            if depth > limit:
                return True
            pending.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return False
