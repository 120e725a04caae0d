"""Where the game's own files are, from a source checkout and from a PyInstaller bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder holding `assets/` and `levels/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A file shipped with the game, e.g. resource_path("assets", "cards", "robot_duel.toml")."""
    return resource_root().joinpath(*parts)
