"""Resuming a save: the journal goes on in the same file, or in a new one beside a torn file."""

from engine_helpers import load, saved_duel
from game import sessions
from game.engine import RandomPlayer, play_out


def finish(session):
    try:
        play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    finally:
        session.close()


def test_load_continue_reload_verify(tmp_path):
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=5, commands=7)
    first_part = path.read_bytes()
    session, loaded = sessions.resume(path, durable=False)
    assert loaded.warnings == [] and not session.match.is_over()
    finish(session)
    assert path.read_bytes().startswith(first_part)  # appended, never rewritten
    again = load(path)
    assert again.match.is_over() and again.warnings == []
    assert again.match.state_hash() == session.match.state_hash()
    assert len(again.match.entries) == len(session.match.entries) == again.lines_read
    assert [p.name for p in tmp_path.iterdir()] == ["duel.tws"]


def test_a_torn_save_goes_on_in_a_recovered_file_and_the_original_is_kept(tmp_path):
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=5, commands=9)
    whole = path.read_bytes()
    torn = whole[: len(whole) - 25]  # a crash in the middle of writing the last line
    path.write_bytes(torn)
    session, loaded = sessions.resume(path, durable=False)
    assert loaded.torn and any("cut short" in w for w in loaded.warnings)
    assert any("duel-recovered.tws" in w for w in loaded.warnings)
    assert session.path == tmp_path / "duel-recovered.tws"
    finish(session)
    assert path.read_bytes() == torn
    recovered = load(session.path)
    assert recovered.warnings == [] and recovered.match.is_over()
    assert recovered.match.state_hash() == session.match.state_hash()
    # A second resume of the same torn file does not overwrite the first recovery.
    second, _ = sessions.resume(path, durable=False)
    second.close()
    assert second.path == tmp_path / "duel-recovered2.tws" and path.read_bytes() == torn


def test_a_save_cut_between_two_events_of_a_batch_is_completed_on_resume(tmp_path):
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=5, commands=4)
    lines = path.read_bytes().split(b"\n")[:-1]
    # Drop the last two whole lines: the last command's batch loses its tail, cleanly.
    path.write_bytes(b"\n".join(lines[:-2]) + b"\n")
    session, loaded = sessions.resume(path, durable=False)
    assert any("completed from the rules" in w for w in loaded.warnings) and not loaded.torn
    assert len(session.match.entries) == len(lines) - 1
    finish(session)
    again = load(path)
    assert again.warnings == [] and again.match.state_hash() == session.match.state_hash()


def test_resuming_a_save_whose_last_line_lost_only_its_newline(tmp_path):
    # A crash can cut the very last byte: the last entry is whole, only "\n" is missing.
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=5, commands=6)
    path.write_bytes(path.read_bytes()[:-1])
    loaded = load(path)
    assert not loaded.torn and loaded.warnings == []
    session, _ = sessions.resume(path, durable=False)
    finish(session)
    again = load(path)
    assert again.warnings == [] and again.match.state_hash() == session.match.state_hash()
