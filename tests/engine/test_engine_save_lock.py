"""One writer per save (issue 23): a second window is refused while the first plays the save,
and a writer killed with SIGKILL leaves no lock behind."""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine_helpers import load, saved_duel
from game import sessions
from game.engine import SaveInUse

ROOT = Path(__file__).resolve().parents[2]

HOLDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from game import sessions
    session, _ = sessions.resume(Path(sys.argv[1]), durable=False)
    print("holding", flush=True)
    time.sleep(120)
""")

TRY_RESUME = textwrap.dedent("""
    import sys
    from pathlib import Path
    from game import sessions
    from game.engine import SaveInUse
    try:
        session, _ = sessions.resume(Path(sys.argv[1]), durable=False)
    except SaveInUse as error:
        print(error)
        sys.exit(3)
    session.close()
    print("resumed")
""")


def python(code: str, *args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)


def run(code: str, *args: str) -> tuple[int, str]:
    child = python(code, *args)
    out, err = child.communicate(timeout=120)
    return child.returncode, out + err


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=5, commands=6)
    return path


def test_a_second_writer_in_the_same_process_is_refused_until_the_first_closes(save):
    first, _ = sessions.resume(save, durable=False)
    before = save.read_bytes()
    with pytest.raises(SaveInUse) as refused:
        sessions.resume(save, durable=False)
    assert "open in another window" in str(refused.value) and str(save) in str(refused.value)
    assert save.read_bytes() == before
    first.close()
    second, _ = sessions.resume(save, durable=False)
    second.close()


def test_a_new_save_is_locked_from_its_creation(tmp_path):
    from engine_helpers import duel_config

    session = sessions.start(duel_config(), tmp_path / "new.tws", durable=False)
    try:
        with pytest.raises(SaveInUse):
            sessions.resume(tmp_path / "new.tws", durable=False)
    finally:
        session.close()


def test_another_process_is_refused_while_this_one_writes(save):
    session, _ = sessions.resume(save, durable=False)
    try:
        before = save.read_bytes()
        code, out = run(TRY_RESUME, str(save))
        assert code == 3, out
        assert "open in another window" in out
        assert save.read_bytes() == before
    finally:
        session.close()
    code, out = run(TRY_RESUME, str(save))
    assert code == 0 and "resumed" in out


def test_the_lock_of_a_killed_writer_is_free(save):
    holder = python(HOLDER, str(save))
    try:
        assert holder.stdout.readline().strip() == "holding", holder.stderr.read()
        with pytest.raises(SaveInUse):
            sessions.resume(save, durable=False)
        code, _ = run(TRY_RESUME, str(save))
        assert code == 3
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.communicate(timeout=60)
    assert holder.returncode == -signal.SIGKILL
    session, loaded = sessions.resume(save, durable=False)  # the OS let go of the lock with the process
    session.close()
    assert loaded.warnings == [] and load(save).warnings == []


def test_watching_needs_no_lock(save):
    session, _ = sessions.resume(save, durable=False)
    try:
        assert len(sessions.load(save).match.entries) == len(session.match.entries)
    finally:
        session.close()
