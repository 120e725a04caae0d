"""Crypto Mining War played with the mouse alone: pygame events posted through the app (curtain
clicks, drags from the hand, drags onto targets, clicks on buttons, on resources and on cards),
never a command submitted by the test. Small decks and low health keep the games short."""

from __future__ import annotations

import dataclasses

import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import ActivateMulti, Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import new_match_scene
from game.ui.presenter import Sprite
from game.ui.tables.mining_war import CHOICE, PASS

QUICK_DECK = {"bitcoin": 10, "trojan": 4, "bugs": 4, "script_kiddies": 4, "crypto_jacker": 2, "electric_shock": 3, "zero_day": 3}
"""The smallest legal deck (30 cards, 10 Bitcoins, 20 fighters and spells), fast and cheap."""
QUICK = {"pool_health": 3, "firewall_health": 1, "firewalls": 2, "neutrino_health": 2, "max_rounds": 30}


def zone_centre(player, scene, seat, part):
    """The centre, on screen, of `seat`'s zone `part` where it sits now (the table turns to the viewer)."""
    return player.app.viewport.rect(scene.table.plugin.seat_zone(seat, part)).center


def last_command(match):
    return next(e.command for e in reversed(match.entries) if e.command is not None)


AIMED: list[str] = []
"""Spells whose second target was clicked on the table (the test checks it happens)."""


def gesture(player, scene, seat, command, mark_payment=False):
    """Make `command` happen with the mouse; returns the resources marked to pay with."""
    plugin = scene.table.plugin
    click = lambda key: player.click(player.visible_point(scene, key))  # noqa: E731
    marked = []
    if mark_payment:
        usable = [k for k in plugin.hand_keys(scene.table.presenter.view, seat) if k.startswith(f"p{seat}.") and k in plugin.places
                  and plugin.places[k][0] == seat and k not in plugin.view["players"][seat]["hand"]]
        coins = [k for k in usable if k in {c["card"] for c in plugin.view["players"][seat]["bitcoins"]} and k not in plugin.paying]
        if coins:
            click(coins[-1])  # the last one: the rules alone would tap the first
            marked = [coins[-1]]
            assert plugin.paying == marked
    match command:
        case Choose(option=option):
            keys = plugin.hand_keys(scene.table.presenter.view, seat)
            if CHOICE + option in keys:
                click(CHOICE + option)
            else:
                assert option in keys, f"{option} cannot be clicked ({keys})"
                click(option)
                click(option)
        case EndPhase():
            click(PASS)
        case PlaceBitcoin(card=card):
            player.drag(player.visible_point(scene, card), zone_centre(player, scene, seat, "base"))
        case DeployCard(card=card):
            player.drag(player.visible_point(scene, card), zone_centre(player, scene, seat, "field"))
        case CastSpell(card=card, targets=targets):
            aimed = [t for t in targets if t]
            end = player.visible_point(scene, aimed[0]) if aimed else zone_centre(player, scene, seat, "base")
            player.app.toast_text = None
            player.drag(player.visible_point(scene, card), end)
            if plugin.aim is not None:  # a drop that chose the first target refuses nothing (thirteenth trial)
                assert not player.app.toast_text, f"{card} asks for its next target under {player.app.toast_text!r}"
            while plugin.aim is not None:  # the table asks for the other target: click it
                AIMED.append(card)
                click(targets[plugin.aim[2]])
        case Attack(attacker=attacker, target=target):
            player.drag(player.visible_point(scene, attacker), player.visible_point(scene, target))
        case ActivateMulti(card=card):
            click(card)
            click(card)
    return marked


PREFERENCE = (Choose, CastSpell, PlaceBitcoin, DeployCard, ActivateMulti, Attack, EndPhase)


def pick(legal, turn):
    """An eager player: spells, then a Bitcoin, fighters, attacks on the weakest protection."""
    for kind in PREFERENCE:
        options = [c for c in legal if isinstance(c, kind)]
        if kind is ActivateMulti and turn % 3:
            continue
        if options:
            if kind is Attack:
                options.sort(key=lambda c: (not c.target.endswith(".pool"), ".fw" not in c.target, c.target != "neutrino"))
            if kind is Choose:
                return options[turn % len(options)]
            return options[0]
    raise AssertionError("nothing legal")


