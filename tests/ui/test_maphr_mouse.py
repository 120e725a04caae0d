"""Les Mines de Maphr played with the mouse alone: pygame events posted through the app (curtain
clicks, drags from the hand, the panel and the mine, clicks on buttons and cards), never a
command submitted by the test. A short round limit keeps the games short; every game ends on
the end screen with the score grid."""

from __future__ import annotations

import random

import pytest

from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import new_match_scene
from game.ui.tables.maphr import BUTTON
from tests.ui.maphr_gestures import centre, steps

QUICK = {"round_limit": 3}


def mouse_gesture(player, scene, seat, command) -> None:
    """Make `command` with the mouse, step by step as a player would."""
    plugin = scene.table.plugin
    for step in steps(plugin, seat, command):
        player.settle()
        if step[0] == "click":
            player.click(player.visible_point(scene, step[1]))
        else:
            player.drag(player.visible_point(scene, step[1]), player.app.viewport.point(step[2]))
            if plugin.ruin is not None:  # the tile closes the mine: the table asks, the player insists
                player.settle()
                player.click(player.visible_point(scene, BUTTON + "ruin_yes"))


def last_command(match):
    return next(e.command for e in reversed(match.entries) if e.command is not None)


FIRST = (cmd.PlaceTile, cmd.BuyMiner, cmd.MoveMiner, cmd.BuildAmenity, cmd.RaiseLevel, cmd.UseAmenity)


def pick(legal, chooser: random.Random):
    """A keen player: lays tiles, works veins and builds first; trades now and then."""
    for kind in FIRST:
        options = [c for c in legal if isinstance(c, kind)]
        if options and chooser.random() < 0.85:
            return chooser.choice(options)
    offers = [c for c in legal if isinstance(c, cmd.ProposeOffer)]
    if offers and chooser.random() < 0.4:
        return chooser.choice(offers)
    tokens = [c for c in legal if isinstance(c, cmd.ChooseActions)]
    if tokens:
        singles = [c for c in tokens if len(c.actions) == 1]
        return chooser.choice(tokens if chooser.random() < 0.2 else singles or tokens)
    impede = [c for c in legal if isinstance(c, cmd.ChooseImpediments) and c.plays]
    if impede and chooser.random() < 0.5:
        return chooser.choice(impede)
    calm = [c for c in legal if not isinstance(c, cmd.ProposeOffer) and c not in impede]
    return chooser.choice(calm or legal)


def play_to_the_end(app, player, seats, seed, options=QUICK):
    scene = new_match_scene(app, "maphr", seats, seed=seed, options=dict(options))
    app.push(scene)
    match = scene.match
    chooser = random.Random(seed)
    made: set[str] = set()
    for _ in range(3000):
        seat = player.next_seat(scene)
        if seat is None:
            break
        command = pick(match.legal_commands(seat), chooser)
        before = len(match.entries)
        mouse_gesture(player, scene, seat, command)
        assert len(match.entries) > before, f"{command} was not made by the mouse"
        assert last_command(match) == command
        made.add(type(command).__name__)
    assert isinstance(app.top, EndScene), "the game did not reach the end screen"
    assert match.is_over()
    return scene, made


def score_grid_shown(scene) -> bool:
    return any(sprite.key == "scores" for sprite, _ in scene.table.drawn)


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23)])
def test_people_play_a_whole_game_to_the_score_grid_with_the_mouse(app, player, players, seed):
    seats = [SeatConfig(f"P{s + 1}") for s in range(players)]
    scene, made = play_to_the_end(app, player, seats, seed)
    match = scene.match
    assert match.outcome.reason in ("target", "round_limit") and match.outcome.winners
    assert {"ChooseActions", "PlaceTile"} <= made
    assert made & {"ProposeOffer", "EndNegotiation"}
    grid = scene.table.presenter.view["score_grid"]
    assert sorted(grid) == [str(s) for s in range(players)]
    assert score_grid_shown(scene)


def test_a_person_plays_against_the_computer_with_the_mouse_to_the_end(app, player):
    """No curtain against a computer: the person's view stays, the computer plays between."""
    seats = [SeatConfig("Ada"), SeatConfig("Computer", "computer:easy")]
    scene, made = play_to_the_end(app, player, seats, 9)
    assert scene.curtain is None and scene.viewer == 0
    assert "PlaceTile" in made and score_grid_shown(scene)


