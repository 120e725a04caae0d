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


TABLE_CARD_SIZES = {"mythos": (64, 92), "to_the_moon": (62, 88), "mining_war": (54, 76)}
"""The size each table draws its cards at (mythos.CARD_W, to_the_moon.CARD_W, mining_war's)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", sorted(TABLE_CARD_SIZES))
def test_a_card_on_the_table_names_itself_readably(app, game_id, lang):
    """New-user trial F21: on the To The Moon and Mythos tables a card's text was ~6 px. A card
    that small shows its table face: no body text (nothing is cut, nothing tiny), and its name
    at the readable size (COMPACT_TITLE) unless one word of it is wider than the card."""
    from game.ui.scenes.table import new_match_scene
    from game.ui.widgets.card import COMPACT_BELOW, COMPACT_TITLE, short_title

    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = new_match_scene(app, game_id, [SeatConfig(n) for n in ("Ada", "Bob")], seed=3, save=False)
    faces = {face for face in _faces(scene.table.plugin, game_id) if face is not None and face.art}
    painter = app.painter.for_game(game_id)
    size = TABLE_CARD_SIZES[game_id]
    assert size[0] < COMPACT_BELOW
    painter.cut_texts.clear()
    readable, small = 0, []
    for face in faces:
        painter.face(face, size)
        u = size[0] / 100
        title_size, lines, fits = painter._title_lines(short_title(face.title), size[0] - round(10 * u), u, compact=True)
        longest_word = max(short_title(face.title).split(), key=len)
        if title_size >= COMPACT_TITLE or painter.assets.font(COMPACT_TITLE, True).size(longest_word)[0] > size[0] - round(10 * u):
            readable += 1
        else:
            small.append((face.title, round(title_size, 1), lines))
    assert painter.cut_texts == [], f"a table face drew text it had to cut: {painter.cut_texts[:3]}"
    assert readable == len(faces), f"{len(faces) - readable} of {len(faces)} names drawn smaller than they need be: {small[:3]}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mythos_mission_on_the_table_shows_its_whole_text(app, lang):
    """Second new-user trial G1: a mission read "SCORE : battez un personnage ennemi…" on the
    table; the word that decides ("caché") was in the zoom only. A mission's text shrinks whole
    on its slot, at text x1.3 too."""
    from game.levels import load_level
    from game.ui.scenes.table import new_match_scene

    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=3, save=False)
    plugin = scene.table.plugin
    x, y, w, h = load_level("mythos").find("mission_0").rect
    painter = app.painter.for_game("mythos")
    painter.cut_texts.clear()
    faces = [plugin.card_face(("mission", key)) for key in plugin.cards.missions]
    assert len(faces) >= 10 and all(face.whole_text for face in faces)
    for face in faces:
        painter.face(face, (round(w), round(h)))
    assert painter.cut_texts == [], painter.cut_texts[:3]
