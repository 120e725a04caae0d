"""The soak at CI size: every game and player count, checked after every command."""

from game.rules.registry import find_rules, game_ids
from game import soak
from game.soak import run_soak


def test_every_game_and_player_count_plays_out_and_reloads_to_the_same_hash():
    figures = run_soak(game_ids(), count=1, seed=7, out=None)
    expected = sum(find_rules(g).max_players - find_rules(g).min_players + 1 for g in game_ids())
    assert figures.failures == []
    assert figures.games == expected
    assert figures.events > figures.games * 10


def test_a_broken_invariant_is_reported_with_its_seed_and_the_save_kept(tmp_path, monkeypatch):
    rules = find_rules("robot_duel")

    def failing_check(state):
        if state.round >= 3:
            raise AssertionError("round 3 reached")

    monkeypatch.setattr(rules, "check_invariants", failing_check, raising=False)
    figures = run_soak(["robot_duel"], count=1, seed=11, out=tmp_path)
    assert figures.games == 0
    assert len(figures.failures) == 1 and "seed 11" in figures.failures[0] and "round 3 reached" in figures.failures[0]
    kept = tmp_path / "robot_duel-2p-11.tws"
    assert kept.exists() and str(kept) in figures.failures[0]


def test_a_save_kept_by_an_earlier_soak_is_never_overwritten(tmp_path):
    earlier = tmp_path / "robot_duel-2p-11.tws"
    earlier.write_bytes(b"kept from an earlier soak")
    figures = run_soak(["robot_duel"], count=1, seed=11, out=tmp_path)
    assert figures.failures == [] and figures.games == 1
    assert earlier.read_bytes() == b"kept from an earlier soak"


def test_jobs_play_the_same_games_in_worker_processes_and_count_each_table():
    alone = run_soak(["robot_duel", "to_the_moon"], count=2, seed=21, out=None, players=2)
    side_by_side = run_soak(["robot_duel", "to_the_moon"], count=2, seed=21, out=None, players=2, jobs=2)
    assert alone.failures == [] and side_by_side.failures == []
    assert alone.per_table == side_by_side.per_table == {"robot_duel 2p": 2, "to_the_moon 2p": 2}
    assert (alone.commands, alone.events) == (side_by_side.commands, side_by_side.events)


def test_an_unknown_game_is_a_failure_and_the_rest_still_soak():
    figures = run_soak(["no_such_game", "robot_duel"], count=1, seed=3, out=None, players=2)
    assert figures.failures == ["no_such_game: unknown game"]
    assert figures.per_table == {"robot_duel 2p": 1}


def test_only_failing_games_leave_a_save_in_the_out_folder(tmp_path, monkeypatch):
    """Games are journaled in a scratch folder: a soak that is stopped (or passes) leaves `out` as it was."""
    rules = find_rules("robot_duel")
    journaled_in = []
    real_soak_one = soak.soak_one

    def watching_soak_one(game_id, players, seed, path):
        journaled_in.append(path.parent)
        return real_soak_one(game_id, players, seed, path)

    monkeypatch.setattr(soak, "soak_one", watching_soak_one)
    figures = run_soak(["robot_duel"], count=2, seed=40, out=tmp_path)
    assert figures.failures == [] and figures.games == 2
    assert list(tmp_path.iterdir()) == []
    assert journaled_in and all(folder != tmp_path for folder in journaled_in)

    monkeypatch.setattr(rules, "check_invariants", lambda state: None if state.round < 2 else 1 / 0, raising=False)
    figures = run_soak(["robot_duel"], count=1, seed=40, out=tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["robot_duel-2p-40.tws"]
    assert "ZeroDivisionError" in figures.failures[0] and str(tmp_path / "robot_duel-2p-40.tws") in figures.failures[0]
