"""The save file: a JSON Lines journal written as the match is played.

Line 1 is the header (format, versions, game, seats, seed, options, creation time); each
further line is one log entry: its position, the seat that caused it, the command on the first
line of a command's batch, the event, and the state hash after it. Lines are flushed as they are
written, so a crash loses nothing already played.

Loading re-runs the match from its commands through the rules and checks every line against
what the rules produce (same event, same hash). A torn last line loads up to the last complete
entry and says so, and blank lines at the end are ignored; every other fault raises `SaveError`
naming the file, the line and the reason. Damage after the header (a flipped byte, a line
duplicated or lost, a blank line in the middle) is `recoverable`: with `salvage=True` the save
loads up to the last good entry before it, and resuming goes on in a recovered copy. Loading
only reads: the file is never rewritten, truncated or deleted. The writer is in
`journal_writer.py`.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Callable, Iterator, Optional

from game.engine.codec import DecodeError, encode
from game.engine.journal_writer import (  # noqa: F401 - the writer's names, read from here too
    FORMAT_NAME, FORMAT_VERSION, SEATS_IN_HASH_FROM, JournalWriter, SaveWriteError, entry_line, header_for,
)
from game.engine.limits import nested_deeper_than
from game.engine.match import Match
from game.engine.reading import open_to_read
from game.engine.records import Event, IllegalCommand, reason_of
from game.engine.rules import MatchConfig, Rules, SeatConfig

MAX_LINE_BYTES = 1 << 20
"""No honest line comes near this; a longer one is refused before it is parsed."""
MAX_SEATS = 8
MAX_NESTING = 64
"""Deeper JSON than this is refused: honest lines nest a few levels, and deeper data would
exhaust the stack of code that walks it (hashing, encoding, the rules)."""


class SaveError(Exception):
    """A save that cannot be loaded; the message names the file, the line and the reason."""

    def __init__(self, path: Path | str, line: Optional[int], reason: str):
        where = f"{path}" if line is None else f"{path}, line {line}"
        super().__init__(f"{where}: {reason}")
        self.path, self.line, self.reason = Path(path), line, reason
        self.entries_before: Optional[int] = None
        """Good entries before the bad line, when it is an entry line (set by the loader)."""
        self.moves_before = 0
        """Commands among them."""

    @property
    def recoverable(self) -> bool:
        """Whether the save loads up to the last good entry before the damage (`salvage`)."""
        return self.entries_before is not None


@dataclass
class LoadedSave:
    path: Path
    match: Match
    header: dict[str, Any]
    lines_read: int
    """Entries read from the file (the match may hold a few more, completing a cut batch)."""
    warnings: list[str] = field(default_factory=list)
    torn: bool = False
    """True when the last line was cut short: resume must not append to this file."""
    damage: Optional[SaveError] = None
    """Loaded with `salvage` up to this damage: resume must not append to this file either."""
    good_bytes: int = 0
    """Length of the file up to the end of its last entry read (blank lines after it excluded)."""

    @property
    def needs_copy(self) -> bool:
        """The file cannot be written on: the game goes on in a recovered copy."""
        return self.torn or self.damage is not None


def _config_from_header(path: Path, header: Any, registry: Callable[[str], Optional[Rules]], app_version: str) -> tuple[MatchConfig, Rules]:
    def bad(reason: str) -> SaveError:
        return SaveError(path, 1, reason)

    if not isinstance(header, dict) or header.get("format") != FORMAT_NAME:
        raise bad("not a Tablewright save (no save header)")
    version = header.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise bad("the save's format version is missing or not a number")
    if version > FORMAT_VERSION:
        raise bad(f"made by a newer Tablewright (save format {version}); this one reads format {FORMAT_VERSION}. Update Tablewright to open it")
    if version < 1:
        raise bad(f"unknown save format {version}")
    game_id = header.get("game")
    rules = registry(game_id) if isinstance(game_id, str) else None
    if rules is None:
        raise bad(f"unknown game {game_id!r:.40}")
    if not _is_whole(header.get("rules_version")) or header.get("rules_version") != rules.rules_version:
        raise bad(f"written for {rules.name} rules version {header.get('rules_version')!r:.20}; this Tablewright has version {rules.rules_version}")
    seats = header.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise bad("the seats are missing or malformed")
    seat_configs = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("kind", "human"), str):
            raise bad("a seat has no name")
        seat_configs.append(SeatConfig(name=seat["name"], kind=seat.get("kind", "human")))  # cleaned by SeatConfig
    seed = header.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise bad("the seed is missing or not a whole number")
    options = header.get("options", {})
    if not isinstance(options, dict):
        raise bad("the options are not an object")
    config = MatchConfig(game_id=game_id, seats=tuple(seat_configs), seed=seed, options=options)
    try:
        rules.check_config(config)
    except Exception as error:  # a hostile header must never crash the loader
        raise bad(f"cannot start this match: {reason_of(error)}")
    return config, rules


def load_save(path: Path | str, registry: Callable[[str], Optional[Rules]], app_version: str = "", *,
              salvage: bool = False) -> LoadedSave:
    """Read and verify a save, one line at a time; never writes to it.

    Each line is checked as soon as it is read, so a junk file is refused at its first bad line
    without the rest ever being held in memory, and no line longer than MAX_LINE_BYTES is read.
    With `salvage`, recoverable damage loads the entries before it (read again up to there:
    the bad line may have started a batch the match has already played) and says where and why
    the file was cut.
    """
    path = Path(path)
    try:
        return _load_file(path, registry, app_version, None)
    except SaveError as error:
        if not salvage or not error.recoverable:
            raise
        damage = error
    assert damage.entries_before is not None
    loaded = _load_file(path, registry, app_version, damage.entries_before)
    loaded.damage = damage
    loaded.warnings.insert(0, f"line {damage.line}: {damage.reason}; the save was cut there: loaded the "
                              f"{damage.entries_before} entries before it (move {damage.moves_before})")
    return loaded


def _load_file(path: Path, registry: Callable[[str], Optional[Rules]], app_version: str, stop_after: Optional[int]) -> LoadedSave:
    try:
        stream = open_to_read(path)
    except OSError as error:
        raise SaveError(path, None, f"cannot read the file ({error.strerror or error})")
    with stream:
        return _load_lines(path, _read_lines(path, stream), registry, app_version, stop_after)


def _load_lines(path: Path, lines: Iterator[tuple[int, str, bool, int]], registry: Callable[[str], Optional[Rules]],
                app_version: str, stop_after: Optional[int] = None) -> LoadedSave:
    first = next(lines, None)
    if first is None:
        raise SaveError(path, None, "the file is empty")
    _, header_text, header_complete, good_bytes = first
    if not header_complete and _parse_or_none(header_text) is None:
        raise SaveError(path, 1, "the header line is cut short")
    header = _parse(path, 1, header_text)
    config, rules = _config_from_header(path, header, registry, app_version)
    try:
        match = Match(rules, config, hashing=True, seats_in_hash=header["format_version"] >= SEATS_IN_HASH_FROM)
    except Exception as error:  # a hostile header must never crash the loader
        raise SaveError(path, 1, f"cannot set up this match: {reason_of(error)}")

    warnings: list[str] = []
    torn = False
    entries_read = 0
    blank_from: Optional[int] = None
    try:
        # The second pass of a salvage stops at its last good entry, before even reading the
        # next line: reading it may be what failed (a line too long, bytes that are not text).
        for line_no, text, complete, end in (lines if stop_after != 0 else ()):
            if not text:
                # Blank lines at the very end are harmless (an editor's, a copy's); in the
                # middle, a line is missing or was overwritten.
                blank_from = blank_from or line_no
                continue
            if blank_from is not None:
                raise SaveError(path, blank_from, "a blank line in the middle of the save (an entry is missing there)")
            if not complete and _parse_or_none(text) is None:
                # Only the file's last line can lack its newline: a crash cut it while it was written.
                torn = True
                warnings.append(f"the last line ({line_no}) was cut short, as by a crash while saving; loaded everything before it")
                break
            record = _parse(path, line_no, text)
            _check_entry(path, line_no, entries_read, record, match)
            entries_read += 1
            good_bytes = end
            if entries_read == stop_after:
                break
    except SaveError as error:
        error.entries_before = entries_read
        error.moves_before = sum(1 for entry in match.entries[:entries_read] if entry.command is not None)
        raise
    if len(match.entries) > entries_read:
        warnings.append("the last command's events were not all written; they were completed from the rules")
    return LoadedSave(path, match, header, entries_read, warnings, torn, good_bytes=good_bytes)


def _read_lines(path: Path, stream: IO[bytes]) -> Iterator[tuple[int, str, bool, int]]:
    """(line number, text, ended by a newline, bytes up to its end) for each line, read as it is asked for."""
    line_no = 0
    offset = 0
    while True:
        try:
            raw = stream.readline(MAX_LINE_BYTES + 1)
        except OSError as error:
            raise SaveError(path, line_no + 1, f"cannot read the file ({error.strerror or error})")
        if not raw:
            return
        line_no += 1
        if not raw.strip():
            # A run of blank lines is skipped in blocks, not line by line (a 10 MB blank tail
            # would take seconds), and reported once, as its first line.
            try:
                lines, size = _skip_blank(stream)
            except OSError as error:
                raise SaveError(path, line_no, f"cannot read the file ({error.strerror or error})")
            yield line_no, "", True, offset
            line_no += lines
            offset += len(raw) + size
            continue
        offset += len(raw)
        if len(raw) > MAX_LINE_BYTES:
            raise SaveError(path, line_no, f"the line is longer than {MAX_LINE_BYTES} bytes; no save line is that long")
        complete = raw.endswith(b"\n")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            if not complete:
                yield line_no, "\ufffd", False, offset  # a torn multi-byte character
                return
            raise SaveError(path, line_no, "the line is not UTF-8 text")
        yield line_no, text.rstrip("\r\n"), complete, offset


def _skip_blank(stream: IO[bytes]) -> tuple[int, int]:
    """Read past blank lines up to the start of the next line with something on it (or the end
    of the file); returns (newlines, bytes) read past."""
    newlines = size = 0
    while True:
        block = stream.read(1 << 16)
        if not block:
            return newlines, size
        rest = block.lstrip()
        if rest:
            cut = block.rfind(b"\n", 0, len(block) - len(rest)) + 1  # where that line begins
            stream.seek(cut - len(block), os.SEEK_CUR)
            return newlines + block.count(b"\n", 0, cut), size + cut
        newlines += block.count(b"\n")
        size += len(block)


def _parse_or_none(text: str) -> Any:
    """The JSON value of `text`, or None when it does not parse (a torn line)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _parse(path: Path, line_no: int, text: str) -> Any:
    try:
        value = json.loads(text)
    except ValueError as error:
        raise SaveError(path, line_no, f"not valid JSON ({error})")
    except RecursionError:
        value = None
    else:
        if not nested_deeper_than(value, MAX_NESTING):
            return value
    raise SaveError(path, line_no, f"the JSON is nested too deeply (more than {MAX_NESTING} levels)")


