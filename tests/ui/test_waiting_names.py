"""Fifth new-user trial: "on attend Ana, Bob" named the computer beside the person at the screen,
as if Bob had to be fetched. A step's status names the people it waits for; a computer still to
choose is shown thinking by the table, and named only when nobody else is waited for."""

from __future__ import annotations

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene


def test_robot_duel_waits_for_the_person_not_the_computer(app):
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy")], seed=3, save=False)
    match = scene.match
    while set(match.to_act()) != {0, 1}:
        match.submit(match.legal_commands(match.to_act()[0])[0])
    status = scene.table.plugin.status_text(match.view(0), 0)
    assert "Ana" in status and "Bob" not in status


def test_maphr_names_the_computers_only_when_nobody_else_is_waited_for(app):
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob", "computer:easy"), SeatConfig("Cy", "computer:easy")],
                            seed=3, save=False)
    plugin = scene.table.plugin
    assert plugin.waiting_names([0, 1, 2]) == "Ana"
    assert plugin.waiting_names([1, 2]) == "Bob, Cy"
