"""Issue 23, item 12: saves are not proof. A save carries a digest of the state, not a
signature, and seat names were outside every hash: a renamed seat verified. Saves of format 2
hash the seats' names and kinds with the state; format-1 saves (the golden ones among them)
load and go on as before."""

import json
from pathlib import Path

import pytest

from engine_helpers import saved_duel
from game import sessions
from game.engine import RandomPlayer, SaveError
from game.engine.journal import FORMAT_VERSION

GOLDEN = Path(__file__).parent.parent / "data" / "robot_duel_golden.tws"


def with_header(data: bytes, change) -> bytes:
    header, rest = data.split(b"\n", 1)
    record = json.loads(header)
    change(record)
    return json.dumps(record).encode() + b"\n" + rest


@pytest.mark.parametrize("change", [
    lambda h: h["seats"][0].update(name="Mallory"),
    lambda h: h["seats"][1].update(kind="human"),
    lambda h: h["seats"].reverse(),
], ids=["a name", "a kind", "seats swapped"])
def test_a_new_save_whose_seats_were_changed_does_not_verify(tmp_path, change):
    path = tmp_path / "duel.tws"
    saved_duel(path, seed=7)
    data = path.read_bytes()
    assert json.loads(data.split(b"\n", 1)[0])["format_version"] == FORMAT_VERSION >= 2
    path.write_bytes(with_header(data, change))
    with pytest.raises(SaveError) as refused:
        sessions.load(path)
    assert refused.value.line == 2 and "seats' names and kinds" in refused.value.reason


def test_an_old_format_save_still_loads_renamed_and_goes_on_in_its_own_format(tmp_path):
    data = GOLDEN.read_bytes()
    assert json.loads(data.split(b"\n", 1)[0])["format_version"] == 1
    path = tmp_path / "old.tws"
    path.write_bytes(with_header(data, lambda h: h["seats"][0].update(name="Renamed")))
    loaded = sessions.load(path)
    assert loaded.match.config.seats[0].name == "Renamed" and not loaded.warnings
    # Cut the finished game short and play it on: the appended lines use format 1's hashes.
    lines = data.split(b"\n")
    path.write_bytes(b"\n".join(lines[:30]) + b"\n")
    session, _ = sessions.resume(path, durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(5):
        if session.match.is_over():
            break
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
    session.close()
    again = sessions.load(path)
    assert again.match.state_hash() == session.match.state_hash() and not again.warnings
