"""Hostile saves: mutated files of every game never crash the loader and are never changed."""

import json
import random

import pytest

from game import sessions
from game.engine import RandomPlayer, SaveError, SeatConfig, play_out
from game.rules.registry import game_ids

MUTATIONS_PER_GAME = 30


def real_save(folder, game_id):
    seats = [SeatConfig("A"), SeatConfig("B")]
    config = sessions.make_config(game_id, seats, 3)
    session = sessions.start(config, folder / f"{game_id}.tws", durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(40):  # part of a game is enough: every kind of line is there
        if session.match.is_over():
            break
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
    session.close()
    return session.path.read_bytes()


def wrong_value(rng):
    return rng.choice([None, True, -1, 10**30, 1.5, "x" * 200, [], {}, [[[[[]]]]], {"type": "Nope"}])


def mutate(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    kind = rng.randrange(9)
    if kind == 0:  # truncated anywhere
        return data[: rng.randrange(len(data))]
    if kind == 1:  # bytes flipped
        out = bytearray(data)
        for _ in range(rng.randint(1, 5)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    if kind == 2 and len(lines) > 3:  # two lines swapped
        i, j = rng.sample(range(1, len(lines) - 1), 2)
        lines[i], lines[j] = lines[j], lines[i]
        return b"\n".join(lines)
    if kind in (3, 4) and len(lines) > 2:  # a JSON field changed to a wrong type or a huge value
        index = rng.randrange(0, len(lines) - 1)
        record = json.loads(lines[index])
        target = record
        if "ev" in record and rng.random() < 0.7:
            target = record["ev"]
        key = rng.choice(sorted(target))
        target[key] = wrong_value(rng)
        lines[index] = json.dumps(record).encode()
        return b"\n".join(lines)
    if kind == 5:  # a newer or unknown format version
        header = json.loads(lines[0])
        header["format_version"] = rng.choice([2, 99, -1, "1", None])
        lines[0] = json.dumps(header).encode()
        return b"\n".join(lines)
    if kind == 6:  # not UTF-8
        return data[:50] + b"\xff\xfe\xfd" + data[50:]
    if kind == 7:  # deep nesting in an event
        return b"\n".join(lines[:2] + [b"[" * 5000 + b"]" * 5000] + lines[2:])
    return rng.choice([b"", lines[0] + b"\n", b"\x00" * 100])  # empty, header only, garbage


@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_saves_are_refused_clearly_or_load_and_stay_unchanged(tmp_path, game_id):
    original = real_save(tmp_path, game_id)
    rng = random.Random(f"hostile/{game_id}")
    refused = 0
    for number in range(MUTATIONS_PER_GAME):
        data = mutate(original, rng)
        path = tmp_path / f"mutant-{number}.tws"
        path.write_bytes(data)
        try:
            sessions.load(path)
        except SaveError as error:
            refused += 1
            assert str(path) in str(error) and error.reason
        assert path.read_bytes() == data, f"mutation {number} changed the file"
    assert refused >= MUTATIONS_PER_GAME // 2  # most mutations must be caught, not waved through


def test_the_menu_index_shows_a_save_the_loader_chokes_on_as_damaged(tmp_path, monkeypatch):
    from game import save_index

    path = tmp_path / "choke.tws"
    path.write_bytes(b"{}\n")

    def choking_load(_path):
        raise RecursionError("a loader bug")

    monkeypatch.setattr(sessions, "load", choking_load)
    summary = save_index.summarize([path])[path]
    assert summary.damaged and path.read_bytes() == b"{}\n"
