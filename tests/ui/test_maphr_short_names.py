"""Fifteenth trial: "Bureau de l'ordination logique des tunnels" was drawn at about 6 px on the
table's cards and in the wanted-card list. A small face shows the card's short name; its zoom,
the log and the rules keep the whole one."""

from __future__ import annotations

from game.rules.maphr.cards import load_cards
from game.ui.assets import Assets
from game.ui.tables.maphr.painting import PiecePainter


def test_a_small_face_shows_the_short_name_and_the_zoom_the_whole_one(app):
    cards = load_cards()
    kind = cards.types["tunnel_office"]
    assert kind.short["fr"] == "Bureau des tunnels" and kind.short["en"]
    painter = PiecePainter(Assets(text_scale=1.3), cards, lambda key: key)
    _, small = painter.title_lines(kind, (70, 100), "fr")
    _, zoom = painter.title_lines(kind, (210, 304), "fr")
    assert " ".join(small) == "Bureau des tunnels"
    assert " ".join(zoom) == kind.name["fr"]
    size, _ = painter.title_lines(kind, (70, 100), "fr")
    assert size >= 100 * 0.085, "read at a size a title is read at"


def test_only_a_long_name_has_a_short_one():
    for kind in load_cards().types.values():
        if kind.short:
            assert len(kind.short["fr"]) < len(kind.name["fr"]) and len(kind.short["en"]) < len(kind.name["en"])
