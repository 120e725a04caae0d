"""Twenty-fourth trial: F1, the curtain passing the screen to Ana told "Bob joue Kira face
visible…" while it offered Bob to take that move back; taken back, Kira was in Bob's hand and
whoever read the curtain knew it. The move the curtain may still take back is not told. F3: Bob's
recap began at his forced pass, so Ana's pass and her Edge before it were not told."""

from __future__ import annotations

from game.engine import SeatConfig
from game.rules.mythos.commands import DecideMulligan, Pass, PlayCharacter
from game.ui.scenes.table import new_match_scene
from tests.ui.conftest import Player


def _at_first_play(app):
    app.settings.language = "fr"
    app.apply_settings()
    scene = new_match_scene(app, "mythos", [SeatConfig("Ana"), SeatConfig("Bob")], seed=3, save=False)
    app.push(scene)
    player = Player(app)
    while scene.match.state.phase != "action":
        seat = player.next_seat(scene)
        scene.submit(next(c for c in scene.match.legal_commands(seat) if isinstance(c, DecideMulligan)))
    return scene, player


def test_a_face_up_play_the_curtain_may_still_take_back_is_not_told_on_it(app):
    scene, player = _at_first_play(app)
    mover = player.next_seat(scene)
    play = next(c for c in scene.match.legal_commands(mover) if isinstance(c, PlayCharacter) and not c.hidden)
    name = scene.table.plugin.card_name(play.card) if hasattr(scene.table.plugin, "card_name") else None
    scene.submit(play)
    for _ in range(30):
        player.settle()
        player.frames(5, dt=0.2)
        if scene.curtain is not None:
            break
    other = 1 - mover
    assert scene.curtain == other and scene.undo_seat() == mover, "the curtain offers the take-back"
    recap = scene.recap(other)
    said = app.tr("table.since_takeable", name=scene.seats[mover].name)
    assert said in recap
    assert not any("face visible" in line for line in recap), recap
    if name:
        assert not any(name in line for line in recap), recap


def test_a_forced_pass_does_not_start_the_recap(app):
    scene, player = _at_first_play(app)
    first = player.next_seat(scene)
    scene.submit(Pass(first))  # the first to pass takes the Edge
    other = 1 - first
    scene._automatic.add(len(scene.match.entries))  # the next move is one the table plays for `other`
    scene.submit(Pass(other))
    scene.presented = len(scene.match.entries)
    recap = scene.since_last_move(other)
    assert any(scene.seats[first].name in line and "passe" in line for line in recap), recap
