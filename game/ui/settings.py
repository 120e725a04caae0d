"""The player's settings, kept as JSON in the user's config folder between runs."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import ClassVar, Optional

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
    environ = os.environ
    for value in (environ.get("LC_ALL"), environ.get("LANG")):
        if value and value.lower().startswith("fr"):
            return "fr"
    # The character locale Python took at start comes from these variables, first set first:
    # read there, `locale` (a large module, a millisecond or more of the window's start) is
    # imported only where none is set (Windows, an app started by macOS's Finder).
    ctype = environ.get("LC_ALL") or environ.get("LC_CTYPE") or environ.get("LANG")
    if ctype:
        return "fr" if ctype.lower().startswith("fr") else "en"
    import locale

    return "fr" if (locale.getlocale()[0] or "").lower().startswith("fr") else "en"


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
    warn_before_ruin: bool = True
    """The table asks before a legal move that ruins its player (a tile closing a maphr mine)."""
    round_summaries: bool = True
    """A summary after each round (Charge & Spark) or mission phase (Mythos), dismissed with a
    click; off, the game flows on and the log tells the same (new-user trial F16)."""

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "Settings":
        """The saved settings; defaults (language from the system) for anything missing or bad."""
        path = path or cls.path()
        settings = cls(language=system_language())
        try:
            raw = path.read_bytes()
        except OSError:
            return settings  # none yet (or unreadable): nothing to keep aside
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
            settings.load_problem, settings.kept_aside = _keep_aside(path, error)
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

    load_problem: ClassVar[Optional[str]] = None
    """Set by `load` when the file could not be read: what happened and where the file was
    kept, in English (the menu shows `kept_aside` in the player's language). Not a setting."""
    kept_aside: ClassVar[Optional[Path]] = None
    """Where `load` moved a settings file it could not read (None: it could not move it)."""

    def save(self, path: Optional[Path] = None) -> None:
        path = path or self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        from game.engine.durable import replace_atomically  # not before the first frame (issue 24)

        # Synced, then renamed over the old file: a crash leaves the old settings or the new.
        replace_atomically(path, json.dumps(asdict(self), indent=2).encode("utf-8"))


def _keep_aside(path: Path, error: Exception) -> tuple[str, Optional[Path]]:
    """Move a settings file that cannot be read to `settings.json.bad` (or `.bad2`... : an
    older one is never replaced), so the defaults written at the first change do not destroy
    it; returns the message for the player."""
    why = "nested too deeply" if isinstance(error, RecursionError) else \
        "not UTF-8 text" if isinstance(error, UnicodeDecodeError) else str(error)[:80]
    counter = 1
    while True:
        aside = path.with_name(f"{path.name}.bad{'' if counter == 1 else counter}")
        if not aside.exists():
            break
        counter += 1
    try:
        os.rename(path, aside)  # never onto an existing file: checked just above
    except OSError as move_error:
        return f"the settings ({path}) could not be read ({why}) nor kept aside ({move_error.strerror}); the defaults are used", None
    return f"the settings could not be read ({why}); kept as {aside.name} in {path.parent}; the defaults are used", aside
