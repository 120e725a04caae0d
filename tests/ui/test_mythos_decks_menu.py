"""Mythos in the new-game menu: each seat (human or computer) picks one of the shipped decks or
a player's own, the menu remembers it, the save carries the decks written out in full so the
game replays; the deck editor builds Mythos decks by the book's rules (3 different missions)."""

from __future__ import annotations

import pygame
import pytest

from game import sessions
from game.deck_library import available_decks, match_deck_options, user_decks_dir
from game.rules.mythos.cards import default_cards, load_deck
from game.ui.scenes.deck_editor import DeckEditorScene
from game.ui.scenes.deck_editor import layout as lay
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui.text_check import problems, texts_drawn


def _open_mythos(app, player) -> NewGameScene:
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    scene = app.top
    assert isinstance(scene, NewGameScene)
    player.click(player.button_center(app.tr("games.mythos")))  # its tile
    assert scene.game == "mythos"
    return scene


def _pick(app, player, menu, seat: int, label: str) -> None:
    for _ in range(len(menu.deck_choices)):
        if menu.deck_label(seat) == f"Deck: {label}":
            return
        buttons = [b for b in menu.group.buttons if b.label.startswith("Deck:")]
        player.click(app.viewport.rect(buttons[seat].rect).center)
    assert menu.deck_label(seat) == f"Deck: {label}"


def _shipped(label: str):
    return next(c for c in available_decks("mythos") if c.shipped and c.label == label)


def test_the_seats_start_with_the_two_starter_decks_and_every_shipped_deck_is_offered(app, player, home):
    menu = _open_mythos(app, player)
    assert [menu.deck_label(0), menu.deck_label(1)] == ["Deck: Ember Vale", "Deck: Hollow Dune"]
    offered = {choice.label for choice in menu.deck_choices}
    assert {"Ember Vale", "Hollow Dune", "Cedar Heirs", "Dune Drifters"} <= offered


def test_two_humans_pick_decks_the_save_holds_them_in_full_and_replays(app, player, home):
    menu = _open_mythos(app, player)
    _pick(app, player, menu, 0, "Cedar Heirs")
    _pick(app, player, menu, 1, "Dune Drifters")
    player.click(player.button_center("Start"))
    table = app.top
    assert isinstance(table, TableScene)
    decks = table.match.config.options["decks"]
    assert decks == [match_deck_options("mythos", _shipped("Cedar Heirs")), match_deck_options("mythos", _shipped("Dune Drifters"))]
    assert decks[0]["missions"] == ["MS-02", "MS-05", "MS-07"] and len(decks[1]["characters"]) == 30
    dealt = sorted(table.match.state.versions[c] for c in table.match.state.players[0].deck + table.match.state.players[0].hand)
    assert dealt == sorted(decks[0]["characters"])
    path = table.session.path
    table.session.close()
    loaded = sessions.load(path)
    assert loaded.match.config.options["decks"] == decks
    assert loaded.match.state_hash() == table.match.state_hash()


def test_the_menu_remembers_each_seats_deck_and_a_computer_seat_plays_its_own(app, player, home):
    menu = _open_mythos(app, player)
    player.click(player.button_center("Human", nth=1))  # seat 2 becomes a computer
    assert menu.kinds[1].startswith("computer:")
    _pick(app, player, menu, 0, "Dune Drifters")
    _pick(app, player, menu, 1, "Cedar Heirs")
    player.click(player.button_center("Start"))
    table = app.top
    assert table.match.config.seats[1].kind.startswith("computer:")
    assert table.match.config.options["decks"][1]["missions"] == ["MS-02", "MS-05", "MS-07"]
    again = NewGameScene(app)
    assert again.game == "mythos"
    assert [again.deck_label(0), again.deck_label(1)] == ["Deck: Dune Drifters", "Deck: Cedar Heirs"]


def _open_editor(app, player) -> DeckEditorScene:
    _open_mythos(app, player)
    player.click(player.button_center("Edit decks…"))
    editor = app.top
    assert isinstance(editor, DeckEditorScene) and editor.game_id == "mythos"
    return editor


def _pool_point(app, editor, key):
    return app.viewport.rect(lay.pool_card_rect(editor.pool.index(key), editor.kit.grid)).center


