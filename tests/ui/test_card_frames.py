"""Card frames by kind (issue 21): every card of every game has a kind that has a frame; within a
game no two kinds share shape and corner icon, nor colour (a hand reads by shape and icon, never
by colour alone); every corner and symbol icon exists and renders; a painted face takes its
frame's shape and medallion, and draws the symbols of its text as icons."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")
NOT_CARDS = {"abilities", "word_names"}  # tables of a card file that are not cards
MAIN_CARDS = {"mining_war": {"mining_pool", "firewall", "neutrino"}}


def card_ids(game_id: str) -> list[str]:
    data = tomllib.loads((CARDS / f"{game_id}.toml").read_text(encoding="utf-8"))
    return [card for table, entries in data.items() if table not in NOT_CARDS and isinstance(entries, dict) for card in entries]


@pytest.fixture(scope="module")
def pygame_ready():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    pygame.display.set_mode((200, 200))
    yield pygame


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_of_every_game_maps_to_a_frame(game_id):
    from game.ui.card_frames import SHAPES, card_kinds, frame_of, frames

    ids = card_ids(game_id) + sorted(MAIN_CARDS.get(game_id, ()))
    kinds = card_kinds(game_id)
    assert [card for card in ids if card not in kinds] == []
    assert [card for card in ids if frame_of(game_id, card) is None] == []
    assert all(frame.shape in SHAPES for frame in frames(game_id).values())
    # every kind the data names is used by some card (a misspelt kind would leave cards plain)
    assert set(frames(game_id)) == set(kinds.values())


def test_the_kinds_are_read_from_the_card_data():
    from game.ui.card_frames import card_kinds

    assert card_kinds("robot_duel")["spark"] == "attack"
    assert card_kinds("robot_duel")["move"] == "move"
    assert card_kinds("robot_duel")["charge"] == "energy"
    assert card_kinds("robot_duel")["counter"] == "defence"
    assert card_kinds("mining_war")["bitcoin"] == "bitcoin"
    assert card_kinds("mining_war")["hacker"] == "fighter"
    assert card_kinds("mining_war")["mining_pool"] == "main"
    assert card_kinds("mythos")["KT-001"] == "character"
    assert card_kinds("to_the_moon")["satoshi_nakamoto"] == "character"
    assert card_kinds("maphr")["straight"] == "tile"


@pytest.mark.parametrize("game_id", GAMES)
def test_kinds_differ_in_shape_or_icon_as_well_as_colour(game_id):
    from game.ui.card_frames import frames

    found = frames(game_id)
    looks = [(frame.shape, frame.corner) for frame in found.values()]
    assert len(set(looks)) == len(looks), f"{game_id}: two kinds share shape and corner icon"
    colours = [frame.colour for frame in found.values()]
    assert len(set(colours)) == len(colours), f"{game_id}: two kinds share a colour"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_picture_tells_one_frame_within_its_game(game_id):
    """The painter finds a face's frame from its picture: cards sharing one share a frame."""
    from game.ui.card_frames import frames_by_art

    assert [icon for icon, frame in frames_by_art(game_id).items() if frame is None] == []


def test_every_frame_and_symbol_icon_exists_and_renders(pygame_ready):
    pygame = pygame_ready
    from game.ui.card_art import glyph_icons, icon_file, symbol_icon
    from game.ui.card_frames import frames

    names = {frame.corner for game_id in GAMES for frame in frames(game_id).values()}
    names |= {icon for game_id in ("", *GAMES) for icon in glyph_icons(game_id).values()}
    names |= {symbol_icon(s) for s in ("health", "battery", "disk", "damage", "range", "bitcoin", "chakra", "power",
                                       "points", "coins", "skill", "level")}
    assert "" not in names
    for name in sorted(names):
        assert icon_file(name).is_file(), name
        image = pygame.image.load_sized_svg(str(icon_file(name)), (32, 32))
        assert image.get_bounding_rect().width >= 8, f"{name} draws (almost) nothing"
    for glyph in "⚔♥↔฿☯♦★✦◉":
        assert glyph in glyph_icons(), glyph


