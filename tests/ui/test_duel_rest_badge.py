"""New-user trial F14: the "= Move" under a resting Copy at the bottom seat ran over the seat's
frame at the window's lower edge. There it sits on the card's lower edge instead."""

from __future__ import annotations

import sys
from pathlib import Path

from game.ui.scenes.table_view import TableView
from game.ui.text_check import texts_drawn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from robot_duel.duel_helpers import new_match, play_round  # noqa: E402

COPY_OF_MOVE = {
    "hands": [
        ["p0.charge", "p0.barrier", "p0.spark", "p0.thunder", "p0.counter", "star.copy"],
        ["p1.charge", "p1.barrier", "p1.spark", "p1.thunder", "p1.counter"],
    ],
    "rest": ["p0.move", "p1.move"],
    "tiles": [{"health": 4, "battery": 2, "disk": 1}, {"health": 4, "battery": 2, "disk": 0}],
    "positions": [0, 0],
}


def test_the_copied_cards_name_stays_clear_of_the_window_edge(app):
    match = new_match(COPY_OF_MOVE)
    play_round(match, "copy", "charge")
    assert match.state.robots[0].rest == "star.copy" and match.state.robots[0].rest_copied == "move"
    table = TableView(app, match)
    table.snap(len(match.entries), 0)
    records = texts_drawn(app, lambda surface: table.draw_table(surface, 0))
    labels = [rect for text, rect, _ in records if text == "= Move"]
    assert labels, "the resting Copy says what it copied"
    rest = next(rect for sprite, rect in table.drawn if sprite.key == "star.copy")
    window = app.screen.get_rect()
    for label in labels:
        assert label.bottom <= window.bottom - 6, f"{label} runs to the window's edge {window.bottom}"
        assert app.viewport.rect(rest).inflate(4, 40).contains(label)


def test_the_copied_cards_name_stays_inside_the_top_seats_frame(app):
    """Twenty-second trial: at the top seat, "= Déplacement" under the resting Copy ran out of the
    seat's frame onto the round's heading. It sits on the card's lower edge at every seat."""
    match = new_match(COPY_OF_MOVE)
    play_round(match, "copy", "charge")
    table = TableView(app, match)
    table.snap(len(match.entries), 1)  # Bob's view: Ana's seat, with the Copy, at the top
    records = texts_drawn(app, lambda surface: table.draw_table(surface, 1))
    labels = [rect for text, rect, _ in records if text == "= Move"]
    rest = app.viewport.rect(next(rect for sprite, rect in table.drawn if sprite.key == "star.copy"))
    assert labels and all(rest.contains(label) for label in labels), (labels, rest)
