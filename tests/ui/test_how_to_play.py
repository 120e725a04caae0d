"""How to play: the pages parse in both languages, their pictures play through the real rules,
and the scene scrolls, jumps to a section, changes game and fits its text at x1.3 in French."""

from __future__ import annotations

import pygame
import pytest

from game.rules_pages import PageError, load_page, page_path, parse_page, sections
from game.ui.scenes.how_to_play import BODY, GAMES, HowToPlayScene
from tests.ui.conftest import Player

WRITTEN = [g for g in GAMES if page_path(g, "en").is_file()]


def test_the_parser_reads_titles_sections_bullets_pictures_and_paragraphs():
    blocks = parse_page("# Game\n\n## Goal\nWin the\n**race**.\n\n- one\n  more\n- two\n![A table](robot_duel.overview)\nAfter.\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("title", "Game"), ("section", "Goal"), ("paragraph", "Win the race."), ("bullet", "one more"),
        ("bullet", "two"), ("picture", "A table"), ("paragraph", "After.")]
    assert blocks[5].picture == "robot_duel.overview"
    assert parse_page("# T\nmot\u00a0: fin")[1].text == "mot\u00a0: fin", "a no-break space is kept"


def test_a_page_without_its_title_first_is_refused_with_the_line():
    with pytest.raises(PageError, match="must come first"):
        parse_page("# One\ntext\n# Two\n", "x.md")
    with pytest.raises(PageError, match="starts with its title"):
        parse_page("## Section only\n", "x.md")


def test_robot_duel_has_its_page_first():
    assert "robot_duel" in WRITTEN


@pytest.mark.parametrize("game_id", WRITTEN)
def test_each_page_has_the_same_sections_and_pictures_in_english_and_french(game_id):
    english, french = load_page(game_id, "en"), load_page(game_id, "fr")
    assert page_path(game_id, "fr").is_file()
    assert len(sections(english)) == len(sections(french)) >= 5
    assert [b.picture for b in english if b.kind == "picture"] == [b.picture for b in french if b.kind == "picture"]
    assert [b.kind for b in english] == [b.kind for b in french], "the two languages say the same things in the same order"


@pytest.mark.parametrize("game_id", WRITTEN)
def test_every_picture_plays_its_scenario_through_the_rules_and_labels_every_callout(game_id):
    from game.ui.rules_pictures import load_spec, play_scenario

    names = {b.picture for b in load_page(game_id, "en") if b.kind == "picture"}
    assert names, "each page shows the table at least once"
    for name in names:
        spec = load_spec(name)
        match = play_scenario(spec.scenario)  # an illegal command raises here
        assert match.config.game_id == game_id
        assert len(match.entries) > 0
        assert spec.callouts and all(c.label("en") and c.label("fr") for c in spec.callouts)


def _open(app, game_id="robot_duel"):
    scene = HowToPlayScene(app, game_id)
    app.push(scene)
    Player(app).frames(2)
    return scene


