"""New-user trial F26: keys typed ahead for one's own turn ("1", Enter) answered a question the
computer's move had just raised (a Skullduggery played against an attack the player never saw).
After another seat's move, a choice made before it is dropped and, for a moment once the table
stops moving, number keys and Enter do nothing."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import ANSWER_GRACE, TableScene
from tests.ui.conftest import Player


def _until_human_acts(player, scene, step: float = 0.05, limit: int = 2000) -> None:
    for _ in range(limit):
        if scene.acting_seat == 0:
            return
        if scene.interlude is not None:
            scene.dismiss_interlude()  # the round's summary
        player.frames(1, dt=step)
    raise AssertionError("the human never came to act")


def test_keys_typed_ahead_of_a_computer_move_do_not_answer_the_next_question(app):
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 5))
    scene = TableScene(app, session)
    app.push(scene)
    player = Player(app)
    _until_human_acts(player, scene)
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    committed = len(scene.match.entries)
    assert committed > 0 and scene.match.state.secrets.committed.get(0) is not None, "Ada chose by keys"
    player.key(pygame.K_2)  # typed ahead while Bo has not chosen yet
    _until_human_acts(player, scene)  # Bo chose, the cards turned over, a new round
    assert scene.match.state.round == 2
    assert scene.selected is None, "a pick made before Bo's move does not carry over"
    assert 0 < scene.answer_grace <= ANSWER_GRACE
    entries = len(scene.match.entries)
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    assert len(scene.match.entries) == entries and scene.selected is None, "keys wait a moment"
    assert app.toast_text == app.tr("table.key_too_soon"), "and say so (thirteenth trial: lost unsaid)"
    player.frames(1, dt=ANSWER_GRACE + 0.1)
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    assert len(scene.match.entries) > entries, "then they act again"


def test_a_computer_choosing_beside_the_player_does_not_swallow_their_keys(app):
    """Fourth new-user trial: in a duel against the computer, keys were lost at the start of a
    round: the computer's secret choice, made beside the player's, set the same pause, though
    the player's question had not changed."""
    session = sessions.start(sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], 5))
    scene = TableScene(app, session)
    app.push(scene)
    player = Player(app)
    _until_human_acts(player, scene)
    for _ in range(200):
        if scene.match.state.secrets.committed.get(1) is not None:
            break
        player.frames(1, dt=0.05)
    assert scene.match.state.secrets.committed.get(1) is not None and scene.match.state.secrets.committed.get(0) is None
    assert scene.answer_grace == 0
    entries = len(scene.match.entries)
    player.key(pygame.K_1)
    player.key(pygame.K_RETURN)
    assert len(scene.match.entries) > entries, "Ada's keys chose at once"
