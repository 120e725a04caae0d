"""The state hash writes canonical JSON straight from the data; it must give exactly the text of
the reference form (a plain copy first), or every save ever written would stop verifying."""

from dataclasses import dataclass

import pytest

from game import sessions
from game.engine import Match, RandomPlayer, SeatConfig
from game.engine.statehash import canonical_json, canonical_json_by_copy, hash_data
from game.rules.registry import find_rules, game_ids


@dataclass
class Piece:
    name: str
    tags: frozenset


def test_data_json_cannot_write_itself_is_made_plain_the_same_way():
    data = {"b": (1, 2, [Piece("p\u00e9", frozenset({"y", "x"}))]), "a": {"z": None, "c": 1.5, "k": True}}
    assert canonical_json(data) == canonical_json_by_copy(data)
    assert canonical_json(data) == '{"a":{"c":1.5,"k":true,"z":null},"b":[1,2,[{"name":"p\\u00e9","tags":["x","y"]}]]}'


def test_what_cannot_be_written_is_refused():
    with pytest.raises(TypeError):
        canonical_json({"a": object()})


@pytest.mark.parametrize("game_id", game_ids())
def test_self_play_of_every_game_hashes_the_same_both_ways(game_id):
    rules = find_rules(game_id)
    for players in range(rules.min_players, rules.max_players + 1):
        seats = [SeatConfig(f"P{s}", "computer:easy") for s in range(players)]
        match = Match(rules, sessions.make_config(game_id, seats, 11 + players))
        chooser = RandomPlayer(players)
        commands = 0
        while not match.is_over() and commands < 150:
            match.submit(chooser.choose(match, match.to_act()[0]))
            commands += 1
            data = rules.hash_data(match.state)
            assert canonical_json(data) == canonical_json_by_copy(data), f"{game_id} {players}p command {commands}"
        assert commands > 10
        assert match.state_hash() == hash_data(rules.hash_data(match.state))
