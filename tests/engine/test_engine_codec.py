"""Commands and events survive JSON exactly; anything that does not fit a field is refused."""

import json
from dataclasses import dataclass
from typing import Any, Optional

import pytest

from engine_helpers import finished_duel
from game.engine import Codec, DecodeError, Event, Undo, Undone, encode
from game.engine.records import ChoiceCommitted, ChoicesRevealed
from game.rules.registry import find_rules


def roundtrip(codec: Codec, record):
    return codec.decode(json.loads(json.dumps(encode(record))))


def test_every_event_and_command_of_a_game_round_trips():
    match = finished_duel(seed=4)
    rules = match.rules
    kinds = set()
    for entry in match.entries:
        assert roundtrip(rules.events, entry.event) == entry.event
        kinds.add(type(entry.event).__name__)
        if entry.command is not None:
            assert roundtrip(rules.commands, entry.command) == entry.command
    assert {"RobotReady", "BonusPileShuffled", "ChoiceCommitted", "ChoicesRevealed", "CardRested", "DuelWon"} <= kinds
    assert roundtrip(rules.commands, Undo(1)) == Undo(1)
    assert roundtrip(rules.events, Undone(seat=0, back_to=12)) == Undone(0, 12)


def test_tuples_come_back_as_tuples_and_any_fields_are_frozen():
    rules = find_rules("robot_duel")
    revealed = roundtrip(rules.events, ChoicesRevealed("program", ((0, "p0.move"), (1, "p1.spark"))))
    assert revealed.choices == ((0, "p0.move"), (1, "p1.spark"))
    committed = rules.events.decode({"type": "ChoiceCommitted", "seat": 0, "step": "x", "choice": [1, [2]]})
    assert committed == ChoiceCommitted(0, "x", (1, (2,))) and hash(committed.choice)


@dataclass(frozen=True)
class Sample(Event):
    count: int
    name: str
    flag: bool
    maybe: Optional[int]
    pair: tuple[int, str]
    many: tuple[str, ...]
    table: dict[str, int]
    free: Any


GOOD = {"type": "Sample", "count": 1, "name": "a", "flag": True, "maybe": None, "pair": [1, "b"],
        "many": ["x", "y"], "table": {"k": 2}, "free": {"a": [1]}}


def test_a_sample_with_every_field_kind_round_trips():
    codec = Codec([Sample])
    record = codec.decode(GOOD)
    assert record.pair == (1, "b") and record.many == ("x", "y") and record.free == {"a": (1,)}
    assert roundtrip(codec, record) == record


@pytest.mark.parametrize("field, value, reason", [
    ("count", "1", "expected an integer"),
    ("count", True, "expected an integer"),
    ("count", 1.5, "expected an integer"),
    ("name", 3, "expected a string"),
    ("flag", 1, "expected true/false"),
    ("maybe", "none", "fits none of"),
    ("pair", [1], "expected 2 items"),
    ("pair", "1b", "expected a list"),
    ("many", ["x", 2], "Sample.many[1]: expected a string"),
    ("table", [], "expected an object"),
    ("table", {"k": "2"}, "Sample.table.k: expected an integer"),
])
def test_wrong_types_are_refused_naming_the_field(field, value, reason):
    with pytest.raises(DecodeError, match=reason.replace("[", r"\[").replace("]", r"\]")):
        Codec([Sample]).decode({**GOOD, field: value})


@pytest.mark.parametrize("plain, reason", [
    ([], "expected an object"),
    ({"type": "Nothing"}, "unknown record type"),
    ({"count": 1}, "unknown record type"),
    ({k: v for k, v in GOOD.items() if k != "name"}, "missing field 'name'"),
    ({**GOOD, "extra": 1}, "unknown field 'extra'"),
])
def test_malformed_records_are_refused(plain, reason):
    with pytest.raises(DecodeError, match=reason):
        Codec([Sample]).decode(plain)


def test_two_record_classes_with_one_name_are_refused():
    Other = type("Sample", (Event,), {})
    with pytest.raises(ValueError, match="two record classes named Sample"):
        Codec([Sample, dataclass(frozen=True)(Other)])


def test_deeply_nested_data_is_refused_not_crashed_on():
    deep = []
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(DecodeError, match="nested too deeply"):
        Codec([Sample]).decode({**GOOD, "free": deep})
