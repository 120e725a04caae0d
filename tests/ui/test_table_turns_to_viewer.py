"""Issue 19: a multi-seat table turns to the player at the screen. Mining War drew seat 1 at the
bottom always (on another seat's turn, its hand was a row of small cards at the top, its badges
over its name); Charge & Spark and Mythos drew the second player's hand at the top, cut by the window's edge."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table_view import PUBLIC
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war import MiningWarTable
from game.ui.tables.mythos import MythosTable
from game.ui.tables.robot_duel import RobotDuelTable

TABLES = {"mining_war": MiningWarTable, "mythos": MythosTable, "robot_duel": RobotDuelTable}


def inside(rect, zone) -> bool:
    x, y, w, h = rect
    zx, zy, zw, zh = zone
    return zx - 1 <= x and x + w <= zx + zw + 1 and zy - 1 <= y and y + h <= zy + zh + 1


def hand_keys(match, seat) -> set[str]:
    """The keys the seat's hand sprites carry in any view: card keys (seen) or hand:<seat>:<i>."""
    view = match.view(None)
    cards = (view.get("players") or view["robots"])[seat]["hand"]
    keys = {c if isinstance(c, str) else c.get("card") or c.get("id") for c in cards}
    return keys | {f"hand:{seat}:{i}" for i in range(len(cards))}


@pytest.mark.parametrize("game_id, players", [("mining_war", 2), ("mining_war", 3), ("mining_war", 4), ("mythos", 2), ("robot_duel", 2)])
def test_the_seat_at_the_screen_sits_at_the_bottom_and_the_others_follow_in_seat_order(app, game_id, players):
    match = sessions.start(sessions.make_config(game_id, [SeatConfig(f"P{s}") for s in range(players)], seed=4)).match
    plugin = TABLES[game_id](TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    for viewer in [*range(players), PUBLIC]:
        sprites = plugin.sprites(match.view(viewer), viewer)
        bottom = viewer if viewer != PUBLIC else 0
        for seat in range(players):
            place = (seat - bottom) % players
            zone = plugin.level.find(f"p{place}_hand").rect
            hand = [s for s in sprites if s.key in hand_keys(match, seat)]
            assert hand, f"{game_id}: no hand sprites for seat {seat}"
            assert all(inside(s.rect, zone) for s in hand), f"{game_id} {players}p, viewer {viewer}: seat {seat}'s hand is not at place {place}"
