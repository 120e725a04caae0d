"""Files that survive a power cut: a folder's entries synced, small files replaced whole.

A file's own fsync does not make its name durable: after creating a file (a new save, a
recovered copy) the folder holding it is synced too, or a crash can leave the folder without
the name. Small files rewritten whole (settings, the save index) go to a temporary file that is
synced, then renamed over the old one, so a crash leaves the old file or the new, never half.
"""

from __future__ import annotations

import os
from pathlib import Path


def fsync_folder(folder: Path | str) -> None:
    """Sync a folder's entries (POSIX). Windows cannot open a folder for this and needs not:
    there the file's own flush commits its directory entry."""
    if os.name == "nt":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def replace_atomically(path: Path | str, data: bytes) -> None:
    """Write `data` as `path`: a synced temporary file beside it, renamed over it, the folder
    synced. A failure leaves `path` as it was (and no temporary file behind)."""
    path = Path(path)
    temporary = path.with_name(f".{path.name}.tmp")
    try:
        with open(temporary, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            temporary.unlink()
        except OSError:
            pass
        raise
    fsync_folder(path.parent)
