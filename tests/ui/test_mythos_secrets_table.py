"""What the Mythos table shows of cards that change hands or turn over (issue 18): a hand whose
ids are dealt again (HandRekeyed) is drawn card by card with the right faces at every step of the
animation, and a character hidden in everyone's sight is drawn with its face for both players."""

from __future__ import annotations

import sys
from pathlib import Path

from game.engine import SeatConfig
from game.engine.rules import PUBLIC_SEAT
from game.rules.mythos.commands import ChooseOption, Pass, RevealCharacter
from game.sessions import Session
from game.ui.scenes.table import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "mythos"))
from mythos_helpers import answer, play, start  # noqa: E402


def _rich(match) -> None:
    for player in match.state.players:
        player.chakra = 30


def test_a_hand_dealt_new_ids_is_drawn_with_the_right_faces_at_every_step(app, player):
    """P2 (a person, P1 the computer) sends their face-up Kit back to the hand with Nox: each
    step the table animates, P2's hand sprites show the faces their ids have in that step's view,
    and the hand ends with Kit under a new id or among ids dealt again."""
    match = start([], ["KT-007", "KT-034", "KT-033"], first=1, seats=(SeatConfig("P1", "computer:easy"), SeatConfig("P2")))
    _rich(match)
    kit = play(match, 1, "KT-007", 0)
    match.submit(Pass(0))
    play(match, 1, "KT-034", 0)  # Nox: return another friendly character here
    scene = TableScene(app, Session(match, None))
    app.push(scene)
    player.settle()
    if scene.curtain is not None:
        player.click((640, 360))
        player.frames(2)
    assert scene.viewer == 1 and f"char:{kit}" in [c.option for c in match.legal_commands(1) if isinstance(c, ChooseOption)]
    queued_before = len(scene.table.presenter.queue)
    assert scene.submit(ChooseOption(1, f"char:{kit}"))
    steps = list(scene.table.presenter.queue)[queued_before:]
    kinds = [type(match.entries[s.entry].event).__name__ for s in steps]
    assert "HandRekeyed" in kinds and "CharacterReturnedToHand" in kinds
    for step in steps:
        assert step.perspective == 1
        for card in step.view["players"][1]["hand"]:
            assert step.sprites[card["id"]].data == ("char", card["version"], 1), (kinds, card)
    player.settle()
    final = match.view(1)
    assert sorted(c["version"] for c in final["players"][1]["hand"]).count("KT-007") == 1
    for card in final["players"][1]["hand"]:
        assert scene.table.presenter.sprites[card["id"]].data == ("char", card["version"], 1)


def test_a_character_hidden_in_sight_is_drawn_with_its_face_for_both_players(app):
    from game.ui.scenes.table import new_match_scene

    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=5)
    plugin = scene.table.plugin
    match = start(["KT-007", "KT-033"], ["KT-026"], first=0)
    _rich(match)
    kit = play(match, 0, "KT-007", 0)
    marrow = play(match, 1, "KT-026", 0, hidden=True)
    play(match, 0, "KT-033", 0)
    match.submit(RevealCharacter(1, marrow))  # Marrow: AMBUSH hide an enemy character of cost 3 or less
    answer(match, 1, f"char:{kit}")
    assert match.state.characters[kit].hidden
    for viewer in (0, 1, PUBLIC_SEAT):
        sprite = {s.key: s for s in plugin.sprites(match.view(viewer), viewer)}[kit]
        assert sprite.face_up and sprite.data == ("char", "KT-007", 0) and sprite.badge.startswith("◐"), viewer
