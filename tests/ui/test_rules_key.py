"""Thirteenth trial: F1 and "?" did nothing; the rules were only behind Menu, Comment jouer.
F1 anywhere (and "?" where no name is being typed) opens How to play at the game on screen;
closing it comes back to the same screen."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.how_to_play import HowToPlayScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.table import new_match_scene


def test_f1_at_a_table_opens_that_games_rules_and_escape_comes_back(app, player):
    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=2)
    app.push(scene)
    player.frames(2)
    player.key(pygame.K_F1)
    assert isinstance(app.top, HowToPlayScene) and app.top.game_id == "maphr"
    player.key(pygame.K_F1)  # a second F1 does not stack another page
    assert isinstance(app.stack[-2], type(scene))
    player.key(pygame.K_ESCAPE)
    player.frames(2)
    assert app.top is scene


def test_a_question_mark_opens_the_rules_from_the_menu_but_types_in_a_name(app, player):
    app.push(MainMenu(app))
    player.frames(2)
    player.key(pygame.K_SLASH, pygame.KMOD_SHIFT, text="?")
    assert isinstance(app.top, HowToPlayScene)
    player.key(pygame.K_ESCAPE)
    player.frames(2)
    from game.ui.scenes.new_game import NewGameScene

    new_game = NewGameScene(app)
    app.push(new_game)
    player.frames(2)
    new_game.edit(0)
    assert new_game.editing == 0
    player.key(pygame.K_SLASH, pygame.KMOD_SHIFT, text="?")
    assert app.top is new_game


def test_settings_write_numbers_as_french_does(app, player):
    # Thirteenth trial: "Réflexion de l'ordinateur : 0.5 s" in French.
    from game.ui.scenes.settings import SettingsScene
    from game.ui.text_check import texts_drawn

    app.settings.language = "fr"
    app.apply_settings()
    app.push(SettingsScene(app))
    player.frames(2)
    shown = [text for text, _, _ in texts_drawn(app, app.top.draw)]
    assert any("0,5 s" in text for text in shown) and not any("0.5" in text for text in shown)
    assert app.tr.number(1.3) == "1,3" and app.tr.number(2.0) == "2"


def test_a_name_being_typed_says_the_first_key_replaces_it(app, player):
    # Thirteenth trial: the caret stood after "Joueur 1" and the tester erased it with eight
    # Backspaces; the first key typed replaces the whole name, which the screen now says.
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.text_check import problems, texts_drawn

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = NewGameScene(app)
    app.push(scene)
    player.frames(2)
    scene.edit(0)
    name = scene.name_of(0)
    records = texts_drawn(app, scene.draw)
    said = " ".join(text for text, _, _ in records)
    assert f"il remplace « {name} »" in said
    assert problems(records, app.screen.get_rect()) == []
    player.post(pygame.TEXTINPUT, text="A")
    player.frames(2)
    assert scene.name_of(0) == "A"
    assert "Retour arrière pour effacer" in " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
