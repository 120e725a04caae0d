"""Eleventh new-user trial: Ana's discard for an AMBUSH was six cramped chips in two columns
("1 Kit (Cadet du Cèdre)", "6 Sable · main 2") while the cards of her hand below carried no
number. An answer that is a card of one's hand is picked on the card: its number, then Enter
(or two clicks); no chip repeats it."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos.commands import ChooseOption
from tests.ui.table_positions import at_the_screen


def _asked_for_a_card_of_the_hand():
    for seed in range(1, 80):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed)).match
        chooser = random.Random(seed)
        while not match.is_over() and len(match.entries) < 400:
            seat = match.to_act()[0]
            prompt = match.view(seat).get("prompt")
            if prompt and prompt["seat"] == seat and sum(o.startswith("card:") for o in prompt["options"]) >= 2:
                return match, seat
            match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError("no effect asked for a card of the hand")


def test_a_card_of_the_hand_that_answers_is_picked_on_the_card(app, player):
    match, seat = _asked_for_a_card_of_the_hand()
    scene = at_the_screen(app, match)
    assert scene.acting_seat == seat
    plugin = scene.table.plugin
    options = [o for o in match.view(seat)["prompt"]["options"] if o.startswith("card:")]
    cards = [o.partition(":")[2] for o in options]
    drawn = {sprite.key: sprite for sprite, _ in scene.table.drawn}
    chips = [sprite for sprite in drawn.values() if sprite.kind == "chip"]
    assert not any(sprite.data and any(plugin.option_label(match.view(seat), o) == sprite.data for o in options) for sprite in chips), \
        "no chip repeats a card's answer"
    assert all(scene.key_label(card) for card in cards), "each answering card has its key"
    assert plugin.hint_key(scene._hand()) == "mythos.hint_answer_card"
    card = cards[-1]
    label = scene.key_label(card)
    before = len(match.entries)
    player.key(getattr(pygame, f"K_{label[-1]}"), mod=pygame.KMOD_SHIFT if label.startswith("⇧") else 0)
    assert scene.selected == card and len(match.entries) == before, "a number picks the card"
    player.key(pygame.K_RETURN)
    answered = next(e.command for e in match.entries[before:] if e.command is not None)
    assert answered == ChooseOption(seat, f"card:{card}")
