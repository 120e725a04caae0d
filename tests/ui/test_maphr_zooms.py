"""What a 3- or 4-player Mines de Maphr table shows stays in sight: many amenities of one colour
lie apart in their row (each one hoverable, its own zoom shown), a zoom of a hand, panel or
discard card covers no mine, and no zoom covers the Undo / Menu row or a decision button — at
every window size the app allows, from 640x360 up."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.tables.maphr.amenity_rows import FULL_H, FULL_W, card_rects, row_rects
from game.ui.tables.maphr.controls import BUTTON, PANEL
from game.ui.tables.maphr.layout import board_parts
from game.ui.scenes.table_view import ZOOM_SIZE
from tests.ui import crowded_tables as ct
from tests.ui import maphr_zoom_cases as cases

SMALLEST_READABLE = 20
"""Design units: an amenity card this big still shows its level and points (at 1280x720)."""


def mines_in_window(app, plugin, players: int) -> list[pygame.Rect]:
    return [app.viewport.rect(board_parts(plugin.board(seat))["mine"]) for seat in range(players)]


def inside(inner, outer, slack: float = 0.01) -> bool:
    return (outer[0] - slack <= inner[0] and inner[0] + inner[2] <= outer[0] + outer[2] + slack
            and outer[1] - slack <= inner[1] and inner[1] + inner[3] <= outer[1] + outer[3] + slack)


# -- 1. amenities of one colour --------------------------------------------------------------------

@pytest.mark.parametrize("shape", [(170.6, 43.8), (77.0, 99.6), (170.6, 31.3), (150.0, 150.0), (40.0, 20.0)])
def test_cards_of_a_row_lie_apart_inside_it_whatever_their_number(shape):
    row = (100.0, 50.0, *shape)
    for count in range(0, 16):
        rects = card_rects(row, count)
        assert len(rects) == count
        for rect in rects:
            assert inside(rect, row), f"{count} cards: {rect} leaves the row {row}"
            assert rect[2] <= FULL_W and rect[3] <= FULL_H and abs(rect[2] / rect[3] - FULL_W / FULL_H) < 1e-6
        for a, b in itertools.combinations(rects, 2):
            assert not ct.overlaps(a, b), f"{count} cards in {shape}: {a} over {b}"


def test_a_crowded_row_takes_the_height_that_empty_rows_do_not_need():
    area = (0.0, 0.0, 170.6, 219.0)
    even = row_rects(area, [0, 0, 0, 0, 0])
    crowded = row_rects(area, [9, 0, 1, 0, 0])
    assert all(abs(r[3] - 219.0 / 5) < 1e-6 for r in even)
    assert crowded[0][3] > 2 * crowded[1][3], "the row of nine gets more height"
    assert abs(sum(r[3] for r in crowded) - 219.0) < 1e-6 and crowded[-1][1] + crowded[-1][3] == pytest.approx(219.0)
    # Larger cards than nine squeezed on one line of an even share would be.
    assert card_rects(crowded[0], 9)[0][2] > card_rects(even[0], 9)[0][2]


@pytest.mark.parametrize("players", [3, 4])
def test_many_amenities_of_one_colour_lie_apart_and_each_zooms_itself(app, players):
    match, viewer = cases.one_colour_rows(players)
    table = ct.table_view_of(app, match, viewer)
    plugin, viewport = table.plugin, app.viewport
    for seat, player in enumerate(match.state.players):
        assert len(player.amenities) >= 6
        column = board_parts(plugin.board(seat))["amenities"]
        rects = {card: table.presenter.sprites[card].rect for card in player.amenities}
        for card, rect in rects.items():
            assert inside(rect, column), f"{card} leaves P{seat + 1}'s amenity column"
            assert rect[2] >= SMALLEST_READABLE, f"{card} shrank to {rect[2]:.1f} units"
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ct.overlaps(ra, rb), f"P{seat + 1}'s {a} and {b} overlap"
    for size in ct.WINDOW_SIZES:
        ct.drawn(app, table, viewer, size)
        for player in match.state.players:
            for card in player.amenities:
                hit = table.sprite_at(viewport.rect(table.presenter.sprites[card].rect).center)
                assert hit is not None and hit.key == card, f"the mouse on {card} at {size} finds {hit and hit.key}"
                face = plugin.zoom_face(hit)
                assert face is not None and face.title == plugin.card_name(card)


# -- 2. zooms of the hand, the panel and the discard pile --------------------------------------------

def zoomable_cards(table, match, viewer, what) -> list[str]:
    if what == "hand":
        return list(match.state.players[viewer].hand)
    if what == "panel":
        x, y, w, h = table.plugin.places[PANEL]
        return [k for k, s in table.presenter.sprites.items()
                if s.kind == "mcard" and inside(s.rect, (x, y, w, h)) and table.plugin.zoom_face(s) is not None]
    return [k for k, s in table.presenter.sprites.items() if k in match.state.discard and s.face_up]


SITUATIONS = [(cases.hand_in_view, 4, "hand"), (cases.hand_in_view, 3, "hand"), (cases.draw_panel, 4, "panel"),
              (cases.draw_panel, 3, "panel"), (cases.hand_in_view, 4, "discard")]


@pytest.mark.parametrize("make,players,what", SITUATIONS)
def test_a_zoom_of_a_hand_panel_or_discard_card_covers_no_mine(app, make, players, what):
    match, viewer = make(players)
    table = ct.table_view_of(app, match, viewer)
    keys = zoomable_cards(table, match, viewer, what)
    assert keys, f"no {what} card to hover"
    for size in ct.WINDOW_SIZES:
        app.viewport.resize(size)
        window = pygame.Rect((0, 0), size)
        mines = mines_in_window(app, table.plugin, players)
        for key in keys:
            zoom = ct.zoom_rect(app, table, key)
            assert window.contains(zoom), f"the zoom of {key} leaves the window at {size}"
            assert not zoom.colliderect(app.viewport.rect(table.presenter.sprites[key].rect)), f"the zoom of {key} covers it"
            for seat, mine in enumerate(mines):
                assert not zoom.colliderect(mine), f"the zoom of {what} card {key} covers P{seat + 1}'s mine at {size}"


@pytest.mark.parametrize("make,players,what,size", [(cases.hand_in_view, 4, "hand", (640, 360)),
                                                    (cases.draw_panel, 4, "panel", (1280, 720)),
                                                    (cases.hand_in_view, 3, "hand", (1920, 1080))])
def test_the_drawn_hand_and_panel_zooms_leave_every_mine_as_it_was(app, make, players, what, size):
    match, viewer = make(players)
    table = ct.table_view_of(app, match, viewer)
    screen = ct.drawn(app, table, viewer, size)
    mines = mines_in_window(app, table.plugin, players)
    for key in zoomable_cards(table, match, viewer, what):
        shown = ct.zoomed(app, table, screen, key)
        assert not ct.same_pixels(shown, screen, screen.get_rect()), "the zoom is drawn"
        for seat, mine in enumerate(mines):
            assert ct.same_pixels(shown, screen, mine), f"the zoom of {key} changed P{seat + 1}'s mine"


# -- 3. the Undo / Menu row and the decision buttons ----------------------------------------------------

def hovered_in(table, match, viewer) -> list[str]:
    """Every card a player may hover here: amenities on the boards, the hand, the panel."""
    keys = [c for p in match.state.players for c in p.amenities]
    if viewer is not None:
        keys += list(match.state.players[viewer].hand)
    panel = table.plugin.places.get(PANEL)
    if panel is not None:
        keys += [k for k, s in table.presenter.sprites.items() if s.kind == "mcard" and inside(s.rect, panel)]
    return [k for k in dict.fromkeys(keys) if k in table.presenter.sprites and table.plugin.zoom_face(table.presenter.sprites[k])]


ASKED = [("tokens", lambda: cases.hand_in_view(4)), ("sorting", lambda: cases.draw_panel(4)),
         ("crowded rows", lambda: cases.one_colour_rows(4))] + \
        [(f"selling with {n} actions", (lambda n=n: cases.selling_amenity(3 if n > 6 else 2, n))) for n in (2, 3, 4, 6, 7, 8)]


@pytest.mark.parametrize("name,make", ASKED, ids=[name for name, _ in ASKED])
def test_no_zoom_covers_the_undo_menu_row_or_a_decision_button(app, name, make):
    match, viewer = make()
    table = ct.table_view_of(app, match, viewer)
    plugin, viewport = table.plugin, app.viewport
    keys = hovered_in(table, match, viewer)
    assert keys
    buttons = [s.rect for k, s in table.presenter.sprites.items() if k.startswith(BUTTON)]
    for size in ct.WINDOW_SIZES:
        viewport.resize(size)
        undo_menu = viewport.rect(plugin.zone("buttons"))
        for key in keys:
            zoom = ct.zoom_rect(app, table, key)
            assert not zoom.colliderect(undo_menu), f"{name}: the zoom of {key} covers Undo / Menu at {size}"
            for rect in buttons:
                assert not zoom.colliderect(viewport.rect(rect)), f"{name}: the zoom of {key} covers a decision button at {size}"


@pytest.mark.parametrize("actions", [10, 12])
def test_a_full_decision_column_keeps_every_decision_button_and_undo_menu_clear_of_the_zoom(app, actions):
    """Four rows of buttons leave the column too little height for a full-size zoom between
    them and Undo / Menu: the zoom is drawn smaller (never below MIN_ZOOM_SCALE), clear of both."""
    from game.ui.tables.maphr.table import MIN_ZOOM_SCALE

    match, viewer = cases.selling_amenity(3, actions)
    table = ct.table_view_of(app, match, viewer)
    buttons = [s.rect for k, s in table.presenter.sprites.items() if k.startswith(BUTTON)]
    assert len(buttons) == actions + 1
    for size in ct.WINDOW_SIZES:
        app.viewport.resize(size)
        undo_menu = app.viewport.rect(table.plugin.zone("buttons"))
        full = app.viewport.rect((0, 0, *ZOOM_SIZE))
        for key in match.state.players[viewer].amenities:
            zoom = ct.zoom_rect(app, table, key)
            assert pygame.Rect((0, 0), size).contains(zoom)
            assert not any(zoom.colliderect(app.viewport.rect(rect)) for rect in buttons)
            assert not zoom.colliderect(undo_menu), f"the zoom of {key} covers Undo / Menu at {size}"
            assert full.height * MIN_ZOOM_SCALE - 1 <= zoom.height < full.height
            assert abs(zoom.width / zoom.height - ZOOM_SIZE[0] / ZOOM_SIZE[1]) < 0.02  # the card's proportions


def test_a_shrunk_zoom_is_drawn_at_its_smaller_size(app):
    """The face is painted at the rect's size: nothing of it spills below the rect onto Undo / Menu."""
    match, viewer = cases.selling_amenity(3, 12)
    table = ct.table_view_of(app, match, viewer)
    screen = ct.drawn(app, table, viewer, (1280, 720))
    key = match.state.players[viewer].amenities[0]
    shown = ct.zoomed(app, table, screen, key)
    zoom = ct.zoom_rect(app, table, key)
    below = pygame.Rect(zoom.left, zoom.bottom + 8, zoom.width, 720 - zoom.bottom - 8)
    assert ct.same_pixels(screen, shown, below)
    assert not ct.same_pixels(screen, shown, zoom)


