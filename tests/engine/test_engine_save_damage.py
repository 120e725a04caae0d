"""Damaged saves: a clear SaveError naming the file, the line and the reason, and the file left
byte for byte as it was. A torn last line (a crash mid-write) loads with a warning instead."""

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_helpers import load, saved_duel
from game.engine import SaveError
from game.engine.journal import FORMAT_VERSION, MAX_LINE_BYTES


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """(bytes of a finished game's save, the live entries' hashes)."""
    path = tmp_path_factory.mktemp("save") / "duel.tws"
    match = saved_duel(path, seed=11)
    return path.read_bytes(), [entry.hash for entry in match.entries]


def lines_of(data: bytes) -> list[bytes]:
    return data.split(b"\n")[:-1]  # the file ends with a newline


def join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n"


def edit_line(data: bytes, line_no: int, change) -> bytes:
    lines = lines_of(data)
    record = json.loads(lines[line_no - 1])
    change(record)
    lines[line_no - 1] = json.dumps(record, separators=(",", ":")).encode()
    return join(lines)


def first_line_where(data: bytes, test) -> int:
    for number, line in enumerate(lines_of(data), start=1):
        if number > 1 and test(json.loads(line)):
            return number
    raise AssertionError("no such line")


def assert_refused(folder: Path, data: bytes, line: int | None, reason: str) -> SaveError:
    path = folder / "damaged.tws"
    path.write_bytes(data)
    with pytest.raises(SaveError) as refused:
        load(path)
    error = refused.value
    assert error.line == line and error.path == path
    assert str(path) in str(error) and (line is None or f"line {line}:" in str(error))
    assert reason in error.reason and "\n" not in str(error)
    assert path.read_bytes() == data and [p.name for p in folder.iterdir()] == ["damaged.tws"]
    return error


def test_the_intact_save_loads_with_the_live_hashes(recorded, tmp_path):
    data, hashes = recorded
    path = tmp_path / "ok.tws"
    path.write_bytes(data)
    loaded = load(path)
    assert [e.hash for e in loaded.match.entries] == hashes
    assert loaded.warnings == [] and not loaded.torn and loaded.match.is_over()
    assert path.read_bytes() == data


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_flipped_byte_in_an_entry_is_pinned_to_its_line(recorded, data):
    original, _ = recorded
    lines = lines_of(original)
    line_no = data.draw(st.integers(2, len(lines)), label="line")
    start = sum(len(line) + 1 for line in lines[: line_no - 1])
    # Every byte of the line, and its newline unless it is the file's last byte (a cut-off
    # final newline is exactly what a crash leaves: that case is the torn-line test's).
    last = len(lines[line_no - 1]) - (1 if line_no == len(lines) else 0)
    offset = start + data.draw(st.integers(0, last), label="offset")
    mask = data.draw(st.integers(1, 255), label="mask")
    damaged = bytearray(original)
    damaged[offset] ^= mask
    with tempfile.TemporaryDirectory() as folder:
        assert_refused(Path(folder), bytes(damaged), line_no, "")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_a_save_cut_mid_line_loads_up_to_the_last_whole_entry(recorded, data):
    original, hashes = recorded
    lines = lines_of(original)
    line_no = data.draw(st.integers(2, len(lines)), label="line")
    start = sum(len(line) + 1 for line in lines[: line_no - 1])
    cut = start + data.draw(st.integers(1, len(lines[line_no - 1]) - 1), label="kept bytes")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "torn.tws"
        path.write_bytes(original[:cut])
        loaded = load(path)
        assert loaded.torn and loaded.lines_read == line_no - 2
        assert any(f"last line ({line_no})" in w and "cut short" in w for w in loaded.warnings)
        assert [e.hash for e in loaded.match.entries] == hashes[: len(loaded.match.entries)]
        assert len(loaded.match.entries) >= loaded.lines_read
        assert path.read_bytes() == original[:cut]


def test_a_cut_header_is_refused(recorded, tmp_path):
    assert_refused(tmp_path, recorded[0][:40], 1, "header line is cut short")


def test_an_empty_or_missing_file(tmp_path):
    assert_refused(tmp_path, b"", None, "empty")
    with pytest.raises(SaveError, match="cannot read the file"):
        load(tmp_path / "nowhere.tws")


