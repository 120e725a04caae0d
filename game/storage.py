"""Where saves, settings and crash reports live (the user's folders, via platformdirs).

TABLEWRIGHT_HOME, when set, puts everything under one folder instead (tests, portable use).
"""

from __future__ import annotations

import os
from pathlib import Path

SAVE_SUFFIX = ".tws"


def _home() -> Path | None:
    value = os.environ.get("TABLEWRIGHT_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    home = _home()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir("Tablewright", appauthor=False))


def config_dir() -> Path:
    home = _home()
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir("Tablewright", appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def crash_dir() -> Path:
    return data_dir() / "crashes"


def replays_dir() -> Path:
    """Where "save the replay" puts a copy a player can find and share (their documents)."""
    home = _home()
    if home:
        return home / "replays"
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "Tablewright" / "replays"
