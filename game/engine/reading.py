"""Opening a save to read it without ever waiting: the saves folder may hold anything.

A FIFO named `x.tws` blocks a plain `open` until something writes to it (the window froze
before its first frame); a device could be read forever. The file is opened without blocking,
then refused unless it is a regular file.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import IO


class NotARegularFile(OSError):
    """A save's path names a FIFO, a folder, a device or a socket."""

    def __init__(self, path: Path | str, mode: int):
        kind = ("a folder" if stat.S_ISDIR(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
                else "not a file")
        super().__init__(errno.EINVAL, f"not a regular file: {kind}")
        self.filename = str(path)


def open_to_read(path: Path | str) -> IO[bytes]:
    """`path` opened for reading in binary, or OSError; never blocks, never opens a non-file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise NotARegularFile(path, mode)
        if hasattr(os, "set_blocking"):
            os.set_blocking(descriptor, True)  # a regular file never blocks anyway; be plain
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise
