"""Windows: `.tws` saves open with Tablewright, for the current user only.

Written for Windows but NOT yet tried there (this project's machines are Linux); the values are
checked on Linux by tests/test_desktop_integration.py, the registry calls are not.

Keys under HKEY_CURRENT_USER\\Software\\Classes (no administrator rights, no other user touched):

    .tws                               (default) = Tablewright.Save, Content Type = the MIME type
    Tablewright.Save                   (default) = "Tablewright save"
    Tablewright.Save\\DefaultIcon       (default) = "<exe>",0
    Tablewright.Save\\shell\\open\\command (default) = "<exe>" "%1"

`remove` deletes `Tablewright.Save` and `.tws` (the latter only while it still names ours), then
tells Explorer the associations changed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from game.desktop.launch import LaunchCommand

EXTENSION = ".tws"
PROG_ID = "Tablewright.Save"
MIME_TYPE = "application/x-tablewright-save"
CLASSES = r"Software\Classes"


def quote_argument(argument: str) -> str:
    """One command-line argument as Windows programs parse it (quoted when it has a space)."""
    if argument and not any(c in argument for c in ' \t"'):
        return argument
    return '"' + argument.replace('"', '\\"') + '"'


def open_command(command: LaunchCommand) -> str:
    return " ".join(quote_argument(a) for a in command.argv) + ' "%1"'


def registry_values(command: LaunchCommand) -> list[tuple[str, str, str]]:
    """(key under HKCU\\Software\\Classes, value name ("" = default), text) for every value set."""
    program = command.argv[0]
    return [
        (EXTENSION, "", PROG_ID),
        (EXTENSION, "Content Type", MIME_TYPE),
        (PROG_ID, "", "Tablewright save"),
        (PROG_ID + r"\DefaultIcon", "", f"{quote_argument(program)},0"),
        (PROG_ID + r"\shell\open\command", "", open_command(command)),
    ]


class WindowsAssociation:
    """The `.tws` association of the current user (same interface as FreedesktopIntegration)."""

    def __init__(self, command: LaunchCommand):
        self.command = command
        self.where = Path(r"HKEY_CURRENT_USER\Software\Classes")

    @classmethod
    def for_this_app(cls) -> "WindowsAssociation":
        from game.desktop.launch import this_app

        command = this_app()
        if not getattr(sys, "frozen", False) and command.argv[0].lower().endswith("python.exe"):
            # From a checkout: pythonw.exe opens no console window beside the game.
            pythonw = Path(command.argv[0]).with_name("pythonw.exe")
            if pythonw.exists():
                command = LaunchCommand((str(pythonw), *command.argv[1:]), command.working_dir)
        return cls(command)

    def is_installed(self) -> bool:
        """Whether `.tws` opens with this Tablewright (one since moved counts as not installed)."""
        return _read(PROG_ID + r"\shell\open\command") == open_command(self.command)

    def install(self):  # pragma: no cover - Windows only
        import winreg

        from game.desktop.freedesktop import Outcome

        outcome = Outcome()
        for key, name, value in registry_values(self.command):
            with winreg.CreateKeyEx(winreg.HKEY_CURRENT_USER, rf"{CLASSES}\{key}", 0, winreg.KEY_SET_VALUE) as handle:
                winreg.SetValueEx(handle, name, 0, winreg.REG_SZ, value)
            outcome.changed.append(Path(key))
        _notify_shell()
        return outcome

    def remove(self):  # pragma: no cover - Windows only
        from game.desktop.freedesktop import Outcome

        outcome = Outcome()
        if _delete_tree(PROG_ID):
            outcome.changed.append(Path(PROG_ID))
        if _read(EXTENSION) == PROG_ID and _delete_tree(EXTENSION):
            outcome.changed.append(Path(EXTENSION))
        _notify_shell()
        return outcome


def _read(key: str) -> Optional[str]:
    if sys.platform != "win32":
        return None
    import winreg  # pragma: no cover - Windows only

    try:  # pragma: no cover
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"{CLASSES}\{key}") as handle:
            return str(winreg.QueryValueEx(handle, "")[0])
    except OSError:  # pragma: no cover
        return None


def _delete_tree(key: str) -> bool:  # pragma: no cover - Windows only
    """Delete a key and its subkeys (winreg.DeleteKey refuses a key with subkeys)."""
    import winreg

    path = rf"{CLASSES}\{key}"
    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, path, 0, winreg.KEY_ALL_ACCESS) as handle:
            while True:
                try:
                    child = winreg.EnumKey(handle, 0)
                except OSError:
                    break
                _delete_tree(rf"{key}\{child}")
        winreg.DeleteKey(winreg.HKEY_CURRENT_USER, path)
        return True
    except OSError:
        return False


def _notify_shell() -> None:  # pragma: no cover - Windows only
    """SHChangeNotify(SHCNE_ASSOCCHANGED): Explorer shows the new icon and default at once."""
    try:
        import ctypes

        ctypes.windll.shell32.SHChangeNotify(0x08000000, 0, None, None)
    except (AttributeError, OSError):
        pass