def prospecting_scene(app, player):
    """A 2-player hot-seat table where P1 is laying tiles (the way there is set up by commands,
    as a scenario; what the test checks is done with the mouse and the keyboard)."""
    from game import sessions
    
    config = sessions.make_config("maphr", [SeatConfig("P1"), SeatConfig("P2")], seed=4, options={"draw_dice": [6]})
    session = sessions.start(config)
    match = session.match
    chooser = random.Random(1)
    while not (match.state.phase == "resolve" and match.state.step == "acting" and match.state.queue[0] == (0, "prospect")):
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        prospect = [c for c in legal if isinstance(c, cmd.ChooseActions) and c.actions == ("prospect",)]
        quiet = [c for c in legal if not isinstance(c, cmd.ChooseActions) and not getattr(c, "plays", ())]
        match.submit(prospect[0] if prospect else chooser.choice(quiet or legal))
    scene = player.open_table(session)
    assert scene.acting_seat == 0
    return scene


def test_a_tile_turns_with_r_and_the_wheel_and_a_bad_drop_reads_the_reason(app, player):
    import pygame

    scene = prospecting_scene(app, player)
    plugin, match = scene.table.plugin, scene.match
    place = next(c for c in match.legal_commands(0) if isinstance(c, cmd.PlaceTile) and not plugin.closes_mine(c))
    tile = place.card
    player.click(player.visible_point(scene, tile))  # picked up: R and the wheel turn it
    assert scene.selected == tile
    player.key(pygame.K_r)
    assert plugin.rotations[tile] == 1
    player.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    player.frames(1)
    assert plugin.rotations[tile] == 2
    player.key(pygame.K_r, mod=pygame.KMOD_SHIFT)
    assert plugin.rotations[tile] == 1
    # While it is held, the cells where it fits in some turn are lit (let go there, it turns to fit).
    plugin.held = tile
    lit = plugin.drop_targets(0)
    fits = {(c.x, c.y) for c in plugin.legal if isinstance(c, cmd.PlaceTile) and c.card == tile}
    assert len(lit) == len(fits)
    # A drop where nothing connects is refused with the rules' reason; the tile stays in hand.
    before = len(match.entries)
    far = player.app.viewport.point(plugin.grids[0].rect((0, 3))[:2])
    player.drag(player.visible_point(scene, tile), (far[0] + 5, far[1] + 5))
    assert len(match.entries) == before
    assert app.toast_text == "The tile must open onto your gallery network."
    player.settle()
    # Turned back to the rules' rotation and dropped on a lit cell, it is laid.
    for step in range(4):
        if plugin.rotation_of(tile) == place.rotation:
            break
        player.key(pygame.K_r)
    player.drag(player.visible_point(scene, tile), player.app.viewport.point(plugin.grids[0].rect((place.x, place.y), 10)[:2]))
    assert last_command(match) == place


def test_the_secret_actions_are_revealed_to_everyone_at_once(app):
    """One reveal event turns every player's token over (test_maphr_reveal.py checks the
    flips); no words float over the boards, the tokens themselves tell."""
    from game.engine.records import ChoicesRevealed
    from game import sessions
    from game.ui.tables.base import TableContext
    from game.ui.tables.maphr import MaphrTable
    from game.ui.tables.maphr.table import REVEAL

    match = sessions.start(sessions.make_config("maphr", [SeatConfig(f"P{s}") for s in range(3)], seed=2)).match
    chooser = random.Random(2)
    while not any(isinstance(e.event, ChoicesRevealed) and e.event.step == "actions" for e in match.entries):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    reveal = next(e.event for e in match.entries if isinstance(e.event, ChoicesRevealed) and e.event.step == "actions")
    plugin = MaphrTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    sprites = plugin.sprites(match.view(-1), -1)
    style = plugin.event_style(reveal, {}, {}, -1)
    assert style.duration == REVEAL and style.sound == "flip" and not style.callouts
    shown = {s.key: s.data for s in sprites if s.kind == "mtoken" and s.face_up}
    for seat, choice in reveal.choices:
        assert [shown.get(f"token:{seat}:{i}") for i in range(len(choice["actions"]))] == list(choice["actions"])


def test_a_tile_that_would_close_the_mine_asks_first(app, player):
    """Issue 20: a new player laid a Dead end under the entrance on the first Prospect (legal), which
    closed the mine for the whole game with no warning. The table asks before laying it."""
    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    closing = [c for c in plugin.legal if isinstance(c, cmd.PlaceTile) and plugin.closes_mine(c)]
    safe = [c for c in plugin.legal if isinstance(c, cmd.PlaceTile) and not plugin.closes_mine(c)]
    if not closing:
        # give seat 0 a dead end from the deck, as a scenario would
        state = scene.match.state
        dead = next(c for c in state.deck if len(scene.match.rules.cards.type_of(c).edges) == 1)  # a dead end
        state.deck.remove(dead)
        state.players[0].hand.append(dead)
        scene.refresh()
        closing = [c for c in plugin.legal if isinstance(c, cmd.PlaceTile) and plugin.closes_mine(c)]
    assert closing and safe
    before = len(scene.match.entries)
    command = closing[0]
    plugin.rotations[command.card] = command.rotation
    made = plugin.drop_command(0, next(s for s, _ in scene.table.drawn if s.key == command.card), centre(plugin.grids[0].rect((command.x, command.y))))
    assert made is None and plugin.ruin == command and len(scene.match.entries) == before
    assert "closes your mine" in plugin.status_text(plugin.view, 0)
    assert plugin.press(0, "ruin_no") is True and plugin.ruin is None  # taken back: nothing laid
    plugin.ruin = command
    assert plugin.press(0, "ruin_yes") == command  # "Lay it anyway" lays exactly that tile
    plugin.rotations[safe[0].card] = safe[0].rotation
    assert plugin.drop_command(0, next(s for s, _ in scene.table.drawn if s.key == safe[0].card), centre(plugin.grids[0].rect((safe[0].x, safe[0].y)))) == safe[0]


