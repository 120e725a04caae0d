"""Writing the save as the match is played: the header, then one line per log entry.

Each line goes to the disk as it is made (no buffer holds it), and with `durable` the file is
synced after each batch. The writer holds the save's lock (`save_lock.py`) from the moment it
opens the file: one writer per save.

When the disk refuses a write (full, a file-size limit, a read-only or failing disk) the lines
of the batch under way are cut off again, so the file ends with the last whole batch, and
`SaveWriteError` says what happened and how much is kept; the match then takes the batch back
(`Match` calls the writer before it commits). Nothing is written after a failure.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import IO, Any, Optional

from game.engine.codec import encode, to_plain
from game.engine.durable import fsync_folder
from game.engine.match import Entry, Match
from game.engine.rules import MatchConfig, Rules
from game.engine.save_lock import SaveLock

FORMAT_NAME = "tablewright-save"
FORMAT_VERSION = 2
"""1: the state hashed alone. 2: the seats' names and kinds hashed with it (`Match.seats_in_hash`).
Both are read; a new save is written as 2, a format-1 save goes on as 1."""
SEATS_IN_HASH_FROM = 2

_KINDS = {errno.ENOSPC: "disk_full", errno.EFBIG: "too_large", getattr(errno, "EDQUOT", -1): "disk_full"}
_REASONS = {"disk_full": "the disk is full", "too_large": "the save file is larger than this disk or system allows"}


class SaveWriteError(OSError):
    """The save could not be written; the file holds every entry before the failed batch."""

    def __init__(self, path: Path, cause: OSError, entries_kept: int, moves_kept: int):
        super().__init__(cause.errno, str(cause))
        self.path, self.cause = Path(path), cause
        self.entries_kept = entries_kept
        """Entries (lines after the header) the file holds."""
        self.moves_kept = moves_kept
        """Commands among them: what a player calls moves."""
        self.kind = _KINDS.get(cause.errno or 0, "failed")
        """"disk_full", "too_large" or "failed"."""
        self.reason = _REASONS.get(self.kind) or f"the save cannot be written ({cause.strerror or cause})"

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}; the game is saved up to move {self.moves_kept}"


def header_for(config: MatchConfig, rules: Rules, app_version: str, created: str,
               format_version: int = FORMAT_VERSION) -> dict[str, Any]:
    return {
        "format": FORMAT_NAME,
        "format_version": format_version,
        "app_version": app_version,
        "game": config.game_id,
        "rules_version": rules.rules_version,
        "seats": [{"name": s.name, "kind": s.kind} for s in config.seats],
        "seed": config.seed,
        "options": to_plain(config.options),
        "created": created,
    }


def entry_line(position: int, entry: Entry) -> str:
    line: dict[str, Any] = {"i": position, "by": entry.actor, "batch": entry.batch}
    if entry.command is not None:
        line["cmd"] = encode(entry.command)
    line["ev"] = encode(entry.event)
    line["hash"] = entry.hash
    return json.dumps(line, separators=(",", ":"), ensure_ascii=False)


class JournalWriter:
    """Appends a match's entries to its save file as they happen."""

    def __init__(self, stream: IO[bytes], path: Path, *, durable: bool = True, lock: Optional[SaveLock] = None,
                 size: int = 0):
        self.stream, self.path, self.durable, self.lock = stream, Path(path), durable, lock
        self.written = 0
        """Entries in the file."""
        self.moves = 0
        """Commands among them."""
        self.size = size
        """Bytes in the file: where a failed batch is cut back to."""
        self.failure: Optional[SaveWriteError] = None

    @classmethod
    def create(cls, path: Path, match: Match, app_version: str, created: str, *, durable: bool = True) -> "JournalWriter":
        """A new save for `match` (which must hash); refuses to overwrite an existing file.
        Should even the header not fit, the new file is removed again and SaveWriteError raised."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        stream = open(path, "xb", buffering=0)
        lock: Optional[SaveLock] = None
        try:
            lock = SaveLock.acquire(path)
            writer = cls(stream, path, durable=durable, lock=lock)
            version = FORMAT_VERSION if match.seats_in_hash else SEATS_IN_HASH_FROM - 1
            header = json.dumps(header_for(match.config, match.rules, app_version, created, version)) + "\n"
            writer._put_all([header.encode("utf-8")], 0, 0)
            writer.write(match.entries)
            if durable:
                fsync_folder(path.parent)
        except BaseException:
            stream.close()
            if lock is not None:
                lock.release()
            try:
                path.unlink()  # only ever the file this call created, holding no whole batch
            except OSError:
                pass
            raise
        return writer

    @classmethod
    def append_to(cls, path: Path, match: Match, already_written: int, *, durable: bool = True,
                  lock: Optional[SaveLock] = None, keep_bytes: Optional[int] = None) -> "JournalWriter":
        """Continue a loaded save: writes the entries the file lacks, then follows the match.

        `lock`: the save's lock, taken before it was loaded (else taken here). `keep_bytes`: the
        length of the save's last good line; what follows (blank lines the loader accepted at
        the end) is cut off, or appending would leave them in the middle."""
        path = Path(path)
        lock = lock or SaveLock.acquire(path)
        try:
            stream = open(path, "ab", buffering=0)
        except BaseException:
            lock.release()
            raise
        size = os.fstat(stream.fileno()).st_size
        writer = cls(stream, path, durable=durable, lock=lock, size=size)
        writer.written = already_written
        writer.moves = sum(1 for entry in match.entries[:already_written] if entry.command is not None)
        try:
            if keep_bytes is not None and keep_bytes < size:
                stream.truncate(keep_bytes)
                writer.size = size = keep_bytes
            if size and _last_byte(path, size) != b"\n":  # a crash cut only the last "\n": end that line first
                writer._put_all([b"\n"], already_written, writer.moves)
            writer.write(match.entries[already_written:], start=already_written)
        except BaseException:
            writer.close()
            raise
        return writer

    def write(self, entries: list[Entry], start: Optional[int] = None) -> None:
        """Write entries (a batch) or raise SaveWriteError, the file cut back to before them."""
        position = self.written if start is None else start
        lines = [(entry_line(position + offset, entry) + "\n").encode("utf-8") for offset, entry in enumerate(entries)]
        self._put_all(lines, position, self.moves)
        self.written = position + len(entries)
        self.moves += sum(1 for entry in entries if entry.command is not None)

    def _put_all(self, chunks: list[bytes], entries_kept: int, moves_kept: int) -> None:
        if self.failure is not None:
            raise self.failure
        mark = self.size
        try:
            for chunk in chunks:
                view = memoryview(chunk)
                while view:
                    count = self.stream.write(view)
                    if not count:
                        raise OSError(errno.EIO, "the disk took none of the bytes written")
                    view = view[count:]
                    self.size += count
            if self.durable:
                os.fsync(self.stream.fileno())
        except OSError as error:
            self.failure = SaveWriteError(self.path, error, entries_kept, moves_kept)
            self._cut_back(mark)
            raise self.failure from error

    def _cut_back(self, mark: int) -> None:
        """Remove the part of a batch that made it to the disk: the file ends with whole batches.
        Should that fail too, the loader reads the cut line as a torn last line."""
        try:
            self.stream.truncate(mark)
            self.size = mark
            if self.durable:
                os.fsync(self.stream.fileno())
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        try:
            self.stream.close()
        except OSError:
            pass  # nothing is buffered: every byte was written or reported already
        if self.lock is not None:
            self.lock.release()


def _last_byte(path: Path, size: int) -> bytes:
    with open(path, "rb") as stream:
        stream.seek(size - 1)
        return stream.read(1)
