"""The Crypto Mining War table: maps for 2-4 players, sprites that hide what a seat may not see,
gestures turned into commands, and a hotseat move made with the mouse."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.levels import load_level
from game.rules.mining_war.commands import Attack, CastSpell, DeployCard, PlaceBitcoin
from game.ui.presenter import Sprite
from game.ui.scenes.table import new_match_scene
from game.ui.scenes.table_view import PUBLIC
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war import MiningWarTable
from game.ui.tables.mining_war.layout import PASS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_map_has_the_zones_the_table_reads(players):
    level = load_level(f"mining_war_{players}p")
    for name in ("neutrino", "pass", "choices", "message", "log", "buttons", "info"):
        assert level.has(name)
    for seat in range(players):
        for zone in ("panel", "name", "field", "base", "deck", "dump", "hand"):
            x, y, w, h = level.find(f"p{seat}_{zone}").rect
            assert 0 <= x and x + w <= level.size[0] and 0 <= y and y + h <= level.size[1]


def plugin_for(app, match):
    return MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))


def test_sprites_show_no_card_the_viewer_may_not_see(app):
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig(f"P{s}") for s in range(3)], seed=9)).match
    plugin = plugin_for(app, match)
    chooser = random.Random(9)
    checks = 0
    while not match.is_over() and checks < 300:
        for viewer in (0, PUBLIC):
            view = match.view(viewer)
            for sprite in plugin.sprites(view, viewer):
                if sprite.kind != "card" or sprite.data is None or "." not in sprite.key:
                    continue
                seat = int(sprite.key[1:sprite.key.index(".")])
                state = match.state
                fighter = state.sides[seat].battlefield.get(sprite.key)
                hidden = sprite.key in state.sides[seat].hand or sprite.key in state.sides[seat].spares or (fighter is not None and not fighter.revealed)
                if hidden:
                    assert seat == viewer, f"{sprite.key} shown to {viewer}"
            checks += 1
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert checks > 50


def test_drops_become_commands(app):
    setup = {"order": [0, 1], "players": [
        {"bitcoins": 2, "fighters": ["hacker"], "hand": ["bitcoin", "bugs", "electric_shock"], "deck": ["bitcoin"] * 3},
        {"fighters": ["miner"], "deck": ["bitcoin"] * 3},
    ]}
    config = sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup})
    match = sessions.start(config).match
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(0), 0)

    def centre_of(name):
        x, y, w, h = plugin.zone(name)
        return (x + w / 2, y + h / 2)

    def card(key):
        return Sprite(key, "card", (0, 0, 54, 76), True, match.state.card_types[key])

    assert plugin.drop_command(0, card("p0.03"), centre_of("p0_base")) == PlaceBitcoin(0, "p0.03")
    assert plugin.drop_command(0, card("p0.04"), centre_of("p0_field")) == DeployCard(0, "p0.04", ())
    assert plugin.drop_command(0, card("p0.04"), centre_of("p1_hand")) is None
    mx, my, mw, mh = plugin.places["p1.00"][1]
    # Electric Shock dropped on the Miner: the table asks which of the two Firewalls it hits.
    assert plugin.drop_command(0, card("p0.05"), (mx + mw / 2, my + mh / 2)) is None
    assert plugin.hand_keys(match.view(0), 0) == [PASS, "p1.fw1", "p1.fw2"]  # the phase's button keeps 1; the spell takes none
    assert sorted(plugin.drop_targets(0)) == sorted([plugin.places["p1.fw1"][1], plugin.places["p1.fw2"][1]])
    assert plugin.clicked(0, card("p0.05")) is True and plugin.aim is None  # clicking the spell cancels
    assert plugin.drop_command(0, card("p0.05"), (mx + mw / 2, my + mh / 2)) is None
    fx, fy, fw, fh = plugin.places["p1.fw2"][1]
    assert plugin.clicked(0, Sprite("p1.fw2", "card", (fx, fy, fw, fh))) == CastSpell(0, "p0.05", ("p1.00", "p1.fw2"), ())
    assert plugin.aim is None
    assert plugin.drop_command(0, card("p0.02"), (mx + mw / 2, my + mh / 2)) == Attack(0, "p0.02", "p1.00")


def test_a_bitcoin_dragged_with_the_mouse_goes_on_the_table(app, player):
    scene = new_match_scene(app, "mining_war", [SeatConfig("P1"), SeatConfig("P2")], seed=3)
    app.push(scene)
    player.settle()
    assert scene.curtain is not None
    player.click((640, 360))
    player.frames(2)
    seat = scene.viewer
    state = scene.match.state
    assert state.active == seat and state.phase == "draw"
    coin = next(c for c in state.sides[seat].hand if state.card_types[c] == "bitcoin")
    target = app.viewport.rect(scene.table.plugin.seat_zone(seat, "base")).center
    player.drag(player.sprite_center(coin), target)
    first = scene.match.entries[scene.match.entries[-1].batch]
    assert first.command == PlaceBitcoin(seat, coin)


def test_decisions_are_buttons_and_the_phase_ends_with_one(app):
    from game.rules.mining_war.commands import Choose, EndPhase

    setup = {"order": [0, 1], "players": [{"deck": ["bitcoin"] * 4}, {"deck": ["bitcoin"] * 4}]}
    config = sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup})
    match = sessions.start(config).match
    assert match.state.pending.kind == "draw_count"  # an empty hand may draw 2
    plugin = plugin_for(app, match)
    buttons = {s.key: s for s in plugin.sprites(match.view(0), 0) if s.kind == "button"}
    assert set(buttons) == {"choice:1", "choice:2"}
    assert plugin.hand_keys(match.view(0), 0) == ["choice:1", "choice:2"]
    match.submit(plugin.select_command(0, buttons["choice:2"]))
    assert len(match.state.sides[0].hand) == 2
    buttons = {s.key: s for s in plugin.sprites(match.view(0), 0) if s.kind == "button"}
    assert plugin.select_command(0, buttons["pass"]) == EndPhase(0)
    assert plugin.why_not(match, Choose(0, "2")) is not None


def combat_scene(app, player, p0=None, p1=None, **options):
    """A hot-seat table in seat 0's combat phase (scripted), behind no curtain."""
    from game.rules.mining_war.commands import EndPhase
    from game.ui.scenes.table import TableScene

    coins = ["bitcoin"] * 4
    setup = {"order": [0, 1], "players": [p0 or {"fighters": ["trojan"], "hand": ["bugs"], "bitcoins": 3, "deck": coins},
                                          p1 or {"fighters": ["miner"], "deck": coins}]}
    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup, **options}))
    for _ in range(2):
        session.match.submit(EndPhase(0))
    scene = TableScene(app, session)
    app.push(scene)
    player.settle()
    player.click((640, 360))
    player.frames(2)
    assert scene.acting_seat == 0 and session.match.state.phase == "combat"
    return scene


