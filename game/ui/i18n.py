"""UI strings in English and French, read from assets/i18n/<lang>.toml."""

from __future__ import annotations

import tomllib
from functools import cache
from typing import Any

from game.paths import resource_path
from game.ui.reasons import translate_reason


@cache
def _table(lang: str) -> dict[str, str]:
    path = resource_path("assets", "i18n", f"{lang}.toml")
    with open(path, "rb") as stream:
        data = tomllib.load(stream)
    flat: dict[str, str] = {}

    def walk(prefix: str, node: Any) -> None:
        for key, value in node.items():
            name = f"{prefix}{key}"
            if isinstance(value, dict):
                walk(name + ".", value)
            else:
                flat[name] = str(value)

    walk("", data)
    return flat


class Translator:
    """`tr("menu.new_game")` -> the string in the chosen language (English when missing)."""

    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, key: str, **values: Any) -> str:
        text = _table(self.lang).get(key) or _table("en").get(key) or key
        return text.format(**values) if values else text

    def reason(self, text: str) -> str:
        """A refusal reason from the rules, in this language (see game/ui/reasons.py)."""
        return translate_reason(text, self.lang)


def keys(lang: str) -> set[str]:
    return set(_table(lang))
