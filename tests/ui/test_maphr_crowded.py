"""A crowded Mines de Maphr table stays readable: an amenity's zoom never covers a mine (nor
the amenity itself), and a player who owns many amenities with an action gets one button per
action, all inside the decision column, clear of each other, of their number badges, of the
log under them and of the sale panel, at every window size the app allows."""

from __future__ import annotations

import pygame
import pytest

from game.rules.maphr import commands as cmd
from game.ui.tables.maphr.controls import BUTTON, BOX, PANEL
from game.ui.tables.maphr.layout import board_parts
from tests.ui import crowded_tables as ct

BADGE, BADGE_GAP = 20, 2
"""The table scene's number badge: a 20-unit disc 2 units above each numbered sprite."""


def amenities_on_boards(match) -> list[str]:
    return [card for player in match.state.players for card in player.amenities]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_amenitys_zoom_covers_no_mine(app, players):
    match = ct.maphr_with_amenities(players)
    table = ct.table_view_of(app, match, None)
    plugin, viewport = table.plugin, app.viewport
    amenities = amenities_on_boards(match)
    assert len(amenities) >= 7 * players
    for size in ct.WINDOW_SIZES:
        viewport.resize(size)
        window = pygame.Rect((0, 0), size)
        mines = [viewport.rect(board_parts(plugin.board(seat))["mine"]) for seat in range(players)]
        for card in amenities:
            zoom = ct.zoom_rect(app, table, card)
            assert zoom.size == (viewport.px(210), viewport.px(304)) and window.contains(zoom)
            assert not zoom.colliderect(viewport.rect(table.presenter.sprites[card].rect)), f"the zoom of {card} covers it"
            for seat, mine in enumerate(mines):
                assert not zoom.colliderect(mine), f"the zoom of {card} covers P{seat + 1}'s mine at {size}"
            # The column's free part, under the decision buttons (none here: nobody's view) and
            # above Undo / Menu; test_maphr_zooms.py checks it with buttons laid out.
            assert not zoom.colliderect(viewport.rect(plugin.zone("buttons"))), "Undo / Menu stay in sight"
            assert not any(zoom.colliderect(viewport.rect(s.rect)) for k, s in table.presenter.sprites.items() if k.startswith(BUTTON))


@pytest.mark.parametrize("players,size", [(2, (640, 360)), (4, (1280, 720)), (3, (1920, 1080))])
def test_the_drawn_amenity_zoom_leaves_every_mine_as_it_was(app, players, size):
    match = ct.maphr_with_amenities(players)
    table = ct.table_view_of(app, match, None)
    screen = ct.drawn(app, table, None, size)
    plugin = table.plugin
    mines = [app.viewport.rect(board_parts(plugin.board(seat))["mine"]) for seat in range(players)]
    for seat, player in enumerate(match.state.players):
        for card in player.amenities[::3]:
            shown = ct.zoomed(app, table, screen, card)
            assert not ct.same_pixels(shown, screen, screen.get_rect()), "the zoom is drawn"
            for other, mine in enumerate(mines):
                assert ct.same_pixels(shown, screen, mine), f"the zoom of {card} (P{seat + 1}) changed P{other + 1}'s mine"


def selling_layout(app, players, actions):
    match, seat = ct.maphr_selling_with_actions(players, actions)
    table = ct.table_view_of(app, match, seat)
    return match, seat, table


@pytest.mark.parametrize("players,actions", [(2, 4), (2, 5), (2, 6), (3, 8), (4, 10), (3, 12)])
def test_every_amenity_action_has_a_button_clear_of_the_others_and_of_the_log(app, players, actions):
    match, seat, table = selling_layout(app, players, actions)
    plugin = table.plugin
    buttons = {key: sprite.rect for key, sprite in table.presenter.sprites.items() if key.startswith(BUTTON)}
    uses = [key for key in buttons if key.startswith(BUTTON + "use:")]
    assert len(uses) == actions and BUTTON + "skip" in buttons
    choices, log = plugin.zone("choices"), plugin.zone("log")
    others = [plugin.places[PANEL], plugin.places[BOX + "sell"]]
    for key, rect in buttons.items():
        x, y, w, h = rect
        assert choices[0] <= x and x + w <= choices[0] + choices[2] + 0.01 and choices[1] <= y and y + h <= choices[1] + choices[3] + 0.01, \
            f"{key} leaves the decision column"
        assert not ct.overlaps(rect, log), f"{key} runs into the log"
        badge = (x + w / 2 - BADGE / 2, y - BADGE_GAP - BADGE, BADGE, BADGE)
        for other, other_rect in buttons.items():
            if other != key:
                assert not ct.overlaps(rect, other_rect), f"{key} overlaps {other}"
                assert not ct.overlaps(badge, other_rect), f"the badge of {key} covers {other}"
        for rect_of_sale in others:
            assert not ct.overlaps(rect, rect_of_sale)
    # Each button makes its own command.
    legal = match.legal_commands(seat)
    made = {plugin.clicked(seat, table.presenter.sprites[key]) for key in buttons}
    assert made == {c for c in legal if isinstance(c, (cmd.UseAmenity, cmd.SkipSale))}


@pytest.mark.parametrize("size", ct.WINDOW_SIZES)
def test_the_last_amenity_action_is_clicked_where_it_is_drawn(app, size):
    """In window pixels too: the centre of every action button hits that button, and the log
    keeps all its pixels free of buttons."""
    match, seat, table = selling_layout(app, 2, 7)
    screen = ct.drawn(app, table, seat, size)
    viewport = app.viewport
    log = viewport.rect(table.plugin.zone("log"))
    keys = [key for key in table.presenter.sprites if key.startswith(BUTTON)]
    for key in keys:
        rect = viewport.rect(table.presenter.sprites[key].rect)
        assert not rect.colliderect(log)
        hit = table.sprite_at(rect.center)
        assert hit is not None and hit.key == key
    assert len(keys) == 8