def test_newer_format_version(recorded, tmp_path):
    data = edit_line(recorded[0], 1, lambda h: h.update(format_version=FORMAT_VERSION + 1))
    assert_refused(tmp_path, data, 1, "newer Tablewright")


@pytest.mark.parametrize("change, reason", [
    (lambda h: h.update(format="something-else"), "not a Tablewright save"),
    (lambda h: h.update(game="chess"), "unknown game"),
    (lambda h: h.update(rules_version=99), "rules version"),
    (lambda h: h.update(seed="7"), "seed"),
    (lambda h: h.update(seats=[{"name": "Solo"}]), "cannot start this match"),
])
def test_bad_headers(recorded, tmp_path, change, reason):
    assert_refused(tmp_path, edit_line(recorded[0], 1, change), 1, reason)


def _is_continuation(record):
    return "cmd" not in record and record["by"] is not None


def _is_command(record):
    return "cmd" in record


@pytest.mark.parametrize("where, change, reason", [
    (lambda r: r["ev"]["type"] == "RobotReady", lambda r: r["ev"].update(health=3), "not what the rules produce"),
    (_is_continuation, lambda r: r.update(by=1 - r["by"]), "wrong seat"),
    (_is_continuation, lambda r: r.update(by=bool(r["by"])), "wrong seat"),
    (_is_continuation, lambda r: r.update(batch=r["batch"] + 1), "batch"),
    (_is_continuation, lambda r: r.update(hash="0" * 16), "state hash"),
    (_is_continuation, lambda r: r.update(i=r["i"] + 1), "out of order"),
    (_is_continuation, lambda r: r.update(note="hi"), "exactly the fields"),
    (_is_continuation, lambda r: r.pop("batch"), "exactly the fields"),
    (_is_continuation, lambda r: r["ev"].update(type="Teleported"), "unknown record type"),
    (_is_continuation, lambda r: r.update(cmd={"type": "PlayCard", "seat": r["by"], "card": "p0.move"}), "command where the rules expected"),
    (_is_command, lambda r: r.pop("cmd"), "no command"),
    (_is_command, lambda r: r["cmd"].update(card="p1.charge" if r["by"] == 0 else "p0.charge"), "rules refuse the command PlayCard: that card is not in your hand"),
    (_is_command, lambda r: r["cmd"].update(seat="0"), "bad command"),
    (lambda r: r["ev"]["type"] == "ChoiceCommitted", lambda r: r["ev"].update(choice=json.loads("[" * 600 + "]" * 600)), "nested too deeply"),
])
def test_changed_fields(recorded, tmp_path, where, change, reason):
    line_no = first_line_where(recorded[0], where)
    assert_refused(tmp_path, edit_line(recorded[0], line_no, change), line_no, reason)


def test_an_event_the_rules_refuse(recorded, tmp_path):
    # The first command, replaced by a Copy, which an empty rest zone cannot play.
    line_no = first_line_where(recorded[0], _is_command)
    data = edit_line(recorded[0], line_no, lambda r: r["cmd"].update(card="star.copy"))
    assert_refused(tmp_path, data, line_no, "the rules refuse the command")


def test_reordered_lines(recorded, tmp_path):
    lines = lines_of(recorded[0])
    lines[5], lines[6] = lines[6], lines[5]
    assert_refused(tmp_path, join(lines), 6, "out of order")


def test_a_line_longer_than_a_megabyte(recorded, tmp_path):
    lines = lines_of(recorded[0])
    lines.insert(4, b'{"i":3,"pad":"' + b"x" * MAX_LINE_BYTES + b'"}')
    assert_refused(tmp_path, join(lines), 5, "longer than")


def test_a_line_that_is_not_utf8(recorded, tmp_path):
    lines = lines_of(recorded[0])
    lines[3] = lines[3][:10] + b"\xff\xfe" + lines[3][10:]
    assert_refused(tmp_path, join(lines), 4, "not UTF-8")


def test_extra_entries_after_the_end(recorded, tmp_path):
    lines = lines_of(recorded[0])
    assert_refused(tmp_path, join(lines + [lines[-1]]), len(lines) + 1, "out of order")
