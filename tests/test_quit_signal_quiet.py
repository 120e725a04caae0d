"""A SystemExit that Python swallows for a quit signal (raised inside a callback it cannot pass an
error out of) is left out of stderr; any other unraisable error is still reported. The signal
sweep (tests/stress/test_quit_signals.py) met "Exception ignored … SystemExit: 143" under load."""

from __future__ import annotations

import signal
import sys
import types

from game import quit_signals


def _unraisable(exc: BaseException):
    return types.SimpleNamespace(exc_type=type(exc), exc_value=exc, exc_traceback=None, err_msg="Exception ignored in", object=None)


def test_the_swallowed_quit_is_silent_and_other_errors_are_not():
    handlers = {number: signal.getsignal(number) for number in quit_signals.QUIT_SIGNALS}
    hook, requested = sys.unraisablehook, quit_signals._requested
    reported = []
    try:
        sys.unraisablehook = lambda unraisable: reported.append(unraisable.exc_type)
        quit_signals.install()
        installed = sys.unraisablehook
        quit_signals.install()
        assert sys.unraisablehook is installed, "installed once, however often install() runs"
        quit_signals._requested = signal.SIGTERM
        sys.unraisablehook(_unraisable(SystemExit(143)))
        assert reported == [], "the swallowed quit is not reported"
        sys.unraisablehook(_unraisable(ValueError("something else")))
        assert reported == [ValueError]
        quit_signals._requested = None
        sys.unraisablehook(_unraisable(SystemExit(3)))
        assert reported == [ValueError, SystemExit], "with no quit asked, a SystemExit is reported"
    finally:
        sys.unraisablehook, quit_signals._requested = hook, requested
        for number, handler in handlers.items():
            signal.signal(number, handler)
