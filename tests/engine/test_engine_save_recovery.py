"""Damage in the middle of a save (issue 23): the save loads up to its last good entry and goes
on in a recovered copy that verifies, the damaged original kept byte for byte; blank lines at
the end simply load."""

import pytest

from engine_helpers import load, saved_duel
from game import sessions
from game.cli import main as cli_main
from game.engine import RandomPlayer, SaveError, play_out
from game.engine.journal import MAX_LINE_BYTES


@pytest.fixture(scope="module")
def unfinished(tmp_path_factory):
    """The bytes of a duel saved part way (enough lines to damage one in the middle)."""
    path = tmp_path_factory.mktemp("save") / "duel.tws"
    saved_duel(path, seed=7, commands=14)
    return path.read_bytes()


def lines_of(data: bytes) -> list[bytes]:
    return data.split(b"\n")[:-1]


def join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n"


def middle(data: bytes) -> int:
    """The number (from 1) of a line in the middle of the save that starts a command's batch."""
    lines = lines_of(data)
    for number in range(len(lines) // 2, len(lines)):
        if b'"cmd"' in lines[number - 1]:
            return number
    raise AssertionError("no command line in the second half")


def flipped_byte(data: bytes) -> tuple[bytes, int]:
    line = middle(data)
    lines = lines_of(data)
    text = bytearray(lines[line - 1])
    at = text.index(b'"hash":"') + len(b'"hash":"') + 3
    text[at] ^= 0x01  # one bit of the state hash: still valid JSON, no longer the rules' hash
    lines[line - 1] = bytes(text)
    return join(lines), line


def duplicated_line(data: bytes) -> tuple[bytes, int]:
    line = middle(data)
    lines = lines_of(data)
    lines.insert(line, lines[line - 1])
    return join(lines), line + 1


def blank_middle_line(data: bytes) -> tuple[bytes, int]:
    line = middle(data)
    lines = lines_of(data)
    lines.insert(line - 1, b"   ")
    return join(lines), line


def unreadable_line(data: bytes) -> tuple[bytes, int]:
    """A middle line that cannot even be read as a line of text: not UTF-8."""
    line = middle(data)
    lines = lines_of(data)
    lines[line - 1] = lines[line - 1][:10] + b"\xff\xfe" + lines[line - 1][10:]
    return join(lines), line


def overlong_line(data: bytes) -> tuple[bytes, int]:
    line = middle(data)
    lines = lines_of(data)
    lines.insert(line - 1, b"x" * (MAX_LINE_BYTES + 10))
    return join(lines), line


def verifies(path, capsys) -> str:
    """What `python -m game replay FILE --verify` prints; fails unless it exits 0."""
    capsys.readouterr()
    assert cli_main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "verified:" in out and "warning" not in out
    return out


@pytest.mark.parametrize("damage", [flipped_byte, duplicated_line, blank_middle_line, unreadable_line, overlong_line],
                         ids=["flipped byte in the middle", "duplicated line", "blank middle line", "not UTF-8",
                              "a line too long"])
def test_middle_damage_goes_on_in_a_recovered_copy_that_verifies(tmp_path, unfinished, damage, capsys):
    data, bad_line = damage(unfinished)
    path = tmp_path / "duel.tws"
    path.write_bytes(data)
    with pytest.raises(SaveError) as refused:
        load(path)  # as before: without salvage, the damage is refused, pinned to its line
    assert refused.value.line == bad_line and refused.value.recoverable
    assert refused.value.entries_before == bad_line - 2

    session, loaded = sessions.resume(path, durable=False, salvage=True)
    try:
        assert session.path == tmp_path / "duel-recovered.tws"
        assert loaded.damage is not None and loaded.lines_read == bad_line - 2
        message = loaded.warnings[0]
        assert message.startswith(f"line {bad_line}: ") and refused.value.reason in message and "cut there" in message
        assert any("duel-recovered.tws" in w and "kept as it was" in w for w in loaded.warnings)
        kept = [e.hash for e in loaded.match.entries]
        play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    finally:
        session.close()
    assert path.read_bytes() == data  # the damaged original, byte for byte
    recovered = load(session.path)
    assert recovered.warnings == [] and recovered.match.is_over()
    assert [e.hash for e in recovered.match.entries][: len(kept)] == kept
    verifies(session.path, capsys)
    # Every good entry before the damage is in the copy, as it was in the original.
    original_lines = lines_of(data)[1: bad_line - 1]
    assert lines_of(session.path.read_bytes())[1: bad_line - 1] == original_lines


def test_a_bad_first_line_of_a_batch_is_not_played(tmp_path, unfinished):
    # The line whose hash is wrong starts a command's batch: the loader had played that command
    # before it found the hash; the salvaged match must stop before it, not keep it.
    data, bad_line = flipped_byte(unfinished)
    path = tmp_path / "duel.tws"
    path.write_bytes(data)
    loaded = sessions.load(path, salvage=True)
    assert len(loaded.match.entries) == bad_line - 2 == loaded.lines_read
    assert not any("completed from the rules" in w for w in loaded.warnings)


@pytest.mark.parametrize("tail", [b"\n", b"   \n", b"\n\n\t\n", b"\r\n  "], ids=["blank", "spaces", "several", "no newline"])
def test_blank_lines_at_the_end_simply_load_and_resume_in_place(tmp_path, unfinished, tail, capsys):
    path = tmp_path / "duel.tws"
    path.write_bytes(unfinished + tail)
    loaded = load(path)
    assert loaded.warnings == [] and not loaded.needs_copy and loaded.lines_read == len(lines_of(unfinished)) - 1
    verifies(path, capsys)
    assert path.read_bytes() == unfinished + tail  # loading only reads
    session, _ = sessions.resume(path, durable=False)
    try:
        assert session.path == path  # no recovered copy for harmless blank lines
        play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    finally:
        session.close()
    assert path.read_bytes().startswith(unfinished) and b"\n\n" not in path.read_bytes()
    assert load(path).warnings == [] and [p.name for p in tmp_path.iterdir()] == ["duel.tws"]


def test_damage_in_the_header_is_still_refused_with_salvage(tmp_path, unfinished):
    lines = lines_of(unfinished)
    path = tmp_path / "duel.tws"
    path.write_bytes(join([lines[0].replace(b'"seed"', b'"sead"')] + lines[1:]))
    with pytest.raises(SaveError) as refused:
        sessions.resume(path, durable=False, salvage=True)
    assert refused.value.line == 1 and not refused.value.recoverable
    assert [p.name for p in tmp_path.iterdir()] == ["duel.tws"]


def test_the_replay_command_says_a_damaged_save_can_be_recovered(tmp_path, unfinished, capsys):
    data, bad_line = duplicated_line(unfinished)
    path = tmp_path / "duel.tws"
    path.write_bytes(data)
    assert cli_main(["replay", str(path), "--verify"]) == 1
    out = capsys.readouterr().out
    assert f"line {bad_line}:" in out and "recovered copy" in out
