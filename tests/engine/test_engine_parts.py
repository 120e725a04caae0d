"""Smaller engine parts: secret simultaneous choices for any number of seats, the save header,
saving as the game goes, replay without chance, the random player."""

import json

import pytest

from engine_helpers import duel_config, finished_duel, new_duel, play_commands
from game import sessions
from game.engine import IllegalCommand, RandomPlayer, Replay, SecretChoices, hash_data
from game.engine.journal import FORMAT_NAME, FORMAT_VERSION
from game.engine.records import ChoiceCommitted, ChoicesRevealed
from game.rules.robot_duel.commands import PlayCard


def test_secret_choices_for_three_seats():
    secrets = SecretChoices()
    secrets.open_step("bid", (0, 1, 2))
    for seat, choice in ((2, 5), (0, 3)):
        event = secrets.commit_event(seat, choice)
        assert event == ChoiceCommitted(seat, "bid", choice) and event.reveals_nothing
        assert event.seen_by(1).choice is None and event.seen_by(seat).choice == choice
        secrets.apply_committed(event)
    assert secrets.waiting_for() == (1,) and not secrets.is_complete()
    assert secrets.view_for(1)["committed"] == {"0": "hidden", "2": "hidden"}
    assert secrets.view_for(0)["committed"] == {"0": 3, "2": "hidden"}
    with pytest.raises(IllegalCommand, match="already chosen"):
        secrets.check_can_commit(0, "bid")
    with pytest.raises(IllegalCommand, match="not the moment"):
        secrets.check_can_commit(1, "draft")
    secrets.apply_committed(secrets.commit_event(1, 4))
    assert secrets.is_complete()
    reveal = secrets.reveal_event()
    assert reveal == ChoicesRevealed("bid", ((0, 3), (1, 4), (2, 5))) and not reveal.reveals_nothing
    secrets.apply_revealed(reveal)
    assert secrets.step is None and not secrets.is_complete()
    with pytest.raises(IllegalCommand, match="not the moment"):
        secrets.check_can_commit(0, "bid")


def test_the_save_header_and_an_entry_per_event_written_as_played(tmp_path):
    path = tmp_path / "live.tws"
    session = sessions.start(duel_config(seed=21), path, durable=True)
    try:
        header = json.loads(path.read_text().splitlines()[0])
        assert header["format"] == FORMAT_NAME and header["format_version"] == FORMAT_VERSION
        assert header["game"] == "robot_duel" and header["rules_version"] == session.match.rules.rules_version
        assert header["seats"] == [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "computer:easy"}]
        assert header["seed"] == 21 and header["options"]["track"] == {"length": 4, "stars": [2, 3]}
        assert header["app_version"] and header["created"].endswith("+00:00")
        for _ in range(6):
            play_commands(session.match, 1, seed=len(session.match.entries))
            # Everything played is already on disk, before the file is closed.
            lines = path.read_text().splitlines()[1:]
            assert len(lines) == len(session.match.entries)
            assert json.loads(lines[-1])["hash"] == session.match.state_hash()
    finally:
        session.close()


def test_replay_folds_without_drawing_chance(monkeypatch):
    match = finished_duel(seed=13)
    hashes = [entry.hash for entry in match.entries]

    def no_chance(*args):
        raise AssertionError("replay drew a random number")

    monkeypatch.setattr("game.engine.match.rng_at", no_chance)
    monkeypatch.setattr("random.Random.random", no_chance)
    replay = Replay(match)
    for position in range(len(hashes), 0, -7):
        assert hash_data(match.rules.hash_data(replay.seek(position))) == hashes[position - 1]


def test_the_random_player_is_reproducible_and_only_plays_legal_commands():
    first, second = new_duel(seed=2, hashing=False), new_duel(seed=2, hashing=False)
    for match in (first, second):
        players = {0: RandomPlayer(7), 1: RandomPlayer(8)}
        while not match.is_over():
            seat = match.to_act()[0]
            command = players[seat].choose(match, seat)
            assert command in match.legal_commands(seat)
            match.submit(command)
    assert [e.event for e in first.entries] == [e.event for e in second.entries]
    assert RandomPlayer(1).choose(first, 0) is None  # nothing to choose once the game is over


def test_a_command_for_a_seat_that_is_not_to_act_is_refused():
    match = new_duel()
    match.submit(PlayCard(0, "p0.charge"))
    with pytest.raises(IllegalCommand, match="not your turn"):
        match.submit(PlayCard(0, "p0.move"))
    assert match.legal_commands(0) == [] and match.to_act() == (1,)
