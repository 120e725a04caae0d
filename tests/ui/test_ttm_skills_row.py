"""Second new-user trial: To The Moon's learned Skills were 12-pixel strips at the Character's
left ("E T C D"). Where the row has room they lie side by side, each readable; the last one is
tucked a little under the Character; all stay in the seat's zone."""

from __future__ import annotations

from game.bench_ui import late_game_session
from game.ui.scenes.table_view import TableView


def test_learned_skills_show_whole_where_the_row_has_room(app):
    match = late_game_session("to_the_moon", 2, seed=3).match
    table = TableView(app, match)
    plugin = table.plugin
    view = match.view(0)
    sprites = {s.key: s for s in plugin.sprites(view, 0)}
    checked = 0
    for seat, player in enumerate(view["players"]):
        learned = player["learned"]
        if len(learned) < 2:
            continue
        zone = plugin.seat_zone(seat, "table")
        character = sprites[player["character"]["card"]].rect
        for index, skill in enumerate(learned):
            place = plugin.places[skill][1]
            rect = sprites[skill].rect
            assert zone[0] <= rect[0] and rect[0] + rect[2] <= zone[0] + zone[2]
            if index + 1 < len(learned):
                assert place[2] >= rect[2], f"{skill} is covered by the next Skill on a roomy row"
            else:
                assert 0 < rect[0] + rect[2] - character[0] <= 20, "the last Skill is tucked under the Character"
            checked += 1
    assert checked >= 2, "no seat with two Skills in this position"
