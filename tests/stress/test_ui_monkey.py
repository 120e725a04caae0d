"""The UI monkey at CI size: random clicks, drags, keys, resizes and Esc on every registered
table, computer seats filling the game. `python -m game soak --monkey 3000` runs it large."""

from game.stress import monkey
from game.ui.tables import TABLES

EVENTS = 300
"""Enough for every table to make a few commands although a curtain takes no click in its
first 0.6 s (at 150, hot-seat mythos with seed 4 made 2; at 200, after the tables turned to the
viewer and chips acted on one click, it made 2 again, 4 at 300)."""


def test_every_registered_table_survives_random_events_and_keeps_playing():
    figures = monkey.run_monkey(EVENTS, seed=4)
    assert figures.failures == []
    assert set(figures.events) == set(TABLES)  # a table added later is covered without a change
    for game_id in TABLES:
        assert figures.events[game_id] >= EVENTS
        made = sum(figures.commands[(game_id, source)] for source in ("gesture", "nudge", "computer"))
        assert made >= 3, f"{game_id} made no progress"
    assert sum(figures.commands[(g, "gesture")] for g in TABLES) > 0  # random gestures do play moves
    assert figures.saves_verified >= len(TABLES)


def test_an_exception_in_a_table_is_reported_with_its_seed(monkeypatch):
    plugin = TABLES["robot_duel"]

    def broken(self, *args, **kwargs):
        raise ZeroDivisionError("a table bug")

    monkeypatch.setattr(plugin, "drop_targets", broken)
    figures = monkey.run_monkey(EVENTS, ["robot_duel"], seed=4)
    assert any("ZeroDivisionError: a table bug" in f and "seed 4" in f for f in figures.failures)


class FakeScene:
    def __init__(self, acting_seat):
        self.acting_seat = acting_seat

    def undo_seat(self):
        return None


def guarded_duel(figures, acting_seat):
    from game import sessions
    from game.engine import Match, SeatConfig
    from game.rules.registry import find_rules

    config = sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], 3)
    match = Match(find_rules("robot_duel"), config)
    watcher = monkey.Monkey(None, "robot_duel", None, figures)
    monkey._Guard(watcher, match, FakeScene(acting_seat))
    return match


def test_a_command_of_a_kind_the_rules_never_offered_is_caught_when_accepted(monkeypatch):
    figures = monkey.MonkeyFigures()
    match = guarded_duel(figures, acting_seat=0)
    command = match.legal_commands(0)[0]
    monkeypatch.setattr(match.rules, "legal_commands", lambda state, seat: [])
    match.submit(command)
    assert len(figures.failures) == 1 and "an illegal command was accepted" in figures.failures[0]


def test_a_command_for_a_seat_the_screen_did_not_let_act_is_caught(monkeypatch):
    figures = monkey.MonkeyFigures()
    match = guarded_duel(figures, acting_seat=0)
    match.submit(match.legal_commands(1)[0])
    assert len(figures.failures) == 1 and "command for seat 1 while seat 0 could act" in figures.failures[0]
    match.submit(match.legal_commands(0)[0])
    assert len(figures.failures) == 1 and figures.commands[("robot_duel", "gesture")] == 2


def test_a_table_that_stops_answering_is_reported_frozen(monkeypatch):
    from game.ui.scenes.table import TableScene

    monkeypatch.setattr(TableScene, "acting_seat", property(lambda self: None))
    monkeypatch.setattr(TableScene, "play", lambda self, command, from_rect=None: False)
    monkeypatch.setattr(monkey, "STALL_FRAMES", 60)
    figures = monkey.run_monkey(400, ["robot_duel"], seed=4)
    assert any("frozen" in f for f in figures.failures)
