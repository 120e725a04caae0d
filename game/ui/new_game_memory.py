"""What the New Game screen remembers between runs: the last game started, its player count,
names, seat kinds, variant and decks (`new_game.json` beside the settings).

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
        return memory

    def save(self, path: Optional[Path] = None) -> None:
        """Written to a temporary file, then renamed over the old one: never half a file."""
        path = path or self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(asdict(self), ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(temporary, path)

    def seats_for(self, game_id: str) -> dict[str, Any]:
        """The remembered seats if they were for `game_id`, else nothing."""
        return asdict(self) if self.game == game_id else {}
