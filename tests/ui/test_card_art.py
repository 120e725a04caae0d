"""Card pictures (issue 21): every card of the five games names an icon that is shipped, renders
headless and has its author in the credits; the painter rasterises an icon once per size; the
credits page lists every icon and author; a game's back shows its icon."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
ICONS = ROOT / "assets" / "icons"
GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")
NOT_CARDS = {"abilities", "word_names"}  # tables of a card file that are not cards
"""Tables of a card file that hold no cards (Mining War's ability glossary)."""


def card_ids(game_id: str) -> list[str]:
    data = tomllib.loads((CARDS / f"{game_id}.toml").read_text(encoding="utf-8"))
    return [card for table, entries in data.items() if table not in NOT_CARDS and isinstance(entries, dict) for card in entries]


@pytest.fixture(scope="module")
def pygame_ready():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    yield pygame


def test_every_card_file_has_an_icons_file():
    card_files = {p.stem for p in CARDS.glob("*.toml") if not p.stem.endswith(".icons")} - {"frames"}
    assert card_files == set(GAMES)
    assert {p.name.removesuffix(".icons.toml") for p in CARDS.glob("*.icons.toml")} == set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_names_an_icon_that_is_shipped(game_id):
    from game.ui.card_art import card_art, icon_file

    art = card_art(game_id)
    ids = card_ids(game_id)
    assert ids
    missing = [card for card in ids if not art.icon(card)]
    assert missing == [], f"{game_id}: cards with no icon in {game_id}.icons.toml: {missing}"
    names = {art.icon(card) for card in ids} | {art.back.icon, art.bonus_back.icon}
    absent = sorted(name for name in names if not icon_file(name).is_file())
    assert absent == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_icons_file_names_no_card_the_game_lacks(game_id):
    """A renamed card would otherwise lose its picture silently."""
    from game.ui.card_art import card_art

    extra = {"mining_war": {"mining_pool", "firewall", "neutrino"}}.get(game_id, set())
    unknown = sorted(set(card_art(game_id).icons) - set(card_ids(game_id)) - extra)
    assert unknown == []


def test_every_shipped_icon_renders_headless(pygame_ready):
    pygame = pygame_ready
    for path in sorted(ICONS.glob("*.svg")):
        image = pygame.image.load_sized_svg(str(path), (48, 48))
        assert image.get_size() == (48, 48)
        drawn = image.get_bounding_rect()
        assert drawn.width >= 12 and drawn.height >= 12, f"{path.name} draws (almost) nothing"
        # a white shape on a transparent ground: the corners are see-through, the shape white
        assert image.get_at((0, 0)).a == 0, f"{path.name} still has its black square"


def test_credits_list_every_vendored_icon_with_its_author():
    from game.ui.card_art import icon_credits

    credits = {c.icon: c for c in icon_credits()}
    shipped = {p.stem for p in ICONS.glob("*.svg")}
    assert set(credits) == shipped
    assert all(c.author.strip() for c in credits.values())
    used = set()
    from game.ui.card_art import card_art

    for game_id in GAMES:
        art = card_art(game_id)
        used |= set(art.icons.values()) | {art.back.icon, art.bonus_back.icon}
    ui_icons = tomllib.loads((ICONS / "ui.icons.toml").read_text(encoding="utf-8"))
    used |= set(ui_icons["symbols"].values()) | set(ui_icons["glyphs"].values())
    frames = tomllib.loads((CARDS / "frames.toml").read_text(encoding="utf-8"))
    used |= {frame["corner"] for game in frames.values() for frame in game["frames"].values()}
    from game.ui.board_art import board_icon_names

    used |= {icon for icons in board_icon_names().values() for icon in icons.values()}
    assert used <= shipped
    assert shipped - used == set(), "an icon no card uses is shipped (run build/vendor_icons.py)"


def test_the_licence_ships_beside_the_icons():
    text = (ICONS / "LICENSE-game-icons.txt").read_text(encoding="utf-8")
    assert "CC BY 3.0" in text and "creativecommons.org/licenses/by/3.0" in text
    from game.ui.card_art import icon_credits

    for author in {c.author for c in icon_credits()}:
        assert author in text


def test_an_icon_is_rasterised_once_per_size(pygame_ready):
    from game.ui.assets import Assets

    assets = Assets()
    first = assets.icon("robot-golem", 40, (200, 30, 30))
    assert assets.icon("robot-golem", 40, (200, 30, 30)) is first
    assets.icon("robot-golem", 40, (30, 200, 30))  # another colour: tinted from the same raster
    assert assets.icon_loads == 1
    assets.icon("robot-golem", 64)
    assert assets.icon_loads == 2
    assert first.get_at((20, 20))[:3] in {(200, 30, 30), (0, 0, 0)} or first.get_at((20, 20)).a < 255


def test_faces_and_backs_draw_their_picture_and_are_cached(pygame_ready):
    pygame = pygame_ready
    from game.ui.assets import Assets
    from game.ui.card_art import card_art
    from game.ui.widgets.card import CardFace, CardPainter

    pygame.display.set_mode((200, 200))
    assets = Assets()
    painter = CardPainter(assets)
    short = CardFace("Charge", "Turn 1 Battery tile face up.", header=(46, 125, 80), art="battery-plus")
    plain = CardFace("Charge", "Turn 1 Battery tile face up.", header=(46, 125, 80))
    with_art = painter.face(short, (100, 140))
    without = painter.face(plain, (100, 140))
    assert pygame.image.tobytes(with_art, "RGBA") != pygame.image.tobytes(without, "RGBA")
    loads = assets.icon_loads
    for _ in range(3):
        assert painter.face(short, (100, 140)) is with_art
    assert assets.icon_loads == loads
    # a long text keeps its room: the picture moves to the footer or behind it, never on top
    long_text = CardFace("Move", "Move your robot 1 space toward the moon; on a star space draw a bonus card. "
                         "Cancelled if you are attacked.", header=(110, 70, 170), art="footprint")
    size, lines = painter.body_lines(long_text.text, (88, 68), 1.0, False)
    painter.face(long_text, (100, 140))
    assert painter.body_lines(long_text.text, (88, 68), 1.0, False) == (size, lines)
    backs = {game_id: pygame.image.tobytes(painter.back((100, 140), design=card_art(game_id).back), "RGBA") for game_id in GAMES}
    assert len(set(backs.values())) == len(GAMES), "each game has its own back"
    plain_back = pygame.image.tobytes(painter.back((100, 140)), "RGBA")
    assert plain_back not in backs.values()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_gives_its_cards_their_picture(app, game_id):
    """The real plugin's faces carry the icon of the card (zoom faces for maphr's cards)."""
    from game.engine import SeatConfig
    from game.ui.card_art import card_art
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, game_id, [SeatConfig("Ann"), SeatConfig("Bob", "computer:easy")], seed=5)
    app.push(scene)
    app.frame(0.016)
    plugin = scene.table.plugin
    faces = []
    for sprite in plugin.sprites(scene.table.match.view(0), 0):
        face = plugin.zoom_face(sprite) if sprite.face_up and sprite.data is not None else None
        if face is not None:
            faces.append(face)
    assert faces, f"{game_id}: no face-up card to check"
    known = set(card_art(game_id).icons.values())
    assert all(face.art in known for face in faces), [f.title for f in faces if f.art not in known]


