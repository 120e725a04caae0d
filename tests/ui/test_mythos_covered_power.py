"""Fifth new-user trial: in a column of characters only the front card's power showed (the
others' was written under them, where the next card lies), so a change to it went unseen. A
covered character's power is on its visible strip."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.tables.mythos.hidden import STRIP
from game.ui.text_check import texts_drawn


def test_each_covered_characters_power_shows_on_its_strip(app, player):
    for seed in range(20):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        while not match.is_over():
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        view = match.view(0)
        columns = [side["characters"] for m in view["missions"] for side in m["sides"] if len(side["characters"]) >= 2]
        if columns:
            break
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    scene.curtain = None
    scene.set_viewer(0)
    scene.table.snap(len(match.entries), 0)
    records = texts_drawn(app, scene.draw)
    plugin = scene.table.plugin
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    covered = [c for column in columns for c in column if c["id"] in plugin._covered]
    assert covered, "no character is covered by another"
    for char in covered:
        rect = drawn[char["id"]]
        strip = rect.copy()
        strip.height = app.viewport.px(STRIP)
        power = f"{char['power']}"
        assert any(text.startswith(power) and strip.contains(box) for text, box, _ in records), (char, strip, [(t, b) for t, b, _ in records if rect.colliderect(b)])


def test_the_edge_token_says_what_it_does(app, player):
    """Sixth trial: the only explanation of the Edge token was the word "Edge"."""
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=3)).match
    app.settings.language = "fr"
    app.apply_settings()
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    holder = match.view(None)["edge"]
    scene.curtain = None
    scene.set_viewer(holder)
    scene.table.snap(len(match.entries), holder)
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "gagne les égalités" in drawn