def play_to_the_end(app, player, players, seed):
    decks = [dict(QUICK_DECK) for _ in range(players)]
    app.settings.warn_before_ruin = False  # MULTI would ask first (its own test: test_ruin_warnings)
    scene = new_match_scene(app, "mining_war", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed, options={**QUICK, "decks": decks})
    scene.plays_idle_moves = False  # every End clicked by the mouse (phases ending by themselves: test_idle_moves)
    app.push(scene)
    match = scene.match
    seen = set()
    for step in range(2000):
        seat = player.next_seat(scene)
        if seat is None:
            break
        legal = match.legal_commands(seat)
        command = pick(legal, step)
        before = len(match.entries)
        marked = gesture(player, scene, seat, command, mark_payment=isinstance(command, DeployCard) and step % 2 == 0)
        assert len(match.entries) > before, f"{command} was not made by the mouse"
        made = last_command(match)
        if isinstance(command, (DeployCard, CastSpell)):
            assert made == dataclasses.replace(command, pay_with=made.pay_with)
            if marked:
                assert marked[0] in made.pay_with
            elif isinstance(command, DeployCard):
                assert made.pay_with == ()
        else:
            assert made == command
        seen.add(type(command).__name__)
    assert isinstance(app.top, EndScene), "the game did not reach the end screen"
    assert match.is_over() and match.outcome.winners
    return seen, match


@pytest.mark.parametrize("players,seed", [(2, 6), (4, 7)])
def test_people_play_a_whole_game_to_the_end_screen_with_the_mouse(app, player, players, seed):
    AIMED.clear()
    seen, match = play_to_the_end(app, player, players, seed)
    assert {"EndPhase", "PlaceBitcoin", "DeployCard", "Attack", "CastSpell", "Choose"} <= seen
    assert AIMED, "no spell asked for its second target"
    eliminated = [side.seat for side in match.state.sides if side.eliminated]
    assert match.outcome.reason == "last pool standing"
    assert len(eliminated) == players - 1 and match.outcome.winners[0] not in eliminated


# -- every decision the rules offer is a click away ---------------------------------------------------

def scripted(players, sides, order=None, **options):
    setup = {"order": order or list(range(players)), "players": sides}
    return sessions.make_config("mining_war", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=1, options={"setup": setup, **options})


def decision_tables():
    """(kind, config, commands that lead to the decision) for every kind of `Choose`."""
    coins = ["bitcoin"] * 4
    many = ["trojan", "bugs", "bitcoin", "bitcoin", "script_kiddies", "zero_day", "bugs", "trojan", "bitcoin"]
    return [
        ("draw_count", scripted(2, [{"deck": coins}, {"deck": coins}]), []),
        ("hack", scripted(3, [{"fighters": [["hacker", 1]], "hand": ["bugs"], "deck": coins}, {"bitcoins": 2, "deck": coins}, {"bitcoins": 1, "deck": coins}]), []),
        # One possible victim: still a choice, to steal or not ("peut voler").
        ("hack", scripted(2, [{"fighters": [["hacker", 1]], "hand": ["bugs"], "deck": coins}, {"bitcoins": 1, "deck": coins}]), []),
        ("multi", scripted(2, [{"fighters": ["script_kiddies"], "hand": ["bugs"], "deck": coins}, {"fighters": ["miner"], "deck": coins}]),
         [EndPhase(0), EndPhase(0), Attack(0, "p0.00", "p1.00")]),
        ("bonus_target", scripted(3, [{"fighters": ["trojan"], "hand": ["bugs"], "deck": coins}, {"deck": coins}, {"deck": coins}],
                                  neutrino_health=1, neutrino_bonus="firewall_breach"),
         [EndPhase(0), EndPhase(0), Attack(0, "p0.00", "neutrino")]),
        ("hand_limit", scripted(2, [{"hand": many, "deck": coins}, {"deck": coins}]), [EndPhase(0)] * 3),
        ("last_card", scripted(2, [{"hand": ["bugs"]}, {"deck": coins}]), [EndPhase(0)] * 3),
    ]


