"""Nineteenth trial: a covered character's power pill ("3♦") ran past its strip, onto the next
card and its number key. It ends inside the strip now."""

from __future__ import annotations

from game.ui.tables.mythos import MythosTable
from game.ui.tables.mythos.hidden import STRIP
from tests.ui.table_positions import random_positions


def test_a_covered_characters_power_stays_on_its_strip(app):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    vp = app.viewport
    checked = 0
    for _, match, plugin, seat, _ in random_positions(app, "mythos", MythosTable, range(6), 200):
        for sprite in plugin.sprites(match.view(seat), seat):
            if sprite.key in plugin._covered and sprite.badge:
                rect = vp.rect(sprite.rect)
                _, _, pill = plugin.strip_power_pill(vp, sprite, rect)
                assert rect.top <= pill.top and pill.bottom <= rect.top + vp.px(STRIP), (sprite.key, pill, rect)
                checked += 1
    assert checked >= 10
