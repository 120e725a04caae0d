"""The bundle's entry point: the command line, guarded so a crash leaves a report, not nothing."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The computer players think in a worker process; in a frozen app that child is this same
    # executable, and freeze_support() turns it into the worker instead of a second window.
    multiprocessing.freeze_support()
    from game.crash import run_guarded
    from game.cli import main

    sys.exit(run_guarded(main))