@pytest.mark.parametrize("kind,config,lead", decision_tables(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_choice_the_rules_offer_is_reached_by_clicking(app, player, kind, config, lead):
    probe = sessions.start(config).match
    for command in lead:
        probe.submit(command)
    assert probe.state.pending is not None and probe.state.pending.kind == kind
    options = [c.option for c in probe.legal_commands(probe.to_act()[0])]
    assert options
    for option in options:
        session = sessions.start(config)
        for command in lead:
            session.match.submit(command)
        scene = player.open_table(session)
        seat = scene.acting_seat
        assert seat == probe.to_act()[0]
        before = len(session.match.entries)
        gesture(player, scene, seat, Choose(seat, option))
        assert len(session.match.entries) > before
        assert last_command(session.match) == Choose(seat, option)
        app.pop()



def gesture_command(plugin, seat, command):
    """The command the plugin makes of the gesture a player would use for `command` (the
    same gestures as above, without the event loop): drops at the centre of a target's place,
    clicks on buttons and cards."""
    def centre(key):
        x, y, w, h = plugin.places[key][1]
        return (x + w / 2, y + h / 2)

    def zone_mid(part):
        x, y, w, h = plugin.seat_zone(seat, part)
        return (x + w / 2, y + h / 2)

    def sprite(key):
        rect = plugin.places[key][1] if key in plugin.places else (0, 0, 10, 10)
        return Sprite(key, "button" if key == PASS or key.startswith(CHOICE) else "card", rect)

    match command:
        case Choose(option=option):
            if CHOICE + option in plugin.hand_keys(plugin.view, seat):
                return plugin.clicked(seat, sprite(CHOICE + option))
            assert option in plugin.hand_keys(plugin.view, seat)
            return plugin.select_command(seat, sprite(option))
        case EndPhase():
            return plugin.clicked(seat, sprite(PASS))
        case PlaceBitcoin(card=card):
            return plugin.drop_command(seat, sprite(card), zone_mid("base"))
        case DeployCard(card=card):
            return plugin.drop_command(seat, sprite(card), zone_mid("field"))
        case CastSpell(card=card, targets=targets):
            aimed = [t for t in targets if t]
            made = plugin.drop_command(seat, sprite(card), centre(aimed[0]) if aimed else zone_mid("base"))
            while made is None and plugin.aim is not None:
                made = plugin.clicked(seat, sprite(targets[plugin.aim[2]]))
                made = None if made is True else made
            return made
        case Attack(attacker=attacker, target=target):
            return plugin.drop_command(seat, sprite(attacker), centre(target))
        case ActivateMulti(card=card):
            assert plugin.clicked(seat, sprite(card)) is None  # picked, then the second click acts
            return plugin.select_command(seat, sprite(card))
    raise AssertionError(command)


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_every_legal_command_of_random_games_has_a_gesture(app, players, seed):
    """In random games, at every decision, each legal command (one per kind of card, as the rules
    list them) is made by its gesture on the table, pay_with aside."""
    import random

    from game.ui.tables.base import TableContext
    from game.ui.tables.mining_war import MiningWarTable

    config = sessions.make_config("mining_war", [SeatConfig(f"P{s}") for s in range(players)], seed=seed, options={**QUICK, "pool_health": 8})
    match = sessions.start(config).match
    plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    chooser = random.Random(seed)
    checked = set()
    for _ in range(150):
        if match.is_over():
            break
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        plugin.sprites(match.view(seat), seat)
        # the rules' plays, then the same for each other copy of a card in hand
        assert plugin.legal[:len(legal)] == legal
        assert all(dataclasses.replace(c, card=next(l.card for l in legal if type(l) is type(c) and getattr(l, "card", None)
                                                 and match.state.card_types[l.card] == match.state.card_types[c.card])) in legal
                   for c in plugin.legal[len(legal):])
        for command in legal:
            made = gesture_command(plugin, seat, command)
            assert made is not None, f"no gesture makes {command}"
            assert dataclasses.replace(made, pay_with=()) == command if hasattr(made, "pay_with") else made == command
            checked.add(type(command).__name__)
        match.submit(chooser.choice(legal))
    assert {"EndPhase", "PlaceBitcoin", "DeployCard", "Attack", "CastSpell", "Choose"} <= checked


def test_a_person_plays_against_the_computer_with_the_mouse_to_the_end(app, player):
    """No curtain against a computer: the person's view stays, the computer plays between."""
    seats = [SeatConfig("Ada"), SeatConfig("Computer", "computer:easy")]
    scene = new_match_scene(app, "mining_war", seats, seed=9, options={**QUICK, "decks": [dict(QUICK_DECK)] * 2})
    scene.plays_idle_moves = False  # every End clicked by the mouse (phases ending by themselves: test_idle_moves)
    app.push(scene)
    match = scene.match
    for step in range(1500):
        player.settle()
        if isinstance(app.top, EndScene):
            break
        assert scene.curtain is None
        seat = scene.acting_seat
        if seat is None:
            player.frames(1, dt=1.0)
            continue
        assert seat == 0 and scene.viewer == 0
        before = len(match.entries)
        gesture(player, scene, seat, pick(match.legal_commands(seat), step))
        assert len(match.entries) > before
    assert isinstance(app.top, EndScene) and match.is_over()