def test_a_bad_frame_is_refused_with_where_it_is(monkeypatch):
    from game.ui import card_frames

    monkeypatch.setattr(card_frames, "_frames_data", lambda: {"x": {"frames": {"attack": {"shape": "star", "corner": "fist", "colour": [1, 2, 3]}}}})
    card_frames.frames.cache_clear()
    try:
        with pytest.raises(card_frames.FrameDataError, match=r"\[x.frames\] attack"):
            card_frames.frames("x")
    finally:
        card_frames.frames.cache_clear()


def opaque(surface, point) -> bool:
    return surface.get_at(point).a > 0


def test_a_face_takes_its_kinds_shape_and_medallion(pygame_ready):
    pygame = pygame_ready
    from game.ui.assets import Assets
    from game.ui.card_frames import frame_of
    from game.ui.widgets.card import CardFace, CardPainter

    painter = CardPainter(Assets()).for_game("robot_duel")
    size = (100, 140)
    faces = {card: painter.face(CardFace("Card", "Some text.", header=(80, 80, 80), art=painter_art("robot_duel", card)), size)
             for card in ("spark", "counter", "move", "charge")}
    # attack: corners cut; defence: square corners; move: an arch on top; energy: notched corners
    assert frame_of("robot_duel", "spark").shape == "cut" and not opaque(faces["spark"], (3, 3))
    assert frame_of("robot_duel", "counter").shape == "square" and opaque(faces["counter"], (1, 1))
    assert not opaque(faces["move"], (5, 5)) and opaque(faces["move"], (2, 136))
    assert not opaque(faces["charge"], (3, 3)) and opaque(faces["charge"], (50, 1))
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces.values()}) == 4
    # a face of a game with no frame data, or a picture no card shows, keeps the plain rounded card
    plain = CardPainter(Assets()).face(CardFace("Card", "Some text.", header=(80, 80, 80), art="ray-gun"), size)
    assert not opaque(plain, (0, 0)) and tuple(plain.get_at((50, 139)))[:3] == (120, 120, 130)


def painter_art(game_id: str, card: str) -> str:
    from game.ui.card_art import card_art

    return card_art(game_id).icon(card)


def test_the_symbols_of_a_face_are_drawn_as_icons(pygame_ready, monkeypatch):
    from game.ui.assets import Assets
    from game.ui.widgets.card import CardFace, CardPainter, CostBadge, icon_slots

    assets = Assets()
    texts, icons = [], []
    draw_text, icon = assets.draw_text, assets.icon
    monkeypatch.setattr(assets, "draw_text", lambda surface, text, *a, **k: texts.append(text) or draw_text(surface, text, *a, **k))
    monkeypatch.setattr(assets, "icon", lambda name, *a, **k: icons.append(name) or icon(name, *a, **k))
    painter = CardPainter(assets).for_game("mining_war")
    painter.face(CardFace("Hacker", "⚔2 ♥4 ↔2 ฿3 medium\nHACK. Shoots from afar.", costs=(CostBadge("♦", 3, (200, 40, 40)),),
                          header=(150, 70, 50), art="hoodie"), (120, 170))
    drawn = "".join(texts)
    assert not any(glyph in drawn for glyph in "⚔♥↔฿♦"), texts
    assert "2 " in texts and "medium" in drawn
    for name in ("crossed-swords", "heart-plus", "arrow-scope", "two-coins", "biceps"):
        assert name in icons
    # a tile showing a symbol glyph draws its icon too
    from game.ui.widgets.card import TileFace

    icons.clear()
    painter.tile(TileFace("♥", (200, 60, 70), True), (40, 40))
    assert icons == ["heart-plus"]
    # the slots keep their order through the wrapping, a symbol first on a line included
    text, symbols = icon_slots("⚔2 ♥4")
    assert symbols == ["crossed-swords", "heart-plus"] and "⚔" not in text
    assert painter.body_lines(text, (30, 100), 1.0, False)[1][0].startswith(text[0])