def test_the_editor_builds_a_deck_by_the_books_rules_and_the_menu_plays_it(app, player, home):
    editor = _open_editor(app, player)
    assert editor.draft.name == "Ember Vale copy" and editor.draft.problems() == []  # seat 1's deck
    assert len(editor.pool) == len(default_cards().characters) + len(default_cards().missions)
    for _ in range(len(editor.sources)):
        if editor.sources[editor.source] is None:
            break
        player.click(player.button_center(f"Start from: {editor.source_label(editor.source)}"))
    assert editor.draft.total == 0
    versions = [f"KT-0{n:02d}" for n in range(21, 36)]
    for key in versions:
        player.click(_pool_point(app, editor, key))
        player.click(_pool_point(app, editor, key))
    player.click(_pool_point(app, editor, "MS-12"))
    player.click(_pool_point(app, editor, "MS-12"))
    problems_now = editor.draft.problems()
    assert "2 missions: a deck needs exactly 3" in problems_now and "mission MS-12 twice: the 3 missions must differ" in problems_now
    assert editor.draft.is_over_copies("MS-12")
    player.click(player.button_center("Save as draft"))  # not legal yet: saved only as a draft
    player.post(pygame.MOUSEBUTTONDOWN, pos=_pool_point(app, editor, "MS-12"), button=3)
    player.frames(1)
    player.click(_pool_point(app, editor, "MS-09"))
    player.click(_pool_point(app, editor, "MS-02"))
    assert editor.draft.problems() == []
    assert [text for text, _ in editor.status_lines()] == ["✓ Playable: it meets every construction rule."]
    player.click(player.button_center(f"Name: {editor.draft.name}"))
    for _ in range(len(editor.draft.name)):
        player.key(pygame.K_BACKSPACE)
    player.post(pygame.TEXTINPUT, text="Night Shades")
    player.frames(1)
    player.key(pygame.K_RETURN)
    player.click(player.button_center("Save"))
    saved = user_decks_dir("mythos") / "night_shades.toml"
    deck = load_deck(saved, default_cards())
    assert sorted(deck.missions) == ["MS-02", "MS-09", "MS-12"] and sorted(set(deck.characters)) == versions
    player.click(player.button_center("Back"))
    menu = app.top
    assert isinstance(menu, NewGameScene) and menu.deck_label(0) == "Deck: Night Shades"
    player.click(player.button_center("Start"))
    assert sorted(app.top.match.config.options["decks"][0]["characters"]) == sorted(deck.characters)


def test_a_deck_file_that_breaks_a_rule_is_listed_with_it_and_does_not_start(app, player, home):
    folder = user_decks_dir("mythos")
    folder.mkdir(parents=True)
    text = (user_decks_dir("mythos") / "my_deck.toml")
    text.write_text('name = "Short"\nmissions = ["MS-01", "MS-01", "MS-02"]\n\n[characters]\n"KT-001" = 3\n', encoding="utf-8")
    choice = next(c for c in available_decks("mythos") if c.path == text)
    assert choice.cards is None
    assert "3 characters" in choice.problem and "3 copies of KT-001" in choice.problem and "MS-01 twice" in choice.problem
    menu = _open_mythos(app, player)
    _pick(app, player, menu, 0, "Ember Vale")
    for _ in range(len(menu.deck_choices)):
        if menu.deck_choices[menu.decks[0]].path == text:
            break
        player.click(app.viewport.rect([b for b in menu.group.buttons if b.label.startswith("Deck")][0].rect).center)
    player.click(player.button_center("Start"))
    assert isinstance(app.top, NewGameScene) and "MS-01 twice" in app.toast_text


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deck_editors_text_fits(app, player, home, lang, scale, size):
    """Both games' editors, with a broken deck (the status box full); before, the hint and
    Mining War's summary ran out of the window in French at x1.3."""
    app.settings.language, app.settings.text_size = lang, scale
    app.apply_settings()
    app.screen = pygame.display.set_mode(size)
    app.viewport.resize(size)
    found = []
    for game_id, broken in (("mythos", ("KT-001", "KT-001", "KT-001", "MS-01", "MS-01")), ("mining_war", ("hacker",) * 5)):
        editor = DeckEditorScene(app, game_id=game_id)
        app.push(editor)
        for key in broken:
            editor.draft.add(key)
        editor.refresh()
        app.screen.fill((0, 0, 0))
        found += [f"{game_id}: {problem}" for problem in problems(texts_drawn(app, editor.draw), app.screen.get_rect())]
        app.pop()
    assert found == []


