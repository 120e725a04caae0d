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


def test_an_engaged_card_reads_its_name_level_across_its_top(app):
    """Second new-user trial: an engaged (lying) fighter's name lay on its side, cut to "Botn"."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    plugin = TableView(app, match).plugin
    lying = (300, 300, 64, 46)
    sprite = Sprite("p0.c02", "card", lying, True, "botnet", 0, "⚔2 ♥3")
    records = texts_drawn(app, lambda surface: plugin.draw_sprite(surface, app.viewport, sprite, lying, None, 255))
    box = app.viewport.rect(lying)
    names = [r for text, r, _ in records if text == "Botnet"]
    assert names and box.inflate(8, 8).contains(names[0]) and names[0].top < box.top + 10, "the name, level, at the top"
    upright = (300, 300, 46, 64)
    records = texts_drawn(app, lambda surface: plugin.draw_sprite(surface, app.viewport, sprite, upright, None, 255))
    assert not [r for text, r, _ in records if text == "Botnet"], "an upright card's own band names it"