def test_a_small_cards_long_title_keeps_the_header_and_the_medallion_goes_to_the_footer(pygame_ready, monkeypatch):
    """Seen in the window: To The Moon's small "Skullduggery" ran under its medallion."""
    pygame = pygame_ready
    from game.ui.assets import Assets
    from game.ui.card_art import card_art
    from game.ui.widgets.card import CardFace, CardPainter

    assets = Assets()
    drawn, discs = [], []
    draw_text = assets.draw_text
    monkeypatch.setattr(assets, "draw_text", lambda surface, text, *a, **k: drawn.append((text, draw_text(surface, text, *a, **k))) or drawn[-1][1])
    painter = CardPainter(assets).for_game("to_the_moon")
    paint_medallion = painter._paint_medallion

    def medallion(surface, frame, centre_y, right, side, attack):
        discs.append(pygame.Rect(round(right - side), round(centre_y - side / 2), round(side), round(side)))
        return paint_medallion(surface, frame, centre_y, right, side, attack)

    monkeypatch.setattr(painter, "_paint_medallion", medallion)
    face = CardFace("Skullduggery", "Cannot be Revealed in your Action Phase.", header=(90, 60, 120), art=card_art("to_the_moon").icon("skullduggery"))
    for size in ((62, 87), (160, 224)):
        drawn.clear(), discs.clear()
        painter.face(face, size)
        title = [rect for text, rect in drawn if text == "Skullduggery"]
        assert title and len(discs) == 1, "the title or the kind's medallion is missing"
        assert not title[0].colliderect(discs[0]), f"{size}: the title runs under the medallion"
        assert title[0].right <= size[0] - 2


def test_the_glossary_beside_a_zoom_draws_the_symbols_as_on_the_card(app, monkeypatch):
    """The card shows ⚔ and ◉ as icons: its glossary lines start with the same icons, then the
    words (kept for the reader); Charge & Spark's ◉ is a Disk there, Maphr's coins elsewhere."""
    import pygame

    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene
    from game.ui.widgets.card import CardFace

    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ann"), SeatConfig("Bob", "computer:easy")], seed=4, save=False)
    app.push(scene)
    app.frame(0.016)
    texts, icons = [], []
    draw_text, icon = app.assets.draw_text, app.assets.icon
    monkeypatch.setattr(app.assets, "draw_text", lambda surface, text, *a, **k: texts.append(text) or draw_text(surface, text, *a, **k))
    monkeypatch.setattr(app.assets, "icon", lambda name, *a, **k: icons.append(name) or icon(name, *a, **k))
    face = CardFace("Spark attack", "Deal 1 damage.", attack=True, header=(176, 62, 46))
    lines = scene.table.glossary_lines(face)
    assert any(line.startswith("⚔") for line in lines)
    zoom = pygame.Rect(500, 100, 200, 280)
    assert scene.table.draw_glossary(app.screen, face, zoom, zoom.bottom + 4) is not None
    assert "crossed-swords" in icons
    drawn = " ".join(texts)
    assert "Attack" in drawn and "⚔" not in drawn
    from game.ui.widgets.card import icon_slots

    assert icon_slots("◉ Disk", "robot_duel")[1] == ["compact-disc"]
    assert icon_slots("◉ Coins", "maphr")[1] == ["coins"]


def test_a_two_line_title_stays_inside_its_header_at_text_x1_3(pygame_ready):
    # Fourteenth trial: Mythos' "Appel à l'aide" ran over the top of its mission card at x1.3.
    from game.rules.mythos.cards import load_cards as load_mythos
    from game.ui.assets import Assets
    from game.ui.widgets.card import CardPainter

    painter = CardPainter(Assets(text_scale=1.3)).for_game("mythos")
    for mission in load_mythos().missions.values():
        for lang in ("fr", "en"):
            for width in (96, 106, 120):
                u = width / 100
                header = round(34 * u)
                size, lines, _ = painter._title_lines(mission.name[lang], width - round(10 * u), u, height=header - round(4 * u))
                lines = lines[:2]
                assert len(lines) * painter.assets.font(size, True).get_linesize() <= header, (mission.name[lang], width, lines)


