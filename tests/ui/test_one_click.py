"""Issue 19, one gesture, one result: a button or a chip acts on its first click (Mythos's "Keep
hand" and To The Moon's "Let the Attack through" only lit up on the first), and a toggle shows
its new state at once (Mythos's "Hidden: off" kept its old text until the next event)."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.rules.mythos.commands import DecideMulligan
from game.ui.number_keys import badge_for_index
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


def _through_curtain(scene, player):
    player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
        player.frames(2)
    player.settle()


def test_a_chip_acts_on_its_first_click(app, player):
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    _through_curtain(scene, player)
    seat = scene.viewer
    before = len(scene.match.entries)
    player.click(player.visible_point(scene, "chip:0"))  # "1  Keep hand"
    assert len(scene.match.entries) > before
    assert next(e.command for e in reversed(scene.match.entries) if e.command is not None) == DecideMulligan(seat, False)


def test_the_hidden_toggle_shows_its_new_state_at_once(app, player):
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    for _ in range(2):  # both keep their hands
        _through_curtain(scene, player)
        player.click(player.visible_point(scene, "chip:0"))
    _through_curtain(scene, player)
    assert scene.match.state.phase == "action"
    toggle = next(key for key, command in scene.table.plugin._chip_commands.items() if command is None)

    def labels() -> list[str]:
        app.screen.fill((0, 0, 0))
        return [text for text, _, _ in texts_drawn(app, scene.draw)]

    assert any("Hidden: off" in text for text in labels())
    entries = len(scene.match.entries)
    player.click(player.visible_point(scene, toggle))
    assert scene.table.plugin.hidden_mode and len(scene.match.entries) == entries  # a setting, no command
    shown = labels()
    assert any("Hidden: on" in text for text in shown) and not any("Hidden: off" in text for text in shown)


def test_the_tenth_choice_has_a_key_too(app, player):
    """Issue 19: the tenth and later options had no key; 0 picks the tenth."""
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    _through_curtain(scene, player)
    hand = ["k%d" % i for i in range(12)]
    scene._slots = lambda: hand  # a hand of twelve picks, as a long list of answers would be
    player.key(pygame.K_0)
    assert scene.selected == "k9"
    player.key(pygame.K_KP3)
    assert scene.selected == "k2"


def test_the_eleventh_and_later_choices_have_shifted_keys(app, player):
    """Issue 19: options past the tenth had no key; Shift with a digit picks the 11th-20th, and
    their badges say so (never a second "1")."""
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
    app.push(scene)
    _through_curtain(scene, player)
    hand = ["k%d" % i for i in range(21)]
    scene._slots = lambda: hand
    player.key(pygame.K_1, mod=pygame.KMOD_LSHIFT)
    assert scene.selected == "k10"
    player.key(pygame.K_0, mod=pygame.KMOD_RSHIFT)
    assert scene.selected == "k19"
    player.key(pygame.K_1)
    assert scene.selected == "k0"
    assert [badge_for_index(i) for i in (0, 9, 10, 19, 20)] == ["1", "0", "⇧1", "⇧0", None]
