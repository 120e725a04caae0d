"""Fourteenth trial: To The Moon's Characters offered at the start were drawn small, on an empty
table ("the character cards are tiny"). They lie large over the middle now, clear of each seat's
place for its Character."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.to_the_moon import CARD_H, CARD_W, HAND_CARD_H, ToTheMoonTable
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
        assert sprite.rect[3] >= 2 * CARD_H and sprite.rect[3] > HAND_CARD_H, sprite.rect  # larger than a hand card
        assert not any(_overlap(sprite.rect, place) for place in places), (sprite.rect, places)
    for a, b in zip(offered, offered[1:]):
        assert not _overlap(a.rect, b.rect)