def test_a_footer_medallion_never_lies_over_a_cost_pill(app):
    """Eighteenth trial: on Mythos' hand cards the kind's medallion, sent to the footer, lay over
    the chakra pill's number. It is drawn only where the pills leave it room."""
    from game.ui.widgets.card import CardPainter
    from game.ui.tables.base import TableContext
    from game.ui.tables.mythos.table import MythosTable, CARD_W, CARD_H
    from game import sessions
    from game.engine import SeatConfig

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], 2)).match
    plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    hand = match.view(0)["players"][0]["hand"]
    painter = CardPainter(app.assets, "mythos")
    drawn: list[tuple[str, object]] = []
    medallion, pill = painter._paint_medallion, painter._paint_pill

    def record_medallion(surface, frame, centre_y, right, side, attack):
        drawn.append(("medallion", (right - side, centre_y - side / 2, side, side)))
        return medallion(surface, frame, centre_y, right, side, attack)

    def record_pill(*args):
        rect = pill(*args)
        drawn.append(("pill", (rect.left, rect.top, rect.width, rect.height)))
        return rect

    painter._paint_medallion, painter._paint_pill = record_medallion, record_pill
    checked = 0
    for card in hand:
        face = plugin.card_face(("char", card["version"], 0))
        for size in ((CARD_W, CARD_H), (92, 132)):
            drawn.clear()
            painter.face(face, size)
            pills = [r for kind, r in drawn if kind == "pill"]
            for kind, (mx, my, mw, mh) in drawn:
                if kind == "medallion" and my > size[1] / 2:  # in the footer
                    assert all(mx + mw <= px + 1 or mx >= px + pw - 1 for px, py, pw, ph in pills), (card, size)
            checked += 1
    assert checked


def test_a_long_two_line_name_gets_a_taller_header_not_a_smudge(pygame_ready, monkeypatch):
    """Twenty-first trial: Charge & Spark's "Attaque « Étincelle »" read at 7 px in the hand at
    x1.3, squeezed beside the medallion in a header made for one line. The header grows for two
    lines near the title's size, and the medallion goes to the footer."""
    from game.ui.assets import Assets
    from game.ui.widgets.card import CardFace, CardPainter

    assets = Assets(text_scale=1.3)
    painter = CardPainter(assets).for_game("robot_duel")
    drawn: list[tuple[str, float]] = []
    original = assets.draw_text
    monkeypatch.setattr(assets, "draw_text", lambda surface, text, size, *rest, **kw: (drawn.append((text, size)), original(surface, text, size, *rest, **kw))[1])
    width = 88
    painter.face(CardFace("Attaque « Étincelle »", "Infligez 1 point de dégât à l'adversaire.", header=(160, 40, 40),
                          art=painter_art("robot_duel", "spark")), (width, 130))
    sizes = [size for text, size in drawn if text in ("Attaque", "« Étincelle »")]
    assert len(sizes) == 2
    assert min(sizes) >= 0.8 * 11 * width / 100, sizes


def test_a_title_under_an_arch_starts_below_its_curve(pygame_ready, monkeypatch):
    """Twenty-second trial: "Appel à l'aide" on its mission card and "Electric Shock" in its zoom
    had their first line cut by the arch on top of the card: the lines filled the header from its
    very top. Under an arch they start ARCH_DROP lower, and still fit the header."""
    from game.rules.mythos.cards import load_cards as load_mythos
    from game.ui.assets import Assets
    from game.ui.widgets.card import CardFace, CardPainter

    assets = Assets(text_scale=1.3)
    painter = CardPainter(assets).for_game("mythos")
    mission = next(m for m in load_mythos().missions.values() if m.name["fr"] == "Appel à l'aide")
    drawn: list[tuple[str, tuple]] = []
    original = assets.draw_text
    monkeypatch.setattr(assets, "draw_text", lambda surface, text, size, colour, pos, *rest, **kw:
                        (drawn.append((text, pos)), original(surface, text, size, colour, pos, *rest, **kw))[1])
    for width in (100, 260):
        drawn.clear()
        u = width / 100
        painter.face(CardFace(mission.name["fr"], "SCORE : POWERUP 2 sur un personnage en jeu.", header=(40, 60, 120),
                              art=painter_art("mythos", mission.key)), (width, round(width * 1.12)))
        tops = [pos[1] for text, pos in drawn if text in ("Appel à", "Appel à l'aide", "l'aide")]
        assert tops and min(tops) >= 3 * u - 1, (width, drawn[:3])  # the curve comes 3 units down
