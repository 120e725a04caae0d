"""Nineteenth trial: in a column of characters, a covered card showed a strip as high as its
name, and its power ("0♦"), its ◐ and the number key that reveals it were drawn over that name
("Marro" for Marrow, "Corvi" for Corvin). The strip now has a second line, under the name, for
them. New-user trial F36 before: the key sat above the card, on the name of the one above it."""

from __future__ import annotations

import pytest

from game import sessions
from game.ui.scenes.table import TableScene
from game.ui.tables.mythos.hidden import STRIP
from game.ui.text_check import texts_drawn
from tests.ui.table_positions import played_until

HEADER_SHARE = 0.34
"""A card face's header (its name) is this share of the card's width high (widgets/card.py)."""


def _own_hidden_covered(view, seat):
    return [c["id"] for m in view["missions"] for c in m["sides"][seat]["characters"][:-1] if c["hidden"]]


def _a_column_with_hidden_cards_under_others():
    """(match, seat to act) in its action phase, a hidden character of its own under another."""
    return played_until("mythos", range(60), lambda view, seat: bool(_own_hidden_covered(view, seat))
                        and view.get("prompt") is None and view.get("phase") == "action")


@pytest.mark.parametrize("lang,scale", [("fr", 1.3), ("en", 1.0)])
def test_a_covered_hidden_characters_marks_sit_under_its_name(app, lang, scale):
    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    match, seat = _a_column_with_hidden_cards_under_others()
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    scene.curtain = None
    scene.set_viewer(seat)
    scene.table.snap(len(match.entries), seat)
    records = texts_drawn(app, scene.draw)
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    checked = 0
    for char_id in _own_hidden_covered(match.view(seat), seat):
        rect = drawn[char_id]
        name_foot = rect.top + round(rect.width * HEADER_SHARE)
        strip_foot = rect.top + app.viewport.px(STRIP)
        marks = [(text, box) for text, box, _ in records
                 if rect.left <= box.centerx <= rect.right and rect.top <= box.top < strip_foot]
        assert any(text == "◐" for text, _ in marks), (char_id, marks)
        assert any(text.endswith("♦") for text, _ in marks), (char_id, marks)
        assert any(text.isdigit() for text, _ in marks), ("its number key", char_id, marks)
        for text, box in marks:
            # under the name: a mark's middle below the header, its foot inside the strip
            assert box.centery > name_foot and box.bottom <= strip_foot + app.viewport.px(2), (text, box, rect)
        checked += 1
    assert checked
