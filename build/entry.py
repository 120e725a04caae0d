"""The bundle's entry point: the command line, guarded so a crash leaves a report, not nothing."""

import os
import sys

MULTIPROCESSING_HELPERS = (
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)
"""How multiprocessing's helper processes are started (`<executable> [flags] -c <command>`)."""


def exit_at_first_frame() -> None:
    """For build/floor/measure.py: print the wall-clock time of the first frame shown, then exit."""
    import time

    import pygame

    show = pygame.display.flip

    def first_flip() -> None:
        show()
        print(f"first-frame {time.time():.6f}", flush=True)
        os._exit(0)

    pygame.display.flip = first_flip


def is_multiprocessing_child(argv: list[str]) -> bool:
    """Whether multiprocessing started this process: a worker (the computer players think in one,
    started with spawn) or one of its helpers (the resource tracker). Read from the command line
    alone, so the window's start imports no multiprocessing."""
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":
        return True
    return "-c" in argv[1:] and argv.index("-c") + 1 < len(argv) and argv[argv.index("-c") + 1].startswith(MULTIPROCESSING_HELPERS)


def run_multiprocessing_child(argv: list[str]) -> None:
    """Do what the child was started for, then exit. In a frozen app the child is this same
    executable; PyInstaller's runtime hook did this at every start, importing multiprocessing and
    subprocess before the first frame even when no child was wanted (the spec leaves it out)."""
    import multiprocessing.spawn

    if argv[1] == "--multiprocessing-fork":
        options = {}
        for argument in argv[2:]:
            name, value = argument.split("=")
            options[name] = None if value == "None" else int(value)
        multiprocessing.spawn.spawn_main(**options)
        sys.exit()
    exec(argv[argv.index("-c") + 1])  # one of MULTIPROCESSING_HELPERS, nothing else
    sys.exit()


if __name__ == "__main__":
    if is_multiprocessing_child(sys.argv):
        run_multiprocessing_child(sys.argv)
    if os.environ.get("TABLEWRIGHT_TIME_FIRST_FRAME") == "1":
        exit_at_first_frame()
    from game import quit_signals

    quit_signals.install()  # SIGTERM or Ctrl-C close the bundle's window cleanly, as python -m game does
    from game.crash import run_guarded
    from game.cli import main

    sys.exit(run_guarded(main))
