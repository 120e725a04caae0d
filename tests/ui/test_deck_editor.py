"""The Mining War deck editor, driven with pygame events as a player would: opened from the New
Game menu, a deck built with clicks and drags, named, saved, picked for a seat and played; the
rules' construction check shown live; files never overwritten silently, shipped decks never
written, unsaved changes never dropped without asking."""

from __future__ import annotations

import pygame
import pytest

from game.deck_library import available_decks, user_decks_dir
from game.rules.mining_war.cards import default_cards
from game.rules.mining_war.decks import load_deck_file
from game.ui.scenes.deck_editor import DeckEditorScene
from game.ui.scenes.deck_editor import layout as lay
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.table import TableScene
from game.ui import theme
from tests.ui.rendering import save_frame
from tests.ui.test_new_game_decks import AGGRO, _open_mining_war, deck_click_until

RUSH = {"bitcoin": 12, "hacker": 4, "miner": 4, "bugs": 4, "trojan": 4, "electric_shock": 4}


def _open_editor(app, player) -> DeckEditorScene:
    _open_mining_war(app, player)
    player.click(player.button_center("Edit decks…"))
    editor = app.top
    assert isinstance(editor, DeckEditorScene)
    return editor


def _pool_point(app, editor, key):
    return app.viewport.rect(lay.pool_card_rect(editor.pool.index(key))).center


def _row_point(app, editor, key):
    deck = list(editor.draft.listed())
    row = lay.deck_row_rect(deck.index(key), len(deck))
    return app.viewport.rect(lay.row_body(row)).center


def _start_from(player, editor, label):
    for _ in range(len(editor.sources)):
        if editor.source_label(editor.source) == label:
            return
        player.click(player.button_center(f"Start from: {editor.source_label(editor.source)}"))
    assert editor.source_label(editor.source) == label


def _type_name(player, editor, name):
    player.click(player.button_center(f"Name: {editor.draft.name}"))
    for _ in range(len(editor.draft.name)):
        player.key(pygame.K_BACKSPACE)
    player.post(pygame.TEXTINPUT, text=name)
    player.frames(1)
    player.key(pygame.K_RETURN)
    assert editor.draft.name == name and not editor.editing_name


def _status(editor) -> list[str]:
    return [text for text, _ in editor.status_lines()]


