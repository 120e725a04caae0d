"""Issue 19, "card text cut at x1.3": every card of every game, zoomed as the hover shows it (the
full text, shrunk rather than cut), in English and French at text x1.0 and x1.3, keeps its
whole title (two lines) and its whole text at no less than the painter's floor (5 units of a
100-wide card: 10.5 px at the zoom, times the text size). Cards at hand size may end their text with "…" (the zoom holds
the rest); the zoom may not."""

from __future__ import annotations

import pytest

from game.engine import SeatConfig
from game.ui.presenter import Sprite
from game.ui.scenes.table_view import ZOOM_SIZE

GAMES = {"robot_duel": 2, "mining_war": 2, "mythos": 2, "to_the_moon": 2, "maphr": 2}


def _faces(plugin, game_id):
    """Every card face the game has, as its table's zoom builds them."""
    cards = plugin.cards
    if game_id in ("robot_duel", "to_the_moon"):
        data = [f"p0.{key}" if game_id == "robot_duel" else f"{key}.1" for key in cards]
    elif game_id == "mining_war":
        data = [*cards.cards, *cards.bonuses, "mining_pool", "firewall", "neutrino"]
    elif game_id == "mythos":
        data = [("mission", key) for key in cards.missions] + [("character", key, 0) for key in cards.characters]
    else:
        sprites = [Sprite(card, "mcard", (0, 0, 80, 80), True, card) for card in cards.all_card_ids()]
        return [plugin.zoom_face(sprite) for sprite in sprites]
    return [plugin.card_face(item) for item in data]


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_zoomed_card_keeps_its_whole_text(app, game_id, lang, scale):
    from game.ui.scenes.table import new_match_scene

    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    scene = new_match_scene(app, game_id, [SeatConfig(n) for n in ("Ada", "Bob")][:GAMES[game_id]], seed=3, save=False)
    faces = [face for face in _faces(scene.table.plugin, game_id) if face is not None]
    assert len(faces) >= 10, "the game's cards were not found"
    painter = app.painter.for_game(game_id)  # its frames change where the text goes
    painter.cut_texts.clear()
    size = (app.viewport.px(ZOOM_SIZE[0]), app.viewport.px(ZOOM_SIZE[1]))
    for face in set(faces):
        painter.face(face, size, full_text=True)
    assert painter.cut_texts == [], f"{len(painter.cut_texts)} cut, e.g. {painter.cut_texts[:3]}"
