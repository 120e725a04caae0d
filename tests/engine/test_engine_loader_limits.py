"""The loader against files built to hurt it: huge files and lines, numbers of the wrong kind,
and nesting deep enough to exhaust Python's stack. Each is refused (or loaded) with a clear
reason, in little memory, and the file on disk is never changed."""

import json
import tracemalloc
from pathlib import Path

import pytest

from engine_helpers import load, saved_duel
from game import sessions
from game.engine import RandomPlayer, SaveError, SeatConfig
from game.engine.journal import MAX_LINE_BYTES, MAX_NESTING
from game.rules.registry import game_ids
from game.stress.hostile import fingerprint

LITTLE_MEMORY = 8 * 1024 * 1024
"""Bytes the loader may allocate at its peak while refusing a junk file (an honest save of a
whole game needs far less than this; the junk files below are 10 MB and 100 MB)."""


@pytest.fixture(scope="module")
def duel_save(tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("save") / "duel.tws"
    saved_duel(path, seed=11)
    return path.read_bytes()


def header_of(data: bytes) -> bytes:
    return data.split(b"\n", 1)[0]


def refusal(path: Path) -> SaveError:
    before = fingerprint(path)
    with pytest.raises(SaveError) as refused:
        load(path)
    assert fingerprint(path) == before
    return refused.value


def refusal_and_peak_bytes(path: Path) -> tuple[SaveError, int]:
    """The loader's refusal of `path` and the most memory it held at once while refusing."""
    before = fingerprint(path)
    tracemalloc.start()
    try:
        with pytest.raises(SaveError) as refused:
            load(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert fingerprint(path) == before
    return refused.value, peak


# -- (a) the file is read line by line, never whole ----------------------------------------------

@pytest.mark.parametrize("junk", [b"x\n", b"{}\n"], ids=["short junk lines", "empty objects"])
def test_ten_megabytes_of_junk_lines_after_a_header_is_refused_in_little_memory(tmp_path, duel_save, junk):
    path = tmp_path / "junk.tws"
    path.write_bytes(header_of(duel_save) + b"\n" + junk * (10_000_000 // len(junk)))
    error, peak = refusal_and_peak_bytes(path)
    assert error.line == 2
    assert peak < LITTLE_MEMORY, f"refusing a 10 MB junk file took {peak / 1e6:.0f} MB"


def test_ten_megabytes_of_blank_lines_at_the_end_load_in_little_memory(tmp_path, duel_save):
    # Blank lines at the end are harmless (issue 23): the save loads, and is still read a line at a time.
    path = tmp_path / "blank-tail.tws"
    path.write_bytes(duel_save + b"\n" * 10_000_000)
    before = fingerprint(path)
    tracemalloc.start()
    try:
        loaded = load(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert fingerprint(path) == before and loaded.warnings == [] and loaded.good_bytes == len(duel_save)
    assert peak < LITTLE_MEMORY, f"loading a save with a 10 MB blank tail took {peak / 1e6:.0f} MB"


def test_a_hundred_megabyte_line_is_refused_in_little_memory_with_the_limit_named(tmp_path, duel_save):
    path = tmp_path / "huge-line.tws"
    with open(path, "wb") as stream:
        stream.write(header_of(duel_save) + b"\n" + b'{"i":0,"ev":"')
        chunk = b"x" * (1 << 20)
        for _ in range(100):
            stream.write(chunk)
        stream.write(b'"}\n')
    error, peak = refusal_and_peak_bytes(path)
    assert error.line == 2 and str(MAX_LINE_BYTES) in error.reason
    assert peak < LITTLE_MEMORY


def test_a_hundred_megabyte_file_with_no_newline_at_all_is_refused_at_line_one(tmp_path):
    path = tmp_path / "one-line.tws"
    with open(path, "wb") as stream:
        for _ in range(100):
            stream.write(b"[" * (1 << 20))
    error, peak = refusal_and_peak_bytes(path)
    assert error.line == 1 and "longer than" in error.reason
    assert peak < LITTLE_MEMORY


# -- (b) whole numbers are whole numbers ----------------------------------------------------------

def number_paths(value, path=()):
    """Paths to every int (not bool) inside a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from number_paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from number_paths(item, path + (index,))
    elif isinstance(value, int) and not isinstance(value, bool):
        yield path


def replaced(record, path, make):
    record = json.loads(json.dumps(record))
    holder = record
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = make(holder[path[-1]])
    return record


def small_save(folder: Path, game_id: str, commands: int = 12) -> bytes:
    config = sessions.make_config(game_id, [SeatConfig("A"), SeatConfig("B")], 5)
    session = sessions.start(config, folder / f"{game_id}.tws", durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(commands):
        if session.match.is_over():
            break
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
    session.close()
    return session.path.read_bytes()


def test_the_header_rules_version_written_as_a_decimal_is_refused(tmp_path, duel_save):
    header = json.loads(header_of(duel_save))
    header["rules_version"] = float(header["rules_version"])
    path = tmp_path / "decimal-version.tws"
    path.write_bytes(json.dumps(header).encode() + duel_save[len(header_of(duel_save)):])
    error = refusal(path)
    assert error.line == 1 and "rules version" in error.reason


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("kind", ["decimal", "true/false"])
def test_no_whole_number_anywhere_in_a_save_may_be_written_as_a_decimal_or_a_bool(tmp_path, game_id, kind):
    data = small_save(tmp_path, game_id)
    lines = data.split(b"\n")[:-1]
    make = float if kind == "decimal" else bool
    accepted = []
    for number, line in enumerate(lines):
        record = json.loads(line)
        for path in number_paths(record):
            changed = replaced(record, path, make)
            mutant = tmp_path / "mutant.tws"
            mutant.write_bytes(b"\n".join(lines[:number] + [json.dumps(changed).encode()] + lines[number + 1:]) + b"\n")
            try:
                load(mutant)
                accepted.append((number + 1, path))
            except SaveError:
                pass
    assert accepted == [], f"{kind} accepted where a whole number belongs (line, field): {accepted[:5]}"


# -- (c) header options nested deeply --------------------------------------------------------------

def nested(depth: int):
    value: object = []
    for _ in range(depth - 1):
        value = [value]
    return value


@pytest.mark.parametrize("depth", [MAX_NESTING + 1, 500, 900])
def test_deeply_nested_header_options_are_refused_even_in_a_torn_save(tmp_path, duel_save, depth):
    lines = duel_save.split(b"\n")
    header = json.loads(lines[0])
    header["options"] = {**header["options"], "deep": nested(depth)}
    torn = json.dumps(header).encode() + b"\n" + b"\n".join(lines[1:10]) + b"\n" + lines[10][:20]
    path = tmp_path / "deep-options.tws"
    path.write_bytes(torn)
    with pytest.raises(SaveError) as refused:
        sessions.resume(path, durable=False)
    assert refused.value.line == 1 and "nested" in refused.value.reason
    assert path.read_bytes() == torn and [p.name for p in tmp_path.iterdir()] == ["deep-options.tws"]


def test_options_nested_within_the_limit_still_resume_a_torn_save(tmp_path, duel_save):
    lines = duel_save.split(b"\n")
    header = json.loads(lines[0])
    header["options"] = {**header["options"], "note": nested(8)}
    torn = json.dumps(header).encode() + b"\n" + b"\n".join(lines[1:10]) + b"\n" + lines[10][:20]
    path = tmp_path / "options.tws"
    path.write_bytes(torn)
    session, loaded = sessions.resume(path, durable=False)
    session.close()
    assert loaded.torn and path.read_bytes() == torn
    assert sessions.load(session.path).match.state_hash() == loaded.match.state_hash()


# -- (d) a deeply nested, cut-short last line ---------------------------------------------------------

@pytest.mark.parametrize("depth", [MAX_NESTING + 1, 900, 100_000])
def test_a_deeply_nested_cut_short_last_line_loads_what_came_before(tmp_path, duel_save, depth):
    cut = duel_save + b"[" * depth  # no closing brackets and no newline: a torn line
    path = tmp_path / "deep-torn.tws"
    path.write_bytes(cut)
    loaded = load(path)
    assert loaded.torn and loaded.lines_read == len(duel_save.split(b"\n")) - 2
    assert path.read_bytes() == cut


@pytest.mark.parametrize("depth", [MAX_NESTING + 1, 900, 100_000])
def test_a_deeply_nested_complete_line_is_refused_as_nested_too_deeply(tmp_path, duel_save, depth):
    path = tmp_path / "deep.tws"
    path.write_bytes(duel_save + b"[" * depth + b"]" * depth + b"\n")
    error = refusal(path)
    assert error.line == len(duel_save.split(b"\n")) and "nested too deeply" in error.reason


def test_a_secret_bid_written_as_a_decimal_is_refused_though_python_finds_it_equal(tmp_path):
    """Free-form fields (a ChoiceCommitted's choice) are not typed by the codec: 3.0 == 3 there,
    and the line's hash is the replay's own, so only the exact JSON can tell the change."""
    config = sessions.make_config("maphr", [SeatConfig("A"), SeatConfig("B")], 2)
    session = sessions.start(config, tmp_path / "bid.tws", durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    while not session.match.is_over():
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
        event = session.match.entries[-1].event
        if type(event).__name__ == "ChoiceCommitted" and isinstance(event.choice, int):
            break
    session.close()
    assert isinstance(event.choice, int), "no secret bid in this game: pick another seed"
    lines = session.path.read_bytes().split(b"\n")[:-1]
    record = json.loads(lines[-1])
    record["ev"]["choice"] = float(record["ev"]["choice"])
    path = tmp_path / "decimal-bid.tws"
    path.write_bytes(b"\n".join(lines[:-1] + [json.dumps(record).encode()]) + b"\n")
    error = refusal(path)
    assert error.line == len(lines) and "whole number" in error.reason
