"""`python -m game soak --monkey N`: N random mouse and key events thrown at every table.

For each table registered in `game.ui.tables.TABLES` (a table added later is covered without a
change here) a real `App` (any SDL video driver; `dummy` when headless) plays matches with
computer seats filling the game and one or two human seats played by the monkey: clicks and
drags from and to anywhere (biased towards cards, drop targets and buttons, so that moves are
made too), key presses (digits, arrows, Enter, Space, Tab, Ctrl+Z, M, F11, Esc), the mouse
wheel, window resizes, and curtains passed between human seats. Checked throughout:
- no exception escapes a frame;
- every command the match accepts was legal just before (in `legal_commands`, or an Undo the
  engine allowed) - the scene must never slip an illegal one past the rules;
- the game keeps progressing: when a human seat has been idle a while, the monkey plays one of
  its legal commands through the scene (`TableScene.play`, what a gesture ends in), and if no
  command lands for STALL_FRAMES frames the table is frozen;
- Esc to the menu and back resumes the same match from its save with nothing lost;
- every save the monkey's matches wrote loads and verifies.
"""

from __future__ import annotations

import os
import random
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

FRAME_SECONDS = 0.05
"""Game time per frame: faster than 60 Hz so computer seats and animations move on quickly."""
HUMAN_PATIENCE = 15
"""Frames a human seat may wait for the monkey's random gestures before it plays a legal command."""
STALL_FRAMES = 1200
"""Frames without a new log entry (outside the menu and end screens) that mean a frozen table."""
KEYS = ["K_RETURN", "K_SPACE", "K_TAB", "K_LEFT", "K_RIGHT", "K_UP", "K_DOWN", "K_1", "K_2", "K_3",
        "K_4", "K_5", "K_9", "K_KP1", "K_z", "K_m", "K_a", "K_BACKSPACE", "K_DELETE", "K_F1"]


@dataclass
class MonkeyFigures:
    events: Counter = field(default_factory=Counter)
    """Per table: events posted."""
    frames: Counter = field(default_factory=Counter)
    commands: Counter = field(default_factory=Counter)
    """Per table and source: 'gesture' (the monkey's random events), 'nudge' (a legal command
    played for an idle human seat), 'computer'."""
    refused: Counter = field(default_factory=Counter)
    """Per table: commands the rules refused (a gesture that meant nothing legal; fine)."""
    unlisted: Counter = field(default_factory=Counter)
    """Per table: accepted commands of a kind the rules listed, though not that very one."""
    games_finished: Counter = field(default_factory=Counter)
    resumed: Counter = field(default_factory=Counter)
    """Per table: times Esc left the match and it was resumed from its save."""
    curtains: Counter = field(default_factory=Counter)
    reopened: Counter = field(default_factory=Counter)
    """Per table: times the app was quit from its menu and started again."""
    resizes: Counter = field(default_factory=Counter)
    saves_verified: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


class _Guard:
    """Wraps a match's submit: every accepted command is checked against what was allowed.

    A command from the screen must come from the seat the screen lets act (never a computer's,
    never another player's behind a curtain), and be one the rules listed as legal. Some games
    list each kind of move once (Mining War offers one of several identical cards, and no
    particular way to pay): an accepted command of a kind that was listed is counted apart as
    "unlisted"; one of a kind not offered at all is a failure.
    """

    def __init__(self, monkey: "Monkey", match, scene) -> None:
        self.monkey, self.match, self.scene, self.real_submit = monkey, match, scene, match.submit
        match.submit = self.submit

    def submit(self, command):
        from game.engine import IllegalCommand, Undo

        match, monkey, game_id = self.match, self.monkey, self.monkey.game_id
        seats = match.config.seats
        from_computer = 0 <= command.seat < len(seats) and seats[command.seat].is_computer
        if isinstance(command, Undo):
            listed = offered = match.can_undo(command.seat)
            screen_seat = self.scene.undo_seat()
        else:
            legal = [] if match.is_over() else match.legal_commands(command.seat)
            listed = command in legal
            offered = listed or type(command) in {type(c) for c in legal}
            # a curtain's answer, a forced move: sent for a seat whose view is not on screen
            unseen = getattr(self.scene, "sent_unseen", None) == command
            screen_seat = self.scene.acting_seat if monkey.source == "gesture" and not unseen else command.seat
        try:
            entries = self.real_submit(command)
        except IllegalCommand:
            monkey.figures.refused[game_id] += 1
            raise
        position = len(match.entries) - len(entries)
        if not offered:
            monkey.fail(f"an illegal command was accepted: {command!r} at entry {position}")
        elif not listed:
            monkey.figures.unlisted[game_id] += 1
        if not from_computer and command.seat != screen_seat:
            monkey.fail(f"the screen sent a command for seat {command.seat} while seat {screen_seat} could act: {command!r}")
        source = "computer" if from_computer else monkey.source
        monkey.figures.commands[(game_id, source)] += 1
        monkey.last_progress = monkey.frame_number
        return entries


