"""Issue 23, item 6: text that crashed the window. A seat or deck name holding NUL or a lone
surrogate is valid JSON and TOML; it loaded and verified, then crashed the font. As the newest
unfinished save, it crashed the app at every start. Names are cleaned where they are read, and
drawing text never raises, whatever the text."""

from __future__ import annotations

import json

import pytest

from game import sessions
from game.engine import JournalWriter, Match, RandomPlayer, SeatConfig
from game.rules.registry import find_rules
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.table import TableScene

HOSTILE_NAMES = ["Ada\u0000", "Bo\ud800", "\u202e", "\u001b[31mred", "\u200b"]


def unfinished_duel_named(path, names, seats_in_hash: bool = False) -> None:
    """An unfinished duel whose header names are then replaced by `names`. By default in save
    format 1 (as older saves are), whose hashes leave the names out: the save still verifies."""
    config = sessions.make_config("robot_duel", [SeatConfig("A"), SeatConfig("B")], 4)
    match = Match(find_rules("robot_duel"), config, hashing=True, seats_in_hash=seats_in_hash)
    writer = JournalWriter.create(path, match, "test", "2026-01-01T00:00:00+00:00", durable=False)
    match.on_entries = writer.write
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(3):
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
    writer.close()
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    for seat, name in zip(header["seats"], names):
        seat["name"] = name
    # json.dumps writes NUL and the lone surrogate as \u escapes: a valid JSON line.
    path.write_text("\n".join([json.dumps(header)] + lines[1:]), encoding="utf-8")


@pytest.mark.parametrize("names", [HOSTILE_NAMES[:2], HOSTILE_NAMES[2:4]], ids=["nul and surrogate", "bidi and escape"])
def test_a_newest_unfinished_save_with_hostile_seat_names_neither_crashes_the_menu_nor_the_table(app, player, home, names):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    path = folder / "robot_duel-hostile.tws"
    unfinished_duel_named(path, names)
    before = path.read_bytes()
    loaded = sessions.load(path)
    for seat in loaded.match.config.seats:
        assert "\u0000" not in seat.name and "\u001b" not in seat.name and seat.name.isprintable()
        seat.name.encode("utf-8")  # no lone surrogate
    app.push(MainMenu(app))
    player.until_rested()
    assert app.top.resumable_names, "the save is offered to continue"
    app.top.continue_game()
    assert isinstance(app.top, TableScene)
    player.frames(3)
    app.top.session.close()
    assert path.read_bytes()[:len(before)] == before


def test_in_a_newer_save_hostile_names_break_its_hash_and_the_menu_shows_it_damaged(app, player, home):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    unfinished_duel_named(folder / "robot_duel-hostile.tws", HOSTILE_NAMES[:2], seats_in_hash=True)
    app.push(MainMenu(app))
    player.until_rested()
    assert app.top.resumable_names == ""
    app.push(SavesScene(app, "load"))
    player.frames(2)
    assert any("damaged" in button.label for button in app.top.group.buttons)


@pytest.mark.parametrize("text", ["a\u0000b", "a\ud800b", "\u202e", "\u200b", "x" * 60_000, "\udcff.tws", 17],
                         ids=["nul", "lone surrogate", "bidi override alone", "zero width alone", "very long",
                              "undecodable file name", "not text"])
def test_drawing_any_text_never_raises(app, text):
    assets = app.assets
    surface = assets.text(text, 18, (255, 255, 255))
    assert surface.get_width() <= 16384
    assets.draw_text(app.screen, text, 18, (255, 255, 255), (10, 10))
    assets.draw_wrapped(app.screen, text, 18, (255, 255, 255), app.screen.get_rect())
    assets.draw_fitted(app.screen, text, 18, (255, 255, 255), app.screen.get_rect().inflate(-900, -600))
