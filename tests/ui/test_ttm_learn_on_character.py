"""Seventh new-user trial, To The Moon: a Skill card says "Apprenez-la : glissez-la sous votre
Personnage", but let go on the Character it was Stored as a Bitcoin, or refused with "no Storage
Capacity left"; learning it took a drop on the Reveal zone. Now it is learnt there, the Character
lights for it, and the keyboard's hint says so (S still Stores it)."""

from __future__ import annotations

from game.rules.to_the_moon.commands import RevealCard, StoreCard
from game.ui.tables.to_the_moon import ToTheMoonTable
from tests.ui.table_positions import random_positions


def _centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def test_a_skill_let_go_on_its_owners_character_is_learnt(app):
    learnt = full = 0
    for seed, match, plugin, seat, legal in random_positions(app, "to_the_moon", ToTheMoonTable, range(30), 300):
        view = match.view(seat)
        if view["phase"] != "action":
            continue
        sprites = {s.key: s for s in plugin.sprites(view, seat)}
        character = view["players"][seat]["character"]["card"]
        for card in view["players"][seat]["hand"]:
            if plugin.cards[card.split(".")[0]].kind != "skill" or RevealCard(seat, card) not in legal:
                continue
            plugin.held = card
            assert plugin.places[character][1] in plugin.drop_targets(seat), "the Character does not light for a Skill"
            plugin.held = None
            command = plugin.drop_command(seat, sprites[card], _centre(plugin.places[character][1]))
            assert command == RevealCard(seat, card), f"seed {seed}: {command}"
            hint = plugin.enter_hint(view, seat, sprites[card]) or ""
            stores = any(isinstance(c, StoreCard) and c.card == card for c in legal)
            assert hint == app.tr("to_the_moon.enter_learn" if stores else "to_the_moon.enter_learn_only",
                                  card=plugin.cards[card.split(".")[0]].name["en"])
            assert plugin.key_command(seat, sprites[card], __import__("pygame").K_s) == (
                next((c for c in legal if isinstance(c, StoreCard) and c.card == card and c.storage == character), None)
                or next((c for c in legal if isinstance(c, StoreCard) and c.card == card), None))
            learnt += 1
            full += not any(isinstance(c, StoreCard) and c.card == card and c.storage == character for c in legal)
        if learnt >= 8 and full >= 1:
            return
    raise AssertionError(f"met {learnt} skills, {full} with a full Character")
