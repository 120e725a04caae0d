"""Eleventh new-user trial: a tile picked by its number whose one lit cell would close the mine,
Enter asked "this closes your mine for good" in the status, but none of the question's buttons
came, and the hand lost its numbers: the table was stuck until Escape. Its answers are laid out
at once, with their keys."""

from __future__ import annotations

import random

import pygame

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.table import new_match_scene
from game.ui.tables.maphr.controls import BUTTON


def _prospect_with_a_closing_tile(app, player):
    for seed in range(40):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 600:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            places = [c for c in legal if isinstance(c, cmd.PlaceTile)]
            if places:
                seat = player.next_seat(scene)
                plugin = scene.table.plugin
                if plugin.mode == "prospect":
                    for tile in dict.fromkeys(c.card for c in places):
                        chosen, _ = plugin._tile_places(tile)
                        if chosen is not None and plugin.closes_mine(chosen) and scene.key_label(tile):
                            return scene, plugin, tile
            scene.submit(chooser.choice([c for c in legal if not isinstance(c, cmd.PlaceTile)] or legal))
        app.pop()
    raise AssertionError("no tile whose one cell closes the mine")


def test_enter_on_a_tile_that_closes_the_mine_asks_with_its_buttons(app, player):
    scene, plugin, tile = _prospect_with_a_closing_tile(app, player)
    label = scene.key_label(tile)
    before = len(scene.match.entries)
    player.key(getattr(pygame, f"K_{label[-1]}"), mod=pygame.KMOD_SHIFT if label.startswith("⇧") else 0)
    player.key(pygame.K_RETURN)
    player.frames(2)
    assert len(scene.match.entries) == before and plugin.ruin is not None, "asked first"
    drawn = {sprite.key for sprite, _ in scene.table.drawn}
    assert {BUTTON + "ruin_yes", BUTTON + "ruin_no"} <= drawn, "the question's answers are on the table"
    assert scene.key_label(BUTTON + "ruin_yes") is not None, "with their keys"
    view = scene.table.presenter.view
    assert plugin.enter_hint(view, view["to_act"][0], scene.table.presenter.sprites[tile]) is None, "no 'Enter: lay it' while asked"
    player.key(pygame.K_ESCAPE)  # takes the tile back, as "La reprendre" does
    player.frames(2)
    assert plugin.ruin is None and len(scene.match.entries) == before
    drawn = {sprite.key for sprite, _ in scene.table.drawn}
    assert BUTTON + "ruin_yes" not in drawn and scene.key_label(tile) is not None, "the step's keys are back"


def test_a_question_asked_by_any_path_is_laid_out_by_the_next_frame(app, player):
    """Whatever path asks it (a key, a click, a drop), the table shows it at the next frame."""
    scene, plugin, tile = _prospect_with_a_closing_tile(app, player)
    chosen, _ = plugin._tile_places(tile)
    plugin.ruin, plugin.relayout = chosen, True  # as a path that does not lay the table out would leave it
    player.frames(1)
    assert BUTTON + "ruin_yes" in {sprite.key for sprite, _ in scene.table.drawn}
