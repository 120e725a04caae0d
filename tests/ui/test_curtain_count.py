"""Issue 19: at a shared screen a curtain comes only when the human at the screen changes, in
every game (before, a player got a curtain for themselves after any action of theirs that made
more than one event: every Mining War deploy, a Mythos effect's question, a maphr Prospect)."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.ui.scenes.table import TableScene
from game.ui.text_check import texts_drawn
from tests.ui.conftest import Player


@pytest.mark.parametrize("game_id,players,computers", [
    ("robot_duel", 2, 0), ("mythos", 2, 0), ("to_the_moon", 2, 0), ("to_the_moon", 3, 1),
    ("mining_war", 2, 0), ("maphr", 2, 0), ("maphr", 3, 1)])
def test_curtains_equal_the_changes_of_the_human_at_the_screen(app, game_id, players, computers):
    _count_curtains(app, game_id, players, computers)


def _count_curtains(app, game_id: str, players: int, computers: int) -> int:
    """Plays with random legal moves; returns how many curtains came back to the player who had
    the screen before everyone watched."""
    seats = [SeatConfig(f"H{s + 1}") for s in range(players - computers)]
    seats += [SeatConfig(f"C{s + 1}", "computer:easy") for s in range(computers)]
    scene = TableScene(app, sessions.start(sessions.make_config(game_id, seats, 9)))
    app.push(scene)
    player = Player(app)
    chooser = random.Random(9)
    curtains, takes, needless, agains, handovers = 0, [], [], 0, 0
    shared = scene.shared_moments
    for _ in range(120):
        player.settle()
        player.frames(30, dt=0.1)
        if scene.match.is_over():
            break
        if scene.shared_moments != shared:
            # everyone watched a reveal or a new round (seventh trial): the next hand needs a
            # curtain, whoever's it is
            shared = scene.shared_moments
            takes.append("everyone")
        if scene.curtain is not None:
            curtains += 1
            # the player who had the screen before everyone watched is told why a curtain comes
            # for them (twenty-first trial: "Passez à Ana" to Ana read as a mistake)
            humans = [t for t in takes if t != "everyone"]
            again = bool(takes) and takes[-1] == "everyone" and humans[-1:] == [scene.curtain]
            title = app.tr("table.back_to" if again else "table.pass_to", name=scene.seats[scene.curtain].name)
            assert title in [text for text, _, _ in texts_drawn(app, scene.draw_curtain_screen)]
            agains += again
            if takes and takes[-1] == scene.curtain:
                needless.append(scene.curtain)
            takes.append(scene.curtain)
            player.click((640, 360))
            continue
        if scene.interlude is not None and scene.interlude.private_to is not None:
            # what one player alone saw (a Mythos look): shown to the player at the screen only,
            # who keeps the screen
            assert takes and takes[-1] == scene.interlude.private_to
            player.click((640, 360))
            continue
        if scene.interlude is not None:
            # a round's summary (issue 19): all read it; its button names who has the screen
            # next, and its click passes it as a curtain's would (else the next hand needs one)
            handover = scene.summary_handover()
            player.click((640, 360))
            takes.append("everyone" if handover is None else handover)
            handovers += handover is not None
            continue
        seat = scene.acting_seat
        if seat is None:
            continue
        if not scene.shows_nothing_private(seat):  # a view with nothing to hide needs no curtain
            assert takes and takes[-1] == seat, f"seat {seat} got the screen without a curtain after {takes[-1:]}"
        scene.submit(chooser.choice(scene.match.legal_commands(seat)))
    assert len(takes) > 3, "the humans took turns"
    assert needless == [], f"{len(needless)} curtains for the player already at the screen, of {curtains}"
    assert curtains + handovers == len([t for t in takes if t != "everyone"])
    return agains


def test_a_curtain_after_everyone_watched_tells_its_player_why(app):
    """Maphr: after the action tokens are revealed, the player who chose last, asked first, gets
    their hand back behind a curtain titled for them, not "Pass to" themselves."""
    assert _count_curtains(app, "maphr", 2, 0) > 0
