"""Twenty-first and twenty-third trials: To The Moon's hand cards, read at the two-player table
in French at text x1.3, ended their text in "…" (7 of its 22 cards). The hand's cards are larger
and a little wider, and a large face's name no longer grows with it: nearly every text is whole."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import ToTheMoonTable


def test_the_two_player_hand_shows_nearly_every_cards_text_whole_at_x13_in_french(app):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], seed=1)).match
    plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.turn_to(0)
    w, h = plugin._hand_card_size(plugin.seat_zone(0, "hand"), True)
    size = (round(app.viewport.px(w)), round(app.viewport.px(h)))
    cut = []
    for key in sorted(plugin.cards):
        face = plugin.card_face(key + ".1") or plugin.card_face(key)
        assert face is not None, key
        app.painter.cut_texts.clear()
        app.painter.face(face, size)
        cut += [face.title] if app.painter.cut_texts else []
    assert len(plugin.cards) >= 20
    assert len(cut) <= 1, (size, cut)