def test_keys_scroll_the_page_to_its_end_and_back(app):
    scene = _open(app)
    player = Player(app)
    assert scene.scroll == 0 and scene.max_scroll() > 0
    player.key(pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    player.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    player.key(pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll(), "never past the end"
    player.key(pygame.K_HOME)
    assert scene.scroll == 0
    player.post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    player.frames(1)
    assert scene.scroll > 0


def test_a_click_on_a_section_scrolls_to_it_and_marks_it(app):
    scene = _open(app)
    player = Player(app)
    block, rect, _ = scene._section_rows()[3]
    player.click(rect.center)
    assert scene.current_section() == block
    assert scene.scroll > 0


def test_left_and_right_change_the_game_and_esc_goes_back(app):
    scene = _open(app)
    player = Player(app)
    player.key(pygame.K_RIGHT)
    assert scene.game_id == GAMES[1] and scene.scroll == 0
    player.key(pygame.K_LEFT)
    player.key(pygame.K_LEFT)
    assert scene.game_id == GAMES[-1]
    player.key(pygame.K_ESCAPE)
    assert app.top is not scene


def test_the_main_menu_opens_how_to_play(app):
    from game.ui.scenes.menu import MainMenu

    menu = MainMenu(app)
    app.push(menu)
    Player(app).frames(1)
    button = next(b for b in menu.group.buttons if b.label == app.tr("menu.how_to_play"))
    Player(app).click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, HowToPlayScene)


@pytest.mark.parametrize("game_id", WRITTEN)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_fits_the_page_at_text_x13(app, game_id, lang):
    app.settings.language, app.settings.text_size = lang, 1.3
    app.apply_settings()
    scene = _open(app, game_id)
    body = app.viewport.rect(BODY)
    assert scene.lines
    for line in scene.lines:
        kind = line.kind.rstrip("+")
        if kind == "picture":
            assert scene._picture(line.picture, round(body.width * 0.72)).get_width() <= body.width
            continue
        size = {"caption": 14, "legend": 15}.get(kind) or {"title": 30, "section": 22, "subsection": 18}.get(kind, 16)
        bold = kind in ("title", "section", "subsection")
        width = app.assets.font(size * app.viewport.scale, bold).size(line.text)[0]
        assert line.indent + width <= body.width, f"{line.text!r} leaves the page"
    for _, rect, wrapped in scene._section_rows():
        for text in wrapped:
            assert app.assets.font(15 * app.viewport.scale).size(text)[0] <= rect.width
    assert len(scene._section_rows()) == len(sections(scene.blocks)), "every section is listed"
    for button in scene.group.buttons:
        width = app.assets.font(button.size * app.viewport.scale, bold=True).size(button.label)[0]
        assert width <= app.viewport.rect(button.rect).width - 8, f"{button.label!r} leaves its tab"


def test_the_new_game_screen_opens_the_rules_of_the_game_it_shows(app):
    from game.ui.scenes.new_game import NewGameScene

    screen = NewGameScene(app)
    app.push(screen)
    player = Player(app)
    player.frames(1)
    while screen.game != "mythos":
        screen.next_game()
    screen.refresh()
    button = next(b for b in screen.group.buttons if b.label == app.tr("menu.how_to_play"))
    player.click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, HowToPlayScene) and app.top.game_id == "mythos"
    player.key(pygame.K_ESCAPE)
    assert app.top is screen


def test_the_marked_section_is_the_one_on_screen_as_the_page_scrolls(app):
    """New-user trial F4: after Page Down the contents still marked the section before the one
    being read ("The goal" with "Setting up" on screen), and never the last one."""
    scene = _open(app)
    player = Player(app)
    heads = [block for block, _, _ in scene._section_rows()]
    tops = {block: next(line.y for line in scene.lines if line.block == block) for block in heads}
    view = app.viewport.rect(BODY).height
    for _ in range(40):
        marked = scene.current_section()
        in_view = [b for b in heads if scene.scroll <= tops[b] <= scene.scroll + view]
        if in_view and scene.scroll < scene.max_scroll():
            # a heading in the top third of the view is the one marked, or one below it is
            upper = [b for b in in_view if tops[b] <= scene.scroll + view / 3]
            if upper:
                assert marked == upper[-1], (scene.scroll, marked, upper)
        if scene.scroll >= scene.max_scroll():
            break
        player.key(pygame.K_PAGEDOWN)
    assert scene.current_section() == heads[-1], "at the end of the page, the last section"


def test_to_the_moon_picture_numbers_sit_beside_the_cards_they_name(app):
    """New-user trial F5: markers 1 and 3 of To The Moon's picture sat on the Character's and a
    hand card's text."""
    import math

    from game.ui.rules_pictures import load_spec, play_scenario
    from game.ui.scenes.table_view import TableView

    spec = load_spec("to_the_moon.overview")
    match = play_scenario(spec.scenario)
    table = TableView(app, match)
    cards = [s.rect for s in table.plugin.sprites(match.view(spec.as_seat), spec.as_seat) if s.kind == "card" and s.face_up]
    assert cards
    for number, callout in enumerate(spec.callouts, start=1):
        x, y = callout.at
        for rx, ry, rw, rh in cards:
            nearest = (min(max(x, rx), rx + rw), min(max(y, ry), ry + rh))
            assert math.dist(nearest, (x, y)) >= 18, f"marker {number} at {callout.at} on a card at {(rx, ry, rw, rh)}"


def test_the_section_under_the_pointer_is_outlined_not_filled_like_the_one_on_screen(app):
    """Fourth new-user trial: two sections of the contents looked highlighted at once (the one on
    screen and the one under the pointer)."""
    from game.ui import theme

    scene = HowToPlayScene(app, "maphr")
    app.push(scene)
    app.frame(0.1)
    rows = scene._section_rows()
    current = scene.current_section()
    hovered = next(block for block, _, _ in rows if block != current)
    scene.hovered_section = hovered
    app.draw(app.screen)
    inside = {block: (rect.right - app.viewport.px(4), rect.centery) for block, rect, _ in rows}
    assert tuple(app.screen.get_at(inside[current]))[:3] == theme.PANEL_LIGHT
    assert tuple(app.screen.get_at(inside[hovered]))[:3] != theme.PANEL
