"""Rendered saves show the right things in the right places; the replay seeks both ways."""

from __future__ import annotations

import pygame
import pytest

from game import sessions
from game.cli import main
from game.engine import RandomPlayer, SeatConfig, play_out
from game.ui import theme
from game.ui.scenes.replay import ReplayScene
from tests.ui.rendering import render
from game.ui.tables.robot_duel import TILE_LOOK


@pytest.fixture
def save(home):
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=21)
    path = home / "game.tws"
    session = sessions.start(config, path, durable=False)
    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    session.close()
    return path, session.match


def level_rect(name):
    from game.levels import load_level

    return load_level("robot_duel").find(name).rect


def first_card_point(seat):
    """A point inside the first card of a full (6-card) hand."""
    x, y, w, h = level_rect(f"p{seat}_hand")
    return (round(x + (w - 602) / 2 + 46), round(y + h / 2 + 40))


def centre(rect):
    x, y, w, h = rect
    return (round(x + w / 2), round(y + h / 2))


def test_render_shows_hands_tiles_and_pawns(save, tmp_path):
    path, match = save
    image = render(path, tmp_path, 3)  # after setup: full hands, starting tiles
    # Both hands drawn face up for the all-seeing view: card-face cream at the hands' centres.
    for seat in (0, 1):
        assert tuple(image.get_at(first_card_point(seat)))[:3] == theme.CARD_FACE
    # Health tiles all face up (colour), disk tiles face down (dark).
    x, y, w, h = level_rect("p0_tiles")
    health = tuple(image.get_at((round(x + 128 + 6), round(y + 30 + 8))))[:3]  # first Health tile's face
    assert health == TILE_LOOK["health"][1]
    disk = tuple(image.get_at((round(x + 128 + 6), round(y + 30 + 2 * 39 + 8))))[:3]
    assert disk != TILE_LOOK["disk"][1]
    battery_up = tuple(image.get_at((round(x + 128 + 6), round(y + 30 + 39 + 8))))[:3]
    battery_down = tuple(image.get_at((round(x + 128 + 3 * 44 + 6), round(y + 30 + 39 + 8))))[:3]
    assert battery_up == TILE_LOOK["battery"][1] and battery_down != battery_up


def test_render_as_a_seat_hides_the_other_hand(save, tmp_path):
    path, match = save
    image = render(path, tmp_path, 3, as_seat=0)
    assert tuple(image.get_at(first_card_point(1)))[:3] == theme.CARD_BACK  # card backs
    assert tuple(image.get_at(first_card_point(0)))[:3] == theme.CARD_FACE


def test_render_follows_the_pawn(save, tmp_path):
    path, match = save
    final = match.view(None)
    image = render(path, tmp_path, len(match.entries))
    blue = theme.SEAT_COLOURS[0]
    from game.levels import load_level

    level = load_level("robot_duel")
    position = final["robots"][0]["position"]
    if position >= final["track"]["length"]:
        return  # at the moon, drawn smaller beside the other pawn
    space = next(o for o in level.of_kind("space") if o.properties["side"] == 0 and o.properties["step"] == position)
    assert _robot_drawn(image, centre(space.rect), blue)
    start = render(path, tmp_path, 3)
    space0 = next(o for o in level.of_kind("space") if o.properties["side"] == 0 and o.properties["step"] == 0)
    assert _robot_drawn(start, centre(space0.rect), blue)


def _robot_drawn(image, at, colour) -> bool:
    """The seat's robot (its silhouette in the seat's colour) stands on the space centred at `at`:
    many pixels of that colour inside the pad, where its rim (also the seat's colour) is not."""
    x, y = at
    inside = [tuple(image.get_at((i, j)))[:3] for i in range(round(x) - 15, round(x) + 16) for j in range(round(y) - 15, round(y) + 16)]
    return inside.count(colour) > 60