def test_build_a_legal_deck_with_clicks_and_a_drag_save_it_and_start_a_game_with_it(app, player, home):
    editor = _open_editor(app, player)
    _start_from(player, editor, "an empty deck")
    assert editor.draft.total == 0
    for key, count in RUSH.items():
        for _ in range(count if key != "electric_shock" else count - 1):
            player.click(_pool_point(app, editor, key))
    assert editor.draft.count("electric_shock") == 3
    player.drag(_pool_point(app, editor, "electric_shock"), app.viewport.rect(lay.DECK_PANEL).center)
    assert editor.draft.deck() == RUSH
    # And back: a row dragged onto the pool leaves the deck, a right-click takes one out too.
    player.drag(_row_point(app, editor, "miner"), app.viewport.rect(lay.POOL_PANEL).center)
    assert editor.draft.count("miner") == 3
    player.post(pygame.MOUSEBUTTONDOWN, pos=_pool_point(app, editor, "bugs"), button=3)
    player.frames(1)
    assert editor.draft.count("bugs") == 3
    player.click(player.button_center("+", nth=list(editor.draft.deck()).index("miner")))
    player.click(_pool_point(app, editor, "bugs"))
    assert editor.draft.deck() == RUSH
    assert _status(editor) == ["✓ Playable: it meets every construction rule."]
    _type_name(player, editor, "Rush")
    player.click(player.button_center("Save"))
    saved = user_decks_dir("mining_war") / "rush.toml"
    assert saved.is_file() and editor.saved_path == saved and not editor.draft.is_dirty
    player.click(player.button_center("Back"))
    menu = app.top
    assert isinstance(menu, NewGameScene)
    assert menu.deck_label(0) == "Deck: Rush"  # the seat the editor started from gets it
    for _ in range(len(menu.deck_choices)):
        if menu.deck_label(1) == "Deck: Rush":
            break
        deck_buttons = [b for b in menu.group.buttons if b.label.startswith("Deck:")]
        player.click(app.viewport.rect(deck_buttons[1].rect).center)
    assert menu.deck_label(1) == "Deck: Rush"
    player.click(player.button_center("Start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.config.options["decks"][0] == table.match.config.options["decks"][1] == RUSH


def test_a_deck_that_breaks_a_rule_says_which_live_and_saves_only_as_a_draft(app, player, home):
    editor = _open_editor(app, player)
    assert editor.source_label(editor.source) == "Starter Deck (a copy)"
    assert _status(editor)[0].startswith("✓")
    player.click(_pool_point(app, editor, "hacker"))
    player.click(_pool_point(app, editor, "hacker"))
    assert "✗ 5 copies of Hacker: at most 4 of a card." in _status(editor)
    assert editor.draft.is_over_copies("hacker")
    player.post(pygame.MOUSEBUTTONDOWN, pos=_pool_point(app, editor, "bitcoin"), button=3)
    player.frames(1)
    assert "⚠ 11 Bitcoins in 37 cards: the rulebook advises at least a third (13)." in _status(editor)
    assert player.button_center("Save as draft")
    app.settings.language = "fr"
    app.apply_settings()
    assert "✗ 5 exemplaires de Hacker : au plus 4 par carte." in _status(editor)
    app.settings.language = "en"
    app.apply_settings()
    player.click(player.button_center("Save as draft"))
    assert "draft" in app.toast_text
    draft = {c.path.name: c for c in available_decks("mining_war")}["starter_deck_copy.toml"]
    assert draft.cards is None and "5 copies of Hacker" in draft.problem
    assert "DRAFT" in draft.path.read_text(encoding="utf-8")
    player.click(player.button_center("Back"))
    menu = app.top
    assert isinstance(menu, NewGameScene)
    labels = set()
    for _ in range(len(menu.deck_choices)):
        labels.add(menu.deck_label(0))
        menu.next_deck(0)
    assert "Starter Deck copy: cannot be played" in labels


def test_fewer_bitcoins_than_a_third_is_a_warning_and_the_deck_saves_as_playable(app, player, home):
    """Rulebook: at least 10 Bitcoins and 20 fighters/spells is the rule; "Vous ne devriez pas
    avoir moins de 1/3 de Ressources" is advice (README, D3). 10 Bitcoins in 40 cards plays."""
    editor = _open_editor(app, player)
    _start_from(player, editor, "an empty deck")
    forty = {"bitcoin": 10, **{key: 4 for key in ("hacker", "miner", "bugs", "trojan", "validator", "phisher", "botnet")},
             "electric_shock": 2}
    for key, count in forty.items():
        for _ in range(count):
            player.click(_pool_point(app, editor, key))
    assert editor.draft.deck() == forty and editor.draft.total == 40
    assert editor.draft.problems() == []
    assert _status(editor) == ["✓ Playable: it meets every construction rule.",
                               "⚠ 10 Bitcoins in 40 cards: the rulebook advises at least a third (14)."]
    assert editor.status_lines()[1][1] == theme.WARN
    app.settings.language = "fr"
    app.apply_settings()
    assert _status(editor)[1] == "⚠ 10 Bitcoins sur 40 cartes : le livret conseille au moins un tiers (14)."
    app.settings.language = "en"
    app.apply_settings()
    _type_name(player, editor, "Thin")
    player.click(player.button_center("Save"))
    saved = user_decks_dir("mining_war") / "thin.toml"
    assert load_deck_file(saved, default_cards()) == forty and "DRAFT" not in saved.read_text(encoding="utf-8")
    assert {c.path.name: c for c in available_decks("mining_war")}["thin.toml"].cards == forty


def test_a_name_taken_by_another_deck_file_is_never_overwritten_without_asking(app, player, home):
    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    other = folder / "aggro.toml"
    other.write_text(AGGRO, encoding="utf-8")
    editor = _open_editor(app, player)
    player.click(_pool_point(app, editor, "bitcoin"))  # 13 of 37: still a legal deck
    _type_name(player, editor, "Aggro")
    player.click(player.button_center("Save"))
    assert editor.prompt is not None and "aggro.toml" in editor.prompt.message
    assert other.read_text(encoding="utf-8") == AGGRO
    player.key(pygame.K_RETURN)  # Enter answers the safe choice: cancel
    assert editor.prompt is None and other.read_text(encoding="utf-8") == AGGRO
    assert sorted(p.name for p in folder.iterdir()) == ["aggro.toml"]  # nothing written, no temporary left
    player.click(player.button_center("Save"))
    prompt_buttons = {b.label: b for b in editor.prompt.group.buttons}
    player.click(app.viewport.rect(prompt_buttons["Keep both: “Aggro (2)”"].rect).center)
    assert other.read_text(encoding="utf-8") == AGGRO
    both = {c.path.name: c for c in available_decks("mining_war")}
    assert both["aggro_2.toml"].label == "Aggro (2)" and both["aggro_2.toml"].cards == editor.draft.deck()
    _type_name(player, editor, "Aggro")
    player.click(player.button_center("Save"))
    prompt_buttons = {b.label: b for b in editor.prompt.group.buttons}
    player.click(app.viewport.rect(prompt_buttons["Replace it"].rect).center)
    assert load_deck_file(other, default_cards()) == editor.draft.deck()


def test_a_shipped_deck_is_copied_never_written_and_its_name_is_not_taken(app, player, home):
    from game.deck_library import shipped_decks_dir

    shipped = shipped_decks_dir("mining_war") / "starter.toml"
    before = shipped.read_bytes()
    editor = _open_editor(app, player)
    _type_name(player, editor, "Starter Deck")
    player.click(player.button_center("Save"))
    assert "shipped" in app.toast_text and editor.saved_path is None
    _type_name(player, editor, "Starter Deck copy")
    player.click(_pool_point(app, editor, "bitcoin"))
    player.click(player.button_center("Save"))
    assert editor.saved_path == user_decks_dir("mining_war") / "starter_deck_copy.toml"
    assert shipped.read_bytes() == before
    # Saved again, the deck's own file is written in place, without a question.
    player.click(_pool_point(app, editor, "bitcoin"))
    player.click(player.button_center("Save"))
    assert editor.prompt is None
    assert load_deck_file(editor.saved_path, default_cards())["bitcoin"] == 14


def test_leaving_with_unsaved_changes_asks_first(app, player, home):
    editor = _open_editor(app, player)
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, NewGameScene)  # nothing changed: no question
    player.click(player.button_center("Edit decks…"))
    editor = app.top
    player.click(_pool_point(app, editor, "miner"))
    player.key(pygame.K_ESCAPE)
    assert app.top is editor and editor.prompt is not None
    player.key(pygame.K_RETURN)  # the focused answer is "Keep editing"
    assert app.top is editor and editor.prompt is None and editor.draft.count("miner") == 4
    player.click(player.button_center("Start from: Starter Deck (a copy)"))
    assert editor.prompt is not None and editor.source == 0  # changing the start asks too
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center("Back"))
    buttons = {b.label: b for b in editor.prompt.group.buttons}
    player.click(app.viewport.rect(buttons["Discard changes"].rect).center)
    assert isinstance(app.top, NewGameScene)