class Monkey:
    def __init__(self, app, game_id: str, rng: random.Random, figures: MonkeyFigures) -> None:
        self.app, self.game_id, self.rng, self.figures = app, game_id, rng, figures
        self.frame_number = 0
        self.last_progress = 0
        self.idle_since = 0
        self.source = "gesture"
        self.guarded: set[int] = set()
        self.save_path: Optional[Path] = None
        self.entries_at_escape: Optional[int] = None
        self.stopped = False

    def fail(self, what: str) -> None:
        self.figures.failures.append(f"{self.game_id} (frame {self.frame_number}): {what}")

    # -- matches ------------------------------------------------------------------------------
    def new_match(self) -> None:
        from game.engine import SeatConfig
        from game.rules.registry import find_rules
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import new_match_scene

        rules = find_rules(self.game_id)
        players = self.rng.choice([rules.min_players, rules.max_players, self.rng.randint(rules.min_players, rules.max_players)])
        humans = self.rng.choice([1, 2]) if players >= 2 else 1
        seats = [SeatConfig(f"Human {s + 1}") if s < humans else SeatConfig(f"Computer {s + 1}", "computer:easy") for s in range(players)]
        self.rng.shuffle(seats)
        self.app.reset_to(MainMenu(self.app))
        self.app.push(new_match_scene(self.app, self.game_id, seats, seed=self.rng.randrange(2**31)))
        self.save_path = self.app.top.session.path
        self.entries_at_escape = None
        self.last_progress = self.frame_number

    def table(self):
        from game.ui.scenes.table import TableScene

        top = self.app.top
        return top if isinstance(top, TableScene) else None

    def guard(self) -> None:
        scene = self.table()
        if scene is not None and id(scene.match) not in self.guarded:
            self.guarded.add(id(scene.match))
            _Guard(self, scene.match, scene)

    def back_to_a_table(self) -> None:
        """Esc left the match (menu) or it ended (end screen, replay): go on as a player would."""
        from game import sessions
        from game.ui.scenes.end import EndScene
        from game.ui.scenes.menu import open_save

        top = self.app.top
        from game.ui.scenes.how_to_play import HowToPlayScene

        if isinstance(top, HowToPlayScene) and len(self.app.stack) > 1:
            # F1 opened the rules over the table (or its menu): closed as a player would
            self.app.pop()
            if self.table() is not None:
                return
            top = self.app.top
        if isinstance(top, EndScene):
            self.figures.games_finished[self.game_id] += 1
            if self.rng.random() < 0.5:
                top.rematch()
                self.save_path = self.app.top.session.path
                self.entries_at_escape = None
                self.last_progress = self.frame_number
                return
        finished = self.save_path is None or sessions.load(self.save_path).match.is_over()
        if finished:
            self.new_match()
            return
        before = self.entries_at_escape
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import TableScene

        if any(isinstance(scene, TableScene) for scene in self.app.stack):
            # The table is still open under its menu (or a page opened from it): leave it, as
            # "Save and leave" does, before opening its save again; a second table on the same
            # save would be a second writer, which the save's lock refuses.
            self.app.reset_to(MainMenu(self.app))
        open_save(self.app, self.save_path)
        scene = self.table()
        if scene is None:
            self.fail(f"the unfinished save {self.save_path.name} did not open at the table: {self.app.toast_text}")
            self.new_match()
            return
        self.figures.resumed[self.game_id] += 1
        if before is not None and len(scene.match.entries) < before:
            self.fail(f"resumed with {len(scene.match.entries)} entries, {before} were played before Esc")
        self.entries_at_escape = None
        self.last_progress = self.frame_number

    def reopen(self) -> None:
        """The monkey's clicks reached the main menu's Quit (events queued behind an Esc go to
        the menu): start the app again, as a player would, and go on with the match."""
        from game.ui.app import App

        settings = self.app.settings
        self.app.pygame.display.quit()
        self.app = App(settings)
        self.figures.reopened[self.game_id] += 1
        self.back_to_a_table()

    # -- events ---------------------------------------------------------------------------------
    def post(self, kind: int, **fields) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **fields))
        self.figures.events[self.game_id] += 1

    def somewhere(self, scene) -> tuple[int, int]:
        """A window position: a card, a drop target, a button, anywhere, or outside the window."""
        vp, width, height = self.app.viewport, *self.app.screen.get_size()
        roll = self.rng.random()
        if roll < 0.4 and scene.table.drawn:
            _, rect = self.rng.choice(scene.table.drawn)
            return self._inside(vp.rect(rect))
        if roll < 0.6 and scene.acting_seat is not None:
            targets = scene.table.plugin.drop_targets(scene.acting_seat)
            if targets:
                return self._inside(vp.rect(self.rng.choice(list(targets))))
        if roll < 0.7:
            # Mostly Undo: the Menu button (like Esc) leaves the match, which is tried often anyway.
            buttons = scene.buttons.buttons
            button = buttons[-1] if len(buttons) > 1 and self.rng.random() < 0.1 else buttons[0]
            return self._inside(vp.rect(button.rect))
        if roll < 0.95:
            return (self.rng.randrange(width), self.rng.randrange(height))
        return (self.rng.randint(-300, width + 300), self.rng.randint(-300, height + 300))

    def _inside(self, rect) -> tuple[int, int]:
        return (rect.x + self.rng.randrange(max(1, rect.w)), rect.y + self.rng.randrange(max(1, rect.h)))

    def gesture(self, scene) -> None:
        import pygame

        roll = self.rng.random()
        if roll < 0.3:  # a click
            pos = self.somewhere(scene)
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.6:  # a drag, with frames between its steps
            start, end = self.somewhere(scene), self.somewhere(scene)
            self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            self.frame()
            for step in range(1, self.rng.randint(1, 4) + 1):
                pos = (start[0] + (end[0] - start[0]) * step // 4, start[1] + (end[1] - start[1]) * step // 4)
                self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
                if self.rng.random() < 0.5:
                    self.frame()
            self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        elif roll < 0.7:
            self.post(pygame.MOUSEMOTION, pos=self.somewhere(scene), rel=(2, 2), buttons=(0, 0, 0))
        elif roll < 0.87:
            self.key(getattr(pygame, self.rng.choice(KEYS)), self.rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT]))
        elif roll < 0.92:
            self.post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice([-3, -1, 1, 3]), flipped=False, precise_x=0.0, precise_y=1.0)
        elif roll < 0.95:
            pos = self.somewhere(scene)
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=self.rng.choice([2, 3, 4, 5]))
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=self.rng.choice([2, 3]))
        elif roll < 0.98:
            self.resize()
        elif roll < 0.99:
            self.key(pygame.K_F11)
            self.figures.resizes[self.game_id] += 1
        else:
            self.entries_at_escape = len(scene.match.entries)
            self.key(pygame.K_ESCAPE)

    def key(self, key: int, mod: int = 0) -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def resize(self) -> None:
        import pygame

        size = (self.rng.randint(320, 2200), self.rng.randint(200, 1400))
        self.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        self.figures.resizes[self.game_id] += 1

    def nudge(self, scene) -> None:
        """A human seat idle too long: play one of its legal commands through the scene."""
        if scene.curtain is not None or getattr(scene, "interlude", None) is not None:
            import pygame

            # Lifts the curtain, or dismisses a summary between rounds (issue 19).
            self.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            return
        seat = scene.acting_seat
        if seat is None:
            return
        legal = scene.match.legal_commands(seat)
        if legal:
            self.source = "nudge"
            try:
                scene.play(self.rng.choice(legal))
            finally:
                self.source = "gesture"

    # -- the loop ---------------------------------------------------------------------------------
    def frame(self) -> None:
        self.frame_number += 1
        self.figures.frames[self.game_id] += 1
        self.app.frame(FRAME_SECONDS)
        self.guard()

    def run(self, events: int) -> None:
        self.new_match()
        self.guard()
        while self.figures.events[self.game_id] < events and not self.stopped:
            scene = self.table()
            if scene is None:
                self.back_to_a_table()
                self.guard()
                continue
            behind_curtain = scene.curtain is not None
            waiting_human = any(s in scene.humans for s in scene.match.to_act())
            if waiting_human and not scene.table.presenter.animating:
                self.idle_since += 1
                if self.idle_since > HUMAN_PATIENCE:
                    self.idle_since = 0
                    self.nudge(scene)
            else:
                self.idle_since = 0
            for _ in range(self.rng.randint(0, 2)):
                if self.table() is scene:
                    self.gesture(scene)
            self.frame()
            if behind_curtain and self.table() is scene and scene.curtain is None:
                self.figures.curtains[self.game_id] += 1
            if not self.app.running:
                self.reopen()
                self.guard()
                continue
            if self.table() is not None and self.frame_number - self.last_progress > STALL_FRAMES:
                scene = self.table()
                self.fail(f"frozen: no command for {STALL_FRAMES} frames (to act: {scene.match.to_act()}, "
                          f"curtain {scene.curtain}, animating {scene.table.presenter.animating}, viewer {scene.viewer})")
                return


