"""Where the game's own files are, from a source checkout and from a PyInstaller bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path


_checkout_root: Path | None = None
"""The checkout's folder, worked out once: resolving it costs a system call per folder of the
path, and the menu's first frame asks for about 25 files."""


def resource_root() -> Path:
    """The folder holding `assets/` and `levels/`."""
    global _checkout_root
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    if _checkout_root is None:
        _checkout_root = Path(__file__).resolve().parent.parent
    return _checkout_root


def resource_path(*parts: str) -> Path:
    """A file shipped with the game, e.g. resource_path("assets", "cards", "robot_duel.toml")."""
    return resource_root().joinpath(*parts)
