"""Fifth new-user trial: a Maphr tile was laid by trial and error, turning it until a cell lit.
Every cell the tile fits in some turn lights; let go there, it turns to the next turn that fits
(its own turn when that fits), and is drawn so."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.ui.presenter import Sprite
from game.ui.tables.maphr import MaphrTable
from tests.ui.table_positions import random_positions


def _centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def test_a_tile_let_go_on_a_cell_it_fits_only_turned_is_laid_turned(app):
    met = 0
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(30)):
        places = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        if not places:
            continue
        plugin.sprites(match.view(seat), seat)
        plugin.warn_before_ruin = False
        for card in sorted({c.card for c in places}):
            current = plugin.rotation_of(card)
            cells = {(c.x, c.y) for c in places if c.card == card}
            plain = {(c.x, c.y) for c in places if c.card == card and c.rotation == current}
            turned_only = sorted(cells - plain)
            if not turned_only:
                continue
            plugin.held = card
            lit = plugin.drop_targets(seat)
            grid = plugin.grids[seat]
            assert all(grid.rect(cell) in lit for cell in cells), "a cell the tile fits when turned is not lit"
            cell = turned_only[0]
            made = plugin.drop_command(seat, Sprite(card, "mcard", (0, 0, 10, 10), True, card), _centre(grid.rect(cell)))
            plugin.held = None
            assert made in legal and (made.x, made.y) == cell and made.rotation != current
            assert plugin.rotation_of(card) == made.rotation, "the tile is not drawn in the turn it is laid in"
            met += 1
            break
        if met >= 3:
            return
    raise AssertionError(f"only {met} tiles fitting a cell only when turned were met")