def amenity_built_and_tokens_to_choose(match) -> bool:
    return match.state.phase == "actions" and bool(match.to_act()) and any(p.amenities for p in match.state.players)


def test_hovering_an_amenity_or_a_hand_card_on_the_real_table_leaves_undo_menu_and_the_mines_as_they_were(app, player):
    """The whole scene, by the mouse: the frame with an amenity (then a hand card) hovered
    differs from the frame without only outside Undo / Menu, the decision buttons and every
    mine."""
    from tests.ui.test_maphr_aids import scene_where

    scene = scene_where(app, player, amenity_built_and_tokens_to_choose)
    plugin, viewport = scene.table.plugin, app.viewport
    amenity = next(c for p in scene.match.state.players for c in p.amenities)
    in_hand = scene.match.state.players[scene.acting_seat].hand[0]
    kept = [plugin.zone("buttons"), *(s.rect for k, s in scene.table.presenter.sprites.items() if k.startswith(BUTTON))]
    kept += [board_parts(plugin.board(seat))["mine"] for seat in range(len(scene.match.state.players))]
    assert len(kept) >= 4
    for card in (amenity, in_hand):
        player.post(pygame.MOUSEMOTION, pos=viewport.point((1140, 700)), rel=(0, 0), buttons=(0, 0, 0))
        player.frames(2)
        before = app.screen.copy()
        player.post(pygame.MOUSEMOTION, pos=player.visible_point(scene, card), rel=(0, 0), buttons=(0, 0, 0))
        player.frames(2)
        after = app.screen.copy()
        assert scene.table.hovered is not None and scene.table.hovered.key == card
        assert not ct.same_pixels(before, after, after.get_rect()), "the zoom is drawn"
        for rect in kept:
            assert ct.same_pixels(before, after, viewport.rect(rect)), f"the zoom of {card} changed {rect}"


