"""Issue 18, finding 1, review: a gesture begun before a curtain came up does not act on it.

The curtain lifts on a mouse release. A player who acts on a mouse press (a chosen card, then a
press on its target) and lets go once the curtain is up, or who holds a card with the mouse while
acting with the keyboard, must not lift the next player's curtain by letting go (they would see
that player's hand), and a card they still held is not drawn on anyone else's screen. Nor does
the rest of a double-click or a second key tap lift a curtain that has just come up."""

from __future__ import annotations

import json

import pygame

from game.engine import SeatConfig
from game.rules.robot_duel.commands import PlayCard
from game.ui.scenes.table import TableScene, new_match_scene
from tests.ui.conftest import Player


def _hotseat_lifted(app, player: Player) -> TableScene:
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed=5, save=False)
    app.push(scene)
    player.settle()
    assert scene.curtain == 0
    player.click((640, 360))
    player.frames(2)
    assert scene.viewer == 0 and scene.curtain is None
    return scene


def _play_slot(app, scene: TableScene, seat: int):
    plugin = scene.table.plugin
    return app.viewport.rect(plugin.card_rect_in(plugin.seat_zone(seat, "play"))).center


def _secret_from(scene: TableScene, owner: int, viewer: int) -> set[str]:
    """The ids in `owner`'s hand that `viewer`'s view does not hold anywhere."""
    seen = json.dumps(scene.match.view(viewer))
    return {card for card in scene.match.view(owner)["robots"][owner]["hand"] if f'"{card}"' not in seen}


def _drawn_while(app, scene: TableScene, frames: int) -> set[str]:
    """The keys and card ids of every sprite the table plugin draws during `frames` frames."""
    drawn: set[str] = set()
    plugin = scene.table.plugin
    real = plugin.draw_sprite

    def noting(surface, viewport, sprite, rect, flip, alpha):
        drawn.add(sprite.key)
        if isinstance(sprite.data, str):
            drawn.add(sprite.data)
        return real(surface, viewport, sprite, rect, flip, alpha)

    plugin.draw_sprite = noting
    try:
        Player(app).frames(frames)
    finally:
        plugin.draw_sprite = real
    return drawn


def test_letting_go_of_a_press_that_played_does_not_lift_the_next_curtain(app, player):
    scene = _hotseat_lifted(app, player)
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    player.click(player.visible_point(scene, card))
    assert scene.selected == card
    slot = _play_slot(app, scene, 0)
    player.post(pygame.MOUSEBUTTONDOWN, pos=slot, button=1)  # the press plays the chosen card
    player.frames(1)
    assert scene.match.entries[-1].command == PlayCard(0, card)
    player.settle()  # the button is still held down while the effects play out
    player.frames(1)
    assert scene.curtain == 1, "the screen passes to Bo"
    player.post(pygame.MOUSEBUTTONUP, pos=slot, button=1)
    player.frames(2)
    assert scene.curtain == 1 and scene.viewer != 1, "Ada letting go of her press lifted Bo's curtain"
    player.frames(1, dt=1.0)  # Bo comes to the screen
    player.click((640, 360))  # a click of its own lifts it
    assert scene.curtain is None and scene.viewer == 1


def test_a_card_held_by_the_mouse_is_let_go_when_the_screen_passes(app, player):
    scene = _hotseat_lifted(app, player)
    legal = [c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard)]
    hand = scene.table.plugin.hand_keys(scene.table.presenter.view, 0)
    played = legal[0]
    held = next(card for card in hand if card != played)
    start = player.visible_point(scene, held)
    player.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    player.frames(1)
    away = (start[0] + 40, start[1] - 120)
    player.post(pygame.MOUSEMOTION, pos=away, rel=(40, -120), buttons=(1, 0, 0))
    player.frames(1)
    assert scene.drag is not None and scene.drag.moved
    player.key(pygame.K_1 + hand.index(played))  # the keyboard plays another card meanwhile
    player.key(pygame.K_RETURN)
    assert scene.match.entries[-1].command == PlayCard(0, played)
    player.settle()
    player.frames(1)
    assert scene.curtain == 1
    player.post(pygame.MOUSEBUTTONUP, pos=away, button=1)
    player.frames(1)
    player.frames(1, dt=1.0)
    if scene.curtain is not None:
        player.click((640, 360))
    assert scene.curtain is None and scene.viewer == 1
    secret = _secret_from(scene, owner=0, viewer=1)
    assert held in secret
    player.post(pygame.MOUSEMOTION, pos=(600, 300), rel=(1, 1), buttons=(0, 0, 0))
    drawn = _drawn_while(app, scene, 3)
    assert not drawn & secret, f"Ada's cards {sorted(drawn & secret)} were drawn on Bo's screen"
    assert scene.drag is None


