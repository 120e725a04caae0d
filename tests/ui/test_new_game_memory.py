"""New Game remembers the last game started: the game, its player count, names, seat kinds and
variant; a damaged memory file is ignored, never an error."""

from __future__ import annotations

import json

from game.ui.new_game_memory import NewGameMemory
from game.ui.scenes.new_game import NewGameScene
from tests.ui.conftest import Player


def test_the_last_game_started_comes_back_with_its_seats(app, home):
    screen = NewGameScene(app)
    app.push(screen)
    screen.choose_game("to_the_moon")
    screen.next_count()  # 3 players
    screen.names[0], screen.names[1], screen.names[2] = "Alice", "Bob", "Chloé"
    screen.toggle_kind(2)  # a computer
    screen.refresh()
    chosen = (screen.game, screen.count, screen.names[:3], screen.kinds[:3])
    screen.start()
    assert chosen[1] == 3 and chosen[3][2].startswith("computer")
    again = NewGameScene(app)
    assert (again.game, again.count, again.names[:3], again.kinds[:3]) == chosen


def test_a_damaged_or_foreign_memory_is_ignored(app, home):
    path = NewGameMemory.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    screen = NewGameScene(app)
    assert screen.game == screen.games[0]
    path.write_text(json.dumps({"game": "mythos", "count": 99, "names": ["A\u0000b", 7], "kinds": ["computer:godlike"]}), encoding="utf-8")
    screen = NewGameScene(app)
    assert screen.game == "mythos"
    assert screen.count == 2, "a count the game does not allow is not taken back"
    assert screen.names[0] == "Ab" and screen.names[1] == ""
    assert screen.kinds[0] == "human", "an unknown computer level is not taken back"
    assert path.read_text(encoding="utf-8").startswith("{"), "the file is left as it was"


def test_each_game_keeps_its_own_seat_kinds(app, home):
    """A duel against the computer does not make the next game's seats computers (third
    new-user trial H3); coming back to the duel brings its computer back; names carry over."""
    screen = NewGameScene(app)
    app.push(screen)
    screen.pick_game("robot_duel")
    screen.names[0], screen.names[1] = "Ana", "Bob"
    screen.against_the_computer()
    assert screen.kinds[1].startswith("computer")
    screen.start()
    again = NewGameScene(app)
    assert again.game == "robot_duel" and again.kinds[1].startswith("computer")
    again.pick_game("mining_war")
    assert again.kinds[:2] == ["human", "human"], "Mining War was never played against the computer"
    assert again.names[:2] == ["Ana", "Bob"]
    again.pick_game("robot_duel")
    assert again.kinds[1].startswith("computer")


def test_a_memory_from_before_per_game_tables_is_read(app, home):
    path = NewGameMemory.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"game": "to_the_moon", "count": 3, "names": ["A", "B", "C"],
                                "kinds": ["human", "computer:easy", "human"]}), encoding="utf-8")
    screen = NewGameScene(app)
    assert (screen.game, screen.count, screen.kinds[:3]) == ("to_the_moon", 3, ["human", "computer:easy", "human"])


def test_one_click_on_a_person_gives_the_computer_at_its_default_level(app, home):
    # Twenty-fifth trial: the first click gave the easy computer, which plays at random.
    from game.ui.scenes.new_game import COMPUTER_KIND

    screen = NewGameScene(app)
    app.push(screen)
    screen.choose_game("robot_duel")
    assert screen.kinds[1] == "human"
    seen = []
    for _ in range(4):
        screen.toggle_kind(1)
        seen.append(screen.kinds[1])
    assert seen[0] == COMPUTER_KIND == "computer:greedy"
    assert set(seen[:3]) == {"computer:greedy", "computer:hard", "computer:easy"} and seen[3] == "human"
