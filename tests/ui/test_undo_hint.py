"""Seventh new-user trial: the hint said "Ctrl+Z : annuler" and Ctrl+Z answered that nothing could
be taken back. The hint offers Ctrl+Z only while something can be."""

from __future__ import annotations

from game.engine import SeatConfig
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


def test_the_hint_offers_ctrl_z_only_when_a_move_can_be_taken_back(app, player, monkeypatch):
    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob", "computer:easy")], seed=3, save=False)
    app.push(scene)
    player.settle()
    assert scene.acting_seat == 0 and scene.undo_seat() is None
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "Ctrl+Z" not in drawn
    monkeypatch.setattr(scene, "undo_seat", lambda: 0)
    drawn = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert "Ctrl+Z" in drawn
