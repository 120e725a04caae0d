import sys

from game.cli import main

if __name__ == "__main__":
    # Guarded: where worker processes are spawned (`soak --jobs`, the computer players' thinking
    # on Windows and macOS), each imports this module again and must not start the app.
    sys.exit(main())
