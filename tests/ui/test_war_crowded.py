"""A crowded Crypto Mining War table stays readable: the base rows of a late 4-player game lay
their Bitcoins out without any card overlapping another (alike ones stacked, with a count), a
stack is still clicked to pay, and the hovered card's zoom never covers that card nor the rows
of any player, fully in the window at every window size the app allows."""

from __future__ import annotations

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import DeployCard, EndPhase
from game.ui.tables.base import TableContext
from game.ui.tables.mining_war import MiningWarTable
from tests.ui import crowded_tables as ct


def plugin_for(app, match):
    return MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))


def resources_of(view) -> set[str]:
    """Every Bitcoin and card set aside on the table (the rows of players still in the game)."""
    return {c["card"] for p in view["players"] if not p["eliminated"] for c in p["bitcoins"] + p["set_aside"]}


def check_resources_lie_apart(plugin, view, viewer) -> int:
    """Assert no resource's rect meets another card's and that each resource is on the table
    (as its own card or counted in a stack); returns the largest stack."""
    cards = [s for s in plugin.sprites(view, viewer) if s.kind == "card"]
    resources = resources_of(view)
    shown = [s for s in cards if s.key in resources]
    for sprite in shown:
        for other in cards:
            if other.key != sprite.key:
                assert not ct.overlaps(sprite.rect, other.rect), f"{sprite.key} overlaps {other.key} (seen by {viewer})"
    stacks = getattr(plugin, "stacks", {})
    counted = [card for sprite in shown for card in stacks.get(sprite.key, [sprite.key])]
    assert sorted(counted) == sorted(resources), "every resource is shown once, alone or in a stack"
    for sprite in shown:
        members = stacks.get(sprite.key, [sprite.key])
        assert members[-1] == sprite.key
        if len(members) > 1:
            assert sprite.badge.endswith(f"×{len(members)}"), f"the stack {sprite.key} shows its count"
    return max((len(m) for m in stacks.values()), default=1)


def test_no_bitcoin_overlaps_another_card_through_a_late_four_player_game(app):
    match = ct.war_late_game(4, coins=9, commands=0)
    plugin = plugin_for(app, match)
    largest, positions = 0, 0
    for _ in ct.war_steps(match, seed=3, commands=160):
        for viewer in (None, match.to_act()[0] if match.to_act() else None):
            largest = max(largest, check_resources_lie_apart(plugin, match.view(viewer), viewer))
        positions += 1
    assert positions >= 150
    assert largest >= 9, "the rows were crowded enough to stack"
    view = match.view(None)
    assert any(c["tapped"] for p in view["players"] for c in p["bitcoins"]), "tapped Bitcoins were laid out too"


@pytest.mark.parametrize("size", ct.WINDOW_SIZES)
def test_the_crowded_rows_stay_apart_in_window_pixels(app, size):
    """Rounded to the pixels of each window size (the smallest allowed first), no two cards
    of a base row share a pixel."""
    match = ct.war_late_game(4, coins=12, commands=40)
    plugin = plugin_for(app, match)
    viewport = app.viewport
    viewport.design_size = plugin.design_size
    viewport.resize(size)
    for seat in range(4):
        cards = [s for s in plugin.sprites(match.view(seat), seat) if s.kind == "card"]
        base = pygame.Rect(plugin.seat_zone(seat, "base")).inflate(2, 2)
        row = [viewport.rect(s.rect) for s in cards if base.contains(pygame.Rect(s.rect))]
        assert len(row) >= 5
        for index, rect in enumerate(row):
            assert all(not rect.colliderect(other) for other in row[index + 1:])


def crowded_deployment():
    """Two players; the first, about to deploy, owns 14 Bitcoins (more than its row holds)."""
    setup = {"order": [0, 1], "players": [{"bitcoins": 14, "hand": ["miner", "trojan"], "deck": ["bitcoin"] * 5},
                                          {"bitcoins": 2, "deck": ["bitcoin"] * 5}]}
    config = sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1, options={"setup": setup})
    session = sessions.start(config)
    session.match.submit(EndPhase(0))
    assert session.match.state.phase == "deploy"
    return session