ENTRY_FIELDS = frozenset({"i", "by", "batch", "ev", "hash"})
"""The fields of every entry line ("cmd" too on the first line of a command's batch)."""


def _json_text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _is_whole(value: Any) -> bool:
    """An int that is not a bool: JSON true must not pass for 1."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_entry(path: Path, line_no: int, position: int, record: Any, match: Match) -> None:
    def bad(reason: str) -> SaveError:
        return SaveError(path, line_no, reason)

    if not isinstance(record, dict):
        raise bad("an entry must be a JSON object")
    fields = set(record)
    if not ENTRY_FIELDS <= fields or not fields <= ENTRY_FIELDS | {"cmd"}:
        odd = sorted((ENTRY_FIELDS - fields) | (fields - ENTRY_FIELDS - {"cmd"}))
        raise bad(f"an entry has exactly the fields i, by, batch, ev, hash (and cmd); not so here ({odd[0]!r:.20})")
    if not _is_whole(record["i"]) or record["i"] != position:
        raise bad(f"entry number {record.get('i')!r:.20} where {position} was expected (lines out of order or missing)")
    if position == len(match.entries):
        if "cmd" not in record:
            raise bad("the events go on past what the rules produce, with no command that causes them")
        try:
            command = match.rules.commands.decode(record["cmd"])
        except DecodeError as error:
            raise bad(f"bad command: {error}")
        if record.get("by") != command.seat:
            raise bad("the command's seat does not match the entry's")
        try:
            match.submit(command)
        except IllegalCommand as error:
            raise bad(f"the rules refuse the command {record['cmd'].get('type')}: {error.reason}")
        except Exception as error:  # a hostile save must never crash the loader
            raise bad(f"the rules cannot play the command {record['cmd'].get('type')} ({type(error).__name__}: {error})")
    elif "cmd" in record:
        expected = match.entries[position].command
        if expected is None:
            raise bad("a command where the rules expected the events of the previous one to go on")
    entry = match.entries[position]
    try:
        event = match.rules.events.decode(record.get("ev"))
    except DecodeError as error:
        raise bad(f"bad event: {error}")
    if event != entry.event:
        raise bad(f"{_difference(event, entry.event)}; the save was changed or comes from other rules")
    if _json_text(record["ev"]) != _json_text(encode(entry.event)):
        # Python finds 1 == 1.0 == True; the written JSON must be exactly what the rules produce.
        raise bad(f"the event {type(event).__name__} holds a value of another kind than the rules produce (a decimal or true/false where a whole number belongs)")
    if "cmd" in record and position == entry.batch and entry.command is not None:
        try:
            if match.rules.commands.decode(record["cmd"]) != entry.command:
                raise bad("the command differs from the one that started this batch")
        except DecodeError as error:
            raise bad(f"bad command: {error}")
    if record["by"] != entry.actor or (entry.actor is not None and not _is_whole(record["by"])):
        raise bad("the entry names the wrong seat")
    if not _is_whole(record["batch"]) or record["batch"] != entry.batch:
        raise bad(f"the entry says batch {record['batch']!r:.20}; the rules put it in batch {entry.batch}")
    if record.get("hash") != entry.hash:
        covered = " (its seats' names and kinds are hashed too)" if match.seats_in_hash else ""
        raise bad(f"state hash {record.get('hash')!r:.24} does not match the replayed state ({entry.hash}): the save was changed after it was written{covered}")


def _difference(found: Event, expected: Event) -> str:
    """What a save's event has that the rules' has not, in words: the kinds when they differ,
    else the first field that differs, with both values (a hidden field's values are not shown:
    the message may be read at a shared screen)."""
    found_name, expected_name = type(found).__name__, type(expected).__name__
    if found_name != expected_name:
        return f"the event {found_name} is not what the rules produce here: they produce {expected_name}"
    found_plain, expected_plain = encode(found), encode(expected)
    for name in expected_plain:
        if found_plain.get(name) != expected_plain[name]:
            if name in type(expected).secret_fields:
                return f"the event {found_name} is not what the rules produce here: its field {name} differs (a hidden value, not shown)"
            return (f"the event {found_name} is not what the rules produce here: its field {name} is "
                    f"{_json_text(found_plain.get(name))[:60]} in the save, {_json_text(expected_plain[name])[:60]} by the rules")
    return f"the event {found_name} is not what the rules produce here (a value of another kind)"
