"""A player who chooses and takes it back again and again (the UI monkey found this: Undo
clicked over and over froze the table): every seek, the undo itself and loading the save must
stay linear in the log, not double with each undo."""

from pathlib import Path

from engine_helpers import duel_config, load
from game import sessions
from game.engine import Undo
from game.engine.match import SNAPSHOT_EVERY
from game.rules.robot_duel.commands import PlayCard

UNDOS = 40
APPLY_BUDGET = 20_000
"""Folds allowed for the whole test; doubling per undo would need about 2**40."""


class CountingRules:
    """Counts the rules' folds and stops a runaway before it hangs the test."""

    def __init__(self, rules, monkeypatch):
        self.count = 0
        real_apply = rules.apply

        def counted(state, event):
            self.count += 1
            if self.count > APPLY_BUDGET:
                raise AssertionError(f"more than {APPLY_BUDGET} folds: seeking is not linear")
            return real_apply(state, event)

        monkeypatch.setattr(rules, "apply", counted)


def choose_and_undo(match, times: int) -> None:
    for number in range(times):
        match.submit(PlayCard(0, "p0.charge" if number % 2 else "p0.spark"))
        match.submit(Undo(0))


def test_forty_undos_in_a_row_keep_every_seek_cheap(monkeypatch, tmp_path: Path):
    session = sessions.start(duel_config(), tmp_path / "undos.tws", durable=False)
    match = session.match
    counter = CountingRules(match.rules, monkeypatch)
    choose_and_undo(match, UNDOS)
    session.close()
    for position in range(len(match.entries) + 1):
        before = counter.count
        match.state_at(position)
        assert counter.count - before <= SNAPSHOT_EVERY + 1
    loaded = load(session.path)
    assert loaded.match.state_hash() == match.state_hash()
    assert len(loaded.match.entries) == len(match.entries) >= 2 * UNDOS
