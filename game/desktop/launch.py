"""The command that starts this very Tablewright, for a menu entry or a file association."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional


@dataclass(frozen=True)
class LaunchCommand:
    argv: tuple[str, ...]
    """The program and its first arguments; the file to open goes after them."""
    working_dir: Optional[Path] = None
    """Where to start it (a source checkout needs its root for `python -m game`); None: anywhere."""


def this_app() -> LaunchCommand:
    """The bundle's executable when frozen; from a source checkout, this Python with `-m game`
    started in the checkout (so it works whether or not the package is installed)."""
    if getattr(sys, "frozen", False):
        return LaunchCommand((str(Path(sys.executable).resolve()),))
    root = Path(__file__).resolve().parent.parent.parent
    return LaunchCommand((str(Path(sys.executable).absolute()), "-m", "game"), root)