def verify_saves(folder: Path, figures: MonkeyFigures) -> None:
    from game import sessions
    from game.engine import SaveError

    for path in sorted(folder.rglob("*.tws")):
        try:
            sessions.load(path)
            figures.saves_verified += 1
        except SaveError as error:
            figures.failures.append(f"a save the monkey's play wrote does not load: {error}")


def run_monkey(events: int, games: Optional[list[str]] = None, seed: int = 1, progress=None) -> MonkeyFigures:
    """`events` random events per table (every table in TABLES, or those of `games`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.tables import TABLES

    figures = MonkeyFigures()
    started = time.perf_counter()
    for game_id in TABLES:
        if games and game_id not in games:
            continue
        with tempfile.TemporaryDirectory(prefix="tablewright-monkey-") as home:
            # XDG_DATA_HOME too: clicks queued behind an Esc can reach Settings, whose desktop
            # entry (issue 25) must never be added to the real menu by a monkey.
            overrides = {"TABLEWRIGHT_HOME": home, "XDG_DATA_HOME": str(Path(home) / "xdg-data")}
            previous = {name: os.environ.get(name) for name in overrides}
            os.environ.update(overrides)
            try:
                _monkey_one_table(game_id, events, seed, figures)
                verify_saves(Path(home), figures)
            finally:
                for name, value in previous.items():
                    if value is None:
                        os.environ.pop(name, None)
                    else:
                        os.environ[name] = value
        if progress:
            progress(game_id, figures)
    figures.seconds = time.perf_counter() - started
    return figures


def _monkey_one_table(game_id: str, events: int, seed: int, figures: MonkeyFigures) -> None:
    from game.ui.app import App
    from game.ui.settings import Settings

    app = App(Settings(language="en", animation_speed=8.0, sound=False))
    monkey = Monkey(app, game_id, random.Random(f"monkey/{game_id}/{seed}"), figures)
    try:
        monkey.run(events)
    except Exception as error:  # the point of the exercise: report it with what replays it
        where = "".join(traceback.format_exception(type(error), error, error.__traceback__, limit=-4))
        monkey.fail(f"exception with seed {seed}: {type(error).__name__}: {error}\n{where}")
    finally:
        monkey.app.quit()
        monkey.app.pygame.display.quit()


def report(figures: MonkeyFigures) -> str:
    lines = [f"ui monkey: {sum(figures.events.values())} events, {sum(figures.frames.values())} frames, "
             f"{len(figures.failures)} failures, {figures.saves_verified} saves verified, {figures.seconds:.1f} s"]
    for game_id in figures.events:
        made = {source: figures.commands[(game_id, source)] for source in ("gesture", "nudge", "computer")}
        lines.append(f"  {game_id:<12} {figures.events[game_id]} events, {figures.frames[game_id]} frames; commands: "
                     f"{made['gesture']} by gestures, {made['nudge']} nudged, {made['computer']} by computers, "
                     f"{figures.refused[game_id]} refused, {figures.unlisted[game_id]} unlisted; {figures.games_finished[game_id]} games finished, "
                     f"{figures.resumed[game_id]} resumed after Esc, {figures.reopened[game_id]} after quitting, {figures.curtains[game_id]} curtains passed, {figures.resizes[game_id]} resizes")
    return "\n".join(lines)


def main(events: int, games: list[str], seed: int) -> int:
    figures = run_monkey(events, games or None, seed,
                         progress=lambda game_id, f: print(f"  {game_id}: {f.events[game_id]} events, {len(f.failures)} failures so far", flush=True))
    for failure in figures.failures:
        print(f"FAILED {failure}")
    print(report(figures))
    return 1 if figures.failures else 0
