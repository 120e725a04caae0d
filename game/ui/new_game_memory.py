"""What the New Game screen remembers between runs: the last game started and the players'
names, and for each game its own player count, seat kinds, variant and decks (`new_game.json`
beside the settings). Seat kinds are a game's own: a duel against the computer no longer made
the next Mining War open against it (third new-user trial H3).

A missing or damaged file simply means nothing is remembered; it is never an error, and only
values that still fit the game (a known game, a count it allows, a computer level it has) are
taken back.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional

from game.storage import config_dir

MAX_SEATS = 8
MAX_NAME = 16


@dataclass
class NewGameMemory:
    game: Optional[str] = None
    count: int = 0
    names: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    preset: int = 0
    decks: list[str] = field(default_factory=list)
    """Per seat, the label of the deck it played (games built from decks)."""
    tables: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Per game id, the count, kinds, preset and decks it was last started with."""

    @staticmethod
    def path() -> Path:
        return config_dir() / "new_game.json"

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "NewGameMemory":
        try:
            data = json.loads((path or cls.path()).read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        memory = cls()
        if isinstance(data.get("game"), str):
            memory.game = data["game"]
        if isinstance(data.get("count"), int) and not isinstance(data.get("count"), bool):
            memory.count = data["count"]
        if isinstance(data.get("preset"), int) and not isinstance(data.get("preset"), bool):
            memory.preset = data["preset"]
        for name in ("names", "kinds", "decks"):
            value = data.get(name)
            if isinstance(value, list):
                setattr(memory, name, [v[:MAX_NAME * 4] if isinstance(v, str) else "" for v in value[:MAX_SEATS]])
        memory.names = ["".join(c for c in n if c.isprintable())[:MAX_NAME] for n in memory.names]
        tables = data.get("tables")
        if isinstance(tables, dict):
            for game_id, table in tables.items():
                if isinstance(game_id, str) and isinstance(table, dict):
                    memory.tables[game_id] = _table_record(table)
        if memory.game is not None and memory.game not in memory.tables:
            memory.tables[memory.game] = _table_record(data)  # a file from before per-game tables
        return memory

    def save(self, path: Optional[Path] = None) -> None:
        """Written to a temporary file, then renamed over the old one: never half a file."""
        path = path or self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(asdict(self), ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(temporary, path)

    def seats_for(self, game_id: str) -> dict[str, Any]:
        """The count, kinds, preset and decks `game_id` was last started with (empty: never)."""
        return self.tables.get(game_id, {})

    def started(self, game_id: str, count: int, names: list[str], kinds: list[str], preset: int, decks: list[str]) -> "NewGameMemory":
        """This memory after a start of `game_id` with these seats."""
        tables = dict(self.tables)
        tables[game_id] = {"count": count, "kinds": list(kinds), "preset": preset, "decks": list(decks)}
        return NewGameMemory(game_id, count, list(names), list(kinds), preset, list(decks), tables)


def _table_record(data: dict[str, Any]) -> dict[str, Any]:
    """One game's remembered seats, keeping only values of the right type."""
    record: dict[str, Any] = {}
    for name in ("count", "preset"):
        if isinstance(data.get(name), int) and not isinstance(data.get(name), bool):
            record[name] = data[name]
    for name in ("kinds", "decks"):
        value = data.get(name)
        if isinstance(value, list):
            record[name] = [v[:MAX_NAME * 4] if isinstance(v, str) else "" for v in value[:MAX_SEATS]]
    return record
