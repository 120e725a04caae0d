"""Linux (any freedesktop.org desktop): Tablewright in the user's application menu with its icon,
and `.tws` saves known as `application/x-tablewright-save` and opened with it.

Everything goes under the user's own data folder ($XDG_DATA_HOME, else ~/.local/share), never
anywhere else:

    applications/tablewright.desktop                 the menu entry (Exec: this Tablewright, %f)
    mime/packages/tablewright.xml                    the MIME type: *.tws, or a save's first line
    icons/hicolor/<n>x<n>/apps/tablewright.png       the icon, 16 to 256 px

then the desktop's caches are refreshed with whichever of update-desktop-database,
update-mime-database and gtk-update-icon-cache exist (the last only where the user already has an
icon cache). A missing tool is no failure: desktops also rescan these folders themselves.
`remove` deletes those files (and only those) and refreshes again.

The paths and file texts are pure functions of the data folder and the launch command; only
`install` and `remove` touch the disk or run programs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, Optional, Sequence

from game.desktop.launch import LaunchCommand

APP_ID = "tablewright"
DESKTOP_FILE = f"{APP_ID}.desktop"
MIME_TYPE = "application/x-tablewright-save"
MIME_PACKAGE = f"{APP_ID}.xml"
ICON_NAME = APP_ID
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The hicolor theme sizes shipped in assets/desktop/icons/ (drawn by build/make_icon.py)."""
TOOL_SECONDS = 20
"""Longest wait for one cache refresh (they take well under a second)."""


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """$XDG_DATA_HOME when set to an absolute path (the specification ignores a relative one),
    else ~/.local/share."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    home = environ.get("HOME") or os.path.expanduser("~")
    return Path(home) / ".local" / "share"


@dataclass(frozen=True)
class Layout:
    """Where each installed file goes under one data folder."""

    root: Path

    @property
    def desktop_entry(self) -> Path:
        return self.root / "applications" / DESKTOP_FILE

    @property
    def mime_package(self) -> Path:
        return self.root / "mime" / "packages" / MIME_PACKAGE

    def icon(self, size: int) -> Path:
        return self.root / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"

    def files(self) -> list[Path]:
        return [self.desktop_entry, self.mime_package, *(self.icon(size) for size in ICON_SIZES)]


# -- the menu entry --------------------------------------------------------------------------------
_RESERVED = set(' \t\n"\'\\><~|&;$*?#()`')
"""Characters that make an Exec argument need quotes (Desktop Entry Specification, "The Exec key")."""


def quote_exec_argument(argument: str) -> str:
    """One Exec argument: quoted if it holds a reserved character (inside the quotes `"`, `` ` ``,
    `$` and `\\` take a backslash); `%` doubled so it is not read as a field code."""
    argument = argument.replace("%", "%%")
    if not argument or _RESERVED & set(argument):
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        argument = f'"{escaped}"'
    return argument


def escape_string_value(text: str) -> str:
    """A desktop file's string value: backslashes doubled, no raw line breaks."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def exec_value(command: LaunchCommand) -> str:
    """The Exec line's value: the command, then `%f` (one file, as a local path)."""
    return " ".join(quote_exec_argument(a) for a in command.argv) + " %f"


def desktop_entry(template: str, command: LaunchCommand) -> str:
    """The shipped entry (assets/desktop/tablewright.desktop) with Exec, TryExec and Path set for
    this Tablewright."""
    lines = []
    for line in template.splitlines():
        key = line.split("=", 1)[0]
        if key in ("Exec", "TryExec", "Path"):
            continue
        lines.append(line)
        if key == "Icon":
            lines.append("Exec=" + escape_string_value(exec_value(command)))
            lines.append("TryExec=" + escape_string_value(command.argv[0]))
            if command.working_dir is not None:
                lines.append("Path=" + escape_string_value(str(command.working_dir)))
    return "\n".join(lines) + "\n"


# -- installing ------------------------------------------------------------------------------------
@dataclass
class Outcome:
    """What an install or a removal did."""

    changed: list[Path] = field(default_factory=list)
    """Files written (install) or deleted (remove)."""
    refreshed: list[str] = field(default_factory=list)
    """The cache tools that ran and succeeded."""
    problems: list[str] = field(default_factory=list)
    """Tools that failed (the files are in place all the same)."""


Runner = Callable[[Sequence[str]], int]


def _run(command: Sequence[str]) -> int:
    try:
        return subprocess.run(list(command), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=TOOL_SECONDS, check=False).returncode
    except (OSError, subprocess.TimeoutExpired):
        return -1


def refresh_commands(layout: Layout, which: Callable[[str], Optional[str]] = shutil.which) -> list[list[str]]:
    """The cache refreshes to run, for the tools this system has (a missing tool is skipped)."""
    wanted = [
        ("update-desktop-database", [str(layout.desktop_entry.parent)]),
        ("update-mime-database", [str(layout.mime_package.parent.parent)]),
        # -t: the user's hicolor folder has no index.theme; -f: rebuild even if it looks current.
        ("gtk-update-icon-cache", ["-f", "-t", "-q", str(layout.root / "icons" / "hicolor")]),
    ]
    commands = []
    for tool, arguments in wanted:
        found = which(tool)
        if found:
            commands.append([found, *arguments])
    return commands


class FreedesktopIntegration:
    """Install or remove the menu entry, MIME type and icons under one data folder."""

    def __init__(self, root: Path, command: LaunchCommand, shipped: Path,
                 run: Runner = _run, which: Callable[[str], Optional[str]] = shutil.which):
        self.layout = Layout(root)
        self.command = command
        self.shipped = shipped
        """The folder of the shipped files (assets/desktop/: the entry, the MIME package, icons/)."""
        self._run, self._which = run, which

    @classmethod
    def for_this_app(cls, environ: Mapping[str, str] = os.environ) -> "FreedesktopIntegration":
        from game.desktop.launch import this_app
        from game.paths import resource_path

        return cls(data_home(environ), this_app(), resource_path("assets", "desktop"))

    @property
    def where(self) -> Path:
        return self.layout.root

    def is_installed(self) -> bool:
        """Whether the menu entry is there and starts this Tablewright (an entry left by a copy
        since moved or deleted counts as not installed: adding again puts this one in its place)."""
        try:
            installed = self.layout.desktop_entry.read_text(encoding="utf-8")
        except (OSError, ValueError):
            return False
        wanted = "Exec=" + escape_string_value(exec_value(self.command))
        return wanted in installed.splitlines()

    def planned(self) -> dict[Path, bytes]:
        """Every file install writes, with its bytes."""
        template = (self.shipped / DESKTOP_FILE).read_text(encoding="utf-8")
        files = {
            self.layout.desktop_entry: desktop_entry(template, self.command).encode("utf-8"),
            self.layout.mime_package: (self.shipped / MIME_PACKAGE).read_bytes(),
        }
        for size in ICON_SIZES:
            files[self.layout.icon(size)] = (self.shipped / "icons" / f"{size}x{size}.png").read_bytes()
        return files

    def install(self) -> Outcome:
        outcome = Outcome()
        for path, data in self.planned().items():  # all read before anything is written
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_name(f".{path.name}.tmp")
            temporary.write_bytes(data)
            os.replace(temporary, path)  # a desktop scanning the folder never sees half a file
            outcome.changed.append(path)
        self._refresh(outcome)
        return outcome

    def remove(self) -> Outcome:
        outcome = Outcome()
        for path in self.layout.files():
            try:
                path.unlink()
            except FileNotFoundError:
                continue
            outcome.changed.append(path)
        self._refresh(outcome)
        return outcome

    def _refresh(self, outcome: Outcome) -> None:
        for command in refresh_commands(self.layout, self._which):
            tool = Path(command[0]).name
            if not Path(command[-1]).is_dir():
                continue  # nothing of ours, nor anyone's, to index there
            if tool == "gtk-update-icon-cache" and not (Path(command[-1]) / "icon-theme.cache").exists():
                # No cache yet: GTK reads the folder itself. Making one would hide icons other
                # programs install later without refreshing it, so only a cache already there
                # is brought up to date.
                continue
            if self._run(command) == 0:
                outcome.refreshed.append(tool)
            else:
                outcome.problems.append(f"{tool} failed")
