import sys

if __name__ == "__main__":
    # First of all, before any import that takes time: SIGTERM or Ctrl-C from here on closes the
    # app cleanly (see game/quit_signals.py, which takes over once imported). `_signal` is the
    # interpreter's own module, loaded at once, where `signal` would first import `enum`.
    import _signal

    _received = []

    def _exit_on_signal(signum, frame):
        _received.append(signum)  # kept in case C code swallows the SystemExit
        raise SystemExit(128 + signum)

    for _number in (_signal.SIGINT, _signal.SIGTERM):  # SIGTERM last: once it is caught, both are
        _signal.signal(_number, _exit_on_signal)
        _signal.siginterrupt(_number, False)  # system calls restarted (see quit_signals.install)

    from game import quit_signals

    quit_signals.install(received_already=_received[0] if _received else None)

    from game.cli import main

    # Guarded: where worker processes are spawned (`soak --jobs`, the computer players' thinking
    # on Windows and macOS), each imports this module again and must not start the app.
    sys.exit(main())
