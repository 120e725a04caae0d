"""Eighth new-user trial: a ten-card Mythos hand overlapped, its names running into one another
("Marrow" into "Kanro"). A large hand is drawn smaller first (down to HAND_LEAST of a card), and
overlaps only past that."""

from __future__ import annotations

import copy
import random

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.mythos import MythosTable
from game.ui.tables.base import TableContext
from game.ui.widgets.hand import hand_rects


def test_a_hand_too_wide_is_drawn_smaller_before_it_overlaps():
    zone = (0, 0, 560, 100)
    plain = hand_rects(zone, 10, (64, 92), gap=6)
    assert plain[1][0] - plain[0][0] < 64, "without a least scale the cards overlap"
    smaller = hand_rects(zone, 10, (64, 92), gap=6, least_scale=0.8)
    assert all(b[0] - a[0] >= a[2] for a, b in zip(smaller, smaller[1:])), "side by side"
    assert smaller[0][2] >= 64 * 0.8 and smaller[0][2] / smaller[0][3] == 64 / 92
    few = hand_rects(zone, 5, (64, 92), gap=6, least_scale=0.8)
    assert few[0][2] == 64, "a hand that fits keeps its size"
    many = hand_rects(zone, 14, (64, 92), gap=6, least_scale=0.8)
    assert many[0][2] == 64 * 0.8, "no smaller than the least scale"


def _ten_card_hand():
    """(match, seat, its view) in the action phase, the seat's hand made ten cards (copies of
    its own under other ids: only the drawing is asked about)."""
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], 4)).match
    chooser = random.Random(4)
    while match.view(match.to_act()[0]).get("phase") != "action":
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    seat = match.to_act()[0]
    view = copy.deepcopy(match.view(seat))
    player = view["players"][seat]
    hand = player["hand"]
    player["hand"] = [{**hand[i % len(hand)], "id": f"copy{i}"} for i in range(10)]
    player["hand_size"] = 10
    return match, seat, view


def test_mythos_draws_a_ten_card_hand_side_by_side(app):
    match, seat, view = _ten_card_hand()
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    hand = {card["id"] for card in view["players"][seat]["hand"]}
    rects = sorted(s.rect for s in plugin.sprites(view, seat) if s.key in hand)
    assert len(rects) == 10
    assert min(r[2] for r in rects) >= 50, "no smaller than the 64x92 hand drew at 0.78"
    assert all(b[0] - a[0] >= a[2] for a, b in zip(rects, rects[1:])), rects


def test_a_hand_of_six_at_the_screen_reads_large_and_shows_its_table_face(app):
    """Nineteenth trial: the hand's cards were 64 wide, their cost and power ~8 px. Six cards lie
    side by side at 86 wide or more, each showing its name, picture and figures (no 7 px text)."""
    match, seat, view = _ten_card_hand()
    player = view["players"][seat]
    player["hand"], player["hand_size"] = player["hand"][:6], 6
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    hand = {card["id"] for card in player["hand"]}
    sprites = [s for s in plugin.sprites(view, seat) if s.key in hand]
    assert len(sprites) == 6
    for sprite in sprites:
        assert sprite.rect[2] >= 86, sprite.rect
        face = plugin.card_face(sprite.data)
        assert face is not None and sprite.rect[2] < face.table_face_below, "its table face"
    other = [s for s in plugin.sprites(view, seat) if s.key.startswith(f"hand:{1 - seat}:")]
    assert other and all(s.rect[3] <= 62 for s in other), "the other seat's backs give the room"