def test_space_skips_an_animation_but_does_not_lift_the_next_curtain(app, player):
    """Space is the table's "skip animation" key: tapped twice by the player who just acted, the
    second tap must not show them the next player's hand. The curtain asks for a click or Enter."""
    scene = _hotseat_lifted(app, player)
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    assert scene.play(PlayCard(0, card))
    assert scene.table.presenter.animating
    player.key(pygame.K_SPACE)  # skip: the effects are shown at once
    assert not scene.table.presenter.animating
    player.settle()
    assert scene.curtain == 1
    player.key(pygame.K_SPACE)
    assert scene.curtain == 1 and scene.viewer != 1, "Space lifted Bo's curtain"
    player.frames(1, dt=1.0)
    player.key(pygame.K_RETURN)
    assert scene.curtain is None and scene.viewer == 1


def test_an_enter_too_soon_lifts_nothing_and_the_curtain_says_so(app, player):
    """Seventh new-user trial: an Enter typed as the curtain came up was lost with no word, twice;
    it still lifts nothing (it may be the other player's second tap) but the hint says to press
    it again, and the next Enter lifts the curtain."""
    scene = _hotseat_lifted(app, player)
    player.key(pygame.K_1, text="1")
    player.key(pygame.K_RETURN)  # Ada's card goes down face down: the screen passes to Bo
    player.key(pygame.K_SPACE)  # no waiting for its slide
    player.frames(3)
    assert scene.curtain == 1
    player.key(pygame.K_RETURN)  # 3 frames (0.05 s) after Ada's
    assert scene.curtain == 1 and scene.curtain_too_soon and scene.curtain_urged
    assert app.tr("table.curtain_too_soon", name="Bo") != app.tr("table.curtain_hint", name="Bo")
    shown = []
    real = app.assets.draw_text
    app.assets.draw_text = lambda surface, text, *a, **k: shown.append(text) or real(surface, text, *a, **k)
    try:
        player.frames(1)
    finally:
        app.assets.draw_text = real
    said = " ".join(shown)
    assert app.tr("table.curtain_too_soon", name="Bo").split()[0] in said, said
    player.frames(1, dt=1.0)
    player.key(pygame.K_RETURN)
    assert scene.curtain is None and scene.viewer == 1


def test_a_double_click_on_confirm_does_not_lift_the_next_curtain(app, player):
    """Les Mines de Maphr: a secret choice of action token is confirmed with a click, its one
    event changes nothing on the chooser's table, and the next player's curtain used to come up
    at once: the second click of a double-click lifted it, showing the next hand to the chooser.
    A curtain now takes no click in its first moments unless none came for as long before."""
    from game.rules.maphr import commands as cmd
    from tests.ui.maphr_gestures import steps

    scene = new_match_scene(app, "maphr", [SeatConfig("Ada"), SeatConfig("Bo")], seed=1, save=False)
    app.push(scene)
    seat = player.next_seat(scene)
    other = 1 - seat
    choice = next(c for c in scene.match.legal_commands(seat)
                  if isinstance(c, cmd.ChooseActions) and len(c.actions) == 1 and c.actions != ("idle",) and not c.discards)
    *before, confirm = steps(scene.table.plugin, seat, choice)
    for step in before:
        player.click(player.visible_point(scene, step[1]))
    point = player.visible_point(scene, confirm[1])
    player.click(point)  # frames of 1/60 s: the first click and what follows it
    assert scene.match.entries[-1].command == choice
    player.frames(7)
    player.click(point)  # the second click of the double-click, 0.15 s after the first
    assert not (scene.curtain is None and scene.viewer == other), f"the double-click showed seat {other}'s view"
    player.settle()
    player.frames(1, dt=1.0)
    assert scene.curtain == other, "the screen passes on once the clicks have stopped"


