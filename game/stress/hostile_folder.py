"""What else a saves folder may hold (issue 23): symlinks dangling, looping or pointing at a save,
a FIFO and a folder named like a save, saves whose file names are not UTF-8 or hold terminal
escapes. The listing the menu uses (`storage.save_files`) must list regular files only and never
block; loading, locking and the menu's save index must answer each at once, never crash or hang.
"""

from __future__ import annotations

import os
import random
import signal
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

ODDITIES = ("dangling_symlink", "symlink_loop", "symlink_to_a_save", "fifo", "folder", "name_not_utf8",
            "name_with_escapes")
LISTED = frozenset({"name_not_utf8", "name_with_escapes"})
"""Oddities that are regular files: listed (and loaded like any save); the rest never listed."""
PATIENCE = 5.0
"""Seconds any one check may take before it counts as a hang."""


class Hang(Exception):
    pass


@contextmanager
def no_hang(seconds: float = PATIENCE) -> Iterator[None]:
    """Raise Hang if the body blocks longer than `seconds` (a FIFO opened for reading would)."""
    def stop(*_):
        raise Hang(f"blocked for {seconds:.0f} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def make_oddity(folder: Path, kind: str, number: int, save: bytes) -> Path:
    """Create one oddity in `folder`; returns its path."""
    stem = f"odd-{number:05d}-{kind}"
    path = folder / f"{stem}.tws"
    if kind == "dangling_symlink":
        os.symlink(folder / f"{stem}-missing.tws", path)
    elif kind == "symlink_loop":
        other = folder / f"{stem}-b.tws.loop"
        os.symlink(other, path)
        os.symlink(path, other)
    elif kind == "symlink_to_a_save":
        target = folder / f"{stem}.target"
        target.write_bytes(save)
        os.symlink(target, path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        odd = b"caf\xe9-\xff\xfe" if kind == "name_not_utf8" else b"\x1b[2J\x1b[31mred\x07"
        path = Path(os.fsdecode(os.path.join(os.fsencode(folder), f"{stem}-".encode() + odd + b".tws")))
        path.write_bytes(save)
    return path


def remove_oddities(folder: Path) -> None:
    for entry in os.scandir(folder):
        if os.fsencode(entry.name).startswith(b"odd-"):
            if entry.is_dir(follow_symlinks=False):
                os.rmdir(entry.path)
            else:
                os.unlink(entry.path)


def check_oddities(folder: Path, kinds: list[str], save: bytes, number: int, fail: Callable[[str], None]) -> dict[str, int]:
    """Put one of each of `kinds` in `folder` beside the batch's saves, list the folder, load,
    lock and summarize each oddity; failures go to `fail`. Returns how many of each were made."""
    from game import save_index, sessions
    from game.engine import SaveError, SaveLock
    from game.storage import save_files, shown_name

    made = {kind: make_oddity(folder, kind, number, save) for kind in kinds}
    try:
        started = time.perf_counter()
        with no_hang():
            listed = set(save_files(folder))
        for kind, path in made.items():
            if (path in listed) != (kind in LISTED):
                fail(f"{kind}: the saves list {'shows' if path in listed else 'leaves out'} {shown_name(path)!r}")
            for what, act in (("loading", lambda p=path: sessions.load(p)), ("locking", lambda p=path: SaveLock.acquire(p).release())):
                try:
                    with no_hang():
                        act()
                except (SaveError, OSError):
                    pass  # refused with a reason: what a player sees
                except Hang as error:
                    fail(f"{kind}: {what} {shown_name(path)!r} {error}")
                except Exception as error:  # anything else would crash the window
                    fail(f"{kind}: {what} {shown_name(path)!r} crashed: {type(error).__name__}: {str(error)[:200]}")
        try:
            with no_hang(PATIENCE * 4):
                save_index.summarize(sorted(listed, key=str))
        except Exception as error:
            fail(f"the menu's save index failed over a folder with {', '.join(kinds)}: {type(error).__name__}: {str(error)[:200]}")
        if time.perf_counter() - started > PATIENCE * 6:
            fail(f"checking {', '.join(kinds)} took {time.perf_counter() - started:.0f} s")
    finally:
        remove_oddities(folder)
    return {kind: 1 for kind in kinds}


def pick_kinds(rng: random.Random, batch_number: int) -> list[str]:
    """Every oddity in the first batch, then three at random per batch."""
    return list(ODDITIES) if batch_number == 0 else rng.sample(ODDITIES, 3)
