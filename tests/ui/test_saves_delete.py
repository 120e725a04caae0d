"""Fifteenth trial: the Load list held every game ever played, duplicates and finished ones, with no
way to clear it. Each row has Delete; asked first (Enter and Escape keep it), the save goes to
the saves folder's "deleted" folder, not erased."""

from __future__ import annotations

import pygame

from game.storage import saves_dir
from game.ui.scenes.save_prompt import PromptScene
from game.ui.scenes.saves import SavesScene
from tests.ui.test_save_prompts import saved_game


def test_delete_asks_first_then_puts_the_save_aside(app, player):
    saved_game("first.tws"), saved_game("second.tws")
    scene = SavesScene(app, "load")
    app.push(scene)
    top_row = scene.paths[0]  # the first Delete is that row's
    other = scene.paths[1]
    body = top_row.read_bytes()
    assert [b.label for b in scene.group.buttons].count("Delete") == 2
    player.click(player.button_center("Delete"))
    assert isinstance(app.top, PromptScene) and app.top.message == scene.describe(top_row), "it names the game"
    player.key(pygame.K_RETURN)  # the safe answer: keep it
    assert app.top is scene and top_row.exists()
    player.click(player.button_center("Delete"))
    player.key(pygame.K_ESCAPE)
    assert app.top is scene and top_row.exists(), "Escape keeps it too"
    player.click(player.button_center("Delete"))
    player.click(app.viewport.rect(app.top.group.buttons[0].rect).center)  # "Delete", the first answer
    assert app.top is scene
    aside = saves_dir() / "deleted" / top_row.name
    assert not top_row.exists() and aside.read_bytes() == body, "moved whole, not erased"
    assert other.exists()
    assert [b.label for b in scene.group.buttons].count("Delete") == 1, "the list shows the one left"
    assert app.toast_text == app.tr("saves.deleted", folder="deleted")


def test_in_french_the_folder_has_a_french_name(app, player):
    """Sixteenth trial: the French toast named an English folder, « deleted »."""
    app.settings.language = "fr"
    app.apply_settings()
    saved_game("only.tws")
    scene = SavesScene(app, "load")
    app.push(scene)
    path = scene.paths[0]
    player.click(player.button_center("Supprimer"))
    player.click(app.viewport.rect(app.top.group.buttons[0].rect).center)
    assert (saves_dir() / "supprimées" / path.name).exists() and not path.exists()
    assert app.toast_text == "Supprimée : elle est dans le dossier « supprimées » des parties."


def test_a_name_already_put_aside_is_not_overwritten(app):
    from game.storage import put_aside

    first = saved_game("same.tws")
    kept = put_aside(first)
    again = saved_game("same.tws")
    second = put_aside(again)
    assert kept.exists() and second.exists() and kept != second and second.name == "same-2.tws"