def test_only_legal_targets_light_up_while_dragging_and_an_illegal_drop_snaps_back(app, player):
    import pygame

    scene = combat_scene(app, player)
    plugin = scene.table.plugin
    start = player.sprite_center("p0.03")
    player.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    player.frames(1)
    player.post(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 60), rel=(1, 1), buttons=(1, 0, 0))
    player.frames(1)
    assert plugin.held == "p0.03"
    legal = {c.target for c in scene.match.legal_commands(0) if isinstance(c, Attack) and c.attacker == "p0.03"}
    assert "p1.pool" not in legal and "p1.00" in legal
    assert sorted(plugin.drop_targets(0)) == sorted(plugin.places[t][1] for t in legal)
    before = len(scene.match.entries)
    pool = app.viewport.rect(plugin.places["p1.pool"][1]).center
    player.post(pygame.MOUSEMOTION, pos=pool, rel=(1, 1), buttons=(1, 0, 0))
    player.frames(1)
    player.post(pygame.MOUSEBUTTONUP, pos=pool, button=1)
    player.frames(1)
    assert len(scene.match.entries) == before  # refused: the Miner protects the Mining Pool
    assert scene.snap_back is not None and scene.snap_back[0].key == "p0.03"
    assert app.toast_text and "protect" in app.toast_text.lower()


def test_marked_bitcoins_pay_and_none_marked_lets_the_rules_pay(app, player):
    from game.rules.mining_war.commands import EndPhase

    from game.ui.scenes.table import TableScene

    p0 = {"bitcoins": 4, "hand": ["trojan", "trojan"], "deck": ["bitcoin"] * 4}
    setup = {"order": [0, 1], "players": [p0, {"fighters": ["miner"], "deck": ["bitcoin"] * 4}]}
    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup}))
    session.match.submit(EndPhase(0))  # to the deployment phase
    scene = TableScene(app, session)
    app.push(scene)
    player.settle()
    player.click((640, 360))
    player.frames(2)
    plugin = scene.table.plugin
    coins = list(session.match.state.sides[0].bitcoins)
    player.click(player.sprite_center(coins[3]))
    player.click(player.sprite_center(coins[2]))
    assert plugin.paying == [coins[3], coins[2]]
    player.click(player.sprite_center(coins[2]))  # a second click unmarks it
    assert plugin.paying == [coins[3]]
    card = session.match.state.sides[0].hand[0]
    player.drag(player.sprite_center(card), app.viewport.rect(plugin.zone("p0_field")).center)
    made = next(e.command for e in reversed(session.match.entries) if e.command is not None)
    assert made == DeployCard(0, card, (coins[3], coins[0]))  # the marked one, then the rules' next
    assert plugin.paying == []
    player.settle()
    player.click((640, 360))  # the curtain again
    player.frames(2)
    card = session.match.state.sides[0].hand[0]
    player.drag(player.sprite_center(card), app.viewport.rect(plugin.zone("p0_field")).center)
    made = next(e.command for e in reversed(session.match.entries) if e.command is not None)
    assert made == DeployCard(0, card, ())


