"""Hostile saves: damaged files of every game never crash the loader or the menu's save index,
are never changed on disk, and are either loaded (when still valid) or refused with a reason.
`python -m game soak --hostile 1000` runs the same at full size."""

import ast
from pathlib import Path

from game import sessions
from game.rules.registry import game_ids
from game.stress import hostile
from game.stress.mutations import MUTATIONS, RECOVERABLE, STILL_VALID


def test_every_kind_of_damage_on_every_game_is_loaded_or_refused_never_crashes_or_changes(tmp_path):
    count = 2 * len(MUTATIONS)
    figures = hostile.run_hostile(count, game_ids(), seed=3, out=tmp_path / "kept")
    assert figures.failures == []
    assert figures.crashed == 0 and figures.changed == 0
    assert figures.loaded + figures.refused == figures.files == count
    assert set(figures.outcomes) == set(MUTATIONS)  # each kind of damage was tried
    for mutation in STILL_VALID:
        assert figures.outcomes[mutation]["refused"] == 0
    for mutation in RECOVERABLE:  # damage after the header: every refused file went on in a copy
        counts = figures.outcomes[mutation]
        assert counts["refused"] == counts["recovered"] >= 1
    assert figures.recovered >= len(RECOVERABLE)
    assert figures.refused >= count // 2  # damage is caught, not waved through
    assert figures.largest_bytes > 100_000_000  # the 100 MB line was among them
    assert not (tmp_path / "kept").exists()  # nothing failed, so nothing was kept


def test_a_loader_that_crashes_or_writes_is_caught_and_the_file_kept(tmp_path, monkeypatch):
    real_load = sessions.load
    calls = []

    def careless_load(path, **options):
        calls.append(path)
        if len(calls) == 1:
            raise KeyError("a loader bug")
        if len(calls) == 2:
            with open(path, "ab") as stream:
                stream.write(b"\n")
        return real_load(path, **options)

    monkeypatch.setattr(sessions, "load", careless_load)
    figures = hostile.run_hostile(2, ["robot_duel"], seed=1, out=tmp_path)
    assert figures.crashed == 1 and figures.changed >= 1
    assert any("the loader crashed: KeyError" in failure for failure in figures.failures)
    assert any("loading changed the file" in failure for failure in figures.failures)
    assert len(list(tmp_path.glob("*.tws"))) == 2


def test_the_menu_index_shows_a_save_the_loader_chokes_on_as_damaged(tmp_path, monkeypatch):
    from game import save_index

    path = tmp_path / "choke.tws"
    path.write_bytes(b"{}\n")

    def choking_load(_path):
        raise RecursionError("a loader bug")

    monkeypatch.setattr(sessions, "load", choking_load)
    summary = save_index.summarize([path])[path]
    assert summary.damaged and path.read_bytes() == b"{}\n"


def test_saves_and_card_files_are_read_as_data_never_unpickled_evaluated_or_imported():
    forbidden_builtins = {"eval", "exec", "compile", "__import__"}  # re.compile is fine: only bare names
    forbidden_methods = {"import_module", "load_module", "exec_module"}
    forbidden_modules = {"pickle", "marshal", "shelve", "dill", "cloudpickle"}
    found = []
    for source in Path("game").rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", None)
                method = getattr(node.func, "attr", None)
                if name in forbidden_builtins or method in forbidden_methods:
                    found.append(f"{source}:{node.lineno} calls {name or method}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                modules = [alias.name for alias in node.names] + [getattr(node, "module", None) or ""]
                if any(m.split(".")[0] in forbidden_modules for m in modules):
                    found.append(f"{source}:{node.lineno} imports {modules}")
    assert found == []


def test_the_hostile_soak_makes_huge_counts_hostile_names_and_folder_oddities(tmp_path):
    from game.stress.hostile_folder import ODDITIES

    figures = hostile.run_hostile(len(MUTATIONS) + 1, game_ids(), seed=4)
    assert figures.failures == []
    assert {"huge_counts", "hostile_names"} <= set(figures.outcomes)
    assert figures.outcomes["huge_counts"]["loaded"] == 0
    assert set(figures.oddities) == set(ODDITIES)
    assert figures.slowest < hostile.SLOW_SECONDS


def test_a_listing_that_shows_a_fifo_and_a_loader_that_blocks_on_it_are_caught(tmp_path, monkeypatch):
    import os

    from game import storage
    from game.engine import journal
    from game.stress.hostile_folder import check_oddities

    monkeypatch.setattr(storage, "save_files", lambda folder: sorted(Path(folder).glob("*.tws")))
    monkeypatch.setattr(journal, "open_to_read", lambda path: open(path, "rb"))
    monkeypatch.setattr("game.stress.hostile_folder.PATIENCE", 1.0)
    problems: list[str] = []
    check_oddities(tmp_path, ["fifo", "folder"], b"", 1, problems.append)
    assert any("fifo: the saves list shows" in p for p in problems), problems
    assert any("fifo: loading" in p and "blocked" in p for p in problems), problems
    assert not any(name.startswith("odd-") for name in os.listdir(tmp_path))