def test_a_double_click_on_the_curtains_undo_does_not_lift_the_curtain_it_puts_up(app, player):
    """Bo, at his curtain, double-clicks "Undo (Ada)": the first click takes Ada's card back and
    passes the screen to Ada behind her curtain; the second must not lift it for Bo."""
    scene = _hotseat_lifted(app, player)
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    assert scene.play(PlayCard(0, card))
    player.settle()
    player.frames(1, dt=1.0)
    assert scene.curtain == 1
    button = scene._curtain_undo_button()
    assert button is not None
    point = app.viewport.rect(button.rect).center
    player.click(point)
    assert scene.curtain == 0 and scene.match.legal_commands(0), "Ada's card is taken back"
    # her curtain says why it comes (twenty-second trial: "Pass to Ada" to Ada, who had undone)
    from game.ui.text_check import texts_drawn
    said = " ".join(text for text, _, _ in texts_drawn(app, scene.draw_curtain_screen))
    assert app.tr("table.back_to", name="Ada") in said and "Move taken back." in said
    player.frames(4)
    player.click(point)
    assert scene.curtain == 0 and scene.viewer != 0, "the second click of Bo's double-click showed Ada's hand"
    player.frames(1, dt=1.0)  # Ada comes to the screen
    player.click((640, 360))
    assert scene.curtain is None and scene.viewer == 0


def test_a_refusal_naming_a_card_does_not_stay_for_the_next_player(app, player):
    """Ada tries a card she cannot pay: the toast names it. She plays another; the toast is not
    on the curtain nor on Bo's table (it would tell Bo a card in Ada's hand)."""
    scene = _hotseat_lifted(app, player)
    player.drag(player.visible_point(scene, "p0.counter"), _play_slot(app, scene, 0))
    assert app.toast_text is not None and "Counter" in app.toast_text
    player.settle()
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    assert scene.play(PlayCard(0, card))
    player.settle()
    assert scene.curtain == 1
    assert not app.toast_text, f"{app.toast_text!r} is shown over the curtain passing the screen to Bo"
    player.frames(1, dt=1.0)
    player.click((640, 360))
    assert scene.viewer == 1 and not app.toast_text


def test_a_refused_undo_from_a_curtain_leaves_the_curtain_up(app, player, monkeypatch):
    """Should the match refuse the take-back (undo_seat and the rules disagreeing), the screen
    stays behind Bo's curtain: it is not opened on the table, nor on the view of whoever had the
    screen before."""
    from game.engine import IllegalCommand, Undo

    scene = _hotseat_lifted(app, player)
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    assert scene.play(PlayCard(0, card))
    player.settle()
    assert scene.curtain == 1
    real_submit = scene.match.submit

    def refusing(command):
        if isinstance(command, Undo):
            raise IllegalCommand("refused for the test")
        return real_submit(command)

    monkeypatch.setattr(scene.match, "submit", refusing)
    player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.curtain == 1, "a refused Undo took the curtain down"
    player.settle()
    assert scene.curtain == 1
    assert scene.at_screen is None, "the screen was passed on: Ada no longer holds it"


