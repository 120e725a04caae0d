"""The window's side of issue 23: a game open in another window is offered to be watched, a
damaged save to go on in a recovered copy, and a full disk stops the table with a message and
lets the player leave cleanly; no file a player had is changed."""

from __future__ import annotations

import errno

import pytest

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.storage import saves_dir
from game.ui.scenes.menu import MainMenu, open_save
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.save_prompt import PromptScene
from game.ui.scenes.table import TableScene

SEATS = [SeatConfig("Ada", "human"), SeatConfig("Bo", "computer:easy")]


def saved_game(name: str, commands: int = 6):
    """An unfinished duel in the saves folder, closed; its path."""
    path = saves_dir() / name
    session = sessions.start(sessions.make_config("robot_duel", SEATS, 4), path, durable=False)
    robots = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(commands):
        seat = session.match.to_act()[0]
        session.match.submit(robots[seat].choose(session.match, seat))
    session.close()
    return path


def continue_button(app):
    return next(b for b in app.top.group.buttons if b.label.startswith("Continue"))


def test_continue_on_a_game_open_in_another_window_offers_to_watch_it(app, player, home):
    path = saved_game("duel.tws")
    other_window, _ = sessions.resume(path, durable=False)  # holds the save's lock
    try:
        before = path.read_bytes()
        app.push(MainMenu(app))
        player.click(app.viewport.rect(continue_button(app).rect).center)
        prompt = app.top
        assert isinstance(prompt, PromptScene)
        assert "open in another window" in prompt.message and path.name in prompt.message
        player.frames(2)  # it draws over the menu
        player.click(player.button_center("Watch it (read only)"))
        assert isinstance(app.top, ReplayScene) and app.top.path == path
        assert not app.top.finished  # an unfinished game: the public view only
        assert path.read_bytes() == before
    finally:
        other_window.close()


def test_opening_a_file_played_elsewhere_from_the_command_line_says_so_and_back_leaves_it(app, player, home):
    path = saved_game("duel.tws")
    other_window, _ = sessions.resume(path, durable=False)
    try:
        app.push(MainMenu(app))
        open_save(app, path)  # what `python -m game FILE.tws` does
        assert isinstance(app.top, PromptScene) and "open in another window" in app.top.message
        player.click(player.button_center("Back"))
        assert isinstance(app.top, MainMenu)
    finally:
        other_window.close()
    open_save(app, path)  # once the other window is closed, it plays on here
    assert isinstance(app.top, TableScene) and app.top.session.path == path


def test_a_damaged_save_is_offered_to_go_on_in_a_recovered_copy(app, player, home):
    path = saved_game("duel.tws", commands=10)
    lines = path.read_bytes().split(b"\n")[:-1]
    lines.insert(8, lines[7])  # line 9 repeats line 8
    damaged = b"\n".join(lines) + b"\n"
    path.write_bytes(damaged)
    app.push(MainMenu(app))
    player.click(player.button_center("Load a game"))
    button = next(b for b in app.top.group.buttons if b.label == app.top.describe(path))
    player.click(app.viewport.rect(button.rect).center)
    prompt = app.top
    assert isinstance(prompt, PromptScene)
    assert "damaged at line 9" in prompt.message and "entry number" in prompt.message
    assert "recovered copy" in prompt.message and "move" in prompt.message
    player.frames(2)
    player.click(player.button_center("Go on in a copy"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.path == path.with_name("duel-recovered.tws")
    assert path.read_bytes() == damaged  # the original, byte for byte
    app.reset_to(MainMenu(app))
    recovered = path.with_name("duel-recovered.tws")
    assert sessions.load(recovered).warnings == []
    assert recovered.read_bytes().split(b"\n")[1:8] == lines[1:8]  # the good entries, lines 2-8, as they were


@pytest.mark.parametrize("code, text", [(errno.ENOSPC, "The disk is full: the game is saved up to move"),
                                        (errno.EFBIG, "larger than this disk or system allows")])
def test_a_full_disk_stops_the_table_with_a_message_and_leaving_closes_cleanly(app, player, home, code, text):
    path = saved_game("duel.tws")
    session, _ = sessions.resume(path, durable=False)
    app.push(MainMenu(app))
    table = player.open_table(session)
    seat = player.next_seat(table)
    assert seat == 0
    entries = len(table.match.entries)
    moves = sum(1 for e in table.match.entries if e.command is not None)
    kept = path.read_bytes()

    class FullDisk:
        def __init__(self, stream):
            self.stream = stream

        def write(self, data):
            raise OSError(code, "refused")

        def __getattr__(self, name):
            return getattr(self.stream, name)

    session.writer.stream = FullDisk(session.writer.stream)
    assert not table.submit(table.match.legal_commands(0)[0])
    prompt = app.top
    assert isinstance(prompt, PromptScene) and text in prompt.message
    assert f"move {moves}" in prompt.message and "Nothing already saved is lost" in prompt.message
    assert len(table.match.entries) == entries and path.read_bytes() == kept
    player.frames(5, dt=2.0)  # the table waits underneath: no computer move, nothing written
    assert app.top is prompt and len(table.match.entries) == entries
    player.click(player.button_center("Leave the table"))
    assert isinstance(app.top, MainMenu) and "saved up to" in app.toast_text
    assert path.read_bytes() == kept
    again, loaded = sessions.resume(path, durable=False)  # the save was closed and let go
    again.close()
    assert loaded.warnings == [] and len(loaded.match.entries) == entries


def test_each_answer_has_its_number_key(app, player):
    """Ninth new-user trial: the "Reveal anyway?" question alone had no number keys. Each answer
    shows its number on a key and the number presses it."""
    import pygame

    from game.ui.scenes.save_prompt import PromptScene
    from game.ui.text_check import overlapping, texts_drawn

    pressed = []
    prompt = PromptScene(app, "Title", "Message", [("First", lambda: pressed.append(1)), ("Second", lambda: pressed.append(2)),
                                                    ("Third", lambda: pressed.append(3))])
    app.push(prompt)
    records = texts_drawn(app, prompt.draw)
    for number, label in ((1, "First"), (2, "Second"), (3, "Third")):
        key = [r for r in records if r[0] == str(number)]
        button = next(r for r in records if r[0] == label)
        assert key, f"no key {number}"
        assert abs(key[0][1].centerx - button[1].centerx) < app.viewport.px(260), "the key sits by its answer"
        # above its button, not on its corner (twenty-first trial)
        assert key[0][1].bottom <= app.viewport.rect(prompt.group.buttons[number - 1].rect).top
    assert overlapping(records) == []
    player.key(pygame.K_2)
    assert pressed == [2]
