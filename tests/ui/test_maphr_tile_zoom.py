"""A tile of a mine zooms over no other clan's mine, at every player count and window size (it
once opened beside its own mine and reached over the neighbouring board)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.tables.maphr.layout import board_parts
from tests.ui import crowded_tables as ct
from tests.ui import maphr_zoom_cases as cases


def mine_tiles(table) -> list[str]:
    return [key for key, sprite in table.presenter.sprites.items()
            if sprite.kind == "mtile" and table.plugin.zoom_face(sprite) is not None]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_mine_tiles_zoom_covers_no_other_clans_mine(app, players):
    match = cases.played_until(players, lambda m: m.state.round >= 4)
    table = ct.table_view_of(app, match, None)
    tiles = mine_tiles(table)
    assert len(tiles) > players, "every mine has its entrance and some tiles"
    for size in ct.WINDOW_SIZES:
        app.viewport.resize(size)
        window = pygame.Rect((0, 0), size)
        mines = [app.viewport.rect(board_parts(table.plugin.board(seat))["mine"]) for seat in range(players)]
        for key in tiles:
            zoom = ct.zoom_rect(app, table, key)
            owner = next(seat for seat, mine in enumerate(mines) if mine.colliderect(app.viewport.rect(table.presenter.sprites[key].rect)))
            assert window.contains(zoom), f"the zoom of {key} leaves the window at {size}"
            for seat, mine in enumerate(mines):
                if seat != owner:
                    assert not zoom.colliderect(mine), f"the zoom of P{owner + 1}'s tile {key} covers P{seat + 1}'s mine at {size}"
