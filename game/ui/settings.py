"""The player's settings, kept as JSON in the user's config folder between runs."""

from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Optional

from game.storage import config_dir

LANGUAGES = ("en", "fr")
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
"""Multipliers of the animation clock; 4 is 'fast' for people who know the game."""
TEXT_SIZES = (0.9, 1.0, 1.15, 1.3)
THINK_SECONDS = (0.2, 0.5, 0.8, 1.5, 3.0)
"""Seconds a hard computer player thinks per decision (the default, 0.5, keeps the table lively)."""
LIMITS = {"animation_speed": (0.25, 8.0), "text_size": (0.75, 1.6), "think_seconds": (0.05, 10.0)}
"""Sensible bounds for numbers read from a hand-edited settings file."""


def system_language() -> str:
    """'fr' when the system locale is French, else 'en'."""
    for value in (os.environ.get("LC_ALL"), os.environ.get("LANG"), (locale.getlocale()[0] or "")):
        if value and value.lower().startswith("fr"):
            return "fr"
    return "en"


@dataclass
class Settings:
    language: str = "en"
    animation_speed: float = 1.0
    fullscreen: bool = False
    sound: bool = True
    text_size: float = 1.0
    think_seconds: float = 0.5
    """How long a hard computer player thinks per decision (the table gives it to each computer
    seat it makes: reading settings imports nothing computer-side, and the menu needs none)."""

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "Settings":
        """The saved settings; defaults (language from the system) for anything missing or bad."""
        path = path or cls.path()
        settings = cls(language=system_language())
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        for spec in fields(cls):
            value = data.get(spec.name)
            if value is None:
                continue
            default = getattr(settings, spec.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, spec.name, value)
            elif isinstance(default, float):
                low, high = LIMITS.get(spec.name, (0.1, 10.0))
                if isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high:
                    setattr(settings, spec.name, float(value))
            elif isinstance(value, str) and (spec.name != "language" or value in LANGUAGES):
                setattr(settings, spec.name, value)
        return settings

    def save(self, path: Optional[Path] = None) -> None:
        path = path or self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        from game.engine.durable import replace_atomically  # not before the first frame (issue 24)

        # Synced, then renamed over the old file: a crash leaves the old settings or the new.
        replace_atomically(path, json.dumps(asdict(self), indent=2).encode("utf-8"))
