"""Fourteenth trial: To The Moon's Characters offered at the start were drawn small, on an empty
table ("the character cards are tiny"). They lie large over the middle now, clear of each seat's
place for its Character."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import CARD_H, CARD_W, ToTheMoonTable
from game.ui.widgets.hand import centred


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_the_characters_offered_are_large_and_clear_of_the_seats_places(app):
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3)).match
    seat = match.to_act()[0]
    view = match.view(seat)
    assert view["phase"] == "choose_character"
    plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    offered = [s for s in plugin.sprites(view, seat) if s.key in view["set_aside_characters"]]
    assert len(offered) == len(view["set_aside_characters"]) >= 2
    places = [centred(plugin.seat_zone(s, "table"), (CARD_W, CARD_H)) for s in range(2)]
    for sprite in offered:
        # twice a table card (a hand card is larger since the twenty-third trial: its text is long)
        assert sprite.rect[3] >= 2 * CARD_H, sprite.rect
        assert not any(_overlap(sprite.rect, place) for place in places), (sprite.rect, places)
    for a, b in zip(offered, offered[1:]):
        assert not _overlap(a.rect, b.rect)


def test_the_characters_offered_show_their_names_at_one_size(app, monkeypatch):
    """Seventeenth trial: "Le Cypherpunk" was small beside a large "La Baleine" (each name shrank
    on its own to fit); the row's names share the size all of them fit at."""
    from game.ui.widgets.card import CardPainter

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3)).match
    view = match.view(match.to_act()[0])
    plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    offered = [s for s in plugin.sprites(view, 0) if s.key in view["set_aside_characters"]]
    drawn: list[tuple[str, float]] = []
    original = app.assets.draw_text
    monkeypatch.setattr(app.assets, "draw_text", lambda surface, text, size, *a, **k: (drawn.append((text, size)), original(surface, text, size, *a, **k))[1])
    sizes = set()
    for sprite in offered:
        face = plugin.card_face(sprite.data)
        drawn.clear()
        CardPainter(app.assets, "to_the_moon").face(face, (round(sprite.rect[2]), round(sprite.rect[3])))
        words = face.title.split()
        sizes |= {round(size, 2) for text, size in drawn if text.split() and text.split()[0] in words}
    assert len(sizes) == 1, sizes
