"""When the app fails: a crash report in the user's data folder, and the player told where it is.

A double-clicked app has no console, so an uncaught error would make the window vanish without a
word. Instead the report (traceback, app version, game, save path) goes to `storage.crash_dir()`
and a message screen shows its path (stderr too, when there is one). The match itself is safe:
its journal is written line by line as it is played, so it resumes from the menu as it was.

`run_guarded(main)` wraps the whole command line (the bundle's entry point); `report_crash(error,
app)` is what the window's loop calls, so the report can name the game and save being played.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable, Optional

from game import __version__

MESSAGE_SECONDS = 600
"""The message screen closes by itself after this long (never a process left waiting forever)."""
HEADLESS_DRIVERS = {"dummy", "offscreen"}


def context_of(app: Any) -> dict[str, Optional[str]]:
    """The game and save being played in `app`, read from its scenes (top first); None if unknown."""
    for scene in reversed(list(getattr(app, "stack", None) or [])):
        session = getattr(scene, "session", None)
        match = getattr(session, "match", None) or getattr(scene, "match", None)
        path = getattr(session, "path", None) or getattr(scene, "path", None)
        game_id = getattr(getattr(match, "config", None), "game_id", None)
        if game_id or path:
            return {"game": game_id, "save": str(path) if path else None}
    return {"game": None, "save": None}


def report_text(error: BaseException, context: Optional[dict[str, Optional[str]]] = None) -> str:
    import datetime as _dt  # here, not at the top: this module loads at every start
    import platform
    import traceback

    context = context or {}
    frozen = "bundle" if getattr(sys, "frozen", False) else "source"
    lines = [
        "Tablewright crash report",
        f"time: {_dt.datetime.now(_dt.timezone.utc).isoformat(timespec='seconds')}",
        f"app version: {__version__} ({frozen})",
        f"python: {platform.python_version()} on {platform.platform()}",
        f"command line: {' '.join(sys.argv)}",
        f"game: {context.get('game') or 'none (no match open)'}",
        f"save: {context.get('save') or 'none'}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip(),
        "",
    ]
    return "\n".join(lines)


def write_report(error: BaseException, context: Optional[dict[str, Optional[str]]] = None, folder: Optional[Path] = None) -> Path:
    """Write the report to `folder` (default: the crash folder) and return its path; never overwrites."""
    import datetime as _dt

    if folder is None:
        from game.storage import crash_dir

        folder = crash_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path, counter = folder / f"crash-{stamp}.txt", 1
    while path.exists():
        counter += 1
        path = folder / f"crash-{stamp}-{counter}.txt"
    path.write_text(report_text(error, context), encoding="utf-8")
    return path


def message_lines(report: Optional[Path], context: dict[str, Optional[str]], failure: str = "") -> list[str]:
    lines = ["Tablewright stopped on an error."]
    if context.get("save"):
        if _in_saves_folder(str(context["save"])):
            lines += ["Your game is saved and continues from the menu (Continue):", str(context["save"])]
        else:  # the menu's Continue looks in the saves folder only
            lines += ["Your game is saved; open this file again to go on (double-click it, or tablewright FILE):",
                      str(context["save"])]
    if report is not None:
        lines += ["A crash report was written to:", str(report)]
    else:
        lines += [f"The crash report could not be written ({failure})."]
    return lines


def _in_saves_folder(save: str) -> bool:
    from game.storage import saves_dir

    try:
        return Path(save).resolve().parent == saves_dir().resolve()
    except (OSError, RuntimeError):
        return False


def tell_on_stderr(lines: list[str]) -> None:
    stream = sys.stderr
    if stream is None:  # a windowed bundle on Windows has no stderr
        return
    try:
        stream.write("\n".join(lines) + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass


def show_message_screen(lines: list[str], seconds: float = MESSAGE_SECONDS) -> bool:
    """Draw `lines` in a window until a key, a click or the close button (or `seconds`).

    Uses the window already open if there is one, else opens a small one. Returns False (showing
    nothing) where no one could see it: dummy/offscreen video (CI, tests) or no display at all."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        if not pygame.display.get_init():
            pygame.display.init()
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return False
        screen = pygame.display.get_surface() or pygame.display.set_mode((960, 300))
        pygame.display.set_caption(f"Tablewright {__version__}: error")
        pygame.font.init()
        font = _message_font(pygame, 20)
        screen.fill((36, 44, 62))
        y = 32
        for index, line in enumerate(lines + ["", "Press any key or click to close."]):
            colour = (250, 196, 60) if index == 0 else (236, 238, 244)
            surface = font.render(line, True, colour)
            screen.blit(surface, (32, y))
            y += surface.get_height() + 8
        pygame.display.flip()
        clock, waited = pygame.time.Clock(), 0.0
        while waited < seconds:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return True
            waited += clock.tick(20) / 1000
        return True
    except Exception:  # the display itself may be what broke: stderr has already told
        return False


def _message_font(pygame: Any, size: int) -> Any:
    try:
        from game.paths import resource_path

        return pygame.font.Font(str(resource_path("assets", "fonts", "dejavusans.ttf")), size)
    except Exception:  # a missing font must not hide the message
        return pygame.font.Font(None, size + 6)


def report_crash(error: BaseException, app: Any = None, *, interactive: bool = True) -> int:
    """Everything to do once the app has failed: close the journal, write the report, tell the
    player (stderr, and a message screen when `interactive`). Returns the exit status (1)."""
    context = context_of(app)
    _close_sessions(app)
    report, failure = None, ""
    try:
        report = write_report(error, context)
    except OSError as write_error:
        failure = str(write_error)
    lines = message_lines(report, context, failure)
    tell_on_stderr(lines)
    if interactive:
        show_message_screen(lines)
    return 1


def _close_sessions(app: Any) -> None:
    """Close open journals: every line is already flushed, closing only releases the file."""
    for scene in list(getattr(app, "stack", None) or []):
        session = getattr(scene, "session", None)
        try:
            if session is not None:
                session.close()
        except Exception:
            pass


def run_guarded(main: Callable[[], int], *, interactive: Optional[bool] = None) -> int:
    """`main()`, with any uncaught error turned into a crash report and exit status 1.

    Not interactive for `--smoke` (CI must fail, not wait for a key)."""
    if interactive is None:
        interactive = "--smoke" not in sys.argv[1:]
    try:
        return main()
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as error:
        return report_crash(error, None, interactive=interactive)