def test_a_stack_marks_one_bitcoin_more_per_click_and_pays_with_them(app):
    match = crowded_deployment().match
    plugin = plugin_for(app, match)
    sprites = {s.key: s for s in plugin.sprites(match.view(0), 0)}
    own = [c["card"] for c in match.view(0)["players"][0]["bitcoins"]]
    (top, members), = plugin.stacks.items()
    assert sorted(members) == sorted(own) and top == own[-1]
    keys = plugin.clickable_keys(plugin.view, 0)
    assert top in keys and not set(own[:-1]) & set(keys), "the stack is picked as one"
    # no number for a Bitcoin in play (fourth new-user trial: "⇧1", "⇧2", renumbered as cards came)
    assert not set(own) & set(plugin.hand_keys(plugin.view, 0))
    for count in range(1, len(own) + 1):
        assert plugin.clicked(0, sprites[top]) is True
        assert plugin.paying == list(reversed(own))[:count], "the top card first, then the ones under it"
    assert plugin.clicked(0, sprites[top]) is True
    assert plugin.paying == [], "a click on a stack all marked clears it"
    plugin.clicked(0, sprites[top])
    plugin.clicked(0, sprites[top])
    miner = next(c["card"] for c in match.view(0)["players"][0]["hand"] if c["key"] == "miner")
    x, y, w, h = plugin.zone("p0_field")
    command = plugin.drop_command(0, sprites[miner], (x + w / 2, y + h / 2))
    assert isinstance(command, DeployCard) and command.pay_with[:2] == (own[-1], own[-2]) and len(command.pay_with) == 3
    match.submit(command)
    plugin.sprites(match.view(0), 0)
    tapped = next(members for members in plugin.stacks.values() if set(members) <= set(command.pay_with))
    assert sorted(tapped) == sorted(command.pay_with), "the three paid lie together in a tapped stack"
    _, (_, _, w, h) = plugin.places[tapped[-1]]
    assert w > h, "tapped: the stack lies down"


def test_a_player_marks_a_stack_with_the_mouse(app, player):
    session = crowded_deployment()
    scene = player.open_table(session)
    plugin = scene.table.plugin
    (top, members), = plugin.stacks.items()
    player.click(player.visible_point(scene, top))
    player.click(player.visible_point(scene, top))
    assert plugin.paying == [members[-1], members[-2]]


def hovered_cards(table):
    return [key for key, sprite in table.presenter.sprites.items() if table.plugin.zoom_face(sprite) is not None]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_zoom_covers_neither_the_hovered_card_nor_any_players_rows(app, players):
    match = ct.war_late_game(players, coins=7, commands=50)
    seat = match.to_act()[0]
    table = ct.table_view_of(app, match, seat)
    plugin, viewport = table.plugin, app.viewport
    keys = hovered_cards(table)
    assert len(keys) >= 8 * players
    active = match.view(seat)["active"]
    for size in ct.WINDOW_SIZES:
        viewport.resize(size)
        window = pygame.Rect((0, 0), size)
        panels = {s: viewport.rect(plugin.seat_zone(s, "panel")) for s in range(players)}
        for key in keys:
            zoom = ct.zoom_rect(app, table, key)
            assert zoom.size == (viewport.px(210), viewport.px(304)) and window.contains(zoom)
            assert not zoom.colliderect(viewport.rect(table.presenter.sprites[key].rect)), f"the zoom of {key} covers it"
            assert not zoom.colliderect(panels[active]), f"the zoom of {key} covers the rows of the player whose turn it is"
            for other, panel in panels.items():
                assert not zoom.colliderect(panel), f"the zoom of {key} covers P{other + 1}'s rows at {size}"


