"""Twenty-second trial: "Bob répond à l'effet de Ana". The Mythos table's own words are elided
as the translations are."""

from __future__ import annotations

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.mythos.table import MythosTable


def test_the_tables_words_elide_a_name_after_de(app):
    app.settings.language = "fr"
    app.apply_settings()
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], 1)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    line = plugin.word("answer_other_for", name="Bob", owner="Ana", effect="Démasquer l'espion")
    assert line == "Bob répond à l'effet d'Ana : Démasquer l'espion"
    assert plugin.word("answer_other_for", name="Ana", owner="Bob", effect="x") == "Ana répond à l'effet de Bob : x"
