"""What the keywords and symbols on the cards mean (`assets/rules/glossary.toml`).

Each game lists its terms once; a card's zoom shows the lines of the terms found on its face,
and the how-to-play pages list them all. Pure data: no pygame here.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from game.paths import resource_path

LANGS = ("en", "fr")
FLAGS = ("attack", "bonus")


@dataclass(frozen=True)
class Term:
    label: dict[str, str]
    meaning: dict[str, str]
    symbol: Optional[str] = None
    words: Optional[dict[str, tuple[str, ...]]] = None
    flag: Optional[str] = None

    def line(self, lang: str) -> str:
        return f"{self.label.get(lang, self.label['en'])} — {self.meaning.get(lang, self.meaning['en'])}"

    def found_in(self, text: str, lang: str, flags: frozenset[str]) -> bool:
        if self.flag is not None and self.flag in flags:
            return True
        if self.symbol is not None and self.symbol in text:
            return True
        for word in (self.words or {}).get(lang, ()):
            if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text):
                return True
        return False


class GlossaryError(ValueError):
    """The glossary file does not follow its format; the message names the game and entry."""


def parse_glossary(data: dict) -> dict[str, tuple[Term, ...]]:
    games: dict[str, tuple[Term, ...]] = {}
    for game_id, entries in data.items():
        if not isinstance(entries, list):
            raise GlossaryError(f"glossary: {game_id} must be a list of [[{game_id}]] entries")
        terms = []
        for number, entry in enumerate(entries, start=1):
            where = f"glossary: {game_id} entry {number}"
            for field in ("label", "meaning"):
                value = entry.get(field)
                if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value.get(lang) for lang in LANGS):
                    raise GlossaryError(f"{where}: {field} needs a text in each of {', '.join(LANGS)}")
            ways = [name for name in ("symbol", "words", "flag") if name in entry]
            if not ways:
                raise GlossaryError(f"{where}: give a symbol, words or a flag to find it on a card")
            if "flag" in entry and entry["flag"] not in FLAGS:
                raise GlossaryError(f"{where}: flag must be one of {', '.join(FLAGS)}")
            words = None
            if "words" in entry:
                words = {lang: tuple(entry["words"].get(lang, ())) for lang in LANGS}
                if not all(words.values()):
                    raise GlossaryError(f"{where}: words needs a list for each of {', '.join(LANGS)}")
            terms.append(Term(dict(entry["label"]), dict(entry["meaning"]), entry.get("symbol"), words, entry.get("flag")))
        games[game_id] = tuple(terms)
    return games


@lru_cache(maxsize=1)
def glossary() -> dict[str, tuple[Term, ...]]:
    path = resource_path("assets", "rules", "glossary.toml")
    with open(path, "rb") as stream:
        return parse_glossary(tomllib.load(stream))


def terms_on(game_id: str, text: str, lang: str, flags: frozenset[str] = frozenset()) -> list[Term]:
    """The terms of `game_id` found on a card face whose words (title, text, badges) are `text`:
    keywords first (the rules words a player cannot guess), then flags, then symbols."""
    found = [term for term in glossary().get(game_id, ()) if term.found_in(text, lang, flags)]
    return sorted(found, key=lambda term: 0 if term.words else 1 if term.flag else 2)