def test_an_own_deck_that_breaks_a_rule_opens_in_the_editor_with_its_counts(app, player, home):
    from tests.ui.test_new_game_decks import TOO_MANY_HACKERS

    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    (folder / "hackers.toml").write_text(TOO_MANY_HACKERS, encoding="utf-8")
    editor = _open_editor(app, player)
    _start_from(player, editor, "hackers (yours)")
    assert editor.draft.count("hacker") == 5 and editor.draft.path == folder / "hackers.toml"
    player.post(pygame.MOUSEBUTTONDOWN, pos=_row_point(app, editor, "hacker"), button=3)
    player.frames(1)
    assert editor.draft.problems() == []
    player.click(player.button_center("Save"))
    assert editor.prompt is None
    assert load_deck_file(folder / "hackers.toml", default_cards())["hacker"] == 4


def test_hovering_a_pool_card_or_a_deck_row_shows_its_zoom(app, player, home):
    editor = _open_editor(app, player)
    player.post(pygame.MOUSEMOTION, pos=_pool_point(app, editor, "quantum_computer"), rel=(0, 0), buttons=(0, 0, 0))
    player.frames(1)
    assert editor.hovered()[0] == "quantum_computer"
    player.post(pygame.MOUSEMOTION, pos=_row_point(app, editor, "miner"), rel=(0, 0), buttons=(0, 0, 0))
    player.frames(1)
    key, anchor = editor.hovered()
    left, top = lay.zoom_spot(anchor)
    assert key == "miner" and left + lay.ZOOM_W <= lay.DECK_PANEL[0]  # the deck stays in sight


