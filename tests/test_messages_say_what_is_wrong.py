"""Issue 23, item 11: messages that said nothing, or too much. An empty reason ("cannot set up
this match: "); "the event ChoiceCommitted is not what the rules produce here (ChoiceCommitted)";
"continues from the menu" for a save outside the saves folder; a deck with a byte-order mark
called invalid TOML; 10,000 unknown cards in one 389 KB message."""

import json
from types import SimpleNamespace

import pytest

from game import crash, sessions
from game.engine import RandomPlayer, SaveError, SeatConfig
from game.engine.carddata import read_card_file
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.decks import DeckError, check_deck
from game.storage import saves_dir


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEWRIGHT_HOME", str(tmp_path))
    return tmp_path


def test_a_setup_failing_without_a_message_still_gets_a_reason(tmp_path, monkeypatch):
    from game.rules.robot_duel.rules import RobotDuelRules

    def broken(self, state, rng):
        raise KeyError()

    monkeypatch.setattr(RobotDuelRules, "setup", broken)
    config = sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], 1)
    header = {"format": "tablewright-save", "format_version": 1, "app_version": "", "game": "robot_duel",
              "rules_version": RobotDuelRules.rules_version, "seats": [{"name": "A"}, {"name": "B"}], "seed": 1,
              "options": config.options, "created": ""}
    path = tmp_path / "x.tws"
    path.write_text(json.dumps(header) + "\n")
    with pytest.raises(SaveError) as refused:
        sessions.load(path)
    assert not refused.value.reason.rstrip().endswith(":") and "KeyError" in refused.value.reason


def maphr_save_with_a_secret_bid(tmp_path):
    config = sessions.make_config("maphr", [SeatConfig("A"), SeatConfig("B")], 2)
    session = sessions.start(config, tmp_path / "bid.tws", durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    while True:
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
        event = session.match.entries[-1].event
        if type(event).__name__ == "ChoiceCommitted" and isinstance(event.choice, int):
            break
    session.close()
    return session.path


def test_an_event_that_differs_says_which_field_differs(tmp_path):
    path = maphr_save_with_a_secret_bid(tmp_path)
    lines = path.read_bytes().split(b"\n")[:-1]
    record = json.loads(lines[-1])
    record["ev"]["step"] = record["ev"]["step"] + "x"
    path.write_bytes(b"\n".join(lines[:-1] + [json.dumps(record).encode()]) + b"\n")
    with pytest.raises(SaveError) as refused:
        sessions.load(path)
    reason = refused.value.reason
    assert "(ChoiceCommitted)" not in reason and "step" in reason and record["ev"]["step"] in reason


def test_a_changed_secret_is_named_but_not_shown(tmp_path):
    path = maphr_save_with_a_secret_bid(tmp_path)
    lines = path.read_bytes().split(b"\n")[:-1]
    record = json.loads(lines[-1])
    record["ev"]["choice"] = record["ev"]["choice"] + 1000
    path.write_bytes(b"\n".join(lines[:-1] + [json.dumps(record).encode()]) + b"\n")
    with pytest.raises(SaveError) as refused:
        sessions.load(path)
    reason = refused.value.reason
    assert "choice" in reason and str(record["ev"]["choice"]) not in reason and "hidden" in reason


def test_the_crash_message_says_continue_only_for_saves_in_the_saves_folder(home):
    inside = saves_dir() / "g.tws"
    outside = home / "elsewhere" / "g.tws"
    assert any("Continue" in line for line in crash.message_lines(None, {"save": str(inside)}, "x"))
    lines = crash.message_lines(None, {"save": str(outside)}, "x")
    assert not any("Continue" in line for line in lines)
    assert any(str(outside) in line for line in lines) and any("open" in line for line in lines)


def test_a_card_file_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "deck.toml"
    path.write_bytes("\ufeff[cards]\nbitcoin = 12\n".encode("utf-8"))
    assert read_card_file(path) == {"cards": {"bitcoin": 12}}


def test_ten_thousand_unknown_cards_are_summarised():
    deck = {f"junk{n}": 1 for n in range(10_000)}
    with pytest.raises(DeckError) as refused:
        check_deck(deck, default_cards(), "my deck")
    message = str(refused.value)
    assert len(message) < 400 and "junk0" in message and "10000" in message
