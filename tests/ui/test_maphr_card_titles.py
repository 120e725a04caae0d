"""Issue 19, text cut on card faces: a maphr card's name stays inside its card at the sizes the
table paints (hand and piles 80 px, panels 64 px), in English and French, at text x1.0 and
x1.3 (seen in the window: the discard pile's "Recrutement" cut at both edges)."""

from __future__ import annotations

import pytest

from game.rules.maphr.rules import MaphrRules
from game.ui.assets import Assets
from game.ui.tables.maphr.painting import PiecePainter


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_name_fits_its_card(app, lang, scale):
    assets = Assets(scale)
    cards = MaphrRules().cards
    painter = PiecePainter(assets, cards, lambda key: key)
    too_wide = []
    for kind in cards.types.values():
        if kind.kind == "tile":
            continue  # tiles show their veins and galleries, not a name
        for size in ((80, 80), (64, 64)):
            size_px, lines = painter.title_lines(kind, size, lang)
            width = max(assets.font(size_px, True).size(line)[0] for line in lines)
            if width > size[0] - 6 or len(lines) > 4:
                too_wide.append(f"{kind.name[lang]} at {size}: {lines}")
    assert too_wide == []


def _footed_cards(lang: str, scale: float):
    """(assets, painter, card kind, its footer, face size) for every card with a footer, at the
    sizes the table paints."""
    from game.ui.i18n import Translator

    assets = Assets(scale)
    cards = MaphrRules().cards
    tr = Translator(lang)
    painter = PiecePainter(assets, cards, lambda key, **values: tr(f"maphr.{key}", **values))
    for kind in cards.types.values():
        footer = painter.footer(kind)
        if footer:
            for size in ((80, 80), (64, 64)):
                yield assets, painter, kind, footer, size


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_footer_fits_its_card(app, lang, scale):
    """Seen in the window: an impediment's "✗ Construire" cut at both edges in French x1.3."""
    too_wide = []
    for assets, painter, kind, footer, size in _footed_cards(lang, scale):
        assert "action_" not in footer, footer  # the real words, not a key
        width = assets.font(painter.footer_size(footer, size), True).size(footer)[0]
        if width > size[0] - 6:
            too_wide.append(f"{footer} at {size}: {width} px")
    assert too_wide == []


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_name_stays_above_its_footer(app, lang, scale):
    """Seen at x1.3 in French: the Bureau's four-line name ran over its cost line ("6◉ 3★")."""
    over = []
    for assets, painter, kind, footer, (w, h) in _footed_cards(lang, scale):
        if kind.kind == "tile":
            continue
        footer_top = h - 3 - assets.font(painter.footer_size(footer, (w, h)), True).get_linesize()
        room = footer_top - round(h * 0.26) - 3
        size_px, lines = painter.title_lines(kind, (w, h), lang, room=room)
        if len(lines) * assets.font(size_px, True).get_linesize() > room + 1:
            over.append(f"{kind.name[lang]} at {(w, h)}: {lines}")
    assert over == []
