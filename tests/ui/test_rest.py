"""Issue 24: the window draws only what changes. Left alone, the menu and a table waiting for a
human draw no frame; an animation, a computer's move, a toast going and a curtain's arming still
happen without input.

The app's own loop (`App.step`, what `App.run` repeats) runs here with a clock the test moves
(`app.now`), and frames are counted as `display.flip`s (`app.frames_drawn`)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatConfig
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.table import TableScene, new_match_scene
from game.ui.table_games import TABLE_GAMES
from tests.ui.conftest import Player


class FakeClock:
    def __init__(self, app):
        self.t = 0.0
        app.now = self
        app.updated_at = 0.0

    def __call__(self) -> float:
        return self.t


def steps(app, clock: FakeClock, count: int, dt: float = 1 / 60) -> int:
    """`count` turns of the loop, the clock moving `dt` before each; the frames drawn."""
    before = app.frames_drawn
    for _ in range(count):
        clock.t += dt
        app.step(rest_limit=0.001)
    return app.frames_drawn - before


def resting_table(app, clock: FakeClock, game_id: str, limit: int = 800) -> TableScene:
    """A human (seat 0) against the easy computer, stepped until the human may act and the
    table rests."""
    from game.rules.registry import find_rules

    players = find_rules(game_id).min_players
    seats = [SeatConfig("Ada")] + [SeatConfig(f"Computer {s}", "computer:easy") for s in range(1, players)]
    scene = new_match_scene(app, game_id, seats, seed=3, save=False)
    app.push(scene)
    for _ in range(limit):
        steps(app, clock, 1, dt=0.1)
        if scene.acting_seat is not None and not app.is_busy() and not app.dirty:
            return scene
    raise AssertionError(f"{game_id}: the human's turn never came to rest")


def test_the_main_menu_left_alone_draws_no_frame(app):
    app.push(MainMenu(app))
    clock = FakeClock(app)
    assert steps(app, clock, 1) == 1, "the menu is shown"
    assert app.assets.icon_loads == 0, "the first frame waited for the games' pictures"
    assert steps(app, clock, 1) == 1, "the games' emblems and card backs come in the frame after"
    assert app.assets.icon_loads >= 5
    assert steps(app, clock, 120, dt=0.05) == 0, "six seconds alone redrew the menu"


class RecordingFrameLimiter:
    """Stands for `pygame.time.Clock`: records each `tick(fps)`, which would sleep out the rest
    of the frame."""

    def __init__(self, app):
        self.ticks: list[tuple[int, int]] = []
        self.app = app

    def tick(self, fps: int = 0) -> int:
        self.ticks.append((self.app.frames_drawn, fps))
        return 0


def test_the_first_frame_is_not_held_back_by_the_frame_limiter_and_the_next_are(app):
    from game.ui.app import FPS

    app.push(MainMenu(app))
    clock = FakeClock(app)
    app.clock = limiter = RecordingFrameLimiter(app)
    assert steps(app, clock, 1) == 1
    assert limiter.ticks == [], "the first frame waited for the frame limiter"
    steps(app, clock, 2)
    assert limiter.ticks == [(1, FPS), (2, FPS)]


def test_the_audio_device_is_opened_after_the_first_frame_not_before(app):
    app.push(MainMenu(app))
    clock = FakeClock(app)
    assert not app.sounds.opened, "making the window opened the audio device"
    assert steps(app, clock, 1) == 1
    assert not app.sounds.opened, "the first frame waited for the audio device"
    steps(app, clock, 1)
    assert app.sounds.opened


def test_the_menu_draws_again_on_input(app):
    app.push(MainMenu(app))
    clock = FakeClock(app)
    steps(app, clock, 2)
    Player(app).post(pygame.MOUSEMOTION, pos=(640, 250), rel=(1, 1), buttons=(0, 0, 0))
    assert steps(app, clock, 1) == 1
    assert steps(app, clock, 30) == 0


@pytest.mark.parametrize("game_id", TABLE_GAMES)
def test_a_table_waiting_for_a_human_draws_no_frame(app, game_id):
    clock = FakeClock(app)
    resting_table(app, clock, game_id)
    shown = pygame.image.tobytes(app.screen, "RGB")
    assert steps(app, clock, 60, dt=0.1) == 0, "six seconds alone redrew the table"
    app.frame(0.0)
    assert pygame.image.tobytes(app.screen, "RGB") == shown, "the table changed while it was said to rest"


def test_a_move_animates_frame_after_frame_and_the_computer_answers_unprompted(app):
    clock = FakeClock(app)
    scene = resting_table(app, clock, "robot_duel")
    before = len(scene.match.entries)
    command = next(c for c in scene.match.legal_commands(0))
    assert scene.play(command)
    animated = steps(app, clock, 10)
    assert animated == 10, "the move's animation did not draw a frame each turn"
    # No more input: the computer's answer must come, and be drawn, on its own.
    answered_at = None
    for turn in range(800):
        steps(app, clock, 1, dt=0.05)
        if scene.interlude is not None:  # the round's summary (issue 19) goes on a click
            Player(app).post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
            Player(app).post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)
        answered = any(e.command is not None and e.command.seat != 0 for e in scene.match.entries[before:])
        if answered and answered_at is None:
            answered_at = app.frames_drawn
        if answered and scene.acting_seat is not None and not app.is_busy():
            break
    assert answered_at is not None, "the computer never answered"
    assert app.frames_drawn > answered_at, "the computer's move was not drawn"
    assert scene.presented == len(scene.match.entries) and not scene.table.presenter.animating
    assert steps(app, clock, 30, dt=0.1) == 0, "the table did not come back to rest"


def test_a_curtain_counts_the_time_it_rested_before_the_click(app):
    """A curtain takes no click in its first 0.6 s; resting is that time passing: the click
    that comes after a rest lifts it, one that comes at once does not."""
    player = Player(app)
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed=5, save=False)
    app.push(scene)
    player.settle()
    assert scene.curtain == 0
    clock = FakeClock(app)
    steps(app, clock, 1)
    scene.curtain_age = scene.quiet = 0.0  # as if it had just come up, right after a click
    clock.t += 0.3
    player.click((640, 360))  # runs two frames of no time
    assert scene.curtain == 0, "a click 0.3 s after the curtain came up lifted it"
    scene.curtain_age = scene.quiet = 0.0
    assert steps(app, clock, 20, dt=0.05) == 0, "the resting curtain was redrawn"
    player.post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    player.post(pygame.MOUSEBUTTONUP, pos=(640, 360), button=1)
    steps(app, clock, 2, dt=0.0)
    assert scene.curtain is None and scene.viewer == 0, "a click after a second's rest did not lift the curtain"


def test_a_toast_goes_on_time_with_nobody_touching(app):
    app.push(MainMenu(app))
    clock = FakeClock(app)
    steps(app, clock, 1)
    app.toast("saved")
    assert steps(app, clock, 1) == 1, "the toast is shown"
    assert steps(app, clock, 3, dt=1.0) == 0 and app.toast_text == "saved"
    assert steps(app, clock, 1, dt=1.0) == 1 and app.toast_text is None, "the toast did not go at 3.5 s"


def test_a_chosen_card_wakes_the_table_to_blink_its_targets(app):
    clock = FakeClock(app)
    scene = resting_table(app, clock, "robot_duel")
    assert scene.wake_in() is None
    scene.selected = scene._hand()[0]
    wake = scene.wake_in()
    assert wake is not None and 0 < wake <= 0.57


def test_continue_is_worked_out_after_the_first_frame_when_the_index_does_not_know_the_save(app, home):
    from game import sessions
    from game.save_index import INDEX_NAME

    config = sessions.make_config("robot_duel", [SeatConfig("Ada"), SeatConfig("Bo")], seed=2)
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    sessions.start(config, folder / "left.tws", durable=False).close()  # no index: a crash, say
    assert not (folder / INDEX_NAME).exists()
    menu = MainMenu(app)
    app.push(menu)
    clock = FakeClock(app)
    assert menu.resumable_names == "", "the save was replayed before the first frame"
    steps(app, clock, 1)
    for _ in range(600):
        if not app.is_busy():
            break
        steps(app, clock, 1)
    assert menu.resumable_names.startswith("Ada vs Bo, ")
    assert any(b.detail == menu.resumable_names for b in menu.group.buttons), "the Continue button was not redrawn"
    assert steps(app, clock, 30) == 0
