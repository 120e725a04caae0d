"""`python -m game bench`: every measurement runs and reports its figures (no timing is judged
here; BENCHMARKS.md compares them with the goals)."""

import json
import tempfile

from game import bench
from game.cli import build_parser, main


def test_bench_all_covers_startup_and_memory_and_the_command_line_accepts_each():
    assert {"engine", "replay", "ui", "startup", "memory"} <= set(bench.MEASUREMENTS)
    for what in list(bench.MEASUREMENTS) + ["all"]:
        assert build_parser().parse_args(["bench", what, "--json"]).what == what


def test_startup_reports_the_first_menu_frame_as_json(capsys):
    assert main(["bench", "startup", "--json", "--seconds", "0"]) == 0
    report = json.loads(capsys.readouterr().out)
    menu = report["startup"]["main_menu"]
    assert menu["runs"] >= 5
    assert 0 < menu["first_frame_best_ms"] <= menu["first_frame_median_ms"]
    assert menu["peak_rss_mb"] > 5


def test_peak_memory_of_a_game_is_read_from_the_process_that_played_it():
    with tempfile.TemporaryDirectory() as home:
        _, output, cpu, peak_mb = bench._run_child(bench.GAME_CHILD, ["robot_duel", "engine", "0"], home)
    assert "peak-rss-kb" in output and cpu > 0
    assert 5 < peak_mb < 2000
