"""A save opened while a Tablewright window is already open goes to that window.

The first window listens on a local socket; a second launch with a file (a double-click on a
`.tws`) connects, hands over the file's absolute path, waits for "ok" and exits: the first window
opens the save (an unfinished game it does not play already is played on there; one it plays
already, or that a third window plays, is offered to watch, as the save lock says).

POSIX only (a Unix socket in a folder only this user can enter: $XDG_RUNTIME_DIR, else a
`tablewright-<uid>` folder made 0700 in the temporary folder). Where there is none (Windows), or
the first window does not answer within a second, the second launch simply opens its own window;
the save lock keeps one writer per save either way.

One socket per data folder (TABLEWRIGHT_HOME gives a separate one), so tests and portable copies
never hand files to the player's own window.
"""

from __future__ import annotations

import hashlib
import os
import socket
import stat
import tempfile
from pathlib import Path
from typing import Optional

ANSWER_SECONDS = 1.0
"""How long a second launch waits for the first window to take its file."""
MAX_MESSAGE = 64 * 1024


def is_supported() -> bool:
    return hasattr(socket, "AF_UNIX") and os.name == "posix"


def _private_folder() -> Optional[Path]:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime) and os.path.isdir(runtime):
        return Path(runtime)
    folder = Path(tempfile.gettempdir()) / f"tablewright-{os.getuid()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    # Someone else's folder, a link or one others can enter: no handoff rather than a leak.
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None
    return folder


def socket_path(data_folder: Path) -> Optional[Path]:
    """The socket of the window using `data_folder` (short: a Unix socket path is 100 bytes at most)."""
    folder = _private_folder()
    if folder is None:
        return None
    tag = hashlib.sha256(str(data_folder.resolve()).encode("utf-8")).hexdigest()[:12]
    path = folder / f"tablewright-{tag}.sock"
    return path if len(os.fsencode(path)) < 100 else None


def hand_over(file: Path, data_folder: Path) -> bool:
    """Give `file` to the window already open; True if it took it (this launch can then exit)."""
    if not is_supported():
        return False
    path = socket_path(data_folder)
    if path is None:
        return False
    message = (str(file.resolve()) + "\n").encode("utf-8", "surrogateescape")
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(ANSWER_SECONDS)
            connection.connect(str(path))
            connection.sendall(message)
            connection.shutdown(socket.SHUT_WR)
            return connection.recv(16).startswith(b"ok")
    except OSError:  # nobody listening (a stale socket, no window), or no answer in time
        return False


class Listener:
    """The open window's end: `poll()` returns the files handed over since the last call, and
    never blocks (the window calls it between frames)."""

    def __init__(self, server: socket.socket, path: Path):
        self._server, self.path = server, path

    @classmethod
    def start(cls, data_folder: Path) -> Optional["Listener"]:
        """Listen for this data folder, or None (no support, another window listens already)."""
        if not is_supported():
            return None
        path = socket_path(data_folder)
        if path is None:
            return None
        if path.exists() or path.is_symlink():
            if _answers(path):
                return None  # another window of the same data folder: it takes the handoffs
            try:
                path.unlink()  # left by a window that ended without closing (killed)
            except OSError:
                return None
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(str(path))
            os.chmod(path, 0o600)
            server.listen(8)
            server.setblocking(False)
        except OSError:
            server.close()
            return None
        return cls(server, path)

    def poll(self) -> list[Path]:
        files = []
        while True:
            try:
                connection, _ = self._server.accept()
            except (BlockingIOError, InterruptedError):
                return files
            except OSError:
                return files
            with connection:
                file = self._receive(connection)
                if file is not None:
                    files.append(file)

    @staticmethod
    def _receive(connection: socket.socket) -> Optional[Path]:
        connection.settimeout(ANSWER_SECONDS)
        data = b""
        try:
            while len(data) <= MAX_MESSAGE:
                chunk = connection.recv(4096)
                if not chunk:
                    break
                data += chunk
            text = data.decode("utf-8", "surrogateescape").strip()
            if not text or "\n" in text or len(data) > MAX_MESSAGE or not os.path.isabs(text):
                return None
            connection.sendall(b"ok\n")
        except OSError:
            return None
        return Path(text)

    def close(self) -> None:
        try:
            self._server.close()
        finally:
            try:
                self.path.unlink()
            except OSError:
                pass


def _answers(path: Path) -> bool:
    """Whether a window listens on `path` (a connection it accepts; nothing is handed over)."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            probe.settimeout(ANSWER_SECONDS)
            probe.connect(str(path))
            return True
    except OSError:
        return False
