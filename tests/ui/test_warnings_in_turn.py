"""Issue 23, item 11: a second warning hid the first (resuming a torn save said only where the
game goes on, never that its last line was cut), and a message of any length was drawn on one
line. Warnings are now shown in turn, and long messages wrapped and cut."""

from __future__ import annotations

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.ui.scenes.menu import MainMenu, resume_scene


def shown_messages(app, frames: int = 1500) -> list[str]:
    seen: list[str] = []
    for _ in range(frames):
        app.frame(1 / 60)
        if app.toast_text and (not seen or seen[-1] != app.toast_text):
            seen.append(app.toast_text)
    return seen


def test_both_warnings_of_a_torn_save_are_shown_one_after_the_other(app, home):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], 3)
    session = sessions.start(config, folder / "torn.tws", durable=False)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(4):
        seat = session.match.to_act()[0]
        session.match.submit(players[seat].choose(session.match, seat))
    session.close()
    path = session.path
    path.write_bytes(path.read_bytes()[:-20])
    app.push(MainMenu(app))
    scene = resume_scene(app, path)
    assert scene is not None
    app.push(scene)
    seen = shown_messages(app)
    scene.session.close()
    assert any("cut short" in text for text in seen), seen
    assert any("goes on in" in text for text in seen), seen


def test_a_refusal_answers_at_once_and_the_warning_it_covers_comes_back(app):
    app.push(MainMenu(app))
    app.warn("the save was cut")
    app.toast("you cannot play now")
    assert app.toast_text == "you cannot play now"
    assert shown_messages(app, 600)[-1] == "the save was cut"


def test_a_huge_message_is_drawn_cut_and_wrapped(app):
    app.push(MainMenu(app))
    app.warn("x " * 200_000)
    app.frame(1 / 60)
    app.toast("y" * 100_000)
    app.frame(1 / 60)