def test_the_credits_page_lists_every_icon_and_author(app):
    from game.ui.card_art import icon_credits
    from game.ui.scenes.credits import CreditsScene, icon_label
    from game.ui.scenes.settings import SettingsScene

    settings = SettingsScene(app)
    app.push(settings)
    label = app.tr("credits.button")
    button = next(b for b in settings.group.buttons if b.label == label)
    button.on_click()
    scene = app.top
    assert isinstance(scene, CreditsScene)
    app.frame(0.016)
    scene._layout()
    listed = {icon for row in scene.rows for icon in row.icons}
    assert listed == {c.icon for c in icon_credits()}
    headings = " ".join(line for row in scene.rows if row.kind == "heading" for line in row.lines)
    for author in {c.author for c in icon_credits()}:
        assert author in headings
    text = " ".join(line for row in scene.rows for line in row.lines)
    assert "CC BY 3.0" in text
    assert icon_label("robot-golem") == "Robot golem"
    # it scrolls to the end and back, and Esc goes back to Settings
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    app.frame(0.016)
    assert scene.scroll == scene.max_scroll() > 0
    out = os.environ.get("TABLEWRIGHT_SHOTS")
    if out:
        pygame.image.save(app.screen, str(Path(out) / "credits_end.png"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    app.frame(0.016)
    assert scene.scroll == 0
    if out:
        pygame.image.save(app.screen, str(Path(out) / "credits.png"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(0.016)
    assert app.top is settings


def test_counters_and_costs_use_symbol_icons(pygame_ready):
    pygame = pygame_ready
    from game.ui.assets import Assets
    from game.ui.card_art import symbol_icon
    from game.ui.widgets.card import CardFace, CardPainter, CostBadge, TileFace

    for symbol in ("health", "battery", "disk", "chakra", "points"):
        assert (ICONS / f"{symbol_icon(symbol)}.svg").is_file()
    assert symbol_icon("no such symbol") == ""
    pygame.display.set_mode((200, 200))
    painter = CardPainter(Assets())
    glyph = painter.tile(TileFace("?", (206, 64, 78), True), (30, 30))
    icon = painter.tile(TileFace("♥", (206, 64, 78), True, art=symbol_icon("health")), (30, 30))
    assert pygame.image.tobytes(glyph, "RGBA") != pygame.image.tobytes(icon, "RGBA")
    # a ♥ with no picture named is drawn as its icon too (ui.icons.toml [glyphs])
    bare = painter.tile(TileFace("♥", (206, 64, 78), True), (30, 30))
    assert pygame.image.tobytes(bare, "RGBA") == pygame.image.tobytes(icon, "RGBA")
    badge = CostBadge("⚡", 2, (58, 160, 84), art=symbol_icon("battery"))
    face = painter.face(CardFace("Spark", "Deal 1 damage.", costs=(badge,)), (100, 140))
    assert face.get_size() == (100, 140)
