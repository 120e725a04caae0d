"""Twenty-second trial: a Mythos card picked by its number key had its zoom (and the meanings
beside it) over the mission it was to go to. The zoom of a picked card leaves the places it may
go in sight."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene


def test_a_picked_cards_zoom_covers_none_of_its_places(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    covered_by_default = checked = 0
    for seed in range(6):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(seed)
        while match.view(-1).get("phase") != "action":
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        scene = TableScene(app, sessions.Session(match, None))
        app.push(scene)
        assert player.next_seat(scene) is not None
        for key in scene._hand():
            sprite = scene.table.presenter.sprites.get(key)
            if sprite is None or not key.startswith("p"):
                continue
            scene.selected = scene.key_pick = key
            scene.draw(app.screen)  # sets what is held, hence the places lit
            avoid = scene._zoom_avoid(sprite)
            if not avoid:
                continue
            window = app.screen.get_size()
            rect = scene.table.zoom_rect(sprite, window, avoid)
            assert rect.collidelist(avoid) == -1, (key, rect, avoid)
            covered_by_default += scene.table.zoom_rect(sprite, window).collidelist(avoid) != -1
            checked += 1
        app.pop()
    assert checked >= 5 and covered_by_default > 0, (checked, covered_by_default)
