"""Log lines that read right: "2 cards", "1 card", "0 dégât" rather than "card(s)".

The games' texts mark a plural ending after a count as "card(s)" or "dégât(s)"; `agree` keeps
the ending when the count asks for it: English counts one as singular, French zero and one."""

from __future__ import annotations

import re

from game.elision import elide

_COUNTED = re.compile(r"\b(\d+)((?: [^\W\d_]+)?) ([^\W\d_]+)\((s|x)\)")
"""A count, at most one word between it and the marked word ("3 power token(s)")."""


def is_plural(count: int, lang: str) -> bool:
    return count > 1 if lang == "fr" else count != 1


def agree(text: str, lang: str) -> str:
    def ending(match: re.Match) -> str:
        count, between, word, suffix = match.groups()
        return f"{count}{between} {word}{suffix if is_plural(int(count), lang) else ''}"

    return elide(_COUNTED.sub(ending, text), lang)
