"""Tenth new-user trial: a miner picked by its number, with several veins lit, could only be put
down with the mouse; Enter and ↓ did nothing, unsaid. ↑ ↓ walk the lit veins (the chosen one
framed in gold) and Enter puts the miner there; Enter before a choice says what to do."""

from __future__ import annotations

import pygame

from game.rules.maphr import commands as cmd
from game.ui.presenter import Sprite
from game.ui.tables.maphr import MaphrTable
from tests.ui.table_positions import random_positions


def test_up_and_down_choose_the_vein_enter_puts_a_miner_on(app):
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(30), 600):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "exploit":
            continue
        keys = [k for k in plugin.hand_keys(view, seat) if k.startswith("miner:")]
        key = next((k for k in keys if len(plugin._miner_cells(k)) >= 2), None)
        if key is None:
            continue
        cells = plugin._miner_cells(key)
        sprite = Sprite(key, "mtoken", (0, 0, 10, 10), True, None)
        plugin.held = key
        assert plugin.select_command(seat, sprite) is None
        assert plugin.take_notice() == app.tr("maphr.click_a_vein")
        assert plugin.enter_hint(view, seat, sprite) == app.tr("maphr.click_a_vein")
        seen = []
        for _ in cells:
            assert plugin.handle_input(seat, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
            made = plugin.select_command(seat, sprite)
            assert made in legal and isinstance(made, (cmd.MoveMiner, cmd.BuyMiner))
            assert (made.x, made.y) == plugin.cell_pick[key]
            assert plugin.chosen_target_rect() == plugin.grids[seat].rect(plugin.cell_pick[key])
            assert plugin.enter_hint(view, seat, sprite) == app.tr("maphr.enter_places_miner_framed")
            seen.append(plugin.cell_pick[key])
        assert sorted(seen) == cells, "↓ did not walk every lit vein"
        return
    raise AssertionError("no miner with several veins met")


def test_harvest_is_pressed_by_enter_and_takes_no_number(app):
    """Tenth new-user trial: "Récolter les filons" was 2, then 1 once a miner was hired."""
    from game.ui.tables.maphr import BUTTON

    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(30), 600):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "exploit" or BUTTON + "collect" not in plugin.places:
            continue
        assert BUTTON + "collect" not in plugin.hand_keys(view, seat)
        assert plugin.lettered_keys()[BUTTON + "collect"] == "↵"
        assert plugin.enter_command(seat) == cmd.Collect(seat)
        return
    raise AssertionError("no harvest met")
