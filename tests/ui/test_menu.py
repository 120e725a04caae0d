"""The menu starts a game, continues the last unfinished one, loads saves; settings persist."""

from __future__ import annotations

import json

import pygame

from game.ui.scenes.menu import MainMenu
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_menu import TableMenu
from game.ui.settings import Settings
from game.ui.text_check import overlapping, texts_drawn


def test_new_game_from_the_menu_with_typed_names_and_a_computer(app, player, home):
    app.push(MainMenu(app))
    player.frames(1)
    player.click(player.button_center("New game"))
    assert isinstance(app.top, NewGameScene)
    player.click(player.button_center("●  Player 1"))
    player.key(pygame.K_BACKSPACE)
    player.post(pygame.TEXTINPUT, text="Zoé")
    player.frames(1)
    player.key(pygame.K_RETURN)
    player.click(player.button_center("Human", nth=1))  # the second seat's kind -> computer
    player.click(player.button_center("Start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.match.config.seats] == ["Zoé", "Player 2"]
    assert [s.kind for s in table.match.config.seats] == ["human", "computer:greedy"]  # its default level (twenty-fifth trial)
    assert table.session.path.parent == home / "data" / "saves"


def test_continue_resumes_the_game_left_mid_way(app, player):
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("Start"))
    table = app.top
    player.settle()
    player.click((640, 360))  # the curtain
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    played = len(table.match.entries)
    path = table.session.path
    player.key(pygame.K_ESCAPE)  # the table's menu
    assert isinstance(app.top, TableMenu) and app.top.saved
    player.click(player.button_center("Save and leave"))  # the session closes, the save stays
    assert isinstance(app.top, MainMenu)
    assert app.toast_text == app.tr("table_menu.left_saved")
    # good news, not a refusal's red, and at the foot of the menu, off its buttons (trial F50)
    assert app.toast_is_info
    assert all(b.rect[1] + b.rect[3] < app.top.toast_y - 30 for b in app.top.group.buttons)
    game = app.tr("games." + table.match.config.game_id)
    assert any(b.label == "Continue" and b.detail == f"Player 1 vs Player 2, {game}, round 1" for b in app.top.group.buttons)  # names the game too
    player.click(player.button_center([b.label for b in app.top.group.buttons if b.label.startswith("Continue")][0]))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.session.path == path
    assert len(resumed.match.entries) == played
    assert resumed.match.entries[-1].command == table.match.entries[-1].command


def test_load_and_replay_lists_open_saves(app, player):
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("Start"))
    path = app.top.session.path
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center("Save and leave"))
    player.click(player.button_center("Watch a replay"))
    assert isinstance(app.top, SavesScene)
    # the row reads the game, the players and when, not the save's automatic file name
    button = next(b for b in app.top.group.buttons if b.label.startswith("Charge & Spark  ·  Player 1 vs Player 2"))
    assert path.stem not in button.label
    player.click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, ReplayScene)
    player.key(pygame.K_ESCAPE)
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    player.click(player.button_center("Load a game"))
    button = next(b for b in app.top.group.buttons if b.label.startswith("Charge & Spark  ·  Player 1 vs Player 2"))
    player.click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, TableScene) and app.top.session.path == path


def test_continue_with_nothing_to_continue_says_so_before_the_click(app, player):
    app.push(MainMenu(app))
    button = next(b for b in app.top.group.buttons if b.label.startswith("Continue"))
    assert button.label == "Continue" and button.detail == "no game in progress" and not button.enabled
    player.click(player.button_center(button.label))
    assert isinstance(app.top, MainMenu)
    app.top.continue_game()  # Enter on a stale menu: the refusal still says why
    assert "No unfinished game" in app.toast_text


def test_continue_comes_alive_once_a_game_is_left_unfinished(app, player):
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("Start"))
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center("Save and leave"))
    assert isinstance(app.top, MainMenu)
    button = next(b for b in app.top.group.buttons if b.label.startswith("Continue"))
    assert button.enabled and "Charge & Spark" in button.detail


def test_settings_change_at_once_and_persist(app, player, home):
    app.push(MainMenu(app))
    player.click(player.button_center("Settings"))
    player.click(player.button_center("Language: English"))
    assert app.tr("menu.quit") == "Quitter"
    assert any(b.label.startswith("Langue") for b in app.top.group.buttons)
    saved = json.loads((home / "config" / "settings.json").read_text())
    assert saved["language"] == "fr"
    assert Settings.load().language == "fr"


