"""SIGTERM and SIGINT (Ctrl-C) close the app cleanly, however early they come.

Installed first thing by `python -m game`, before anything slow is imported. Until the window's
loop runs, a signal raises SystemExit (status 128 + the signal's number): the start-up work
unwinds through its `finally` and `except BaseException` clean-ups (a half-written cache file
removed, the display closed) and Python exits without a traceback. Once the loop runs, a signal
posts pygame's QUIT instead, so the window closes as if its close button were clicked: scenes
exit, the table closes its save, and the status is 0.

Without this, Ctrl-C during start-up printed a KeyboardInterrupt traceback from whatever import
was under way, and SIGTERM before SDL installed its own handler killed the process mid-write.
The handlers restart interrupted system calls (SA_RESTART), as C libraries expect.
"""

from __future__ import annotations

import signal
import sys
from contextlib import contextmanager
from typing import Any, Iterator, Optional

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT") if hasattr(signal, name))

_loop_pygame: Optional[Any] = None
"""pygame, while the window's loop runs and takes a QUIT event within a frame."""
_requested: Optional[int] = None
"""The quit signal received, if any. The SystemExit raised for it can be swallowed: C code that
clears errors (pygame.image importing its extension, seen in a sweep of 100 launches) drops it,
and the app went on to its loop and never quit, or drew its first frame with no SVG support."""


def _on_quit_signal(signum: int, frame: Any) -> None:
    global _requested
    _requested = signum
    pygame = _loop_pygame
    if pygame is not None:
        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        except Exception:  # the display is already closing: unwind instead
            pass
    raise SystemExit(128 + signum)


def install(received_already: Optional[int] = None) -> None:
    """Take SIGTERM and SIGINT from here on (main thread only, as Python requires). SDL then
    leaves them alone: it installs its own handlers only where none is set.
    `received_already`: a quit signal the first handler (game/__main__.py) took meanwhile."""
    global _requested
    if received_already is not None:
        _requested = received_already
    _quiet_when_swallowed()
    for number in QUIT_SIGNALS:
        signal.signal(number, _on_quit_signal)
        # Restart system calls the signal interrupts: C code (SDL, SDL_image reading a file)
        # may take EINTR for a failure. Python's handler still runs at once (sleeps and polls are
        # interrupted all the same). This was first blamed for a crash in the first frame; that
        # crash was the swallowed SystemExit (`_requested`), and this stays as a safeguard.
        signal.siginterrupt(number, False)


def _quiet_when_swallowed() -> None:
    """Where Python itself swallows the SystemExit (raised inside a callback it cannot pass an
    error out of: an import's module-lock callback), it printed "Exception ignored … Traceback …
    SystemExit: 143" on the way out (a load-dependent failure of the signal sweep). The quit is
    not lost (`_requested`); only that message is left out. Every other unraisable error is
    reported as before."""
    previous = sys.unraisablehook
    if getattr(previous, "quit_signals_hook", False):
        return  # installed already: install() may run again (a second window's start)

    def hook(unraisable: Any) -> None:
        if _requested is not None and unraisable.exc_type is SystemExit:
            return
        previous(unraisable)

    hook.quit_signals_hook = True  # type: ignore[attr-defined]
    sys.unraisablehook = hook


@contextmanager
def quit_through_the_loop(pygame: Any) -> Iterator[None]:
    """While the window's loop runs, a quit signal becomes a QUIT event."""
    global _loop_pygame
    _loop_pygame = pygame
    if _requested is not None:  # came during the start-up, its SystemExit swallowed: quit now
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    try:
        yield
    finally:
        _loop_pygame = None

