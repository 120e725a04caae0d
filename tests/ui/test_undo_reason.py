"""Twenty-first trial: the curtain's "cannot be taken back" gave one general reason ("a card
drawn or revealed, a step gone by") whatever the move had led to. It names the first thing that
cannot be taken back, in the public log's words."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import PUBLIC


def _played_until_locked(game: str, seed: int):
    """A match whose last batch is its mover's, and holds an event that reveals something."""
    match = sessions.start(sessions.make_config(game, [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
    chooser = random.Random(seed)
    for _ in range(200):
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
        start = match.entries[-1].batch
        batch = match.entries[start:]
        if batch[0].actor == seat and not all(entry.event.reveals_nothing for entry in batch):
            return match, seat, next(entry.event for entry in batch if not entry.event.reveals_nothing)
    raise AssertionError("no locked move in 200")


def test_the_reason_names_what_cannot_be_taken_back(app):
    app.settings.language = "fr"
    app.apply_settings()
    match, seat, locking = _played_until_locked("mining_war", 5)
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    line = scene.table.describe(locking, PUBLIC).strip().rstrip(".")[:60]
    assert line
    why = scene.why_no_undo(seat)
    assert line in why and why.startswith(app.tr("table.undo_why_event", line="|").split("|")[0])
    assert why != app.tr("table.undo_why_shown")
    assert not match.can_undo(seat)


def test_the_reason_said_alone_names_the_move(app):
    """Twenty-third trial: "Rien à annuler : il a mené à « … »": alone in a toast, "il" had nothing
    to stand for. The toast's reason says "the last move"."""
    app.settings.language = "fr"
    app.apply_settings()
    match, seat, locking = _played_until_locked("mining_war", 5)
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    alone = scene.why_no_undo(seat, alone=True)
    assert alone.startswith("le dernier coup a mené à « ") and scene.why_no_undo(seat).startswith("il a mené à")
