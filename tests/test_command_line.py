"""The command line: list, selfplay with saves, replay --verify, and rule scenarios via script."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

SCENARIOS = Path(__file__).parent / "data" / "robot_duel_scenarios"
ROOT = Path(__file__).parent.parent


def run_script(name: str) -> tuple[int, list[dict]]:
    """`python -m game script FILE` in a separate interpreter, as a user would run it."""
    done = subprocess.run(
        [sys.executable, "-m", "game", "script", str(SCENARIOS / name)],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


def events_of(lines: list[dict]) -> list[dict]:
    return [line["event"] for line in lines if "event" in line]


def test_list(capsys):
    assert main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.split()[0] == "robot_duel" and "Charge & Spark" in line and "2 players" in line for line in lines)


def test_selfplay_saves_and_every_save_verifies(tmp_path, capsys):
    assert main(["selfplay", "robot_duel", "--games", "3", "--seed", "40", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("total: 3 games, 0 failed")
    assert all("winner" in line for line in out[:-1]) and len(out) == 4
    saves = sorted(tmp_path.glob("*.tws"))
    assert [p.name for p in saves] == ["robot_duel-40.tws", "robot_duel-41.tws", "robot_duel-42.tws"]
    for path in saves:
        before = path.read_bytes()
        assert main(["replay", str(path), "--verify"]) == 0
        printed = capsys.readouterr().out
        assert "game: Charge & Spark (robot_duel)" in printed and "won by" in printed
        assert "verified: every event and state hash matches" in printed
        assert path.read_bytes() == before


def test_replay_of_a_bad_file_exits_1_with_a_one_line_reason(tmp_path, capsys):
    main(["selfplay", "robot_duel", "--games", "1", "--seed", "3", "--save-dir", str(tmp_path)])
    capsys.readouterr()
    path = tmp_path / "robot_duel-3.tws"
    lines = path.read_text().splitlines(keepends=True)
    lines[6] = lines[6].replace('"hash":"', '"hash":"0', 1)
    path.write_text("".join(lines))
    assert main(["replay", str(path), "--verify"]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("bad save: ")
    assert str(path) in out and "line 7" in out and "state hash" in out
    assert main(["replay", str(tmp_path / "missing.tws")]) == 1
    assert capsys.readouterr().out.startswith("bad save: ")


def test_script_clash():
    status, lines = run_script("clash.json")
    assert status == 0
    events = events_of(lines)
    assert {"type": "AttacksClashed", "winner": 1} in events
    assert {"type": "DamageTaken", "seat": 0, "amount": 2, "blocked": 0} in events
    robots = lines[-1]["state"]["robots"]
    assert [r["health"] for r in robots] == [2, 4] and [r["battery"] for r in robots] == [1, 0]


def test_script_copy_of_an_attack_is_countered():
    status, lines = run_script("copy_of_attack_countered.json")
    assert status == 0
    events = events_of(lines)
    assert {"type": "CardCopied", "seat": 0, "copied": "thunder"} in events
    assert {"type": "AttackCountered", "seat": 0} in events
    p1, p2 = lines[-1]["state"]["robots"]
    assert (p1["health"], p2["health"], p1["rest_copied"]) == (2, 4, "thunder")


def test_script_copy_of_move_is_trapped():
    status, lines = run_script("copy_of_move_trapped.json")
    assert status == 0
    assert {"type": "MoveCancelled", "seat": 0, "reason": "trap"} in events_of(lines)
    assert lines[-1]["state"]["robots"][0]["position"] == 1


def test_script_star_draw_then_the_moon():
    status, lines = run_script("star_draw_then_moon.json")
    assert status == 0
    events = events_of(lines)
    assert {"type": "BonusDrawn", "seat": 0, "card": "star.ray"} in events
    assert events[-1] == {"type": "DuelWon", "winners": [0], "reason": "moon"}
    assert lines[-1]["state"]["outcome"] == {"winners": [0], "reason": "moon"}


def test_script_with_an_illegal_command_exits_1_with_the_reason():
    status, lines = run_script("illegal_unaffordable.json")
    assert status == 1
    assert {"illegal": {"command": 0, "reason": "Thunder attack costs 2 Battery; you have 1 face up"}} in lines
    assert lines[-1]["state"]["round"] == 1  # nothing was played


@pytest.mark.parametrize("scenario, status, message", [
    ({"game": "robot_duel", "options": {"setup": {"positions": [9, 0]}}}, 1, "bad scenario setup"),
    ({"game": "chess"}, 2, ""),
    ([1, 2], 2, "a scenario is a JSON object"),
    ({"game": "robot_duel", "commands": [{"type": "Fly", "seat": 0}]}, 1, "unknown record type"),
    ({"game": "robot_duel", "players": "two"}, 2, "players must be a whole number"),
    ({"game": "robot_duel", "names": [1, 2]}, 2, "names a list of names"),
    ({"game": "robot_duel", "commands": 5}, 2, "commands must be a list"),
    ({"game": "robot_duel", "seed": "x"}, 2, "seed must be a whole number"),
])
def test_script_refuses_bad_scenarios(tmp_path, capsys, scenario, status, message):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario))
    assert main(["script", str(path)]) == status
    assert message in capsys.readouterr().out


def test_replay_of_a_torn_file_warns_and_exits_0(tmp_path, capsys):
    main(["selfplay", "robot_duel", "--games", "1", "--seed", "5", "--save-dir", str(tmp_path)])
    path = tmp_path / "robot_duel-5.tws"
    torn = path.read_bytes()[:-30]
    path.write_bytes(torn)
    capsys.readouterr()
    assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    # The cut line was in the last command's batch: the rules complete it, so the game is won.
    assert out.startswith("warning: the last line") and "completed from the rules" in out
    assert "result: won by" in out and "verified:" in out
    assert path.read_bytes() == torn and [p.name for p in tmp_path.iterdir()] == [path.name]


def test_selfplay_never_overwrites_an_existing_save(tmp_path):
    from game.cli import main

    existing = tmp_path / "robot_duel-1.tws"
    existing.write_bytes(b"precious")
    assert main(["selfplay", "robot_duel", "--games", "1", "--save-dir", str(tmp_path)]) == 0
    assert existing.read_bytes() == b"precious"
    assert (tmp_path / "robot_duel-1-2.tws").exists()
