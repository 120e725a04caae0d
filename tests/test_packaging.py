"""The bundle's contents, checked without running PyInstaller (build/ci_smoke.sh does that):
every data file is collected, the code finds it where the bundle puts it, and no module the
build leaves out is one the app imports."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bundle_files():
    spec = importlib.util.spec_from_file_location("bundle_files", ROOT / "build" / "bundle_files.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shipped_files() -> set[str]:
    """Every file under assets/ and levels/, as git knows them (or as they are on disk)."""
    try:
        listed = subprocess.run(["git", "ls-files", "assets", "levels"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        names = set(listed.split())
    except (OSError, subprocess.CalledProcessError):
        names = set()
    return names or {str(p.relative_to(ROOT).as_posix()) for d in ("assets", "levels") for p in (ROOT / d).rglob("*") if p.is_file()}


def test_every_data_file_is_collected_into_its_own_folder():
    collected = {Path(source).relative_to(ROOT).as_posix(): dest for source, dest in bundle_files().data_files()}
    for name in shipped_files():
        assert name in collected, f"{name} would be left out of the bundle"
        assert Path(collected[name]).as_posix() == Path(name).parent.as_posix()
    for needed in ("assets/fonts/dejavusans.ttf", "assets/i18n/fr.toml", "assets/icon.png", "levels/robot_duel.tmx"):
        assert needed in collected


def test_the_card_pictures_their_credits_and_licence_are_bundled():
    collected = {Path(source).relative_to(ROOT).as_posix(): dest for source, dest in bundle_files().data_files()}
    icons = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "assets" / "icons").glob("*.svg"))
    assert len(icons) > 100
    needed = icons + ["assets/icons/credits.toml", "assets/icons/LICENSE-game-icons.txt"]
    needed += [p.relative_to(ROOT).as_posix() for p in (ROOT / "assets" / "cards").glob("*.icons.toml")]
    missing = [name for name in needed if Path(collected.get(name, "?")).as_posix() != Path(name).parent.as_posix()]
    assert missing == []


def test_a_new_data_file_is_collected_and_droppings_are_not(tmp_path):
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    (tmp_path / "levels" / "__pycache__").mkdir(parents=True)
    (tmp_path / "assets" / "cards" / "new_game.toml").write_text("[x]\n")
    (tmp_path / "levels" / "new_map.tmx").write_text("<map/>")
    (tmp_path / "levels" / "__pycache__" / "x.pyc").write_bytes(b"")
    (tmp_path / "levels" / "save.tws.tmp").write_text("")
    collected = {(Path(s).relative_to(tmp_path).as_posix(), Path(d).as_posix()) for s, d in bundle_files().data_files(tmp_path)}
    assert collected == {("assets/cards/new_game.toml", "assets/cards"), ("levels/new_map.tmx", "levels")}


def test_the_spec_uses_the_walk_and_the_version():
    spec_text = (ROOT / "build" / "tablewright.spec").read_text(encoding="utf-8")
    compile(spec_text, "tablewright.spec", "exec")
    assert "datas=data_files()" in spec_text and "excludes=excluded_modules(sys.platform)" in spec_text
    from game import __version__

    assert bundle_files().version() == __version__


def run_python(code: str, env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def test_the_app_imports_no_module_the_build_excludes(tmp_path):
    """Everything the app runs (menu, every table, every game's setup, maps, saves, computer players)."""
    code = (
        "import json, sys\n"
        "from game.cli import main\n"
        "import game.ui.app, game.ui.scenes.menu, game.ui.scenes.new_game, game.ui.scenes.replay, game.ui.scenes.settings\n"
        "import game.ui.render, game.ai.background, game.ai.levels, game.crash, game.bench\n"
        "from game.ui.app import run_smoke\n"
        "run_smoke(frames=1)\n"
        "from game import sessions\n"
        "from game.engine import SeatConfig\n"
        "from game.rules.registry import find_rules, game_ids\n"
        "for g in game_ids():\n"
        "    rules = find_rules(g)\n"
        "    sessions.start(sessions.make_config(g, [SeatConfig(f'P{s}') for s in range(rules.min_players)], 1))\n"
        "from game.ai.background import BackgroundThinker\n"
        "BackgroundThinker('robot_duel').close()\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    loaded = set(json.loads(run_python(code, {"TABLEWRIGHT_HOME": str(tmp_path)}).strip().splitlines()[-1]))
    files = bundle_files()
    never_imported = set(files.excluded_modules(sys.platform)) - set(files.EXCLUDED_WITH_FALLBACK)
    assert "ctypes" in never_imported or sys.platform == "win32"
    for excluded in sorted(never_imported):
        assert excluded not in loaded, f"the app imports {excluded}, which the build leaves out"


def bundle_entry():
    spec = importlib.util.spec_from_file_location("bundle_entry", ROOT / "build" / "entry.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundle_entry_knows_multiprocessing_children_from_their_command_line():
    """The spec leaves out PyInstaller's multiprocessing hook: build/entry.py must then turn the
    processes multiprocessing starts from the executable into what they were started for, and
    nothing else (a save opened from the file manager is not one)."""
    entry = bundle_entry()
    spawned_worker = ["Tablewright", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"]
    windows_worker = ["Tablewright.exe", "--multiprocessing-fork", "parent_pid=120", "pipe_handle=564"]
    tracker = ["Tablewright", "-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(4)"]
    forkserver = ["Tablewright", "-c", "from multiprocessing.forkserver import main; main(5, 6, ['__main__'])"]
    for argv in (spawned_worker, windows_worker, tracker, forkserver):
        assert entry.is_multiprocessing_child(argv), argv
    for argv in (["Tablewright"], ["Tablewright", "game.tws"], ["Tablewright", "-c"], ["Tablewright", "-c", "import os; os.remove('x')"],
                 ["Tablewright", "list"], ["Tablewright", "replay", "--multiprocessing-fork"]):
        assert not entry.is_multiprocessing_child(argv), argv


def test_the_spec_and_the_floor_skip_the_same_runtime_hooks():
    files = bundle_files()
    assert files.SKIPPED_RUNTIME_HOOKS == {"pyi_rth_multiprocessing", "pyi_rth_pkgutil"}
    for spec in ("tablewright.spec", "floor/hello.spec"):
        assert "not in SKIPPED_RUNTIME_HOOKS" in (ROOT / "build" / spec).read_text(encoding="utf-8"), spec


def test_a_simulated_bundle_finds_every_file_through_meipass(tmp_path):
    """The data laid out as PyInstaller lays it (from the spec's list) and nothing else: every
    table is drawn and every game set up from there, never from the checkout."""
    bundle = tmp_path / "bundle"
    for source, dest in bundle_files().data_files():
        (bundle / dest).mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, bundle / dest)
    code = (
        "import sys\n"
        f"sys._MEIPASS = {str(bundle)!r}\n"
        "from game.paths import resource_path\n"
        f"assert resource_path('levels', 'x.tmx') == __import__('pathlib').Path({str(bundle)!r}) / 'levels' / 'x.tmx'\n"
        "from game.ui.app import run_smoke\n"
        "assert run_smoke(frames=1) == 0\n"
        "from game import sessions\n"
        "from game.engine import SeatConfig\n"
        "from game.rules.registry import find_rules, game_ids\n"
        "from game.ui.i18n import Translator\n"
        "for lang in ('en', 'fr'): Translator(lang)\n"
        "for g in game_ids():\n"
        "    rules = find_rules(g)\n"
        "    sessions.start(sessions.make_config(g, [SeatConfig(f'P{s}') for s in range(rules.min_players)], 1))\n"
        "print('bundle ok', len(game_ids()))\n"
    )
    assert "bundle ok" in run_python(code, {"TABLEWRIGHT_HOME": str(tmp_path / "home")})
    # The check can fail: without the map, a game cannot be set up from the bundle.
    (bundle / "levels" / "robot_duel.tmx").unlink()
    failing = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                             env={**os.environ, "TABLEWRIGHT_HOME": str(tmp_path / "home")})
    assert failing.returncode != 0 and "robot_duel.tmx" in failing.stderr


def test_state_hashes_are_the_same_without_openssl(tmp_path):
    """The build leaves OpenSSL out (EXCLUDED_WITH_FALLBACK): hashlib's own sha256 must then give
    the very hashes a save holds, or no save would load in the bundle."""
    assert "_hashlib" in bundle_files().EXCLUDED_WITH_FALLBACK
    code = (
        "import sys\n"
        "sys.modules['_hashlib'] = None\n"  # as if the module were not there
        "from game import sessions\n"
        "loaded = sessions.load(__import__('pathlib').Path('tests/data/robot_duel_golden.tws'))\n"
        "assert 'openssl' not in repr(__import__('hashlib').sha256).lower()\n"
        "print('hash', loaded.match.state_hash(), len(loaded.match.entries))\n"
    )
    out = run_python(code, {"TABLEWRIGHT_HOME": str(tmp_path)})
    assert "hash " in out and not out.strip().endswith(" 0")


def floor_measure():
    spec = importlib.util.spec_from_file_location("floor_measure", ROOT / "build" / "floor" / "measure.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in programs are shell scripts")
def test_the_floor_measure_times_every_program_given_in_turn(tmp_path):
    """build/floor/measure.py --also: more executables in the same interleaved run (stand-ins
    that print the stamp at once, as the bundles do at their first frame)."""
    measure = floor_measure()
    starts = tmp_path / "starts.log"
    programs = {}
    for name in ("floor", "before", "after"):
        stand_in = tmp_path / name
        stand_in.write_text(f"#!/bin/sh\necho {name} >> {starts}\necho first-frame $(date +%s.%N)\n")
        stand_in.chmod(0o755)
        programs[name] = stand_in
    assert measure.extra_programs([f"before={programs['before']}", f"after={programs['after']}"]) == {
        "before": programs["before"], "after": programs["after"]}
    for bad in ("before", f"={programs['before']}", f"x={tmp_path / 'missing'}"):
        with pytest.raises(ValueError):
            measure.extra_programs([bad])
    figures = measure.measure(programs, runs=3)
    assert set(figures) == {"floor", "before", "after"}
    assert starts.read_text().split() == ["floor", "before", "after"] * 3, "not taken in turn"
    assert all(f["median_s"] >= 0 for f in figures.values())
