"""New-user trial (F10): a "+1 ◉" for a Disk turned up floated up from the top of the Disk row
and was read on the Battery row above it. A callout on a row of tiles stays on that row for its
whole life."""

from __future__ import annotations

import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.robot_duel import events as ev
from game.ui.tables.base import TableContext
from game.ui.tables.robot_duel import RobotDuelTable

LIFE = 1.4  # seconds a callout floats (game.ui.presenter)


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("event, row", [
    (lambda seat: ev.TilesTurnedUp(seat, "x", 0, 1), "disk"),
    (lambda seat: ev.TilesTurnedUp(seat, "x", 1, 0), "battery"),
    (lambda seat: ev.CostPaid(seat, "x", 0, 2), "disk"),
    (lambda seat: ev.DamageTaken(seat, 2, 0), "health"),
], ids=["disk-up", "battery-up", "disk-paid", "damage"])
def test_a_tile_callout_stays_on_its_row(app, seat, event, row):
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = RobotDuelTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.turn_to(0)
    view = match.view(0)
    callout = plugin.event_style(event(seat), view, view, 0).callouts[0]
    x, y, w, h = plugin.tile_rect(seat, row, 1)
    for age in (0.0, LIFE):
        centre_y = callout.at[1] - age * callout.rise
        assert y <= centre_y <= y + h, f"{callout.text!r} at age {age}: y {centre_y} is off the {row} row {y}-{y + h}"


def test_the_round_banner_stays_off_the_reveal_slots(app):
    """New-user trial F15: "Round 2" rose from above the moon across the rival's Revealed slot."""
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = RobotDuelTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.turn_to(0)
    view = match.view(0)
    callout = plugin.event_style(ev.RoundStarted(2), view, view, 0).callouts[0]
    size = app.assets.text(callout.text, callout.size, (255, 255, 255), bold=True).get_size()
    for age in (0.0, LIFE):
        cx, cy = callout.at[0], callout.at[1] - age * callout.rise
        banner = (cx - size[0] / 2, cy - size[1] / 2, size[0], size[1])
        for seat in (0, 1):
            slot = plugin.seat_zone(seat, "reveal")
            apart = (banner[0] + banner[2] <= slot[0] or slot[0] + slot[2] <= banner[0]
                     or banner[1] + banner[3] <= slot[1] or slot[1] + slot[3] <= banner[1])
            assert apart, f"the banner {banner} covers seat {seat}'s Revealed slot {slot} at age {age}"


@pytest.mark.parametrize("setup, cards, last_line", [
    ({"positions": [3, 0]}, ("move", "charge"), "A reaches the moon and wins."),
    ({"tiles": [{"health": 4, "battery": 1, "disk": 0}, {"health": 1, "battery": 2, "disk": 0}]}, ("spark", "charge"),
     "A wins: B has no Health left."),
], ids=["moon", "health"])
def test_the_summary_of_the_last_round_says_who_won_and_how(app, setup, cards, last_line):
    """New-user trial F12: the winning round's summary ended on "Closer to the moon: Player 1"."""
    import sys
    from pathlib import Path

    from game.engine import MatchConfig
    from game.ui.scenes.table_view import PUBLIC

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from robot_duel.duel_helpers import TRACK, play_round, rules

    config = MatchConfig("robot_duel", (SeatConfig("A"), SeatConfig("B")), 0, {"track": dict(TRACK), "setup": setup})
    from game.engine import Match

    match = Match(rules(), config)
    play_round(match, *cards)
    assert match.is_over()
    events = [entry.event for entry in match.entries]
    index = max(i for i, e in enumerate(events) if isinstance(e, ev.CardRested) and e.seat == 1)
    plugin = RobotDuelTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    summary = plugin.interlude(events, index, lambda: match.rules.view(match.state_at(index + 1), PUBLIC), lambda e: "")
    assert summary is not None and summary.lines[-1] == last_line


def test_damage_the_barrier_took_whole_floats_no_minus_zero(app):
    match = sessions.start(sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed=1)).match
    plugin = RobotDuelTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    plugin.turn_to(0)
    view = match.view(0)
    texts = [c.text for c in plugin.event_style(ev.DamageTaken(1, 0, 2), view, view, 0).callouts]
    assert texts == [app.tr("robot_duel.blocked", n=2)], texts
