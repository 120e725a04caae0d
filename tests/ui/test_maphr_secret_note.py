"""Twentieth trial: "(choisit en secret)" stood on both headers while the obstacles were asked,
and did not say what was still being chosen. The note names the secret step: the bid, the
actions, the impediments."""

from __future__ import annotations

from game.ui.tables.maphr import MaphrTable
from tests.ui.table_positions import random_positions


def test_a_seat_still_choosing_in_secret_says_what_it_chooses(app):
    app.settings.language = "fr"
    app.apply_settings()
    steps = set()
    for _, match, plugin, seat, _ in random_positions(app, "maphr", MaphrTable, range(12), 250):
        view = match.view(seat)
        choices = view["choices"]
        for other in range(len(view["players"])):
            note = plugin.seat_note(view, other)
            waiting = choices["step"] is not None and other in choices["choosers"] and str(other) not in choices["committed"]
            if not waiting:
                assert note == ""
                continue
            assert note == app.tr(f"maphr.choosing_{choices['step']}"), (choices["step"], note)
            steps.add(choices["step"])
    assert {"actions", "impediments"} <= steps, steps