def _has_colour(image, rect, colour) -> bool:
    box = pygame.Rect(rect).clip(image.get_rect())
    return any(tuple(image.get_at((x, y)))[:3] == colour for x in range(box.left, box.right) for y in range(box.top, box.bottom, 2))


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_editor_renders_at_the_design_size_and_the_smallest_window(home, tmp_path, size):
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu
    from game.ui.settings import Settings

    app = App(Settings(language="en"), size=size)
    try:
        app.push(MainMenu(app))
        editor = DeckEditorScene(app)
        app.push(editor)
        legal = save_frame(app, tmp_path / f"legal-{size[0]}.png")
        assert legal.get_size() == size
        status = app.viewport.rect(lay.STATUS_BOX)
        assert _has_colour(legal, status, theme.GOOD) and not _has_colour(legal, status, theme.BAD)
        editor.draft.add("hacker")
        editor.draft.add("hacker")
        editor.refresh()
        broken = save_frame(app, tmp_path / f"broken-{size[0]}.png")
        assert _has_colour(broken, status, theme.BAD)
    finally:
        app.quit()
        pygame.display.quit()


def test_every_pool_card_and_deck_row_fits_its_panel():
    pool = list(default_cards().cards)
    for index in range(len(pool)):
        x, y, w, h = lay.pool_card_rect(index)
        px, py, pw, ph = lay.POOL_PANEL
        assert px <= x and x + w <= px + pw and py <= y and y + h <= py + ph
    for count in (1, lay.ROWS_PER_COLUMN, len(pool)):
        for index in range(count):
            x, y, w, h = lay.deck_row_rect(index, count)
            dx, dy, dw, dh = lay.DECK_PANEL
            assert dx <= x and x + w <= dx + dw and dy <= y and y + h <= dy + dh
    assert len(pool) <= lay.ROW_COLUMNS * lay.ROWS_PER_COLUMN  # every card of the game can be listed


def test_the_keyboard_alone_adds_and_removes_pool_cards(app, player, home):
    editor = _open_editor(app, player)
    _start_from(player, editor, "an empty deck")
    for _ in range(5):  # name, save, back, start from: then the first pool card, the Bitcoin
        player.key(pygame.K_TAB)
    assert getattr(editor.group.buttons[editor.group.focus], "key", None) == "bitcoin"
    player.key(pygame.K_RETURN)
    player.key(pygame.K_RETURN)
    player.key(pygame.K_TAB)
    player.key(pygame.K_RETURN)
    assert editor.draft.deck() == {"bitcoin": 2, "hacker": 1}
    assert editor.hovered()[0] == "hacker"  # its zoom shows, as for the mouse
    player.key(pygame.K_DELETE)
    assert editor.draft.deck() == {"bitcoin": 2}


def test_a_release_over_a_card_that_was_not_pressed_there_adds_nothing(app, player, home):
    editor = _open_editor(app, player)
    before = editor.draft.deck()
    player.post(pygame.MOUSEBUTTONDOWN, pos=app.viewport.point((600, 94)), button=1)
    player.post(pygame.MOUSEBUTTONUP, pos=_pool_point(app, editor, "miner"), button=1)
    player.frames(2)
    assert editor.draft.deck() == before


def test_an_unreadable_deck_file_opens_empty_and_is_not_saved_over_without_asking(app, player, home):
    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    broken = folder / "typo.toml"
    broken.write_text("[cards\nbitcoin = 12\n", encoding="utf-8")
    editor = _open_editor(app, player)
    _start_from(player, editor, "typo (yours)")
    assert "not valid TOML" in app.toast_text and editor.draft.deck() == {} and editor.draft.path is None
    player.click(_pool_point(app, editor, "bitcoin"))
    _type_name(player, editor, "typo")
    player.click(player.button_center("Save as draft"))
    assert editor.prompt is not None
    player.key(pygame.K_ESCAPE)
    assert broken.read_text(encoding="utf-8") == "[cards\nbitcoin = 12\n"