def test_damaged_settings_fall_back_to_defaults(home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert Settings.load().animation_speed == 1.0
    path.write_text(json.dumps({"language": "xx", "animation_speed": "fast", "sound": False, "text_size": 9}))
    settings = Settings.load()
    assert settings.language in ("en", "fr") and settings.animation_speed == 1.0 and settings.sound is False
    assert settings.text_size == 1.0


def test_every_ui_string_exists_in_both_languages():
    from game.ui.i18n import keys

    assert keys("en") == keys("fr")


def test_keyboard_alone_from_the_menu_to_a_played_card(app, player):
    from game.rules.robot_duel.commands import PlayCard

    app.push(MainMenu(app))
    player.frames(1)
    player.key(pygame.K_RETURN)  # "New game" has the focus
    assert isinstance(app.top, NewGameScene)
    player.key(pygame.K_RETURN)  # "Start" has the focus
    table = app.top
    assert isinstance(table, TableScene)
    player.settle()
    player.key(pygame.K_RETURN)  # the curtain
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    assert table.match.entries[-1].command == PlayCard(0, table.match.entries[-1].command.card)
    assert table.match.entries[-1].actor == 0


def test_f11_toggles_full_screen_and_remembers_it(app, player, home):
    app.push(MainMenu(app))
    player.key(pygame.K_F11)
    assert app.settings.fullscreen is True
    assert json.loads((home / "config" / "settings.json").read_text())["fullscreen"] is True
    player.key(pygame.K_F11)
    assert app.settings.fullscreen is False
    assert app.screen.get_size() == (1280, 720)
    assert app.running and isinstance(app.top, MainMenu)


def test_a_save_of_a_game_without_a_table_gives_a_message_not_a_crash(app, player, home, monkeypatch):
    from game import sessions
    from game.engine import SeatConfig
    from game.ui import table_games, tables
    from game.ui.scenes.menu import open_save

    config = sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], seed=1)
    path = home / "data" / "saves" / "x.tws"
    path.parent.mkdir(parents=True)
    sessions.start(config, path, durable=False).close()
    monkeypatch.setattr(tables, "TABLES", {})
    monkeypatch.setattr(table_games, "TABLE_GAMES", ())  # what the menu reads without importing tables
    app.push(MainMenu(app))
    open_save(app, path)
    assert isinstance(app.top, MainMenu)
    assert "cannot be shown" in app.toast_text
    player.click(player.button_center("Continue"))  # the save is not offered to continue
    assert isinstance(app.top, MainMenu)
    player.click(player.button_center("Watch a replay"))
    button = next(b for b in app.top.group.buttons if "x" in b.label.split("·")[-1])
    player.click(app.viewport.rect(button.rect).center)
    assert isinstance(app.top, SavesScene) and "cannot be shown" in app.toast_text


def test_a_save_the_player_named_keeps_its_name_on_its_row(app, home):
    """The file's name shows where the player chose it, not for the automatic ones."""
    import shutil

    from game import sessions
    from game.engine import SeatConfig
    from game.storage import saves_dir

    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 3),
                             sessions.new_save_path("robot_duel"))
    session.close()
    named = saves_dir() / "final against Bo.tws"
    shutil.copy(session.path, named)
    scene = SavesScene(app, "load")
    assert session.path.stem not in scene.describe(session.path)
    assert scene.describe(named).endswith("final against Bo")



def test_a_new_game_says_where_the_unfinished_one_went(app, player):
    """New-user trial F57: starting a new game silently took Continue from the unfinished one.
    The new game screen says where it stays, before the game starts."""
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("Start"))
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center("Save and leave"))
    player.click(player.button_center("New game"))
    said = "Your unfinished game (Player 1 vs Player 2, Charge & Spark, round 1) stays saved: Load a game resumes it."
    records = texts_drawn(app, app.draw)
    assert [r for r in records if r[0] == said], "the new game screen says it before the game starts"
    assert not overlapping(records) and all(app.screen.get_rect().contains(r[1]) for r in records)
    app.toast_text = None  # "Game saved", from leaving the first game
    player.click(player.button_center("Start"))
    assert isinstance(app.top, TableScene)
    assert app.toast_text is None, "no toast over the new table (tenth trial: it covered the board)"



def test_a_long_toast_on_a_menu_stays_inside_the_window(app):
    """Second new-user trial: at text x1.3 the two-line "Game saved…" toast on the main menu ran
    off the window's foot."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    app.push(MainMenu(app))
    app.toast("Partie sauvegardée : « Continuer » du menu principal la reprend. " * 2, info=True)
    app.draw(app.screen)
    assert app.toast_rect is not None and app.toast_rect.height > 60, "the toast took fewer lines than meant"
    assert app.screen.get_rect().contains(app.toast_rect)


def test_a_name_clicked_is_replaced_by_what_is_typed(app, player, home):
    """Second new-user trial: clicking a seat's name put the cursor after "Player 1", to be
    erased key by key; the first key now replaces the whole name, and a second click on a typed
    name starts over from it."""
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("●  Player 1"))
    player.post(pygame.TEXTINPUT, text="Zoé")
    player.frames(1)
    player.key(pygame.K_RETURN)
    assert app.top.names[0] == "Zoé"
    player.click(player.button_center("●  Zoé"))
    player.key(pygame.K_BACKSPACE)
    player.post(pygame.TEXTINPUT, text="Léa")
    player.frames(1)
    player.key(pygame.K_RETURN)
    assert app.top.names[0] == "Léa"


def test_the_game_saved_toast_leaves_the_menus_buttons_clear_in_french_at_text_x13(app, player):
    """Fourth new-user trial: "Partie sauvegardée…" on two lines at x1.3 covered "Quitter"."""
    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    app.push(MainMenu(app))
    player.frames(2)
    # a saved game to continue, with a long name: its button takes two lines, as in the trial
    app.push(new_match_scene(app, "mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], seed=4))
    player.settle()
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center(app.tr("table_menu.leave_saved")))
    menu = app.top
    assert isinstance(menu, MainMenu) and app.toast_text == app.tr("table_menu.left_saved")
    app.draw(app.screen)
    assert app.toast_rect is not None
    for button in menu.group.buttons:
        # clear of each button by more than its shadow (two lines touched "Quitter")
        assert not app.toast_rect.inflate(0, 16).colliderect(app.viewport.rect(button.rect)), button.label


def test_the_new_game_note_replaces_the_game_kept_news(app, player):
    """Twenty-fifth trial: "Partie gardée…", the news from leaving a game, lay over the new game
    screen's note saying the same; the note alone stays."""
    app.push(MainMenu(app))
    player.click(player.button_center("New game"))
    player.click(player.button_center("Start"))
    player.key(pygame.K_ESCAPE)
    player.click(player.button_center("Save and leave"))
    assert app.toast_text == app.tr("table_menu.left_saved")
    player.click(player.button_center("New game"))
    assert app.top.left_unfinished and app.toast_text is None
