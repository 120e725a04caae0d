"""One writer per save holds for a damaged save too: while a window plays it on in its recovered
copy, a second window opening the damaged save is refused, instead of starting a second copy
(two games where there was one). Once the first is closed, the save can be recovered again."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import RandomPlayer, SaveInUse, SeatConfig


def a_torn_save(path):
    config = sessions.make_config("robot_duel", [SeatConfig("Ann"), SeatConfig("Bob")], 7)
    session = sessions.start(config, path, durable=False)
    robots = [RandomPlayer(1), RandomPlayer(2)]
    for _ in range(8):
        seat = session.match.to_act()[0]
        session.match.submit(robots[seat].choose(session.match, seat))
    session.close()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) - 20])  # a crash in the middle of the last line
    return path.read_bytes()


def test_a_second_window_on_a_damaged_save_played_on_elsewhere_is_refused(tmp_path):
    path = tmp_path / "duel.tws"
    torn = a_torn_save(path)
    first, loaded = sessions.resume(path, durable=False)
    assert loaded.torn and first.path == tmp_path / "duel-recovered.tws"
    with pytest.raises(SaveInUse):
        sessions.resume(path, durable=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["duel-recovered.tws", "duel.tws"]
    assert path.read_bytes() == torn
    first.close()
    second, _ = sessions.resume(path, durable=False)  # closed: the lock is free again
    second.close()
    assert second.path == tmp_path / "duel-recovered2.tws"
