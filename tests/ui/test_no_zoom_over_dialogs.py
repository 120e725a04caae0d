"""Fourth new-user trial: at the end of a duel, the zoom of the hovered hand card was drawn over the
end dialog. A dialog over the table leaves no card zoom on it."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.end import EndScene
from game.ui.scenes.table import new_match_scene


def test_the_hovered_card_shows_its_zoom_only_while_the_table_is_on_top(app, player, monkeypatch):
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bob", "computer:easy")], seed=4)
    app.push(scene)
    player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
    player.settle()
    card = scene._hand()[0]
    player.post(pygame.MOUSEMOTION, pos=player.visible_point(scene, card), rel=(0, 0), buttons=(0, 0, 0))
    player.frames(2)
    assert scene.zoomed_sprite() is not None
    zooms = []
    monkeypatch.setattr(scene.table, "draw_zoom", lambda surface, sprite, mouse, *avoid: zooms.append(sprite.key))
    app.draw(app.screen)
    assert zooms == [card]
    app.push(EndScene(app, scene))
    app.draw(app.screen)
    assert zooms == [card], "the zoom was drawn under (or over) the dialog"


def test_the_end_screen_ignores_a_stray_enter_or_click_in_its_first_second(app, player):
    """Fifth new-user trial: an Enter meant for the last move started a rematch from the end
    screen, and the result was never seen."""
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bob", "computer:easy")], seed=4)
    app.push(scene)
    player.settle()
    end = EndScene(app, scene)
    app.push(end)
    player.key(pygame.K_RETURN)
    player.click(player.button_center(app.tr("end.rematch")))
    assert app.top is end, "a key or click in the end screen's first second acted"
    end.opened_at -= EndScene.ARMING
    player.key(pygame.K_RETURN)
    player.key(pygame.K_SPACE)
    assert app.top is end, "no button has the focus: Enter and Space pressed on start nothing (eleventh trial)"
    player.key(pygame.K_RIGHT)  # an arrow gives the focus to the first button: the rematch
    player.key(pygame.K_RETURN)
    assert app.top is not end