def test_the_bitcoins_shown_as_allowed_are_exactly_those_the_rules_accept():
    from game.ui.scenes.deck_editor.model import DeckDraft

    cards = default_cards()
    others = [key for key in cards.cards if key != "bitcoin"]
    for total in range(30, 61):
        draft = DeckDraft(cards)
        accepted = []
        for bitcoins in range(total + 1):
            rest = total - bitcoins
            counts = {"bitcoin": bitcoins}
            for index, key in enumerate(others):  # spread the rest, at most 4 a card
                counts[key] = min(4, max(0, rest - 4 * index))
            if sum(counts.values()) != total:
                continue
            draft.reset(counts, "probe", None)
            if not draft.problems():
                accepted.append(bitcoins)
        least, most = draft.bitcoin_bounds()
        assert accepted == [b for b in range(least, most + 1) if total - b >= 20], total


def test_deleting_an_own_deck_asks_first_and_moves_its_file_aside_never_losing_it(app, player, home):
    folder = user_decks_dir("mining_war")
    folder.mkdir(parents=True)
    (folder / "aggro.toml").write_text(AGGRO, encoding="utf-8")
    (folder / "deleted").mkdir()
    (folder / "deleted" / "aggro.toml").write_text("an aggro deleted before", encoding="utf-8")
    editor = _open_editor(app, player)
    delete = next(b for b in editor.group.buttons if b.label == "Delete deck")
    assert not delete.enabled  # a copy of the shipped Starter Deck: there is no file of yours to delete
    player.key(pygame.K_ESCAPE)
    menu = app.top
    deck_click_until(app, player, "Deck: Starter Deck", "Deck: Aggro")  # the first seat plays Aggro...
    assert menu.deck_choices[menu.decks[0]].path == folder / "aggro.toml"
    player.click(player.button_center("Edit decks…"))  # ...and the editor starts from it
    editor = app.top
    assert editor.source_label(editor.source) == "Aggro (yours)"
    player.click(player.button_center("Delete deck"))
    assert editor.prompt is not None and "Aggro" in editor.prompt.message and "aggro.toml" in editor.prompt.message
    player.key(pygame.K_RETURN)  # Enter answers the safe choice: keep it
    assert editor.prompt is None and (folder / "aggro.toml").read_text(encoding="utf-8") == AGGRO
    player.click(player.button_center("Delete deck"))
    buttons = {b.label: b for b in editor.prompt.group.buttons}
    player.click(app.viewport.rect(buttons["Delete it"].rect).center)
    assert not (folder / "aggro.toml").exists()
    assert (folder / "deleted" / "aggro-2.toml").read_text(encoding="utf-8") == AGGRO
    assert (folder / "deleted" / "aggro.toml").read_text(encoding="utf-8") == "an aggro deleted before"
    assert all(s is None or s.path.parent != folder or s.path.name != "aggro.toml" for s in editor.sources)
    assert editor.draft.path is None and editor.draft.total == 0 and "deleted" in app.toast_text
    player.key(pygame.K_ESCAPE)
    assert app.top is menu
    assert [c.path.name for c in menu.deck_choices if not c.shipped] == []  # the deleted folder is not listed
    assert menu.deck_choices[menu.decks[0]].shipped  # the first seat's deck is gone: it plays the Starter Deck


def test_only_a_deck_in_the_players_folder_can_be_deleted(home):
    from game.deck_library import delete_user_deck, shipped_decks_dir

    shipped = shipped_decks_dir("mining_war") / "starter.toml"
    with pytest.raises(ValueError, match="not one of your decks"):
        delete_user_deck("mining_war", shipped)
    assert shipped.exists()


def test_a_row_emptied_by_minus_stays_so_the_next_click_lands_on_it(app, player, home):
    """Nineteenth trial: "−" clicked again and again on one row took the Miners to none, then
    the row under it (Bugs) moved up under the pointer and lost a card too."""
    editor = _open_editor(app, player)
    _start_from(player, editor, "Starter Deck (a copy)")
    rows = editor.draft.listed()
    key, below = rows[1], rows[2]
    minus = app.viewport.rect(lay.row_minus(lay.deck_row_rect(1, len(rows)))).center
    kept_below = editor.draft.count(below)
    for _ in range(editor.draft.count(key) + 2):
        player.click(minus)
    assert editor.draft.count(key) == 0 and editor.draft.count(below) == kept_below, "a click fell on the row below"
    assert editor.draft.listed()[1] == key and key not in editor.draft.deck(), "the emptied row stays, out of the deck"
    player.click(app.viewport.rect(lay.row_plus(lay.deck_row_rect(1, len(rows)))).center)
    assert editor.draft.count(key) == 1
