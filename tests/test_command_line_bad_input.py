"""Issue 23, items 5 and 10: the command-line tools answer bad input with a message and exit
status 2, never a traceback, a silent coercion, a long wait or raw terminal escapes."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).parent.parent


def run(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """`python -m game ...` in its own interpreter: a traceback would show on stderr there."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True, cwd=ROOT,
                          timeout=timeout, env=env)


def script_file(tmp_path, text: str) -> str:
    path = tmp_path / "scenario.json"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("text, message", [
    ('{"game": "robot_duel", "seed": Infinity}', "Infinity"),
    ('{"game": "robot_duel", "seed": NaN}', "NaN"),
    ('{"game": "robot_duel", "seed": true}', "seed must be a whole number"),
    ('{"game": "robot_duel", "seed": 1.9}', "seed must be a whole number"),
    ('{"game": "robot_duel", "seed": "x"}', "seed must be a whole number"),
    ('{"game": "robot_duel", "players": 1000000000}', "players"),
    ('{"game": "robot_duel", "players": true}', "players"),
    ('{"game": "robot_duel", "options": 5}', "options must be an object"),
    ('{"game": "robot_duel", "options": {"x": ' + "[" * 200_000 + "]" * 200_000 + "}}", "nested too deeply"),
    ('{"game": "robot_duel", "options": {"x": ' + "[" * 100 + "]" * 100 + "}}", "nested too deeply"),
    ('{"game": "robot_duel", "names": ["a", "b", "c", "d", "e", "f", "g", "h", "i"]}', "names"),
], ids=["seed Infinity", "seed NaN", "seed true", "seed 1.9", "seed text", "a billion players", "players true",
        "options a number", "200,000 levels of nesting", "100 levels of nesting", "nine names"])
def test_script_refuses_bad_input_with_a_message_and_status_2(tmp_path, text, message):
    started = time.perf_counter()
    done = run("script", script_file(tmp_path, text))
    assert time.perf_counter() - started < 30
    assert done.returncode == 2, (done.stdout, done.stderr[-500:])
    assert "Traceback" not in done.stderr and message in done.stdout + done.stderr


def test_script_with_a_huge_count_in_its_setup_is_refused_quickly(tmp_path):
    side = {"hand": ["bitcoin"], "deck": ["bitcoin"] * 3, "bitcoins": 10**6}
    text = json.dumps({"game": "mining_war", "options": {"setup": {"players": [side, side]}}})
    done = run("script", script_file(tmp_path, text), timeout=30)
    assert done.returncode == 1 and "bitcoins" in done.stdout and "Traceback" not in done.stderr


@pytest.fixture(scope="module")
def a_save(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("saves")
    assert main(["selfplay", "robot_duel", "--games", "1", "--seed", "3", "--save-dir", str(folder)]) == 0
    return next(folder.glob("*.tws"))


def test_render_to_a_folder_is_refused_with_status_2(tmp_path, a_save):
    done = run("render", str(a_save), "--out", str(tmp_path))
    assert done.returncode == 2 and "Traceback" not in done.stderr and "folder" in done.stdout


def test_render_to_an_unwritable_place_is_refused_with_status_2(tmp_path, a_save):
    done = run("render", str(a_save), "--out", "/proc/no-such-place/x.png")
    assert done.returncode == 2 and "Traceback" not in done.stderr and "cannot" in done.stdout


GOLDEN = ROOT / "tests" / "data" / "robot_duel_golden.tws"


def test_replay_never_prints_terminal_escapes_from_a_save(tmp_path):
    # Save format 1 (the golden save's) leaves seat names out of its hashes: the renamed save verifies.
    lines = GOLDEN.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    header["seats"][0]["name"] = "\u001b]0;owned\u0007\u001b[2J\u001b[31mEve"
    header["seats"][1]["name"] = "Bo\u009b31m"
    path = tmp_path / "escapes.tws"
    path.write_text("\n".join([json.dumps(header)] + lines[1:]), encoding="utf-8")
    done = run("replay", str(path), "--verify")
    assert done.returncode == 0, done.stdout
    assert not any(ch in done.stdout for ch in "\u001b\u0007\u009b")
    assert "Eve" in done.stdout


def test_replay_of_a_path_with_escapes_prints_it_escaped(tmp_path):
    path = tmp_path / "bad\u001b[31m.tws"
    path.write_text("junk\n")
    done = run("replay", str(path))
    assert done.returncode == 1 and "\u001b" not in done.stdout and "bad save" in done.stdout
