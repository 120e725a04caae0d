"""Eighteenth trial: Maphr's "Entrée : la poser sur la case encadrée d'or (↑ ↓ : case éclairée
suivante ou précédente)" was drawn in tiny letters under a four-line status at x1.3. Shorter, it
reads at the hint's own size."""

from __future__ import annotations

import random

import pygame

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


def test_the_framed_cell_hint_reads_at_x13_in_french(app, player):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    for seed in range(20):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed, save=False)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 800:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            tiles = [c for c in legal if isinstance(c, cmd.PlaceTile)]
            cells = {}
            for c in tiles:
                cells.setdefault(c.card, set()).add((c.x, c.y))
            several = [card for card, at in cells.items() if len(at) > 1]
            if several:
                scene.presented = len(match.entries)
                scene.refresh()
                while scene.curtain is not None or scene.acting_seat != seat:
                    player.next_seat(scene)
                scene.selected = scene.key_pick = several[0]
                hint = app.tr("maphr.enter_places_tile_framed")
                assert scene.table.plugin.enter_hint(scene.table.presenter.view, seat, scene.table.presenter.sprites[several[0]]) == hint
                records = texts_drawn(app, scene.draw)
                words = [(text, rect) for text, rect, _ in records if text and text in hint]
                assert words, "the hint is not drawn"
                assert min(rect.height for _, rect in words) >= app.viewport.px(15), [(t, r.height) for t, r in words]
                return
            match.submit(chooser.choice(legal))
        app.pop()
    raise AssertionError("no tile with several cells met")
