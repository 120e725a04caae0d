"""One writer per save: an OS lock on the save file while a window plays it.

Two copies of the app appending to one save corrupt it (each writes its own entry 60). The
writer of a save holds an exclusive lock on it; a second writer is refused with `SaveInUse`.
The OS releases the lock when the process ends, however it ends (a crash, SIGKILL), so no stale
lock can keep a player out of their own save.

- POSIX: `flock` on a descriptor of the save itself (opened for reading: a read-only save can
  still be locked, and nothing is written). Locks belong to the open file, so a second open in
  the same process is refused too.
- Windows: `msvcrt.locking` on one byte far past the end of any save (LOCK_OFFSET): Windows
  locks are mandatory, so locking real bytes would stop another window from reading (watching)
  the save. Written for Windows but not yet tried there.

Where the file system has no locks at all (some network shares), the save is opened unlocked
rather than refused: playing must not depend on it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import IO, Optional

from game.engine.reading import open_to_read

LOCK_OFFSET = 2**31 - 2
"""Windows: the locked byte, past the end of any save and within a 32-bit file offset."""
_BUSY = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)}


class SaveInUse(Exception):
    """Another window (another process, or another writer here) is playing this save."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        super().__init__(f"{self.path}: this game is open in another window; only that window can play it on "
                         f"(it can be watched here, read-only)")


class SaveLock:
    """The lock on one save, held until `release` (or until the process ends)."""

    def __init__(self, path: Path, stream: Optional[IO[bytes]]):
        self.path = path
        self._stream = stream
        self.held = stream is not None
        """False when the file system offers no lock (the save is then written unlocked)."""

    @classmethod
    def acquire(cls, path: Path | str) -> "SaveLock":
        """Take the save's lock at once or raise SaveInUse; never waits."""
        path = Path(path)
        stream = open_to_read(path)  # a FIFO named like a save must not block the window
        try:
            _lock(stream.fileno())
        except OSError as error:
            stream.close()
            if error.errno in _BUSY:
                raise SaveInUse(path) from None
            return cls(path, None)  # no locks on this file system: go on unlocked
        return cls(path, stream)

    def release(self) -> None:
        stream, self._stream = self._stream, None
        if stream is not None:
            try:
                _unlock(stream.fileno())
            except OSError:
                pass  # closing releases it anyway
            stream.close()
        self.held = False

    def __enter__(self) -> "SaveLock":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


if os.name == "nt":  # pragma: no cover - not run on the Linux machines of this project
    import msvcrt

    def _lock(descriptor: int) -> None:
        os.lseek(descriptor, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
