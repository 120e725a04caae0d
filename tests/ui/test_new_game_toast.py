"""Sixteenth trial: on Nouvelle partie, the message "Partie gardée : Continuer ou Charger une
partie la reprend." covered the notes at the foot of the screen. It stands in the title's band,
clear of every button and note, in French at x1.3."""

from __future__ import annotations


def test_a_message_on_the_new_game_screen_covers_no_button_and_no_note(app):
    from game.ui.scenes.new_game import NewGameScene

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = NewGameScene(app)
    app.push(scene)
    for count in range(4):
        app.toast(app.tr("table_menu.left_saved"), info=True)
        app.frame(0.05)
        assert app.toast_rect is not None
        for button in scene.group.buttons:
            assert not app.toast_rect.colliderect(app.viewport.rect(button.rect)), button.label
        notes_top = app.viewport.point((0, 720 - 40 - 12))[1]
        assert app.toast_rect.bottom < notes_top
        scene.next_count()