def test_a_built_amenity_on_its_board_shows_its_name(app, monkeypatch):
    """Twentieth trial: a built amenity showed only "I 1★" in a 34-unit square. At full size
    (FULL_W x FULL_H) its card says its name too, with its level and points."""
    from game.rules.maphr.cards import load_cards
    from game.ui.tables.maphr.painting import PiecePainter

    cards = load_cards()
    painter = PiecePainter(app.assets, cards, lambda key: key)
    written: list[str] = []
    real = app.assets.draw_text
    monkeypatch.setattr(app.assets, "draw_text", lambda surface, text, *a, **k: written.append(text) or real(surface, text, *a, **k))
    amenities = [kind for kind in cards.types.values() if kind.kind == "amenity"]
    assert amenities
    for kind in amenities:
        written.clear()
        painter._paint_card(kind, (round(FULL_W), round(FULL_H)), "fr")
        name = kind.name["fr"]
        shown = " ".join(written)
        assert name.split()[0] in shown, (name, written)
        assert f"{kind.points}★" in written


def test_an_amenity_on_a_two_player_board_reads_at_a_glance(app):
    """Twenty-first trial: a built amenity was "only a small 'Forge I 1★' tag" in a column with
    room for far more. Alone in its row of a two-player board, it is drawn over 100 units wide."""
    from game import sessions
    from game.engine import SeatConfig

    match = sessions.start(sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], 1)).match
    table = ct.table_view_of(app, match, 0)
    column = board_parts(table.plugin.board(0))["amenities"]
    for colour in range(5):
        counts = [1 if index == colour else 0 for index in range(5)]
        card = card_rects(row_rects(column, counts)[colour], 1)[0]
        assert card[2] >= 100, f"an amenity {card[2]:.0f} units wide"
