"""Eighteenth trial: after Load, Ctrl+Z said "Rien à annuler : aucun coup joué" though moves had
been played: a table opened on a saved game did not know who moved last."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene


def test_a_table_opened_on_a_played_game_knows_who_moved_last(app, player):
    app.settings.language = "fr"
    app.apply_settings()
    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 3)).match
    chooser = random.Random(3)
    for _ in range(12):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    mover = next(e.actor for e in reversed(match.entries) if e.command is not None)
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    player.settle()
    assert scene.last_actor == mover
    app.toast_text = None
    before = len(match.entries)
    player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    none = app.tr("table.nothing_to_undo", why=app.tr("table.undo_why_none"))
    assert len(match.entries) > before or (app.toast_text and app.toast_text != none), app.toast_text
