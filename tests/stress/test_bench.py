"""`python -m game bench`: every measurement runs and reports its figures (no timing is judged
here; BENCHMARKS.md compares them with the goals)."""

import json
import tempfile

from game import bench
from game.cli import build_parser, main


def test_bench_all_covers_startup_and_memory_and_the_command_line_accepts_each():
    assert {"engine", "replay", "ui", "idle", "startup", "memory"} <= set(bench.MEASUREMENTS)
    for what in list(bench.MEASUREMENTS) + ["all"]:
        assert build_parser().parse_args(["bench", what, "--json"]).what == what


def test_startup_reports_the_first_menu_frame_as_json(capsys):
    assert main(["bench", "startup", "--json", "--seconds", "0"]) == 0
    report = json.loads(capsys.readouterr().out)
    startup = report["startup"]
    assert {"floor", "main_menu", "main_menu/50_saves", "main_menu/500_saves"} <= set(startup)
    for figures in startup.values():
        assert figures["runs"] >= 5
        assert 0 < figures["first_frame_best_ms"] <= figures["first_frame_median_ms"]
        assert figures["peak_rss_mb"] > 5


def test_the_saves_startup_is_measured_with_are_of_every_game_and_the_newest_unfinished(tmp_path):
    from game import sessions

    bench.fill_saves(tmp_path, 12)
    saves = sorted(tmp_path.glob("*.tws"), key=lambda p: p.stat().st_mtime)
    assert len(saves) == 12
    newest = sessions.load(saves[-1]).match
    assert not newest.is_over()
    assert {sessions.load(p).match.config.game_id for p in saves} == set(bench.game_ids())


def test_idle_reports_the_cpu_of_a_place_left_alone(tmp_path, monkeypatch):
    from game.bench_idle import measure_place

    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")

    figures = measure_place("menu", 0.3)
    assert figures["seconds"] >= 0.3 and figures["cpu_percent"] >= 0 and figures["frames_per_s"] >= 0


def test_peak_memory_of_a_game_is_read_from_the_process_that_played_it():
    with tempfile.TemporaryDirectory() as home:
        _, output, cpu, peak_mb = bench._run_child(bench.GAME_CHILD, ["robot_duel", "engine", "0"], home)
    assert "peak-rss-kb" in output and cpu > 0
    assert 5 < peak_mb < 2000


def test_the_busiest_table_is_measured_late_in_a_game_at_the_most_players():
    from game.bench_ui import late_game_session
    from game.rules.registry import find_rules

    rules = find_rules("to_the_moon")
    session = late_game_session("to_the_moon", rules.max_players, seed=3)
    assert len(session.match.config.seats) == rules.max_players == 4
    assert not session.match.is_over() and len(session.match.entries) > 50


def test_ui_figures_of_the_busiest_table(monkeypatch):
    from game import bench_ui

    figures = bench_ui.busiest_table_frames("robot_duel", seconds=0.3)
    assert figures["frames"] > 0 and 0 < figures["cpu_median_ms"] <= figures["cpu_p99_ms"]


def test_the_long_replay_log_has_the_events_asked_and_seeks_to_each_one():
    match = bench.long_log(400)
    assert 400 <= len(match.entries) < 450 and not match.is_over()
    figures = bench._seek_figures(match)
    assert figures["log_events"] == len(match.entries)
    assert 0 < figures["seek_median_ms"] <= figures["seek_worst_ms"]
    # Seeking to the end lands on the state the log was folded to.
    assert match.rules.hash_data(match.state_at(len(match.entries))) == match.rules.hash_data(match.state)
