"""Issue 22: an effect that lets one play a character asks which card of the hand to play, or
which hidden character to reveal, then where. The table names each answer (no ids) and tells two
answers apart, on the Lantern Watch deck whose cards ask it."""

from __future__ import annotations

import random
import re

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos.cards import default_cards, load_deck, starter_deck_path
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable

CARD_ID = re.compile(r"\bp[01]\.c\d+\b")


def lantern_config(seed: int):
    decks = [load_deck(starter_deck_path(name), default_cards()) for name in ("lantern_watch", "hollow_dune")]
    options = {"decks": [{"name": d.name, "characters": list(d.characters), "missions": list(d.missions)} for d in decks]}
    return sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed, options=options)


def test_the_answers_to_a_play_effect_are_named_and_distinct(app):
    checked = 0
    for seed in range(30):
        match = sessions.start(lantern_config(seed)).match
        plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            prompt = view.get("prompt")
            queue = match.state.queue
            asking_play = (prompt is not None and prompt["seat"] == seat and queue
                           and match.rules.cards.characters.get(queue[0].refs[0].version) is not None
                           and match.rules.cards.characters[queue[0].refs[0].version].effects[queue[0].refs[0].index].action == "play_character")
            if asking_play and len(prompt["options"]) > 1:
                labels = [label for label, _ in plugin.chips(view, seat)]
                assert len(set(labels)) == len(labels), labels
                assert not [label for label in labels if CARD_ID.search(label)], labels
                checked += 1
            match.submit(chooser.choice(match.legal_commands(seat)))
    assert checked >= 5, f"only {checked} play-effect questions met"


NEW_CARDS = [("char", k, 0) for k in ("KT-046", "KT-047", "KT-048", "KT-049", "KT-050")] + [("mission", k) for k in ("MS-13", "MS-14")]


def test_the_new_cards_texts_are_read_whole_in_the_zoom(app):
    """The zoom (hovering a card) shrinks a long text rather than cut it: the new cards' texts,
    longer than most, lose no word in either language at either text size. (Read through the
    painter's record of cut texts: the faces are drawn with frames since the art merge.)"""
    from game.ui.scenes.table_view import ZOOM_SIZE

    match = sessions.start(lantern_config(1)).match
    for lang in ("en", "fr"):
        for scale in (1.0, 1.3):
            app.settings.language, app.settings.text_size = lang, scale
            app.apply_settings()
            painter = app.painter.for_game("mythos")
            plugin = MythosTable(TableContext(app.assets, painter, app.tr, match.rules, match.config))
            size = (app.viewport.px(ZOOM_SIZE[0]), app.viewport.px(ZOOM_SIZE[1]))
            for data in NEW_CARDS:
                face = plugin.card_face(data)
                assert face is not None and len(face.text) > 40, (data, face)
                painter.cut_texts.clear()
                painter._cache.clear()
                painter.face(face, size, full_text=True)
                assert painter.cut_texts == [], (lang, scale, data, painter.cut_texts)
    # a small face that still shows text cuts it: the record does see cuts
    character = plugin.card_face(NEW_CARDS[0])  # a mission's text shrinks whole instead
    smallest_with_text = character.table_face_below + 4
    painter.face(character, (smallest_with_text, round(smallest_with_text * size[1] / size[0])))
    assert painter.cut_texts
