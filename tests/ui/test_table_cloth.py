"""Table backgrounds with a little texture (issue 21): each game's cloth is made once per window
size, is textured (not one flat colour) and its own; a table shows it wherever its board leaves
the flat felt, and the text check still sees every text of the board."""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatConfig
from game.ui import theme
from game.ui.text_check import texts_drawn


def felt_pixels(surface: pygame.Surface) -> int:
    return pygame.mask.from_threshold(surface, theme.FELT, (1, 1, 1, 255)).count()


def test_a_cloth_is_made_once_textured_and_its_games_own(app):
    from game.ui.widgets.table_cloth import cloth, cloth_colour

    first = cloth((640, 360), "mythos")
    assert cloth((640, 360), "mythos") is first
    colours = {tuple(first.get_at((x, y)))[:3] for x in range(0, 640, 9) for y in range(0, 360, 9)}
    assert len(colours) > 20, "a flat cloth"
    middle = first.get_at((320, 180))
    assert all(abs(a - b) <= 12 for a, b in zip(middle[:3], cloth_colour("mythos"))), "far from the felt"
    assert pygame.image.tobytes(cloth((640, 360), "maphr"), "RGB") != pygame.image.tobytes(first, "RGB")


def table(app, game_id):
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, game_id, [SeatConfig("Ann"), SeatConfig("Bob", "computer:easy")], seed=4, save=False)
    app.push(scene)
    app.frame(0.016)
    return scene


@pytest.mark.parametrize("game_id", ["mining_war", "mythos", "to_the_moon", "maphr"])
def test_the_table_shows_its_cloth_where_the_board_leaves_the_felt(app, game_id):
    scene = table(app, game_id)
    view = scene.table
    view.cloth.active = False
    plain_texts = texts_drawn(app, lambda s: view.draw_table(s, 0))
    view.draw_table(app.screen, 0)
    flat = felt_pixels(app.screen)
    view.cloth.active = True
    cloth_texts = texts_drawn(app, lambda s: view.draw_table(s, 0))
    view.draw_table(app.screen, 0)
    total = app.screen.get_width() * app.screen.get_height()
    assert flat > total * 0.1, "the board no longer paints theme.FELT: the cloth has nothing to show through"
    assert felt_pixels(app.screen) < flat * 0.05, "the flat felt still shows"
    assert [t[0] for t in cloth_texts] == [t[0] for t in plain_texts], "the text check lost the board's texts"


def test_charge_and_spark_keeps_its_own_shaded_felt(app):
    scene = table(app, "robot_duel")
    assert not scene.table.cloth.active
