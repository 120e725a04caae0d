"""Tenth new-user trial: after Ana's first tile, her mine slid to the left (the entrance from
x 167 to 138): the grid was centred on the cells in use. The entrance stays in the middle of
the mine's area however the mine grows."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.rules.maphr.mine import ENTRANCE
from game.ui.tables.maphr import MaphrTable
from game.ui.tables.maphr.layout import board_parts
from tests.ui.table_positions import random_positions


def test_the_entrance_keeps_the_middle_of_the_mine_as_tiles_go_down(app):
    laid = 0
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(3), 400):
        view = match.view(seat)
        plugin.sprites(view, seat)
        for board in range(len(view["players"])):
            x, _, w, _ = board_parts(plugin.board(board))["mine"]
            ex, _, ew, _ = plugin.grids[board].rect(ENTRANCE)
            assert abs(ex + ew / 2 - (x + w / 2)) < 0.5, (board, view["players"][board]["mine"].keys())
        laid += any(isinstance(c, cmd.PlaceTile) for c in legal)
    assert laid > 10, "tiles went down on the way"
