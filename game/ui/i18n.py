"""UI strings in English and French, read from assets/i18n/<lang>.toml."""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Optional

from game.elision import elide
from game.engine.wording import agree
from game.paths import resource_path


@cache
def _table(lang: str) -> dict[str, str]:
    """Every string of `lang`, by dotted key. Read from a flat JSON copy kept beside the settings
    while the TOML file is unchanged: importing tomllib and parsing took a fifth of the time to
    the main menu's first frame (issue 24)."""
    path = resource_path("assets", "i18n", f"{lang}.toml")
    shipped = _shipped_table(path)
    if shipped is not None:
        return shipped
    copy = _copy_path(lang)
    stamp = _stamp(path)
    try:
        kept = json.loads(copy.read_text(encoding="utf-8")) if copy is not None else None
    except (OSError, ValueError):
        kept = None
    if isinstance(kept, dict) and kept.get("stamp") == stamp and isinstance(kept.get("table"), dict):
        return kept["table"]
    flat = _parse(path)
    if copy is not None:
        try:
            copy.parent.mkdir(parents=True, exist_ok=True)
            temporary = copy.with_suffix(".tmp")
            temporary.write_text(json.dumps({"stamp": stamp, "table": flat}), encoding="utf-8")
            temporary.replace(copy)
        except OSError:
            pass  # a copy that cannot be kept costs only time
    return flat


def shipped_copy_path(path):
    """Where the bundle keeps its JSON copy of the strings file `path` (build/tablewright.spec
    writes it with `shipped_copy`): a player's first start then parses no TOML either."""
    return path.with_name(path.stem + ".strings.json")


def _fingerprint(data: bytes) -> list:
    import zlib  # loaded at start already (PyInstaller's archive is zlib-compressed)

    return [len(data), zlib.crc32(data)]


def shipped_copy(path) -> str:
    """The JSON text of the copy to ship beside the strings file `path`."""
    return json.dumps({"toml": _fingerprint(path.read_bytes()), "table": _parse(path)}, ensure_ascii=False)


def _shipped_table(path):
    """The table from the copy shipped beside `path`, if there is one made from `path` as it is."""
    try:
        kept = json.loads(shipped_copy_path(path).read_text(encoding="utf-8"))
        matches = kept.get("toml") == _fingerprint(path.read_bytes())
    except (OSError, ValueError, AttributeError):
        return None
    return kept["table"] if matches and isinstance(kept.get("table"), dict) else None


def _stamp(path) -> list:
    status = path.stat()
    return [str(path), status.st_size, status.st_mtime_ns]


def _copy_path(lang: str):
    try:
        from game.storage import config_dir

        return config_dir() / "cache" / f"strings-{lang}.json"
    except Exception:  # no user folder: read the TOML every time
        return None


def _parse(path) -> dict[str, str]:
    import tomllib

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
        if values.get("count") == 1:
            # "1 card", not "1 card(s)": a key may have its own wording for one (KEY_singular)
            single = _table(self.lang).get(f"{key}_singular") or _table("en").get(f"{key}_singular")
            if single:
                return elide(single.format(**values), self.lang)
        text = _table(self.lang).get(key) or _table("en").get(key) or key
        # "(s)" follows its count ("1 carte(s)" reads "1 carte")
        return agree(elide(text.format(**values), self.lang), self.lang) if values else text

    def number(self, value: float) -> str:
        """A number as this language writes it: "0.5" in English, "0,5" in French (thirteenth trial)."""
        text = f"{value:g}"
        return text.replace(".", ",") if self.lang == "fr" else text

    def reason(self, text: str, names: Optional[dict[str, str]] = None) -> str:
        """A refusal reason from the rules, in this language (see game/ui/reasons.py); `names`
        turns the English card names the rules write into this language's."""
        from game.ui.reasons import translate_reason  # here: the menu's first frame shows no reason

        # "(s)" follows its count, as in the log ("3 carte(s)" reached the table: ninth trial)
        line = agree(elide(translate_reason(text, self.lang, names), self.lang), self.lang)
        # the rules write a clause; the player reads a sentence, with its full stop (twenty-third
        # trial: "…cette offre en paie 4" ended on nothing)
        line = line[:1].upper() + line[1:]
        return line + "." if line and line[-1] not in ".!?…:" else line


def keys(lang: str) -> set[str]:
    return set(_table(lang))
