"""Fifteenth trial: two of Bob's Dusks met on mission D (one played hidden by "Tendre un piège");
the table asked a bare "Bob : choisissez" between "Battre Dusk · D 1" and "D 2". The question says
the rule it applies."""

from __future__ import annotations

from tests.ui.table_positions import played_until
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable


def test_a_clash_of_names_says_which_rule_asks(app):
    def clash(view, seat):
        options = (view.get("prompt") or {}).get("options") or []
        return bool(options) and all(option.startswith("defeat:") for option in options) and view["prompt"]["seat"] == seat

    match, seat = played_until("mythos", range(400), clash, moves=400)
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    view = match.view(seat)
    plugin.sprites(view, seat)
    text = plugin.status_text(view, seat)
    assert "Ada" in text or "Bo" in text
    assert "(one character of a name per mission): defeat one" in text and " on mission " in text, text