def test_no_zoom_stays_open_for_a_card_let_go_elsewhere(app, player):
    """Issue 19: after a drag the zoom of the card let go stayed over the log."""
    import pygame

    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    tile = next(c for c in plugin.legal if isinstance(c, cmd.PlaceTile)).card
    far = player.app.viewport.point(plugin.grids[0].rect((0, 3))[:2])
    start = player.visible_point(scene, tile)
    player.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))  # the pointer comes to the card
    player.frames(1)
    assert scene.table.hovered is not None and scene.table.hovered.key == tile
    player.drag(start, (far[0] + 5, far[1] + 5))
    player.settle()
    assert scene.table.hovered is None or scene.table.hovered.key != tile


def test_a_card_dropped_in_a_box_stays_there_until_the_choice_is_sent(app, player):
    """Issue 19: a card dropped on Keep (or Take) snapped back to the row with no sign it was put there."""
    scene = new_match_scene(app, "maphr", [SeatConfig("Ada"), SeatConfig("Bob"), SeatConfig("Cy")], seed=3, options={"draw_dice": [3]})
    app.push(scene)
    for _ in range(3):
        player.settle()
        if scene.curtain is not None:
            player.click((640, 360))
            player.frames(40, dt=0.05)
    player.settle()
    plugin = scene.table.plugin
    card = plugin.panel_cards()[0]
    box = plugin.places["box:keep"]
    player.drag(player.visible_point(scene, card), player.app.viewport.point(centre(box)))
    player.frames(30, dt=0.05)
    x, y, w, h = scene.table.presenter.sprites[card].rect
    assert box[0] <= x and x + w <= box[0] + box[2] and box[1] <= y and y + h <= box[1] + box[3]


def test_dont_ask_again_lays_the_tile_and_turns_the_warning_off_in_the_settings(app, player):
    """Issue 20: the warning is asked once, with "don't ask again" (Settings turns it back on)."""
    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    closing = [c for c in plugin.legal if isinstance(c, cmd.PlaceTile) and plugin.closes_mine(c)]
    if not closing:
        pytest.skip("no tile that closes the mine in this hand")
    command = closing[0]
    plugin.rotations[command.card] = command.rotation
    drop_at = centre(plugin.grids[0].rect((command.x, command.y)))
    sprite = next(s for s, _ in scene.table.drawn if s.key == command.card)
    assert plugin.drop_command(0, sprite, drop_at) is None and plugin.ruin == command
    assert plugin.press(0, "ruin_never") == command
    assert app.settings.warn_before_ruin is False and plugin.warn_before_ruin is False
    assert plugin.drop_command(0, sprite, drop_at) == command  # no question any more
    app.settings.warn_before_ruin = True


def test_a_tile_let_go_off_the_mine_says_where_it_goes(app, player):
    """A tile dropped on the other player's board went back without a word."""
    scene = prospecting_scene(app, player)
    plugin, match = scene.table.plugin, scene.match
    tile = next(c.card for c in match.legal_commands(0) if isinstance(c, cmd.PlaceTile))
    other = app.viewport.rect(plugin.board(1)).center
    before = len(match.entries)
    app.toast_text = None
    player.drag(player.visible_point(scene, tile), other)
    assert len(match.entries) == before
    assert app.toast_text == "Let it go on a lit place."


def test_the_prospect_hint_counts_the_room_the_mines_level_leaves(app, player):
    # Fourteenth trial: "(2 au plus)" was said with room for one tile in a level I mine, and
    # prospecting stopped after it.
    from game.rules.maphr.mine import LEVEL_SIZE
    from game.rules.maphr.state import PlacedTile

    scene = prospecting_scene(app, player)
    plugin = scene.table.plugin
    board = plugin.sampled.players[0]
    assert board.level == 1 and plugin.tiles_left() == 2, (board.level, plugin.tiles_left())
    while len(board.mine) < LEVEL_SIZE[1] - 1:
        board.mine[(len(board.mine) + 5, 9)] = PlacedTile("any", 0)
    assert plugin.tiles_left() == 1
    assert "(1 " in plugin.status_text(scene.table.presenter.view, 0)
