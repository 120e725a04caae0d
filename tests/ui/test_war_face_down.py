"""Seventh new-user trial, Mining War: "the keyboard deploys face up, a drag face down, and no word
of which" (a fast card by the keyboard, two slower ones by drags: the speed decides), and a
player's own face-down fighter showed only its back on their own screen."""

from __future__ import annotations

from game.rules.mining_war.commands import DeployCard
from game.ui.presenter import Sprite
from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import random_positions


def test_a_face_down_fighter_shows_its_face_to_its_owner_only(app):
    seen = 0
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(8), 400):
        for owner in range(2):
            hidden = [f for f in match.state.sides[owner].battlefield.values() if not f.revealed]
            if not hidden:
                continue
            for viewer in range(2):
                sprites = {s.key: s for s in plugin.sprites(match.view(viewer), viewer)}
                for fighter in hidden:
                    sprite = sprites[fighter.card]
                    if viewer == owner:
                        assert sprite.face_up and sprite.data == fighter.key, f"seed {seed}: the owner sees a back"
                        assert sprite.badge.startswith("↻"), "it still says it is face down"
                    else:
                        assert not sprite.face_up and sprite.data is None, f"seed {seed}: seat {viewer} sees seat {owner}'s card"
            seen += 1
    assert seen >= 10


def test_a_fighter_picked_to_deploy_says_whether_it_comes_face_up(app):
    speeds: dict[str, str] = {}
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(8), 400):
        deploys = [c for c in legal if isinstance(c, DeployCard)]
        if not deploys:
            continue
        view = match.view(seat)
        plugin.sprites(view, seat)
        for command in deploys:
            card = plugin.cards.cards[next(c["key"] for c in view["players"][seat]["hand"] if c["card"] == command.card)]
            hint = plugin.enter_hint(view, seat, Sprite(command.card, "card", (0, 0, 1, 1), True, None))
            assert hint == app.tr(f"mining_war.enter_deploy_{card.speed}", card=card.name.get(plugin.ctx.lang, card.name["en"]))
            speeds[card.speed] = hint
    assert {"fast", "medium"} <= set(speeds), speeds
    assert len(set(speeds.values())) == len(speeds), "the speeds read alike"
