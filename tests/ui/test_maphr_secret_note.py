"""Twenty-second trial: "(empêchements : choisit en secret)" put after a clan's figures shrank the
whole line to 9 px. The note stands on the name's line, in the clan's place while it is awaited;
the figures keep their size."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.text_check import overlapping, texts_drawn


def test_the_secret_note_leaves_the_figures_at_their_size(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 4)).match
    chooser = random.Random(4)
    while not (match.view(-1)["choices"]["step"] == "impediments" and not match.view(-1)["choices"]["committed"]):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    assert player.next_seat(scene) is not None
    records = texts_drawn(app, scene.draw)
    note = app.tr("maphr.choosing_impediments")
    notes = [rect for text, rect, _ in records if text == note]
    figures = [rect for text, rect, _ in records if "niveau" in text and "tuiles" in text]
    assert len(notes) == 2 and len(figures) == 2, [text for text, _, _ in records][:12]
    assert all(note not in text for text, _, _ in records if "tuiles" in text)
    assert min(r.height for r in figures) >= 0.9 * min(r.height for r in notes), "the figures shrank"
    assert overlapping(records) == []
