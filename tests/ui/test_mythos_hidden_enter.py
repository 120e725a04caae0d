"""Seventh new-user trial, Mythos: the number of one's own hidden character picked it, and the
hint went on about playing a card onto a mission; nothing said that Enter reveals it."""

from __future__ import annotations

from game.rules.mythos.commands import RevealCharacter
from game.ui.presenter import Sprite
from game.ui.tables.mythos import MythosTable
from tests.ui.table_positions import random_positions


def test_ones_own_hidden_character_picked_says_enter_reveals_it(app):
    told = 0
    for seed, match, plugin, seat, legal in random_positions(app, "mythos", MythosTable, range(30), 200):
        view = match.view(seat)
        keys = plugin.hand_keys(view, seat)
        hidden = [c for m in view["missions"] for c in m["sides"][seat]["characters"] if c["hidden"]]
        for char in hidden:
            if char["id"] not in keys:
                continue
            sprite = Sprite(char["id"], "card", (0, 0, 1, 1), True, char["stack"][-1])
            name = plugin.cards.characters[char["stack"][-1]].display_name["en"]
            assert plugin.enter_hint(view, seat, sprite) == plugin.word("enter_reveal", card=name)
            assert plugin.select_command(seat, sprite) == RevealCharacter(seat, char["id"])
            told += 1
        for card in view["players"][seat]["hand"] or []:
            assert plugin.enter_hint(view, seat, Sprite(card["id"], "card", (0, 0, 1, 1), True, card["id"])) is None
        if told >= 5:
            return
    raise AssertionError(f"met {told} hidden characters of the seat to act")
