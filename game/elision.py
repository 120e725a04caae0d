"""French elision where a name was put after "de" or "que": "la main d'Ana", not "de Ana".

A module of its own, importing nothing of the game: the rules' log lines and the menu's strings
both use it, and the menu's first frame loads no rules."""

from __future__ import annotations

import re

_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUÉÈÊÂÎÔÛÀaeiouéèêâîôûà])")
""""de"/"que" before a vowel (h is left alone: aspirated or not depends on the word). The
strings' own words never have it: only a name or a card's name put after them does."""


def elide(text: str, lang: str) -> str:
    return _ELIDED.sub(lambda m: m.group(1)[:-1] + "'", text) if lang == "fr" else text
