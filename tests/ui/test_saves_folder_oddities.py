"""Issue 23, item 7: the saves folder may hold anything. A dangling symlink or a symlink loop
crashed every start; a FIFO named x.tws blocked the window before its first frame until SIGKILL;
a file name that is not UTF-8 crashed the Load list; a save deleted while the list was open
crashed it. Only regular files are listed, no file is opened in a way that can block, and odd
names are shown with replacement characters."""

from __future__ import annotations

import os
import time

import pytest

from game import sessions
from game.engine import RandomPlayer, SaveError, SeatConfig
from game.stress.hostile_folder import no_hang as never_blocks  # raises Hang after the seconds given
from game.ui.scenes.menu import MainMenu, list_saves
from game.ui.scenes.saves import SavesScene


def saved_duel(path, seed: int, commands: int) -> None:
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed)
    session = sessions.start(config, path, durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(commands):
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
    session.close()


@pytest.fixture
def odd_folder(home):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    good = folder / "good.tws"
    saved_duel(good, seed=5, commands=4)
    os.symlink(folder / "missing.tws", folder / "dangling.tws")
    os.symlink(folder / "loop-b.tws", folder / "loop-a.tws")
    os.symlink(folder / "loop-a.tws", folder / "loop-b.tws")
    os.mkfifo(folder / "pipe.tws")
    (folder / "folder.tws").mkdir()
    odd = os.path.join(os.fsencode(folder), b"caf\xe9-\xff.tws")
    with open(odd, "wb") as stream:
        stream.write(good.read_bytes())
    os.utime(odd, ns=(time.time_ns() + 10**9, time.time_ns() + 10**9))  # the newest
    return folder


def test_only_regular_files_are_listed_and_nothing_blocks(odd_folder):
    with never_blocks():
        listed = list_saves()
    assert sorted(os.fsencode(p.name) for p in listed) == [b"caf\xe9-\xff.tws", b"good.tws"]


def test_a_fifo_named_like_a_save_is_refused_without_blocking(odd_folder):
    with never_blocks(), pytest.raises(SaveError) as refused:
        sessions.load(odd_folder / "pipe.tws")
    assert "not a regular file" in refused.value.reason


def test_the_menu_and_the_load_list_draw_with_every_oddity_in_the_folder(app, player, odd_folder):
    with never_blocks(20):
        app.push(MainMenu(app))
        player.frames(2)
        app.push(SavesScene(app, "load"))
        player.frames(2)
    labels = [button.label for button in app.top.group.buttons]
    odd = [label for label in labels if "caf" in label]
    assert len(odd) == 1 and "\ufffd" in odd[0] and "\udcff" not in odd[0], labels


def test_a_save_deleted_while_the_list_is_open(app, player, odd_folder):
    app.push(MainMenu(app))
    app.push(SavesScene(app, "load"))
    player.frames(1)
    (odd_folder / "good.tws").unlink()
    app.top.refresh()
    player.frames(1)
    button = next(b for b in app.top.group.buttons if "good" in b.label)
    button.on_click()
    player.frames(1)
    assert isinstance(app.top, SavesScene) and "good" in (app.toast_text or "")


def test_the_newest_saves_alone_are_the_head_of_the_whole_list(tmp_path):
    from game.storage import save_files

    for number in range(12):
        path = tmp_path / f"game-{number:02d}.tws"
        path.write_bytes(b"x")
        stamp = 1_700_000_000 + (number * 7919) % 12 * 60  # newest is not the last name
        os.utime(path, (stamp, stamp))
    (tmp_path / "notes.txt").write_text("not a save")
    everything = save_files(tmp_path)
    assert len(everything) == 12
    assert save_files(tmp_path, newest=5) == everything[:5]
    mtimes = [p.stat().st_mtime_ns for p in everything]
    assert mtimes == sorted(mtimes, reverse=True)
    assert save_files(tmp_path, newest=0) == []
