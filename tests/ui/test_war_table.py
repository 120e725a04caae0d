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
    assert plugin.hand_keys(match.view(0), 0) == ["p0.05", "p1.fw1", "p1.fw2"]
    assert sorted(plugin.drop_targets(0)) == sorted([plugin.places["p1.fw1"][1], plugin.places["p1.fw2"][1]])
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
    target = app.viewport.rect(scene.table.plugin.zone(f"p{seat}_base")).center
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
