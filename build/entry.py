"""The bundle's entry point: the command line, guarded so a crash leaves a report, not nothing."""

import multiprocessing
import os
import sys


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


if __name__ == "__main__":
    # The computer players think in a worker process; in a frozen app that child is this same
    # executable, and freeze_support() turns it into the worker instead of a second window.
    multiprocessing.freeze_support()
    if os.environ.get("TABLEWRIGHT_TIME_FIRST_FRAME") == "1":
        exit_at_first_frame()
    from game.crash import run_guarded
    from game.cli import main

    sys.exit(run_guarded(main))