@pytest.mark.parametrize("size", [ct.WINDOW_SIZES[0], (1280, 720), (2560, 1080)])
def test_the_drawn_zoom_leaves_the_active_players_rows_as_they_were(app, size):
    """As drawn (shadow and all): the pixels of the active player's panel and of the hovered
    card do not change when the zoom opens, and the zoom is drawn."""
    match = ct.war_late_game(4, coins=9, commands=60)
    seat = match.to_act()[0]
    table = ct.table_view_of(app, match, seat)
    plugin = table.plugin
    screen = ct.drawn(app, table, seat, size)
    active = match.view(seat)["active"]
    own = [k for k in hovered_cards(table) if plugin.places.get(k, (None,))[0] == active]
    others = [k for k in hovered_cards(table) if plugin.places.get(k, (None,))[0] not in (active, None)]
    assert len(own) >= 6 and others
    panel = app.viewport.rect(plugin.seat_zone(active, "panel"))
    for key in own[::2] + others[:3]:
        shown = ct.zoomed(app, table, screen, key)
        assert not ct.same_pixels(shown, screen, screen.get_rect()), "the zoom is drawn"
        assert ct.same_pixels(shown, screen, panel), f"the zoom of {key} changed the active player's rows"
        assert ct.same_pixels(shown, screen, app.viewport.rect(table.presenter.sprites[key].rect)), f"the zoom of {key} covers it"


def test_when_even_the_stacks_do_not_fit_they_shrink_together_inside_the_row():
    """Six kinds of resources (own, stolen by two players, cards set aside; tapped and not) in
    the narrowest row (4 players, 3 Firewalls): every slot inside the row, none overlapping."""
    from game.ui.tables.mining_war.layout import Resource, resource_slots

    kinds = [("bitcoin", None), ("bitcoin", 1), ("bitcoin", 2), ("spare", None, True)]
    resources = [Resource(f"c{n}", "bitcoin", True, "", (n // 4) % 2 == 1, kinds[n % 4]) for n in range(24)]
    area = (130, 524, 110, 84)
    slots = resource_slots(area, resources)
    assert sorted(card for _, members, _ in slots for card in members) == sorted(r.key for r in resources)
    assert len(slots) == 8, "one stack per kind and tapped state"
    for index, (_, _, rect) in enumerate(slots):
        x, y, w, h = rect
        assert area[0] <= x and x + w <= area[0] + area[2] + 1e-9 and area[1] <= y and y + h <= area[1] + area[3]
        assert w >= 10, "still big enough to click"
        assert all(not ct.overlaps(rect, other) for _, _, other in slots[index + 1:])


def test_only_a_fighter_that_can_attack_now_takes_a_number(app):
    """Fourth new-user trial: an engaged Trojan, which had attacked, still showed a number key."""
    import random as _random

    from game.rules.mining_war.commands import Attack
    from game.ui.tables.mining_war.gestures import acting_seat

    engaged = keyed = 0
    for seed in range(8):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = plugin_for(app, match)
        chooser = _random.Random(seed)
        for _ in range(400):
            if match.is_over():
                break
            seat = acting_seat(match.view(match.to_act()[0]))
            if seat is not None and match.view(seat)["phase"] == "combat" and match.view(seat)["pending"] is None:
                view = match.view(seat)
                plugin.sprites(view, seat)
                keys = plugin.hand_keys(view, seat)
                attackers = {c.attacker for c in match.legal_commands(seat) if isinstance(c, Attack)}
                for fighter in view["players"][seat]["battlefield"]:
                    if fighter["tapped"] and not fighter["face_down"]:
                        engaged += 1
                        assert fighter["card"] not in keys
                    keyed += fighter["card"] in attackers and fighter["card"] in keys
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert engaged >= 3 and keyed >= 3, (engaged, keyed)


def test_a_pile_says_its_name_with_its_count_under_its_top_card(app):
    """The name in the zone peeked out round the top card ("D…e" of Décharge, a playtest)."""
    import random as _random

    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=2)).match
    plugin = plugin_for(app, match)
    chooser = _random.Random(2)
    while not all(p["dump"] for p in match.view(0)["players"]):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    view = match.view(0)
    badges = {s.key: s.badge for s in plugin.sprites(view, 0)}
    for seat, player in enumerate(view["players"]):
        assert badges[f"deck:{seat}"] == f"Deck {player['deck_size']}"
        assert badges[player["dump"][-1]["card"]] == f"Discard {len(player['dump'])}"
