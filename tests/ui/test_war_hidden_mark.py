"""Twentieth trial: the ◐ that marks one's own face-down fighter sat in the card's top corner and
cut its name ("Valida…" for Validateur, "Mine" for Miner). It sits on the picture, under the name."""

from __future__ import annotations

from game.ui.tables.mining_war.drawing import FACE_DOWN_MARK
from game.ui.tables.mining_war.table import MiningWarTable
from game.ui.text_check import texts_drawn
from tests.ui.table_positions import random_positions


def test_a_face_down_fighters_mark_leaves_its_name_alone(app):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    checked = 0
    for _, match, plugin, seat, _ in random_positions(app, "mining_war", MiningWarTable, range(12), 120):
        for sprite in plugin.sprites(match.view(seat), seat):
            if not (sprite.face_up and sprite.badge.startswith(FACE_DOWN_MARK)):
                continue
            rect = app.viewport.rect(sprite.rect)
            records = texts_drawn(app, lambda surface: plugin.draw_sprite(surface, app.viewport, sprite, sprite.rect, None, 255))
            marks = [box for text, box, _ in records if text == "◐" and rect.colliderect(box)]
            assert marks, sprite.key
            names = [box for text, box, _ in records if text != "◐" and rect.colliderect(box)]
            assert not any(mark.colliderect(name) for mark in marks for name in names), (sprite.key, marks, names)
            if rect.height > rect.width:  # upright: the name is in its header, the top quarter
                assert all(box.top >= rect.top + rect.height // 4 for box in marks), (sprite.key, marks, rect)
            checked += 1
        if checked >= 3:
            return
    raise AssertionError(f"met {checked} face-down fighters of the seat to act")
