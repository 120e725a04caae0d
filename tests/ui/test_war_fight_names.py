"""Twenty-first trial: while a fight played out, its line read "Bugs attaque une carte face
cachée" once the Firewall it attacked was destroyed (a card gone from the board was named as a
face-down one). A card the fight destroyed is named from its discard pile."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war.table import MiningWarTable


def _fights_whose_target_is_gone(seeds=range(40)):
    for seed in seeds:
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed)).match
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        for position in range(len(match.entries)):
            view = match.rules.view(match.state_at(position), None)
            fight = view.get("fight")
            if fight and any(entry["card"] == fight["target"] for p in view["players"] for entry in p["dump"]):
                yield match, view, fight


def test_a_fights_destroyed_target_keeps_its_name(app):
    app.settings.language = "fr"
    app.apply_settings()
    checked = 0
    for match, view, fight in _fights_whose_target_is_gone():
        plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        plugin.sprites(view, -1)
        status = plugin.status_text(view, -1)
        key = next(entry["key"] for p in view["players"] for entry in p["dump"] if entry["card"] == fight["target"])
        assert plugin.name(key) in status and app.tr("mining_war.hidden_fighter") not in status, status
        checked += 1
        if checked >= 3:
            return
    raise AssertionError(f"met {checked} fights whose target was destroyed")
