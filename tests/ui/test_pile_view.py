"""Thirteenth trial: a discard pile showed only its top card ("BGA shows the pile"). A click on
a pile that is no move spreads every card of it, the latest first; its text fits at x1.3 in
French; a click, Escape or Enter closes it and the table is as it was."""

from __future__ import annotations

import random

import pygame
import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.pile_view import PileScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import PUBLIC
from game.ui.text_check import problems, texts_drawn


def _pile(view, game_id):
    if game_id in ("to_the_moon", "maphr"):
        return view["discard"]
    if game_id == "mythos":
        return next((p["discard"] for p in view["players"] if p["discard"]), [])
    return next((p["dump"] for p in view["players"] if p["dump"]), [])


def _table_with_a_pile(app, game_id):
    for seed in range(30):
        options = {"round_limit": 10} if game_id == "maphr" else None
        session = sessions.start(sessions.make_config(game_id, [SeatConfig("Ana"), SeatConfig("Bob")], seed, options))
        match, chooser = session.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 4000 and len(_pile(match.view(PUBLIC), game_id)) < 3:
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
        if not match.is_over() and len(_pile(match.view(PUBLIC), game_id)) >= 3:
            scene = TableScene(app, session)
            app.push(scene)
            scene.presented = len(match.entries)
            scene.set_viewer(PUBLIC)
            app.frame(0.1)
            return scene
    raise AssertionError(f"no {game_id} game with a pile of 3")


@pytest.mark.parametrize("game_id", ["to_the_moon", "mythos", "mining_war", "maphr"])
def test_a_click_on_a_pile_spreads_it_and_closes_again(app, player, game_id):
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene = _table_with_a_pile(app, game_id)
    view = scene.table.presenter.view
    plugin = scene.table.plugin
    keys = [s.key for s, _ in scene.table.drawn if plugin.pile_cards(view, s.key) is not None]
    key = keys[-1]  # drawn last: the pile's top card
    player.click(player.visible_point(scene, key))
    assert isinstance(app.top, PileScene), "the pile opened"
    pile = app.top
    title, cards = plugin.pile_cards(view, key)
    assert pile.title == title and len(pile.cards) == len(cards) >= 3
    painter = plugin.ctx.painter
    painter._cache.clear()  # painted afresh, so a text cut shows in cut_texts
    painter.cut_texts.clear()
    app.frame(0.1)
    # the pile's own texts: its panel is opaque, what the table wrote under it does not show
    records = texts_drawn(app, pile.draw)
    assert any(text.startswith(title.split(" (")[0][:6]) for text, _, _ in records)
    # each card's whole text (fourteenth trial: long ones ended in "…", with no zoom to read them)
    assert painter.cut_texts == [], painter.cut_texts
    assert problems([r for r in records], app.screen.get_rect()) == []
    player.key(pygame.K_ESCAPE)
    assert app.top is scene, "Escape closes it, the table is back"