def test_a_tapped_card_turns_a_quarter_with_the_animation(app, player):
    from game.ui.tables.mining_war.drawing import turn_angle, upright_size

    assert turn_angle(54, 76) == 0 and turn_angle(76, 54) == 90
    assert 30 < turn_angle(65, 65) < 60 and upright_size(65, 65) == (54, 76)
    p0 = {"fighters": ["hacker"], "hand": ["bugs"], "deck": ["bitcoin"] * 4}  # the rulebook's Hacker survives the Miner
    scene = combat_scene(app, player, p0=p0)
    player.drag(player.sprite_center("p0.00"), player.sprite_center("p1.00"))
    presenter = scene.table.presenter
    angles = []
    for _ in range(400):
        presenter.update(1 / 60)
        for sprite, rect in scene.table.presenter.draw(app.screen):
            if sprite.key == "p0.00":
                angles.append(round(turn_angle(rect[2], rect[3])))
        if not presenter.animating:
            break
    assert angles[0] == 0 and angles[-1] == 90  # the attacker is tapped after its fight
    assert any(0 < a < 90 for a in angles)  # ... and turns through the angles in between
    assert angles == sorted(angles)


def test_face_down_deployments_lie_as_the_rulebook_shows_and_health_changes_on_the_card(app):
    setup = {"order": [0, 1], "players": [
        {"fighters": ["hacker"], "hand": ["bugs"], "deck": ["bitcoin"] * 3},
        {"fighters": [["whale", 2], ["miner", 1], "miner"], "deck": ["bitcoin"] * 3},
    ]}
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup})).match
    plugin = plugin_for(app, match)
    theirs = {s.key: s for s in plugin.sprites(match.view(0), 0)}
    mine = {s.key: s for s in plugin.sprites(match.view(1), 1)}
    slow, medium = mine["p1.00"], mine["p1.01"]
    # slow: horizontal, medium: vertical; both face down, their faces (veiled) to their owner only
    assert slow.rect[2] > slow.rect[3] and slow.face_up and slow.badge == "↻2"
    assert medium.rect[2] < medium.rect[3] and medium.face_up and medium.badge == "↻1"
    assert not theirs["p1.00"].face_up and not theirs["p1.01"].face_up
    assert slow.data == "whale" and theirs["p1.00"].data is None and theirs["p1.01"].data is None
    assert theirs["p1.00"].rect[2] > theirs["p1.00"].rect[3]
    assert mine["p1.02"].badge == "⚔3 ♥6"
    from game.rules.mining_war.commands import EndPhase

    match.submit(EndPhase(0))
    match.submit(EndPhase(0))
    match.submit(Attack(0, "p0.00", "p1.02"))
    hurt = {s.key: s for s in plugin.sprites(match.view(1), 1)}
    assert hurt["p1.02"].badge == "⚔3 ♥2/6"  # the rulebook's Hacker strikes twice for 2
    summary = plugin.summary_lines(match.view(1)["players"][1], match.view(1))
    assert summary == ["Pool ♥20 · Firewalls ♥8 ♥8", "฿ 0/0 untapped", "hand 0 · deck 3"]
    # A Bitcoin taken by HACK is on its owner's side, to be spent by the thief this turn: both
    # lines say so (thirteenth trial: the thief's line read 3/3 with a fourth one at hand)
    view = match.view(1)
    view["players"][1]["bitcoins"] = [{"card": "p1.b1", "tapped": False, "stolen_by": 0}]
    assert plugin.summary_lines(view["players"][1], view)[1] == "฿ 1/1 untapped · 1 stolen"
    assert plugin.summary_lines(view["players"][0], view)[1] == "฿ 0/0 untapped · +1 stolen to spend"


def test_the_attacker_leaves_its_row_towards_its_target_while_the_fight_lasts(app):
    from game.rules.mining_war.commands import EndPhase

    setup = {"order": [0, 1], "players": [
        {"fighters": ["hacker"], "hand": ["bugs"], "deck": ["bitcoin"] * 3},
        {"fighters": ["miner"], "deck": ["bitcoin"] * 3},
    ]}
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup})).match
    plugin = plugin_for(app, match)
    match.submit(EndPhase(0))
    match.submit(EndPhase(0))
    home = {s.key: s.rect for s in plugin.sprites(match.view(0), 0)}["p0.00"]
    start = len(match.entries)
    match.submit(Attack(0, "p0.00", "p1.00"))
    rects = []
    for position in range(start, len(match.entries) + 1):
        view = match.rules.view(match.state_at(position), None)
        rects.append(next(s.rect for s in plugin.sprites(view, None) if s.key == "p0.00"))
    assert rects[0] == home
    assert rects[-1][0] == home[0] and rects[-1][2] > rects[-1][3]  # back in its row, lying (tapped)
    assert any(r[1] < home[1] - 20 for r in rects)  # towards the Miner, above it on the screen
