"""The application: one window, a stack of scenes, a clock loop.

Nothing happens at import; `run_app` (or a test) builds an `App`.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Optional, Sequence

DESIGN_SIZE = (1280, 720)
"""The layout's design resolution (the size of the Tiled maps); everything scales from it."""
FPS = 60
TOAST_SECONDS = 3.5
INFO_READ_SECONDS = 2.0
"""How long a piece of news stays before the next one takes its place: the table's own moves come
in twos (Mythos' forced pass, then an effect that could change nothing), and the first was
replaced before it could be read (twenty-third trial F13)."""
REST_POLL = 0.012
"""Seconds between two looks for input while the window rests."""
REST_LIMIT = 0.5
"""Longest sleep of a resting loop: it then tells the scene the time that passed and draws if
the scene has become busy."""
MAX_TOAST = 300
"""Characters of a message shown (a deck's problems once made a 389 KB toast)."""
TOAST_WIDTH = 760
"""Design pixels: a long refusal wraps over the table's middle instead of covering the right
column's Undo and Menu buttons (new-user trial F28)."""
MAX_WARNINGS = 8


class App:
    def __init__(self, settings=None, size: tuple[int, int] = DESIGN_SIZE):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        from game.ui.assets import Assets
        from game.ui.i18n import Translator
        from game.ui.settings import Settings
        from game.ui.sound import SoundBank
        from game.ui.viewport import Viewport

        self.pygame = pygame
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else Settings.load()
        from game import __version__
        from game.paths import resource_path

        pygame.display.set_caption(f"Tablewright {__version__}")
        try:
            # 128 px: X11 drops a 256 px window icon (checked under Xvfb), 128 shows.
            icon = pygame.image.load(str(resource_path("assets", "icon.png")))
            pygame.display.set_icon(pygame.transform.smoothscale(icon, (128, 128)))
        except (pygame.error, FileNotFoundError):
            pass  # no icon is no reason not to play
        self.windowed_size = size
        self.screen = self._set_mode(self.settings.fullscreen)
        self.viewport = Viewport(DESIGN_SIZE, self.screen.get_size())
        self.assets = Assets(self.settings.text_size)
        self._painter = None
        self.tr = Translator(self.settings.language)
        self.sounds = SoundBank(self.settings.sound)
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []
        self.frame_cpu_times: list[float] = []
        """CPU time per frame: on a busy shared machine wall time also counts waiting for a core."""
        self.toast_text: Optional[str] = None
        self.toast_rect = None  # where the last toast was drawn (window pixels)
        self.toast_is_info = False
        self.toast_age = 0.0
        self.news: list[str] = []
        """News (info toasts) waiting for the one shown to have been up INFO_READ_SECONDS."""
        self.frames_drawn = 0
        """Frames shown since the start (flips): a window at rest shows none."""
        self.now = time.perf_counter
        """The loop's clock (a test may give it a fake one)."""
        self.updated_at: Optional[float] = None
        """When the top scene was last told how much time passed (`now()`)."""
        self.dirty = True
        """The window must be drawn again though nothing moves (a scene came or went, a toast,
        new settings); the next frame clears it."""
        self.toast_is_warning = False
        self.warnings: list[str] = []
        """Warnings waiting for the one shown to end (each is read in turn, none hides another)."""
        problem = getattr(self.settings, "load_problem", None)
        if problem:
            aside = self.settings.kept_aside
            self.warn(self.tr("errors.settings_unreadable", file=aside.name, folder=str(aside.parent)) if aside else problem)
            print(f"tablewright: {problem}", file=sys.stderr)
        self.handoff = None
        """Where saves opened by a second launch arrive (game.desktop.handoff.Listener), once listening."""
        self._listen_for: Optional[Path] = None
        """The data folder to listen for once the first frame is shown (`listen_for_files`)."""

    @property
    def painter(self):
        """The card painter, made when a card is first drawn (the menu draws none)."""
        if self._painter is None:
            from game.ui.widgets.card import CardPainter

            self._painter = CardPainter(self.assets)
        return self._painter

    def _set_mode(self, fullscreen: bool):
        pygame = self.pygame
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    # -- settings ---------------------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Take the settings into account at once (language, text size, sound, full screen)."""
        from game.ui.assets import Assets
        from game.ui.i18n import Translator

        self.tr = Translator(self.settings.language)
        if self.assets.text_scale != self.settings.text_size:
            self.assets = Assets(self.settings.text_size)
            self._painter = None
        self.sounds.enabled = self.settings.sound
        is_full = bool(self.screen.get_flags() & self.pygame.FULLSCREEN)
        if is_full != self.settings.fullscreen:
            self.screen = self._set_mode(self.settings.fullscreen)
            self.viewport.resize(self.screen.get_size())
        try:
            self.settings.save()
        except OSError as error:
            self.toast(f"settings not saved: {error}")
        self.dirty = True
        for scene in self.stack:
            refresh = getattr(scene, "refresh", None)
            if refresh:
                refresh()

    def _asks_for_rules(self, event) -> bool:
        """F1 anywhere, or "?" where no text is being typed (thirteenth trial: neither did
        anything; the rules were only behind Menu, Comment jouer)."""
        import pygame

        if event.key == pygame.K_F1:
            return True
        typing = getattr(self.top, "editing", None) is not None or getattr(self.top, "editing_name", False)
        return event.unicode == "?" and not typing

    def open_rules(self) -> None:
        """How to play, at the page of the game on screen (the nearest table, replay or new-game
        choice below), over whatever is shown: closing it comes back to the same screen."""
        from game.ui.scenes.how_to_play import HowToPlayScene

        if isinstance(self.top, HowToPlayScene):
            return
        game_id = None
        for scene in reversed(self.stack):
            match = getattr(scene, "match", None)
            game_id = match.config.game_id if match is not None else getattr(scene, "game", None)
            if isinstance(game_id, str):
                break
        self.push(HowToPlayScene(self, game_id))

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings()

    def toast(self, text: str, info: bool = False) -> None:
        """A short message at the bottom of the window for a few seconds: the answer to what the
        player just did, shown at once (a warning it covers is shown again after it). `info`: news
        that went well ("saved"), drawn in the panel's colour, not the red of a refusal."""
        if info and self.toast_is_info and self.toast_text and self.toast_text != text \
                and (self.toast_age < INFO_READ_SECONDS or self.news):
            if text not in self.news and len(self.news) < MAX_WARNINGS:
                self.news.append(text)  # after the news shown has been read
            return
        if not info:
            self.news = []  # the answer to a gesture comes at once; the news before it is stale
        if self.toast_is_warning and self.toast_text and self.toast_text != text:
            self.warnings.insert(0, self.toast_text)
        self.toast_text, self.toast_age, self.toast_is_warning = text, 0.0, False
        self.toast_is_info = info
        self.dirty = True

    def warn(self, text: str) -> None:
        """A message the player must get to read (a save's warning, settings that could not be
        read): shown after the ones before it, never replacing them."""
        if text == self.toast_text or text in self.warnings:
            return
        if self.toast_text is None:
            self.toast_text, self.toast_age, self.toast_is_warning = text, 0.0, True
            self.dirty = True
        elif len(self.warnings) < MAX_WARNINGS:
            self.warnings.append(text)

    def _toast_seconds(self) -> float:
        return min(9.0, max(TOAST_SECONDS, len(self.toast_text or "") / 18)) if self.toast_is_warning else TOAST_SECONDS

    # -- scenes -----------------------------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def _fit(self) -> None:
        """Lay the window out for the top scene's design size (a table's map may differ)."""
        size = tuple(getattr(self.top, "design_size", DESIGN_SIZE)) if self.top is not None else DESIGN_SIZE
        if self.viewport.design_size != size:
            self.viewport.design_size = size
            self.viewport.resize(self.screen.get_size())

    def push(self, scene) -> None:
        self.dirty = True
        self.stack.append(scene)
        self._fit()
        scene.enter()

    def pop(self):
        self.dirty = True
        scene = self.stack.pop()
        scene.exit()
        self._fit()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset_to(self, scene) -> None:
        """Clear the stack (every scene exits) and show `scene`."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def quit(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        self.running = False

    # -- the loop ---------------------------------------------------------------------------------
    def frame(self, dt: float, events: Sequence = ()) -> None:
        """One frame: events (`events` first, then the queue's) to the top scene, update, draw the
        visible scenes, flip."""
        pygame = self.pygame
        started = time.perf_counter()
        cpu_started = time.process_time()
        for event in [*events, *pygame.event.get()]:
            if event.type == pygame.QUIT:
                self.quit()
                return
            if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.windowed_size = (max(640, event.w), max(360, event.h))
                self.viewport.resize(self.screen.get_size())
                continue
            if event.type == pygame.WINDOWSIZECHANGED:
                self.viewport.resize(self.screen.get_size())
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.KEYDOWN and self._asks_for_rules(event):
                self.open_rules()
                continue
            if self.top is not None:
                self.top.handle_event(event)
            if not self.running:
                return
        if self.top is not None:
            self.top.update(dt)
        if not self.running or not self.stack:
            return
        self._age_toast(dt)
        self.draw(self.screen)
        pygame.display.flip()
        self.frames_drawn += 1
        self.dirty = False
        self.frame_times.append(time.perf_counter() - started)
        self.frame_cpu_times.append(time.process_time() - cpu_started)
        if len(self.frame_times) > 20000:
            del self.frame_times[:10000]
            del self.frame_cpu_times[:10000]

    def draw(self, surface) -> None:
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(surface)
        self._draw_toast(surface)

    def _age_toast(self, dt: float) -> None:
        if self.toast_text:
            self.toast_age += dt
            if self.news and self.toast_age >= INFO_READ_SECONDS:
                self.toast_text, self.toast_age = self.news.pop(0), 0.0
                self.dirty = True
            elif self.toast_age > self._toast_seconds():
                self.toast_text = None
                self.dirty = self.dirty or bool(self.warnings)  # the next warning is shown now

    def _draw_toast(self, surface) -> None:
        if not self.toast_text and self.news:  # the toast shown was taken away (a curtain came)
            self.toast_text, self.toast_age, self.toast_is_warning, self.toast_is_info = self.news.pop(0), 0.0, False, True
        if not self.toast_text and self.warnings:
            self.toast_text, self.toast_age, self.toast_is_warning = self.warnings.pop(0), 0.0, True
        self.toast_rect = None
        if not self.toast_text:
            return
        from game.ui import theme

        vp = self.viewport
        size = 17 * vp.scale
        text = self.toast_text if len(self.toast_text) <= MAX_TOAST else self.toast_text[:MAX_TOAST - 1] + "…"
        lines = self.assets.wrap(text, size, vp.px(TOAST_WIDTH), bold=True)[:3]
        rendered = [self.assets.text(line, size, theme.TEXT, bold=True) for line in lines]
        width = max(r.get_width() for r in rendered)
        height = sum(r.get_height() for r in rendered)
        box = self.pygame.Rect(0, 0, width, height)
        # a scene may keep its own buttons clear of it (the main menu's column, new-user trial F50)
        box.center = vp.point((DESIGN_SIZE[0] / 2, getattr(self.top, "toast_y", DESIGN_SIZE[1] - 190)))
        box = box.inflate(vp.px(36), vp.px(18))
        # two lines at x1.3 ran off the window's foot on a menu ("Partie sauvegardée…", second trial)
        box.bottom = min(box.bottom, surface.get_height() - vp.px(6))
        self.toast_rect = box.copy()
        info = self.toast_is_info and not self.toast_is_warning
        self.pygame.draw.rect(surface, theme.PANEL_LIGHT if info else (120, 36, 40), box, border_radius=vp.px(10))
        self.pygame.draw.rect(surface, theme.TEXT, box, width=vp.px(2), border_radius=vp.px(10))
        y = box.centery - height // 2
        for line in rendered:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()

    # -- resting: draw only what changes ----------------------------------------------------------
    def is_busy(self) -> bool:
        """Whether the window changes by itself now (the top scene says so): frames then flow."""
        top = self.top
        return top is not None and top.is_busy()

    def wake_in(self) -> Optional[float]:
        """Seconds until the resting window changes by itself (a toast going, a scene's timer);
        None: not before some input comes."""
        times = []
        if self.toast_text:
            times.append((INFO_READ_SECONDS if self.news else self._toast_seconds()) - self.toast_age)
        top = self.top
        if top is not None:
            wake = top.wake_in()
            if wake is not None:
                times.append(wake)
        return max(0.0, min(times)) if times else None

    def _elapsed(self) -> float:
        """Seconds since the top scene was last updated (and start counting again from now)."""
        now = self.now()
        elapsed = 0.0 if self.updated_at is None else max(0.0, now - self.updated_at)
        self.updated_at = now
        return elapsed

    def _wait_for_input(self, timeout: float) -> list:
        """The events that come within `timeout` seconds (none: the time ran out). pygame-ce's
        `event.wait` looks every millisecond (2% of a core here with nothing happening); looking
        every REST_POLL costs a fifth of that and answers a click as fast as a 60 Hz frame."""
        deadline = time.perf_counter() + timeout
        while True:
            events = self.pygame.event.get()
            left = deadline - time.perf_counter()
            if events or left <= 0:
                return events
            time.sleep(min(REST_POLL, left))

    # -- saves opened by a second launch (issue 25) -------------------------------------------------
    def listen_for_files(self, data_folder: Path) -> None:
        """Take saves double-clicked while this window is open (a second launch hands them over);
        the listening starts after the first frame, which waits for nothing it does not draw."""
        self._listen_for = data_folder

    def take_handed_files(self) -> None:
        if self._listen_for is not None and self.frames_drawn:
            from game.desktop.handoff import Listener

            self.handoff, self._listen_for = Listener.start(self._listen_for), None
        if self.handoff is not None:
            for path in self.handoff.poll():
                self.open_handed_file(path)

    def open_handed_file(self, path: Path) -> None:
        """A save given by a second launch: come to the front and open it over what is shown (a
        save this window or another plays already is offered to watch, by the save lock)."""
        from game.ui.scenes.menu import open_save

        self.raise_window()
        self.dirty = True
        for scene in self.stack:
            session = getattr(scene, "session", None)
            played = getattr(session, "path", None)
            if played is not None and Path(played).resolve() == path.resolve():
                self.toast(self.tr("handoff.already_here", name=path.name))  # not "another window"
                return
        open_save(self, path)

    def raise_window(self) -> None:
        import warnings

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # from_display_module, pygame-ce 2.5
                window = self.pygame.Window.from_display_module()
            window.restore()
            window.focus()
        except (AttributeError, self.pygame.error):
            pass  # the window manager decides; the save opens all the same

    def stop_listening(self) -> None:
        if self.handoff is not None:
            self.handoff.close()
            self.handoff = None
        self._listen_for = None

    def step(self, rest_limit: float = REST_LIMIT) -> None:
        """One turn of the loop. Something moving: a frame, at most FPS a second. Nothing
        moving: sleep until input, the next timer or `rest_limit`; then the top scene is told
        the time that passed (before the input is handled, so a curtain's arming counts the
        wait), and a frame is drawn only if input came, a timer fell due or something started."""
        if self.frames_drawn:
            # Never more than FPS frames a second, even while the mouse moves. Not before the
            # first frame: nothing was shown to space it from, and the tick would sleep out the
            # rest of the 1/FPS s since the clock was made (about 15 ms at start, issue 24).
            self.clock.tick(FPS)
        self.take_handed_files()
        if self.frames_drawn:
            self.sounds.open()  # after the first frame, which plays none (does nothing once open)
        if self.is_busy() or self.dirty:
            self.frame(min(self._elapsed(), 0.1))
            return
        wake = self.wake_in()
        timeout = rest_limit if wake is None else min(wake, rest_limit)
        events = self._wait_for_input(timeout)
        elapsed = self._elapsed()
        if self.top is not None:
            self.top.update(elapsed)
        due = wake is not None and elapsed >= wake
        if self.toast_text:
            self._age_toast(elapsed)
            due = due or not self.toast_text
        if events or due or self.dirty or self.is_busy():
            self.frame(0.0, events)

    def run(self, max_seconds: Optional[float] = None) -> None:
        from game.quit_signals import quit_through_the_loop

        started = time.perf_counter()
        self.updated_at = self.now()
        with quit_through_the_loop(self.pygame):  # SIGTERM, Ctrl-C: closed as by its close button
            while self.running and self.stack:
                self.step()
                if max_seconds is not None and time.perf_counter() - started > max_seconds:
                    break

    def frame_stats(self, cpu: bool = False) -> tuple[float, float]:
        """Median and 99th percentile of the measured frame times (wall or CPU), in milliseconds."""
        import statistics  # here: it loads fractions and decimal, a cost before the first frame

        times = sorted(self.frame_cpu_times if cpu else self.frame_times)
        if not times:
            return (0.0, 0.0)
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        return (statistics.median(times) * 1000, p99 * 1000)


def run_app(open_path: Optional[str] = None, smoke: bool = False) -> int:
    """Open the window on the main menu (or on a save: unfinished -> play, finished -> replay)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if smoke:
        return run_smoke()
    from game.storage import data_dir

    if open_path:
        from game.desktop.handoff import hand_over

        if hand_over(Path(open_path), data_dir()):
            print(f"{open_path}: opened in the Tablewright window already open")
            return 0
    app = App()
    from game.ui.scenes.menu import MainMenu, open_save

    app.push(MainMenu(app))
    if open_path:
        open_save(app, Path(open_path))
    app.listen_for_files(data_dir())
    try:
        app.run()
    except Exception as error:
        # The match is already journaled move by move: report, say where, keep the save.
        from game.crash import report_crash

        return report_crash(error, app)
    finally:
        app.stop_listening()
        app.pygame.quit()
    return 0


def run_smoke(frames: int = 5) -> int:
    """Open the window, load every table once, draw a few frames, exit 0 (for CI and packaging)."""
    import tempfile

    from game.ui.settings import Settings

    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("TABLEWRIGHT_HOME", home)
        app = App(Settings())
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import demo_table_scene
        from game.ui.tables import TABLES

        app.push(MainMenu(app))
        for _ in range(frames):
            app.frame(1 / FPS)
        for game_id in TABLES:
            app.push(demo_table_scene(app, game_id, save=False))
            for _ in range(frames):
                app.frame(1 / FPS)
            app.pop()
        median, p99 = app.frame_stats()
        print(f"smoke: {len(TABLES)} table(s) drawn, frame median {median:.1f} ms, p99 {p99:.1f} ms")
        app.quit()
        app.pygame.quit()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app())
