"""Fourth new-user trial: Mythos's hand keys sat above the cards, on the line of the mission sides,
and were read as the next card's (Ryn played for Bram). Each number is now drawn on its own card."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


def _ada_to_play(app, player):
    """Ada's first action against the computer, on screen (hands kept, the computer playing)."""
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob", "computer:easy")], seed=3)
    app.push(scene)
    player.settle()
    while scene.match.state.phase != "action" or scene.match.to_act() != (0,):
        seat = scene.match.to_act()[0]
        scene.submit(scene.match.legal_commands(seat)[0])
        player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
    player.settle()
    return scene


def test_each_hand_number_is_drawn_on_its_own_card(app, player):
    scene = _ada_to_play(app, player)
    keys = scene._hand()
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    records = texts_drawn(app, scene.draw)
    checked = 0
    for number, key in enumerate(keys, start=1):
        if key.startswith("chip:") or key not in drawn:
            continue  # a chip carries its number in its label
        labels = [rect for text, rect, _ in records if text == str(number)]
        assert labels, f"no number {number} drawn"
        assert any(drawn[key].contains(rect) for rect in labels), f"the number {number} is not on its card {key}"
        checked += 1
    assert checked >= 4


def test_a_missions_letter_with_no_card_picked_says_to_pick_one(app, player):
    """Seventh trial: a mission's letter typed with no card picked was ignored without a word."""
    scene = _ada_to_play(app, player)
    assert scene.acting_seat == 0 and scene.selected is None
    app.toast_text = None
    before = len(scene.match.entries)
    player.key(pygame.K_d)
    assert len(scene.match.entries) == before
    assert app.toast_text and "card" in app.toast_text
