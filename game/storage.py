"""Where saves, settings and crash reports live (the user's folders, via platformdirs).

TABLEWRIGHT_HOME, when set, puts everything under one folder instead (tests, portable use).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

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


def save_files(folder: Path, newest: Optional[int] = None) -> list[Path]:
    """The saves in `folder`, newest first: regular files named `*.tws` only (with `newest`,
    only that many: the main menu looks at 8 of maybe 500, and making a Path of each of the
    others was a fifth of what 500 saves cost its first frame).

    The folder may hold anything: symlinks (dangling, looping), FIFOs, folders named like
    saves, files deleted while it is read. Each is skipped, never opened, never a crash."""
    found: list[tuple[int, str]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        try:
            if entry.name.endswith(SAVE_SUFFIX) and entry.is_file(follow_symlinks=False):
                found.append((entry.stat(follow_symlinks=False).st_mtime_ns, entry.path))
        except OSError:
            continue  # gone meanwhile
    found.sort(key=lambda item: item[0], reverse=True)
    return [Path(path) for _, path in found[:newest]]


def shown_name(path: Path, stem: bool = False) -> str:
    """A file's name as text to show: bytes that are not UTF-8 become U+FFFD (Python keeps them
    as lone surrogates, which no font or terminal can take)."""
    name = path.stem if stem else path.name
    return os.fsencode(name).decode("utf-8", "replace")


def shown_path(path: Path) -> str:
    """A path as text to show, the home folder written "~" (the end panel has room for a short
    path only), its bytes that are not UTF-8 shown as U+FFFD (see shown_name)."""
    try:
        text = str(Path("~") / path.relative_to(Path.home()))
    except ValueError:
        text = str(path)
    return os.fsencode(text).decode("utf-8", "replace")


def put_aside(save: Path, folder: str = "deleted") -> Path:
    """A save the player deleted, moved into the saves folder's `folder` ("deleted", or its name
    in the player's language) rather than erased (a click too many can be undone by hand);
    returns where it went. OSError if it could not be moved (the save is then where it was)."""
    bin_dir = save.parent / folder
    bin_dir.mkdir(exist_ok=True)
    target = bin_dir / save.name
    number = 2
    while target.exists():
        target = bin_dir / f"{save.stem}-{number}{save.suffix}"
        number += 1
    os.replace(save, target)
    return target