def test_render_refuses_a_position_outside_the_save(save, tmp_path, capsys):
    path, match = save
    assert main(["render", str(path), "--at", "99999", "--out", str(tmp_path / "x.png")]) == 2
    assert "outside" in capsys.readouterr().out
    assert not (tmp_path / "x.png").exists()


def test_replay_seeks_both_ways(app, player, save):
    path, match = save
    scene = ReplayScene(app, match, path)
    app.push(scene)
    player.frames(1)
    scene.seek(40)
    assert scene.table.presenter.view == match.rules.view(match.state_at(40), None)
    player.click(player.button_center("◀ 1"))
    assert scene.position == 39
    assert scene.table.presenter.view == match.rules.view(match.state_at(39), None)
    player.click(player.button_center("1 ▶"))
    player.settle()
    assert scene.position == 40
    assert scene.table.presenter.view == match.rules.view(match.state_at(40), None)
    # Scrub on the timeline: the far left is the start, the far right the end.
    from game.ui.scenes.replay import TIMELINE

    timeline = app.viewport.rect(scene._placed(TIMELINE))  # where the table keeps the controls
    player.drag((timeline.right - 1, timeline.centery), (timeline.left, timeline.centery))
    assert scene.position == 0
    player.click((timeline.right, timeline.centery))
    assert scene.position == len(match.entries)


def test_replay_plays_and_changes_perspective(app, player, save):
    path, match = save
    scene = ReplayScene(app, match, path)
    app.push(scene)
    player.click(player.button_center("▶ Play"))
    assert scene.playing
    for _ in range(10):
        player.frames(1, dt=1.0)
    assert scene.position > 3
    player.click(player.button_center("View: everything"))
    assert scene.perspective == 0
    assert scene.table.presenter.view["robots"][1]["hand"] is None


def test_play_from_here_starts_a_new_save_with_the_log_so_far(app, player, save):
    path, match = save
    scene = ReplayScene(app, match, path)
    app.push(scene)
    scene.seek(20)
    player.click(player.button_center("Play from here"))
    # every hand is on screen ("View: everything"): asked first, Enter keeps the replay
    # (fifteenth trial: a live game began where both had seen each other's hands)
    from game.ui.scenes.save_prompt import PromptScene

    assert isinstance(app.top, PromptScene) and app.top.title == app.tr("replay.play_seen_title")
    player.key(pygame.K_RETURN)
    assert app.top is scene
    player.click(player.button_center("Play from here"))
    player.click(player.button_center(app.tr("replay.play_seen_yes")))
    table = app.top
    assert table.session.path != path and table.session.path.exists()
    batch_start = match.entries[20].batch
    assert len(table.match.entries) == batch_start
    assert [e.event for e in table.match.entries] == [e.event for e in match.entries[:batch_start]]


def test_an_undo_shows_in_the_replay(app, player, home):
    from game.engine import Undo
    from game.rules.robot_duel.commands import PlayCard

    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=3)
    session = sessions.start(config, home / "undo.tws", durable=False)
    session.match.submit(PlayCard(0, "p0.spark"))
    session.match.submit(Undo(0))
    session.match.submit(PlayCard(0, "p0.charge"))
    # Played to its end: only a finished game's replay shows the face-down choices (issue 18).
    from game.engine import RandomPlayer
    from game.engine.players import play_out

    play_out(session.match, {0: RandomPlayer(1), 1: RandomPlayer(2)})
    session.close()
    match = sessions.load(home / "undo.tws").match
    scene = ReplayScene(app, match)
    app.push(scene)
    undone_at = next(i for i, e in enumerate(match.entries) if isinstance(e.command, Undo))
    scene.seek(undone_at)
    assert "p0.spark" in scene.table.presenter.view["choices"]["committed"].values()
    scene.step(1)
    player.settle()
    assert scene.table.log.lines[-1] == "Ada takes back their card."
    assert scene.table.presenter.view["choices"]["committed"] == {}
    assert "p0.spark" in scene.table.presenter.view["robots"][0]["hand"]


