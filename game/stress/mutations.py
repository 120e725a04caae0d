"""Ways to damage a save file, each a function of (the save's bytes, a seeded Random).

Each returns the damaged file as an iterable of byte chunks, so the 100 MB ones are written out
without ever being held in memory. Some damage leaves a file that is still valid (CRLF line
ends, a missing final newline, a torn last line, blank lines at the end): those must load; the
rest must be refused, damage after an intact header (RECOVERABLE) as recoverable.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable, Iterable, Iterator

from game.stress.hostile_content import CONTENT_MUTATIONS

Chunks = Iterable[bytes]
MEGABYTE = 1 << 20


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")[:-1] if data.endswith(b"\n") else data.split(b"\n")


def _joined(lines: list[bytes]) -> Chunks:
    return [b"\n".join(lines) + b"\n"]


def _records(data: bytes) -> list[Any]:
    return [json.loads(line) for line in _lines(data)]


def _from_records(records: list[Any]) -> Chunks:
    return _joined([json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode() for record in records])


def _entry_index(records: list[Any], rng: random.Random, want: Callable[[dict], bool] = lambda r: True) -> int:
    """A random entry line (never the header) meeting `want`; the first entry if none does."""
    choices = [i for i in range(1, len(records)) if want(records[i])]
    return rng.choice(choices) if choices else min(1, len(records) - 1)


def _paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Paths to every leaf and container inside a JSON value."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, path + (index,))


def _set(record: Any, path: tuple, value: Any) -> None:
    for key in path[:-1]:
        record = record[key]
    record[path[-1]] = value


def _get(record: Any, path: tuple) -> Any:
    for key in path:
        record = record[key]
    return record


WRONG_VALUES: list[Any] = [
    None, True, False, -1, 0, 10**30, -(10**30), 1.5, 1e308, "", "x" * 300, "\u0000", [], {},
    [[[[[]]]]], {"type": "Nope"}, {"type": "CardPlayed"}, "NaN",
]


def truncated(data: bytes, rng: random.Random) -> Chunks:
    return [data[: rng.randrange(len(data))]]


def torn_last_line(data: bytes, rng: random.Random) -> Chunks:
    """What a crash mid-write leaves: the last line cut short. Must load (without that line)."""
    lines = _lines(data)
    last = lines[-1]
    return [b"\n".join(lines[:-1]) + b"\n" + last[: rng.randrange(1, max(2, len(last)))]]


def no_final_newline(data: bytes, rng: random.Random) -> Chunks:
    return [data.rstrip(b"\n")]


def crlf_line_ends(data: bytes, rng: random.Random) -> Chunks:
    """A save passed through a Windows editor: still valid."""
    return [data.replace(b"\n", b"\r\n")]


def bytes_flipped(data: bytes, rng: random.Random) -> Chunks:
    out = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return [bytes(out)]


def lines_swapped(data: bytes, rng: random.Random) -> Chunks:
    lines = _lines(data)
    if len(lines) < 3:
        return [data + data]
    i, j = rng.sample(range(1, len(lines)), 2)
    lines[i], lines[j] = lines[j], lines[i]
    return _joined(lines)


def lines_shuffled(data: bytes, rng: random.Random) -> Chunks:
    lines = _lines(data)
    body = lines[1:]
    rng.shuffle(body)
    return _joined(lines[:1] + body)


def line_deleted(data: bytes, rng: random.Random) -> Chunks:
    lines = _lines(data)
    del lines[rng.randrange(len(lines))]
    return _joined(lines)


def line_duplicated(data: bytes, rng: random.Random) -> Chunks:
    lines = _lines(data)
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])
    return _joined(lines)


def _middle_line(lines: list[bytes], rng: random.Random) -> int:
    """A random entry line with lines after it (the header and the last line excluded); the
    last line when the save has too few."""
    return rng.randrange(1, len(lines) - 1) if len(lines) > 2 else len(lines) - 1


def middle_byte_flipped(data: bytes, rng: random.Random) -> Chunks:
    """One bit of one byte of an entry in the middle (a bad sector, a bad copy): the save loads
    up to the entry before it, in a recovered copy."""
    lines = _lines(data)
    index = _middle_line(lines, rng)
    line = bytearray(lines[index])
    line[rng.randrange(len(line))] ^= 1 << rng.randrange(8)
    lines[index] = bytes(line)
    return _joined(lines)


def middle_line_duplicated(data: bytes, rng: random.Random) -> Chunks:
    """An entry written twice (two windows once wrote one save): recovered up to the first."""
    lines = _lines(data)
    index = _middle_line(lines, rng)
    lines.insert(index, lines[index])
    return _joined(lines)


def blank_line_in_middle(data: bytes, rng: random.Random) -> Chunks:
    lines = _lines(data)
    lines.insert(_middle_line(lines, rng) + 1, rng.choice([b"", b" ", b"\t", b"\r", b"   "]))
    return _joined(lines)


def blank_lines_at_end(data: bytes, rng: random.Random) -> Chunks:
    """Blank or whitespace-only lines after the last entry (an editor's, a copy's): still valid."""
    return [data + rng.choice([b"\n", b"\n\n", b"  \n", b"\r\n", b" \t ", b"\n" * 1000])]


def entry_field_wrong(data: bytes, rng: random.Random) -> Chunks:
    """Any value inside an entry (its own fields, the command's, the event's) of the wrong kind."""
    records = _records(data)
    index = _entry_index(records, rng)
    paths = [p for p in _paths(records[index]) if p]
    _set(records[index], rng.choice(paths), rng.choice(WRONG_VALUES))
    return _from_records(records)


def header_field_wrong(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    paths = [p for p in _paths(records[0]) if p]
    _set(records[0], rng.choice(paths), rng.choice(WRONG_VALUES))
    return _from_records(records)


def header_field_removed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    del records[0][rng.choice(sorted(records[0]))]
    return _from_records(records)


def number_changed(data: bytes, rng: random.Random) -> Chunks:
    """A whole number anywhere made a decimal, a bool, one more, or huge."""
    records = _records(data)
    spots = [(i, p) for i, r in enumerate(records) for p in _paths(r)
             if p and isinstance(_get(r, p), int) and not isinstance(_get(r, p), bool)]
    if not spots:
        return [data]
    index, path = rng.choice(spots)
    value = _get(records[index], path)
    _set(records[index], path, rng.choice([float(value), bool(value), value + 1, value - 1, 10**30, -(2**63)]))
    return _from_records(records)


def version_changed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    field = rng.choice(["format_version", "rules_version", "format"])
    current = records[0].get(field)
    if field == "format":
        records[0][field] = rng.choice(["tablewright-save-2", "", None])
    else:
        records[0][field] = rng.choice([current + 1 if isinstance(current, int) else 2, 99, -1, 0, "1", None, 1.0, 10**30])
    return _from_records(records)


def seats_changed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    seats = records[0].get("seats") or [{"name": "A"}]
    records[0]["seats"] = rng.choice([
        [], seats[:1], seats * 5, seats + seats[:1], [{"name": "x" * 10_000}] * len(seats),
        [{"kind": "human"}] * len(seats), [None] * len(seats), "two",
    ])
    return _from_records(records)


def options_changed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    options = records[0].setdefault("options", {})
    if isinstance(options, dict) and options and rng.random() < 0.7:
        paths = [p for p in _paths(options) if p]
        _set(options, rng.choice(paths), rng.choice(WRONG_VALUES))
    else:
        options[rng.choice(["unknown_option", "players", "seed"])] = rng.choice(WRONG_VALUES)
    return _from_records(records)


def command_refused(data: bytes, rng: random.Random) -> Chunks:
    """A command moved to where the rules refuse it (another seat's, or a later one's, turn)."""
    records = _records(data)
    with_commands = [i for i in range(1, len(records)) if "cmd" in records[i]]
    if len(with_commands) < 2:
        return entry_field_wrong(data, rng)
    here, there = rng.sample(with_commands, 2)
    records[here]["cmd"] = records[there]["cmd"]
    records[here]["by"] = records[there]["by"]
    return _from_records(records)


def command_seat_changed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    index = _entry_index(records, rng, lambda r: "cmd" in r)
    if "cmd" not in records[index]:
        return entry_field_wrong(data, rng)
    seat = records[index]["cmd"].get("seat", 0)
    new_seat = rng.choice([seat + 1, seat - 1, 7, -1])
    records[index]["cmd"]["seat"] = records[index]["by"] = new_seat
    return _from_records(records)


def event_swapped(data: bytes, rng: random.Random) -> Chunks:
    """An event of the right shape but the wrong place: the rules did not produce it there."""
    records = _records(data)
    if len(records) < 3:
        return line_duplicated(data, rng)
    here, there = rng.sample(range(1, len(records)), 2)
    records[here]["ev"] = records[there]["ev"]
    return _from_records(records)


def hash_changed(data: bytes, rng: random.Random) -> Chunks:
    records = _records(data)
    index = _entry_index(records, rng)
    records[index]["hash"] = rng.choice(["0" * 16, records[index].get("hash", "")[::-1], "", 0])
    return _from_records(records)


def hundred_megabyte_line(data: bytes, rng: random.Random) -> Iterator[bytes]:
    """A 100 MB line, with or without a newline, where a line of the save was."""
    lines = _lines(data)
    where = rng.randrange(len(lines) + 1)
    yield b"\n".join(lines[:where]) + (b"\n" if where else b"")
    filler = rng.choice([b"x", b"[", b" ", b"\x00", b'{"i":'])
    chunk = (filler * (MEGABYTE // len(filler) + 1))[:MEGABYTE]
    for _ in range(100):
        yield chunk
    if rng.random() < 0.5:
        yield b"\n" + b"\n".join(lines[where:]) + b"\n"


def ten_megabytes_of_lines(data: bytes, rng: random.Random) -> Iterator[bytes]:
    yield data
    line = rng.choice([b"\n", b"{}\n", b"0\n", data.split(b"\n")[-2] + b"\n" if data.count(b"\n") > 1 else b"x\n"])
    block = line * max(1, MEGABYTE // len(line))
    for _ in range(10):
        yield block


def deeply_nested(data: bytes, rng: random.Random) -> Chunks:
    depth = rng.choice([65, 500, 990, 5000, 200_000])
    lines = _lines(data)
    place = rng.choice(["header options", "entry", "torn last line", "event"])
    if place == "header options":
        header = json.loads(lines[0])
        deep = "[" * depth + "]" * depth
        text = json.dumps(header)
        lines[0] = (text[:-1] + ', "deep": ' + deep + "}").encode() if text.endswith("}") else text.encode()
        if rng.random() < 0.5:  # torn as well: the resume path must refuse it too
            return [b"\n".join(lines) + b"\n" + b'{"i":']
        return _joined(lines)
    if place == "torn last line":
        return [data + b"[" * depth]
    if place == "event" and len(lines) > 1:
        index = rng.randrange(1, len(lines))
        record = json.loads(lines[index])
        text = json.dumps(record["ev"])
        record_text = json.dumps({**record, "ev": "@@"}).replace('"@@"', text[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}")
        lines[index] = record_text.encode()
        return _joined(lines)
    return _joined(lines[:2] + [b"[" * depth + b"]" * depth] + lines[2:])


def not_utf8(data: bytes, rng: random.Random) -> Chunks:
    at = rng.randrange(len(data))
    return [data[:at] + rng.choice([b"\xff\xfe\xfd", b"\xc3", b"\xed\xa0\x80", b"\xef\xbb\xbf"]) + data[at:]]


def garbage(data: bytes, rng: random.Random) -> Chunks:
    choice = rng.randrange(7)
    if choice == 0:
        return [b""]
    if choice == 1:
        return [_lines(data)[0] + b"\n"]
    if choice == 2:
        return [b"\x00" * rng.randint(1, 5000)]
    if choice == 3:
        return [bytes(rng.randrange(256) for _ in range(rng.randint(1, 5000)))]
    if choice == 4:
        return [b"\xef\xbb\xbf" + data]  # a byte-order mark in front
    if choice == 5:
        return [b"\x80\x04\x95" + data]  # a pickle's opening bytes: never unpickled
    return [data + b"\n\n\n"]


MUTATIONS: dict[str, Callable[[bytes, random.Random], Chunks]] = {
    f.__name__: f for f in (
        truncated, torn_last_line, no_final_newline, crlf_line_ends, bytes_flipped, lines_swapped,
        lines_shuffled, line_deleted, line_duplicated, entry_field_wrong, header_field_wrong,
        header_field_removed, number_changed, version_changed, seats_changed, options_changed,
        command_refused, command_seat_changed, event_swapped, hash_changed, hundred_megabyte_line,
        ten_megabytes_of_lines, deeply_nested, not_utf8, garbage, middle_byte_flipped,
        middle_line_duplicated, blank_line_in_middle, blank_lines_at_end,
    )
}
MUTATIONS.update(CONTENT_MUTATIONS)  # huge counts and hostile names (game/stress/hostile_content.py)
STILL_VALID = frozenset({"torn_last_line", "no_final_newline", "crlf_line_ends", "blank_lines_at_end"})
"""Damage a save survives: these must load, never be refused."""
RECOVERABLE = frozenset({"middle_byte_flipped", "middle_line_duplicated", "blank_line_in_middle"})
"""Damage after an intact header: these load, or are refused as recoverable (the entries
before the damage then go on in a recovered copy), never refused outright."""
