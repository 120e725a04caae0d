"""Third new-user trial H21: a fighter's stat band ("⚔2 ♥2 ×2") stuck out past the card and
the window's left edge at text x1.3. It now shrinks to the card and stays in the window."""

from __future__ import annotations

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.presenter import Sprite
from game.ui.scenes.table_view import TableView
from game.ui.text_check import texts_drawn


@pytest.mark.parametrize("x", [0, 300])
def test_a_long_stat_band_stays_on_its_card_and_in_the_window(app, x):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    table = TableView(app, match)
    plugin = table.plugin
    badge = "⚔3 ♥2/3 ×2"
    sprite = Sprite("p0.c01", "card", (x, 300, 64, 46), True, "hacker", 0, badge)
    rect = pygame.Rect(x, 300, 64, 46)
    records = texts_drawn(app, lambda surface: plugin._draw_marks(surface, app.viewport, sprite, rect))
    drawn = {text: r for text, r, _ in records}
    assert set(drawn) == {"⚔3 ♥2/3", "×2"}, "the stats and MULTI are drawn, each on its band"
    for text, box in drawn.items():
        assert app.screen.get_rect().contains(box), text
        assert box.left >= rect.left - 8 and box.right <= rect.right + 8, text  # the band may pass the card by 4 px a side
