"""Issue 19 (twelfth trial): a hidden character a Mythos player looks at is shown to that player
at once, before the screen goes to the other player."""

from __future__ import annotations

from game import sessions
from game.engine import RandomPlayer, SeatConfig, play_out
from game.rules.mythos import events as ev
from game.ui.scenes.table import TableScene

SEED, LOOK_AT = 8, 69
"""Random players' game of seed 8: entry 69 is seat 1's answer "char:p0.c13", a look at Ana's
hidden KT-018 (found by searching seeded games for a look the looker's own move made)."""


def scene_before_the_look(app, computer_seat: int | None = None) -> tuple[TableScene, object]:
    seats = [SeatConfig("Ana"), SeatConfig("Bob")]
    if computer_seat is not None:
        seats[computer_seat] = SeatConfig(seats[computer_seat].name, "computer:easy")
    config = sessions.make_config("mythos", seats, SEED)
    finished = sessions.start(config).match
    play_out(finished, {s: RandomPlayer(SEED * 10 + s) for s in range(2)})
    look = finished.entries[LOOK_AT]
    assert isinstance(look.event, ev.HiddenCharacterLookedAt) and look.event.seat == 1 and look.command is not None
    session = sessions.start(config)
    for entry in finished.entries[:LOOK_AT]:
        if entry.command is not None:
            session.match.submit(entry.command)
    assert len(session.match.entries) == LOOK_AT
    scene = TableScene(app, session)
    app.push(scene)
    return scene, look


def test_the_looker_sees_the_card_before_the_screen_passes(app, player):
    scene, look = scene_before_the_look(app)
    scene.curtain, scene.at_screen = None, 1
    scene.set_viewer(1)
    player.frames(2)
    assert scene.submit(look.command)
    player.settle()
    player.frames(3)
    peek = scene.interlude
    card = scene.table.plugin.cards.characters[look.event.version]
    assert peek is not None and peek.private_to == 1
    assert any(card.display_name["en"] in line and f"cost {card.cost}" in line for line in peek.lines)
    # The screen stays with Bob until he says he saw it: no curtain for Ana under it.
    assert scene.curtain is None
    scene.dismiss_interlude()
    player.settle()
    player.frames(5)
    assert scene.interlude is None
    # Bob's effect goes on (his next answer): the screen stays his, no curtain in his own turn.
    assert scene.match.to_act() == (1,) and scene.curtain is None and scene.viewer == 1


def test_no_peek_for_a_computer_that_looks(app, player):
    scene, look = scene_before_the_look(app, computer_seat=1)
    scene.match.submit(look.command)
    scene._present_new(1)
    assert scene.pending_interlude is None and scene.interlude is None
