"""Issue 20: a warning before a legal move that ruins you. Mythos: passing in the last round with
cards in hand and chakra to play them; asked with "don't ask again"."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.rules.mythos.commands import Pass
from game.ui.presenter import Sprite
from game.ui.tables.base import TableContext
from game.ui.tables.mythos import MythosTable


def last_round_turn(app):
    for seed in range(30):
        match = sessions.start(sessions.make_config("mythos", [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        chooser = random.Random(seed)
        for _ in range(400):
            if match.is_over():
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            if view["phase"] == "action" and view["round"] == 4 and view["acting"] == seat and not view.get("prompt") \
                    and view["players"][seat]["hand_size"] and view["players"][seat]["chakra"] >= 1:
                plugin = MythosTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
                plugin.sprites(view, seat)
                plugin.hand_keys(view, seat)
                return match, plugin, seat, view
            legal = match.legal_commands(seat)
            quiet = [c for c in legal if not isinstance(c, Pass)] if view["round"] < 4 else legal
            match.submit(chooser.choice(quiet or legal))
    pytest.skip("no last-round turn with cards and chakra met")


def chip(plugin, label_word):
    for key, command in plugin._chip_commands.items():
        if plugin.chips(plugin._last_view, plugin._last_view["acting"])[int(key.split(":")[1])][0] == plugin.word(label_word):
            return Sprite(key, "chip", (0, 0, 1, 1), True, None)
    raise AssertionError(f"no chip {label_word}")


def test_passing_in_the_last_round_with_cards_to_play_asks_first(app):
    match, plugin, seat, view = last_round_turn(app)
    stopped = []
    plugin.stop_warning = lambda: stopped.append(True)
    assert plugin.select_command(seat, chip(plugin, "pass")) is None  # asked, not passed
    assert plugin.confirm_pass and "Last round" in plugin.status_text(view, seat)
    plugin.hand_keys(view, seat)
    assert plugin.select_command(seat, chip(plugin, "keep_playing")) is None and not plugin.confirm_pass
    plugin.hand_keys(view, seat)
    plugin.select_command(seat, chip(plugin, "pass"))
    plugin.hand_keys(view, seat)
    assert plugin.select_command(seat, chip(plugin, "pass_anyway")) == Pass(seat)
    plugin.hand_keys(view, seat)
    plugin.select_command(seat, chip(plugin, "pass"))
    plugin.hand_keys(view, seat)
    assert plugin.select_command(seat, chip(plugin, "pass_never")) == Pass(seat) and stopped
    plugin.warn_before_ruin = False
    plugin.hand_keys(view, seat)
    assert plugin.select_command(seat, chip(plugin, "pass")) == Pass(seat)  # no question once turned off


def test_the_hands_numbers_do_not_move_while_pass_is_asked(app):
    """Fifth new-user trial: the question's three chips came before the hand and moved every
    card's number on by one ("4" became the next card). While it is asked the hand takes no
    number; answered, each card has its number back."""
    match, plugin, seat, view = last_round_turn(app)
    plugin.stop_warning = lambda: None
    hand = [card["id"] for card in view["players"][seat]["hand"]]
    before = plugin.hand_keys(view, seat)
    plugin.select_command(seat, chip(plugin, "pass"))
    asking = plugin.hand_keys(view, seat)
    assert plugin.confirm_pass and not set(hand) & set(asking), "a card takes a number while the question is asked"
    plugin.select_command(seat, chip(plugin, "keep_playing"))
    assert plugin.hand_keys(view, seat) == before


def test_enter_on_the_last_round_question_keeps_playing(app):
    # Fifteenth trial: Enter did nothing on "Dernier tour : passer maintenant…", and the next key
    # was read as a card's play.
    match, plugin, seat, view = last_round_turn(app)
    plugin.stop_warning = lambda: None
    assert plugin.enter_command(seat) is None, "Enter means nothing here with no question asked"
    plugin.select_command(seat, chip(plugin, "pass"))
    assert plugin.confirm_pass
    assert plugin.enter_command(seat) is True and not plugin.confirm_pass
    assert seat in match.to_act(), "nothing was sent: the player goes on"
