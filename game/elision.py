"""French elision where a name was put after "de" or "que": "la main d'Ana", not "de Ana"; and
the contraction of "de"/"à" with a name's own article: "du Cypherpunk", not "de Le Cypherpunk".

A module of its own, importing nothing of the game: the rules' log lines and the menu's strings
both use it, and the menu's first frame loads no rules."""

from __future__ import annotations

import re

_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUÉÈÊÂÎÔÛÀaeiouéèêâîôûà])")
""""de"/"que" before a vowel (h is left alone: aspirated or not depends on the word). The
strings' own words never have it: only a name or a card's name put after them does."""


_CONTRACTED = re.compile(r"\b([Dd]e|[àÀ]) (Les?) (?=\w)")
""""de Le", "à Les"...: a card named with its article ("Le Cypherpunk") after a string's "de"
or "à" (eighteenth trial: "la main de Le Cypherpunk")."""
_CONTRACTIONS = {("de", "Le"): "du", ("de", "Les"): "des", ("à", "Le"): "au", ("à", "Les"): "aux"}


def _contract(match: re.Match) -> str:
    word = _CONTRACTIONS[(match.group(1).lower(), match.group(2))]
    return (word.capitalize() if match.group(1)[0].isupper() else word) + " "


def elide(text: str, lang: str) -> str:
    if lang != "fr":
        return text
    return _ELIDED.sub(lambda m: m.group(1)[:-1] + "'", _CONTRACTED.sub(_contract, text))
