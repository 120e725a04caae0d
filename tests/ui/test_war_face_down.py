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


def test_the_deploy_hint_is_read_whole_in_french_at_x1_3(app):
    # Fifteenth trial: a medium fighter's hint ("…face cachée (vous seul·e voyez sa face),
    # retournée…") had no room under the status at x1.3: an empty bar was drawn.
    from game.ui.text_check import dropped, texts_drawn
    from tests.ui.table_positions import at_the_screen

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    checked = set()
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(8), 400):
        deploys = [c for c in legal if isinstance(c, DeployCard)]
        view = match.view(seat)
        speeds = {plugin.cards.cards[c["key"]].speed: c["card"] for c in view["players"][seat]["hand"] or []
                  if any(d.card == c["card"] for d in deploys)}
        if not speeds or set(speeds) <= checked:
            continue
        scene = at_the_screen(app, match)
        for speed, card in speeds.items():
            scene.selected = card
            records = texts_drawn(app, scene.draw)
            assert dropped(records) == [], (speed, dropped(records))
            checked.add(speed)
        app.pop()
        if {"fast", "medium", "slow"} <= checked:
            break
    assert {"fast", "medium"} <= checked, checked


def test_a_fighter_too_dear_to_deploy_says_why_not_enter(app):
    """Seventeenth trial: an unaffordable Miner's hint said "Entrée : déployer Miner face
    cachée…", and Enter then refused. Its hint is the reason it cannot come down."""
    seen = 0
    for seed, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(8), 400):
        view = match.view(seat)
        if view["phase"] != "deploy" or view.get("pending") is not None:
            continue
        plugin.sprites(view, seat)
        kinds = {c["card"]: c["key"] for c in view["players"][seat]["hand"] or []}
        deployable = {kinds[c.card] for c in legal if isinstance(c, DeployCard)}  # one command per kind of card
        for entry in view["players"][seat]["hand"] or []:
            card = plugin.cards.cards[entry["key"]]
            if not card.is_fighter or entry["key"] in deployable:
                continue
            reason = plugin.unplayable_reason(view, seat, entry["card"])
            hint = plugin.enter_hint(view, seat, Sprite(entry["card"], "card", (0, 0, 1, 1), True, None))
            assert reason and hint == reason, (hint, reason)
            seen += 1
    assert seen >= 3
