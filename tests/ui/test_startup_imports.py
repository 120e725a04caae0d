"""Issue 24: the main menu's first frame waits for nothing it does not draw. Launched as a player
starts it (`python -m game`, a fresh interpreter: `game.bench.STARTUP_CHILD`, stopped at its
first frame), it has imported no game's rules and no computer player, with no saves and with
saves the index knows and does not know (Continue is then worked out after the first frame)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from game.bench import STARTUP_CHILD, _child_env

ROOT = Path(__file__).resolve().parents[2]


def modules_at_first_frame(home: Path, report: str = "modules") -> set[str]:
    """The `game` modules imported when the menu's first frame is shown (report="slow-stdlib":
    which of a few slow standard modules were), for a player whose system sets LANG."""
    env = _child_env(str(home))
    env["SDL_VIDEODRIVER"] = "dummy"
    env["PYTHONPATH"] = str(ROOT)  # this checkout's game, whatever is installed
    env["LANG"] = "en_GB.UTF-8"
    done = subprocess.run([sys.executable, "-c", STARTUP_CHILD], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    line = next((line for line in done.stdout.splitlines() if line.startswith(report + " ")), None)
    assert line is not None, f"no first frame: {done.stdout[-500:]} {done.stderr[-2000:]}"
    return set(line.split()[1:])


def forbidden(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.startswith(("game.rules", "game.ai", "game.ui.tables")))


def saves_of_both_kinds(home: Path) -> None:
    from game import sessions
    from game.engine import RandomPlayer, SeatConfig, play_out
    from game.save_index import record

    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed=4)
    finished = sessions.start(config, folder / "finished.tws", durable=False)
    play_out(finished.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    finished.close()
    record(finished.path, finished.match)  # known to the index
    sessions.start(config, folder / "left.tws", durable=False).close()  # unknown: left by a crash


@pytest.mark.parametrize("with_saves", [False, True], ids=["no saves", "saves known and unknown"])
def test_the_first_menu_frame_imports_no_rules_and_no_computer_player(tmp_path, with_saves):
    if with_saves:
        saves_of_both_kinds(tmp_path)
    modules = modules_at_first_frame(tmp_path)
    assert "game.ui.scenes.menu" in modules, "the menu was not drawn"
    assert forbidden(modules) == []
    assert "game.ui.reasons" not in modules, "the first frame waited for the rules' refusal phrases"
    if not with_saves:
        assert "game.save_index" not in modules, "a new player's first frame read a save index with nothing in it"


def test_the_first_menu_frame_imports_no_slow_standard_module_it_does_not_use(tmp_path):
    """locale (the system language is read from LANG), tomllib (the strings' JSON copy: made by a
    checkout's first start, shipped in the bundle), multiprocessing and subprocess (the computer
    players' worker), ctypes, argparse (no command)."""
    assert modules_at_first_frame(tmp_path, report="slow-stdlib") <= {"tomllib"}
    assert modules_at_first_frame(tmp_path, report="slow-stdlib") == set()


def test_the_system_language_comes_from_the_locale_variables(monkeypatch):
    from game.ui.settings import system_language

    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    assert system_language() == "fr"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert system_language() == "en"
    monkeypatch.setenv("LC_CTYPE", "fr_FR.UTF-8")
    assert system_language() == "fr"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert system_language() == "en"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert system_language() == "fr", "LANG in French was enough before"


def test_the_menus_list_of_tables_is_the_registry():
    """The menu knows which games have a table without importing them (game.ui.table_games)."""
    from game.ui.table_games import TABLE_GAMES
    from game.ui.tables import TABLES

    assert tuple(TABLES) == TABLE_GAMES


def test_the_strings_are_read_from_their_json_copy_while_the_toml_is_unchanged(tmp_path, monkeypatch):
    import json

    from game.ui import i18n

    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    i18n._table.cache_clear()
    try:
        table = i18n._table("fr")
        copy = tmp_path / "config" / "cache" / "strings-fr.json"
        kept = json.loads(copy.read_text(encoding="utf-8"))
        assert kept["table"] == table == i18n._parse(i18n.resource_path("assets", "i18n", "fr.toml"))
        kept["table"]["menu.quit"] = "Sortir"  # read from the copy, not parsed again
        copy.write_text(json.dumps(kept), encoding="utf-8")
        i18n._table.cache_clear()
        assert i18n._table("fr")["menu.quit"] == "Sortir"
        kept["stamp"][1] += 1  # the TOML changed: parsed again, the copy renewed
        copy.write_text(json.dumps(kept), encoding="utf-8")
        i18n._table.cache_clear()
        assert i18n._table("fr")["menu.quit"] == table["menu.quit"] != "Sortir"
        assert json.loads(copy.read_text(encoding="utf-8"))["table"] == table
    finally:
        i18n._table.cache_clear()


def test_the_bundles_shipped_strings_copy_is_used_only_while_it_matches_its_toml(tmp_path, monkeypatch):
    """The bundle ships a JSON copy beside each strings file (build/bundle_files.strings_copies),
    so even a first start parses no TOML; a copy that does not match its TOML is ignored."""
    import json

    from game.ui import i18n

    bundle = tmp_path / "bundle"
    (bundle / "assets" / "i18n").mkdir(parents=True)
    for lang in ("en", "fr"):
        toml = i18n.resource_path("assets", "i18n", f"{lang}.toml")
        (bundle / "assets" / "i18n" / toml.name).write_bytes(toml.read_bytes())
    spec = importlib.util.spec_from_file_location("bundle_files", ROOT / "build" / "bundle_files.py")
    bundle_files = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bundle_files)
    made = bundle_files.strings_copies(tmp_path / "work", root=bundle)
    assert sorted(Path(source).name for source, _ in made) == ["en.strings.json", "fr.strings.json"]
    assert {folder for _, folder in made} == {"assets/i18n"}
    for source, folder in made:
        (bundle / folder / Path(source).name).write_bytes(Path(source).read_bytes())

    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path / "home"))
    expected = i18n._parse(bundle / "assets" / "i18n" / "fr.toml")
    parsed = []
    monkeypatch.setattr(i18n, "_parse", lambda path: parsed.append(path) or expected)
    i18n._table.cache_clear()
    try:
        assert i18n._table("fr") == expected
        assert parsed == [], "the shipped copy was not used"
        assert not (tmp_path / "home" / "config" / "cache").exists(), "a copy was made though one is shipped"
        toml = bundle / "assets" / "i18n" / "fr.toml"
        toml.write_bytes(toml.read_bytes().replace(b"[menu]", b"[menu]\nextra = \"x\"", 1))
        i18n._table.cache_clear()
        i18n._table("fr")
        assert parsed == [toml], "a copy made from another TOML was used"
        copy = json.loads((bundle / "assets" / "i18n" / "fr.strings.json").read_text(encoding="utf-8"))
        assert copy["table"]["menu.quit"] == expected["menu.quit"]
    finally:
        i18n._table.cache_clear()
