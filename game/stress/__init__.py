"""Proof under stress, as commands: hostile saves, SIGKILL trials and the UI monkey.

`python -m game soak --hostile N`, `--kill N` and `--monkey N` run these at any size; the tests
in tests/stress run them small. Each returns figures and a list of failures that say how to
reproduce them (seed, file, command).
"""
