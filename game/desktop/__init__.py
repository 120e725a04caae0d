"""Tablewright as a citizen of the user's desktop (issue 25): in the menu with its icon, and
`.tws` saves opening in it on a double-click.

- `launch`: the command that starts this Tablewright (the bundle's executable, or `python -m game`).
- `freedesktop`: Linux and other freedesktop systems: a menu entry, a MIME type and the icon under
  the user's XDG data folder, installed and removed from the settings.
- `windows`: the `.tws` association under HKCU (written for Windows, not yet tried there).
- `handoff`: a second `.tws` opened while a window is open goes to that window.
- macOS needs nothing at run time: the `.app` declares `.tws` itself (build/macos_plist.py).
"""

from __future__ import annotations

import sys
from typing import Optional


def integration() -> Optional[object]:
    """What the settings offer on this system: an object with `is_installed()`, `install()`,
    `remove()` and `where` (the folder written to), or None (macOS: the .app does it itself)."""
    if sys.platform == "win32":
        from game.desktop.windows import WindowsAssociation

        return WindowsAssociation.for_this_app()
    if sys.platform == "darwin":
        return None
    from game.desktop.freedesktop import FreedesktopIntegration

    return FreedesktopIntegration.for_this_app()
