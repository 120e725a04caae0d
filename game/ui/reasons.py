"""The rules' refusal reasons in the player's language.

The rules explain a refused command in English (`IllegalCommand.reason`, the `why_not_*`
helpers): they are the game's logic and stay free of UI languages. The window shows those reasons
in French from a phrasebook, `assets/i18n/reasons.<lang>.toml`: each entry is an English reason
with `{}` where a value goes, and its translation with `{0}`, `{1}`... for those values. A reason
the phrasebook does not know is shown as the rules wrote it.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Optional

from game.paths import resource_path

SLOT = "{}"
_NUMBERED_SLOT = re.compile(r"\{(\d+)\}")


class PhrasebookError(ValueError):
    """A phrasebook file that cannot be used; the message names the file and the entry."""


@dataclass(frozen=True)
class Phrase:
    english: str
    translation: str
    pattern: re.Pattern[str]

    @property
    def literal_length(self) -> int:
        return len(self.english) - self.english.count(SLOT) * len(SLOT)


def phrase(english: str, translation: str) -> Phrase:
    parts = english.split(SLOT)
    # Values are matched lazily so that the literal text around them decides where they end.
    pattern = re.compile("(.+?)".join(re.escape(part) for part in parts), re.DOTALL)
    return Phrase(english, translation, pattern)


def load_phrasebook(path: Path) -> list[Phrase]:
    """Every phrase of a phrasebook file, most specific first; PhrasebookError when it is broken."""
    import tomllib  # here: the menu's first frame needs no phrasebook

    try:
        with open(path, "rb") as stream:
            data = tomllib.load(stream)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise PhrasebookError(f"{path}: {error}") from error
    entries = data.get("reason")
    if not isinstance(entries, list):
        raise PhrasebookError(f"{path}: expected [[reason]] entries")
    phrases = []
    for number, entry in enumerate(entries, 1):
        where = f"{path}: reason {number}"
        if not isinstance(entry, dict) or not isinstance(entry.get("en"), str) or not isinstance(entry.get("fr"), str):
            raise PhrasebookError(f"{where}: needs text fields 'en' and 'fr'")
        english, translation = entry["en"], entry["fr"]
        slots = english.count(SLOT)
        used = {int(index) for index in _NUMBERED_SLOT.findall(translation)}
        if used != set(range(slots)):
            raise PhrasebookError(f"{where} ({english!r}): the translation must use {{0}}..{{{slots - 1}}} "
                                  f"once each for its {slots} value(s), it uses {sorted(used)}")
        phrases.append(phrase(english, translation))
    phrases.sort(key=lambda p: -p.literal_length)
    return phrases


@cache
def _phrasebook(lang: str) -> tuple[Phrase, ...]:
    path = Path(resource_path("assets", "i18n", f"reasons.{lang}.toml"))
    if lang == "en" or not path.exists():
        return ()
    try:
        return tuple(load_phrasebook(path))
    except PhrasebookError as error:
        # A broken phrasebook must not stop a game: the reasons are then shown in English.
        print(f"tablewright: {error}; refusal reasons will be shown in English", file=sys.stderr)
        return ()


def translate_reason(reason: str, lang: str, names: Optional[dict[str, str]] = None) -> str:
    """`reason` in `lang`; a value that is an English card name in `names` is given in `lang`
    too (the table said "Hack demande une cible" of the card called Piratage in French)."""
    names = names or {}
    for entry in _phrasebook(lang):
        found = entry.pattern.fullmatch(reason)
        if found:
            return entry.translation.format(*(names.get(value, value) for value in found.groups()))
    return reason
