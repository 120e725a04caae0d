"""What helps a player see and click on the Mines de Maphr table: buttons that stay where they
are (so a second click lands on the same one) with number badges clear of the other buttons,
a tile's zoom over no mine, and the lit cells still in sight while a
tile is dragged over the mine."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.ui.tables.maphr.controls import BUTTON
from game.ui.tables.maphr.layout import board_parts
from tests.ui.test_maphr_mouse import prospecting_scene

BADGE, BADGE_GAP = 20, 2
"""The table scene's number badge: a 20-unit disc 2 units above each numbered sprite."""


def scene_where(app, player, reached, seed=4, options=None):
    """A 2-player hot-seat table set up by commands until `reached(match)`, a person to act."""
    config = sessions.make_config("maphr", [SeatConfig("P1"), SeatConfig("P2")], seed=seed, options=options or {"draw_dice": [6]})
    session = sessions.start(config)
    match = session.match
    chooser = random.Random(seed)
    for _ in range(2000):
        if reached(match):
            break
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        quiet = [c for c in legal if not isinstance(c, cmd.ProposeOffer) and not getattr(c, "plays", ())]
        match.submit(chooser.choice(quiet or legal))
    assert reached(match)
    scene = player.open_table(session)
    assert scene.acting_seat is not None
    return scene


def choosing_two_tokens(match) -> bool:
    """Every seat to act may choose between two action tokens or more."""
    if match.state.phase != "actions" or not match.to_act():
        return False
    return all(len({a for c in match.legal_commands(seat) if isinstance(c, cmd.ChooseActions) for a in c.actions if a != "idle"}) >= 2
               for seat in match.to_act())


def button_rects(scene) -> dict[str, tuple]:
    return {s.key: r for s, r in scene.table.drawn if s.key.startswith(BUTTON)}


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_token_buttons_stay_put_when_hovered_and_chosen_and_a_second_click_hits_the_same(app, player):
    scene = scene_where(app, player, choosing_two_tokens)
    plugin = scene.table.plugin
    laid = button_rects(scene)
    tokens = sorted(k for k in laid if k.startswith(BUTTON + "token:"))
    assert len(tokens) >= 2 and BUTTON + "confirm" in laid
    first = tokens[0]
    action = first.split(":")[-1]
    # The lower part of the button: a rising button would leave it.
    x, y, w, h = laid[first]
    point = player.app.viewport.point((x + w / 2, y + h - 4))
    player.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    player.frames(2)
    assert button_rects(scene) == laid, "a hovered button stays where it is"
    player.click(point)
    assert plugin.tokens == [action]
    assert button_rects(scene) == laid, "a chosen token and Confirm stay where they are"
    player.click(point)
    assert plugin.tokens == [], "the second click at the same place reaches the same button"
    player.key(pygame.K_1)  # pressed with the keyboard: chosen, still in place
    assert plugin.tokens == [scene._hand()[0].split(":")[-1]]
    assert button_rects(scene) == laid


def test_number_badges_keep_clear_of_every_other_button(app, player):
    scene = scene_where(app, player, choosing_two_tokens)
    scene.selected = BUTTON + "confirm"  # Confirm picked (as arrows do): right under the tokens' row
    player.frames(2)
    drawn = button_rects(scene)
    numbered = [k for k in scene._hand()[:9] if k in drawn] + [k for k in scene.table.plugin.lettered_keys() if k in drawn]
    assert len(numbered) >= 3 and BUTTON + "confirm" in numbered, "Valider's key (Enter) is drawn as the numbers are"
    for key in numbered:
        x, y, w, _ = drawn[key]
        badge = (x + w / 2 - BADGE / 2, y - BADGE_GAP - BADGE, BADGE, BADGE)
        for other, rect in drawn.items():
            if other != key:
                assert not overlaps(badge, rect), f"the badge of {key} covers {other}"
    # The offer panel's rows of buttons too.
    plugin = scene.table.plugin
    seat = scene.acting_seat
    plugin.mode, plugin.seat = "offer", seat
    plugin.places = {}
    plugin.panel_sprites(plugin.view, seat)
    offer = {s.key: s.rect for s in plugin.button_sprites(plugin.view, seat)}
    rows = sorted({r[1] for r in offer.values()})
    assert len(rows) >= 3 and all(b - a >= 30 + BADGE_GAP + BADGE for a, b in zip(rows, rows[1:]))


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6), (4, 7)])
def test_a_mine_tiles_zoom_leaves_every_mine_in_sight(app, players, seed):
    from game.ui.scenes.table_view import PUBLIC, TableView

    config = sessions.make_config("maphr", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed)
    match = sessions.start(config).match
    chooser = random.Random(seed)
    while not all(len(p.mine) >= 2 for p in match.state.players) and not match.is_over():
        legal = match.legal_commands(match.to_act()[0])
        tiles = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        match.submit(chooser.choice(tiles or legal))
    table = TableView(app, match)
    table.snap(len(match.entries), PUBLIC)
    screen = pygame.Surface(app.screen.get_size())
    table.draw_table(screen, PUBLIC)
    plugin, viewport = table.plugin, app.viewport
    zoomed = 0
    mines = [viewport.rect(board_parts(plugin.board(seat))["mine"]).clip(screen.get_rect()) for seat in range(players)]
    for owner, player in enumerate(match.state.players):
        for tile in player.mine.values():
            sprite = table.presenter.sprites[tile.card]
            shown = screen.copy()
            table.draw_zoom(shown, sprite, viewport.point(sprite.rect[:2]))
            assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(screen, "RGB"), "the zoom is drawn"
            for seat, mine in enumerate(mines):
                assert pygame.image.tobytes(shown.subsurface(mine), "RGB") == pygame.image.tobytes(screen.subsurface(mine), "RGB"), \
                    f"the zoom of P{owner + 1}'s {tile.card} covers P{seat + 1}'s mine"
            zoomed += 1
    assert zoomed >= 2 * players


def test_the_cells_where_a_dragged_tile_fits_stay_outlined_above_it(app, player):
    from game.ui import theme

    scene = prospecting_scene(app, player)
    plugin, vp = scene.table.plugin, app.viewport
    # a tile that leaves the mine open (one that would close it is asked about first: test_maphr_mouse)
    place = next(c for c in scene.match.legal_commands(0) if isinstance(c, cmd.PlaceTile) and c.rotation == 0 and not plugin.closes_mine(c))
    start = player.visible_point(scene, place.card)
    cell = plugin.grids[0].rect((place.x, place.y))
    end = vp.point((cell[0] + cell[2] / 2, cell[1] + cell[3] / 2))
    player.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    player.frames(1)
    for i in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        player.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        player.frames(1)
    assert scene.drag is not None and scene.drag.moved
    lit = plugin.drop_targets(0)
    assert cell in lit
    dragged = vp.rect(scene.drag.design_rect(vp))
    ring = vp.rect(cell).inflate(vp.px(8), vp.px(8))
    assert dragged.contains(ring), "the dragged tile lies over the lit cell"
    screen = app.screen
    for point in (ring.midtop, ring.midleft, ring.midbottom, ring.midright):
        inner = (point[0] + (1 if point == ring.midleft else -1 if point == ring.midright else 0),
                 point[1] + (1 if point == ring.midtop else -1 if point == ring.midbottom else 0))
        assert tuple(screen.get_at(inner))[:3] == theme.ACCENT, "the lit cell's outline shows above the dragged tile"
    # Let go there, it is laid where it was seen to fit.
    player.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    player.frames(1)
    assert next(e.command for e in reversed(scene.match.entries) if e.command is not None) == place