def test_two_versions_of_one_name_stay_apart_in_narrow_rows_and_the_title_clears_the_name_field(app, home):
    """French at x1.3, a deck of more rows than one column holds: each Mythos row still shows its
    version (before, the two Oren rows read "Oren" and "Oren"); the title no longer runs under
    the name field."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    editor = DeckEditorScene(app, start=_shipped("Cedar Heirs"), game_id="mythos")
    app.push(editor)
    for key in ("MS-01", "MS-03"):
        editor.draft.add(key)
    editor.refresh()
    assert len(editor.draft.deck()) > editor.kit.grid.rows_per_column  # two narrow columns
    drawn = [text for text, _, _ in texts_drawn(app, editor.draw)]
    for key in editor.draft.deck():
        if key.startswith("KT-"):
            assert any(text.startswith(key) for text in drawn), f"row {key} does not say its version"
    title = next(rect for text, rect, _ in texts_drawn(app, editor.draw) if text == app.tr("deck_editor.title"))
    assert title.right <= app.viewport.rect(lay.NAME_FIELD).left


@pytest.mark.parametrize("extra", [0, 7, 30])
def test_every_mythos_pool_card_and_deck_row_fits_its_panel_below_the_status(extra):
    """Today's card file, and one that grew by 7 or 30 cards (another helper's 5 characters and
    2 missions made 64 cards, past the first fixed grid's 60 places)."""
    from game.ui.scenes.deck_editor.kits import MythosKit

    count = len(MythosKit().pool()) + extra
    grid = lay.grid_for_pool(lay.MYTHOS_GRID, count)
    assert grid.card_w >= 40
    px, py, pw, ph = lay.POOL_PANEL
    for index in range(count):
        x, y, w, h = lay.pool_card_rect(index, grid)
        assert px <= x and x + w <= px + pw and py <= y and y + h <= py + ph, index
    status_bottom = grid.status_box[1] + grid.status_box[3]
    dx, dy, dw, dh = lay.DECK_PANEL
    for count in (1, grid.rows_per_column, grid.rows):
        for index in range(count):
            x, y, w, h = lay.deck_row_rect(index, count, grid)
            assert dx <= x and x + w <= dx + dw and status_bottom <= y and y + h <= dy + dh
    assert grid.rows >= 30 + 3  # a legal deck of 30 different versions and its 3 missions is listed whole


def test_a_deck_file_that_is_not_a_deck_says_where(home):
    folder = user_decks_dir("mythos")
    folder.mkdir(parents=True)
    (folder / "counts.toml").write_text('missions = ["MS-01"]\n[characters]\n"KT-001" = "two"\n', encoding="utf-8")
    (folder / "broken.toml").write_text("garbage = [\n", encoding="utf-8")
    problems_of = {c.path.name: c.problem for c in available_decks("mythos") if not c.shipped}
    assert "characters must map versions to copy counts" in problems_of["counts.toml"]
    assert "not valid TOML" in problems_of["broken.toml"]


def test_every_mythos_deck_problem_reads_in_french():
    from game.rules.mythos.deck_building import deck_problems
    from game.ui.reasons import translate_reason

    found = deck_problems({"KT-001": 3, "MS-01": 2, "XX-1": 1}, default_cards())
    assert len(found) == 5
    for problem in found:
        assert translate_reason(problem, "fr") != problem, problem


def test_the_shipped_decks_have_french_names_in_french():
    """Third new-user trial H4: "Ember Vale / Hollow Dune" read as English words in French."""
    french = {c.path.stem: c.label for c in available_decks("mythos", "fr") if c.shipped}
    english = {c.path.stem: c.label for c in available_decks("mythos", "en") if c.shipped}
    assert french["ember_vale"] == "Val des Braises" and english["ember_vale"] == "Ember Vale"
    assert all(french[stem] != english[stem] for stem in english), "a shipped deck has no French name"
    starter = next(c for c in available_decks("mining_war", "fr") if c.shipped)
    assert starter.label == "Deck de départ"


def test_the_remembered_decks_come_back_in_the_other_language(app, player, home):
    """Deck names are translated now: the memory keeps a deck by its file, not its label."""
    from game.ui.scenes.new_game import NewGameScene

    menu = _open_mythos(app, player)
    _pick(app, player, menu, 0, "Cedar Heirs")
    menu.start()
    app.settings.language = "fr"
    app.apply_settings()
    again = NewGameScene(app)
    assert again.game == "mythos" and again.deck_choices[again.decks[0]].path.stem == "cedar_heirs"