def test_render_is_a_developer_tool_with_a_public_view(home, tmp_path, capsys):
    """`render` draws everything by default, even of an unfinished game (the save holds every
    hidden card anyway), and says so; `--as -1` draws the public view a shared screen shows."""
    from game.rules.robot_duel.commands import PlayCard

    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=21)
    path = home / "unfinished.tws"
    session = sessions.start(config, path, durable=False)
    session.match.submit(PlayCard(0, "p0.charge"))
    session.close()
    everything = render(path, tmp_path, 3)
    assert "not over" in capsys.readouterr().out
    assert tuple(everything.get_at(first_card_point(1)))[:3] == theme.CARD_FACE
    public = render(path, tmp_path, 3, as_seat=-1)
    assert "the public" in capsys.readouterr().out
    for seat in (0, 1):
        assert tuple(public.get_at(first_card_point(seat)))[:3] == theme.CARD_BACK
    assert main(["render", str(path), "--as", "2", "--out", str(tmp_path / "x.png")]) == 2
    assert "not a seat" in capsys.readouterr().out


def test_a_move_taken_back_leaves_the_log_for_everyone(app, player):
    # Fourteenth trial: "Ana déploie Bugs face visible… Ana reprend sa dernière action" stayed in
    # the log Bob reads: a card shown and taken back stayed named. Only the take-back stays.
    from game.engine import Undo
    from game.rules.mining_war.commands import DeployCard
    from game.ui.scenes.table import TableScene
    from game.ui.scenes.table_view import PUBLIC
    import random

    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("Ana"), SeatConfig("Bob")], 3))
    match, chooser = session.match, random.Random(3)
    for _ in range(400):
        seat = match.to_act()[0]
        deploys = [c for c in match.legal_commands(seat) if isinstance(c, DeployCard)]
        if deploys:
            first = len(match.entries)
            match.submit(deploys[0])
            if match.can_undo(seat):
                break
            continue
        match.submit(chooser.choice(match.legal_commands(seat)))
    else:
        raise AssertionError("no undoable deploy")
    scene = TableScene(app, session)
    app.push(scene)
    deployed = [line for line in scene.table.log_lines(len(match.entries), PUBLIC)[first:] if line]
    assert deployed, "the deploy is in the log"
    match.submit(Undo(seat))
    lines = scene.table.log_lines(len(match.entries), PUBLIC)
    # the take-back is said to its player only (twenty-second trial: "Bob reprend son dernier
    # coup" told Ana he had changed a hidden play)
    assert all(line == "" for line in lines[first:]), "nothing of the move nor its take-back is public"
    own = scene.table.log_lines(len(match.entries), seat)
    assert all(line == "" for line in own[first:-1]) and own[-1], "its player reads the take-back"
    assert scene.table.log_lines(len(match.entries), 1 - seat)[-1] == ""


def test_each_take_back_keeps_its_line(app):
    # Fifteenth trial: three Ctrl+Z in a row read as a single "Bob reprend son dernier coup".
    from game.engine import Undo
    from game.ui.scenes.table import TableScene
    from game.ui.scenes.table_view import PUBLIC
    from tests.engine.engine_helpers import two_undoable_moves

    match, seat = two_undoable_moves("mining_war")
    first = match.entries[match.entries[-1].batch - 1].batch
    match.submit(Undo(seat))
    match.submit(Undo(seat))
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    lines = [line for line in scene.table.log_lines(len(match.entries), seat)[first:] if line]
    assert len(lines) == 2 and lines[0] == lines[1] and "takes back" in lines[0], lines
    assert not any(scene.table.log_lines(len(match.entries), PUBLIC)[first:]), "the others read none"


def test_play_from_here_as_one_seat_asks_nothing(app, player, save):
    from game.ui.scenes.table import TableScene

    path, match = save
    scene = ReplayScene(app, match, path)
    app.push(scene)
    scene.seek(20)
    scene.perspective = 0  # "View: as Ada": no other hand was on screen
    player.click(player.button_center("Play from here"))
    assert isinstance(app.top, TableScene)