def test_no_zoom_is_left_over_when_the_curtain_lifts(app, player):
    """Second new-user trial (Mythos G11, Maphr G6): a card zoomed before the curtain, or under
    the click that lifted it, covered the next player's own cards until the mouse moved."""
    scene = _hotseat_lifted(app, player)
    seat = scene.viewer
    scene.play(scene.match.legal_commands(seat)[0])
    player.settle()
    assert scene.curtain is not None
    scene.table.hovered = next(s for s, _ in scene.table.drawn)  # something was pointed at before
    player.click((640, 380))
    assert scene.curtain is None and scene.table.hovered is None and scene.zoomed_sprite() is None


def test_only_a_click_on_the_curtains_frame_lifts_it(app, player):
    """Fifth new-user trial: any click lifted a curtain, even the start of a drag on the hand's
    place; the tester called it a leak risk. A click off the frame, or a drag that ends on it,
    lifts nothing and makes the hint stand out; a click on the frame lifts it."""
    from game.ui.widgets.curtain import frame_rect

    scene = _hotseat_lifted(app, player)
    card = next(c.card for c in scene.match.legal_commands(0) if isinstance(c, PlayCard))
    assert scene.play(PlayCard(0, card))
    player.settle()
    player.frames(1, dt=1.0)
    assert scene.curtain == 1 and not scene.curtain_urged
    frame = app.viewport.rect(frame_rect(scene.design_size))
    for outside in ((200, 650), (60, 60), (frame.right + 20, frame.centery)):
        player.click(outside)
        assert scene.curtain == 1 and scene.viewer != 1, f"a click at {outside} lifted Bo's curtain"
    assert scene.curtain_urged, "a click that lifts nothing says nothing"
    start = (200, 650)
    player.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    player.post(pygame.MOUSEMOTION, pos=frame.center, rel=(0, -300), buttons=(1, 0, 0))
    player.post(pygame.MOUSEBUTTONUP, pos=frame.center, button=1)
    player.frames(2)
    assert scene.curtain == 1, "a drag begun off the frame lifted the curtain"
    player.click((frame.left + 10, frame.bottom - 10))
    assert scene.curtain is None and scene.viewer == 1


def test_a_curtain_without_undo_says_why(app, player, monkeypatch):
    """Seventh new-user trial: "the curtain sometimes has Annuler (Ana), sometimes not, with no
    visible reason". Where Undo stands when it can, the curtain says why it cannot."""
    from game.ui.text_check import texts_drawn

    scene = _hotseat_lifted(app, player)
    player.key(pygame.K_1, text="1")
    player.key(pygame.K_RETURN)  # Ada's card goes down face down: the screen passes to Bo
    player.settle()
    assert scene.curtain == 1 and scene.last_actor == 0
    why = app.tr("table.curtain_no_undo", name="Ada", why=scene.why_no_undo(0))
    said = [t for t, _, _ in texts_drawn(app, scene.draw)]
    assert scene._curtain_undo_button() is not None and why not in said
    monkeypatch.setattr(scene, "_can_take_back", lambda seat: False)
    said = [t for t, _, _ in texts_drawn(app, scene.draw)]
    assert scene._curtain_undo_button() is None and why in said
    monkeypatch.undo()
    scene.undo()  # taken back by the other seat's curtain: Ada's curtain comes, and says nothing of "no longer"
    player.settle()
    assert scene.curtain == 0
    said = [t for t, _, _ in texts_drawn(app, scene.draw)]
    assert why not in said, "right after an undo the curtain said the move could no longer be taken back"


def test_the_reason_undo_is_refused_names_what_happened(app, player):
    """Thirteenth trial: after a refused offer (which showed nothing) the curtain said the move
    "showed or drew a card, or the game went on". It says which now."""
    scene = _hotseat_lifted(app, player)
    assert scene.why_no_undo(1) == app.tr("table.undo_why_none")
    player.key(pygame.K_1, text="1")
    player.key(pygame.K_RETURN)  # Ada plays: a face-down card, which may be taken back
    player.settle()
    scene.curtain = None
    scene.at_screen = scene.viewer = 1
    legal = scene.match.legal_commands(1)
    scene.submit(legal[0])
    player.settle()
    assert scene.why_no_undo(0) == app.tr("table.undo_why_played", name="Bo")
