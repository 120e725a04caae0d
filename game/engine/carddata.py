"""Reading card content from TOML data files, with errors that name the file and the card.

Card files are data only: parsed with tomllib, never imported or evaluated.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Iterable


MAX_CARD_FILE_BYTES = 4 << 20
"""The shipped card files are a few dozen kilobytes; a deck file a few hundred bytes."""


class CardDataError(ValueError):
    """A card file that cannot be used; the message names the file, the card and the field."""

    def __init__(self, path: Path | str, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = Path(path), reason


def read_card_file(path: Path | str) -> dict[str, Any]:
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_CARD_FILE_BYTES + 1)
        if len(raw) > MAX_CARD_FILE_BYTES:
            raise CardDataError(path, f"larger than {MAX_CARD_FILE_BYTES} bytes; no card or deck file is that long")
        # utf-8-sig: a byte-order mark (some Windows editors write one) is not a TOML error
        return tomllib.loads(raw.decode("utf-8-sig"))
    except OSError as error:
        raise CardDataError(path, f"cannot read the card file ({error.strerror or error})")
    except tomllib.TOMLDecodeError as error:
        raise CardDataError(path, f"not valid TOML ({error})")
    except UnicodeDecodeError:
        raise CardDataError(path, "not UTF-8 text")


def toml_string(text: str) -> str:
    """`text` as a TOML basic string, for the deck files the game writes: quotes, backslashes
    and control characters escaped, so any name a player types reads back the same."""
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


class FieldReader:
    """Typed access to one card's table; every mistake raises CardDataError naming the card."""

    def __init__(self, path: Path | str, card_id: str, table: Any):
        self.path, self.card_id = Path(path), card_id
        if not isinstance(table, dict):
            raise CardDataError(path, f"card {card_id!r} must be a table")
        self.table = table

    def fail(self, field: str, reason: str) -> CardDataError:
        return CardDataError(self.path, f"card {self.card_id!r}, field {field!r}: {reason}")

    def integer(self, field: str, default: int | None = None, minimum: int = 0, maximum: int = 10_000) -> int:
        value = self.table.get(field, default)
        if value is None:
            raise self.fail(field, "missing")
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(field, f"expected a whole number, got {value!r:.40}")
        if not minimum <= value <= maximum:
            raise self.fail(field, f"{value} is outside {minimum}..{maximum}")
        return value

    def boolean(self, field: str, default: bool = False) -> bool:
        value = self.table.get(field, default)
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {value!r:.40}")
        return value

    def string(self, field: str, default: str | None = None, choices: Iterable[str] | None = None) -> str:
        value = self.table.get(field, default)
        if not isinstance(value, str):
            raise self.fail(field, "missing" if value is None else f"expected text, got {value!r:.40}")
        if choices is not None and value not in choices:
            raise self.fail(field, f"{value!r} is not one of {sorted(choices)}")
        return value

    def counts(self, field: str, keys: Iterable[str]) -> dict[str, int]:
        """A table of whole numbers whose keys come from `keys` (costs, gains)."""
        value = self.table.get(field, {})
        allowed = set(keys)
        if not isinstance(value, dict):
            raise self.fail(field, "expected a table")
        for key, count in value.items():
            if key not in allowed:
                raise self.fail(field, f"unknown key {key!r}; expected one of {sorted(allowed)}")
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 100:
                raise self.fail(field, f"{key} must be a whole number 0..100")
        return dict(value)

    def translated(self, field: str, languages: Iterable[str] = ("en", "fr")) -> dict[str, str]:
        value = self.table.get(field)
        if not isinstance(value, dict):
            raise self.fail(field, "expected a table of texts by language (en, fr)")
        for lang in languages:
            if not isinstance(value.get(lang), str):
                raise self.fail(field, f"no {lang!r} text")
        return dict(value)
