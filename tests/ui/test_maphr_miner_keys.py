"""Tenth new-user trial: a miner picked by its number, with several veins lit, could only be put
down with the mouse; Enter and ↓ did nothing, unsaid. ↑ ↓ walk the lit veins (the chosen one
framed in gold) and Enter puts the miner there; Enter before a choice says what to do."""

from __future__ import annotations

import random

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


def _exploiting_with_miners(app, player):
    """A two-human table at the screen of a seat exploiting with miners to place (random play,
    seeds 0-29): the scene."""
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    for seed in range(30):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match = scene.match
        chooser = random.Random(seed)
        for _ in range(600):
            if match.is_over():
                break
            seat = player.next_seat(scene)
            if seat is None:
                break
            if scene.table.plugin.mode == "exploit" and any(k.startswith("miner:") for k in scene._hand()):
                return scene
            scene.submit(chooser.choice(match.legal_commands(seat)))
        app.pop()
    raise AssertionError("no exploitation met")


def test_a_miners_key_leaves_the_miner_and_the_hiring_plus_in_sight(app, player):
    """Tenth new-user trial: "the + to hire a miner is nowhere to be seen": its key sat on it."""
    from game.ui.number_keys import badge_for_index
    from game.ui.text_check import texts_drawn

    scene = _exploiting_with_miners(app, player)
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    records = texts_drawn(app, scene.draw)
    for index, key in enumerate(scene._hand()):
        if key.startswith("miner:") and key in drawn:
            keys = [r for t, r, _ in records if t == badge_for_index(index)]
            assert keys and not any(r.colliderect(drawn[key].inflate(-2, -2)) for r in keys), key


def test_a_picked_miner_stays_put_its_number_clear_of_the_header(app, player):
    """Twenty-first trial: a picked miner rose with the hand's cards, and the supply's number
    covered the header's tile count ("2/12 tui1es"). Miners stay put; their ring shows the pick."""
    from game.ui.text_check import overlapping, texts_drawn

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = _exploiting_with_miners(app, player)
    miners = [k for k in scene._hand() if k.startswith("miner:")]
    assert not scene.table.plugin.lifts(miners[-1])
    scene.selected = miners[-1]
    records = texts_drawn(app, scene.draw)
    header = [r for r in records if "tuiles" in r[0]]
    assert header and overlapping(records) == []
