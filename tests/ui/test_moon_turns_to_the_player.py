"""Issue 19, "multi-seat tables turn to the viewer": at To The Moon too, the human acting sits at
the bottom, with the large readable hand (seen in the window: Bruno, seat 2 of 3, played from the
top of the screen while Alice's empty side filled the bottom)."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig


def _hand_tops(scene, seat: int) -> list[float]:
    names = {c for c in (scene.table.presenter.view["players"][seat]["hand"] or [])}
    return [rect[1] for sprite, rect in scene.table.drawn if sprite.key in names]


def test_each_human_acts_from_the_bottom_of_the_screen(app, player):
    seats = [SeatConfig("Ada"), SeatConfig("Bo"), SeatConfig("Cy", "computer:easy")]
    scene = player.open_table(sessions.start(sessions.make_config("to_the_moon", seats, 4), None))
    match = scene.match
    seen = set()
    for _ in range(40):
        seat = player.next_seat(scene)
        if seat is None:
            break
        player.frames(1)
        plugin = scene.table.plugin
        assert plugin.bottom_seat == seat and plugin.spot(seat) == 0
        tops = _hand_tops(scene, seat)
        if tops:
            assert min(tops) > 360, f"seat {seat}'s hand is drawn at the top ({min(tops)})"
            seen.add(seat)
        if seen == {0, 1}:
            break
        scene.play(match.legal_commands(seat)[0])
    assert seen == {0, 1}
