"""What a measured child process of `python -m game bench` reports of itself. Apart from
game.bench so that the startup child, stopped at its first frame, imports nothing more."""

from __future__ import annotations


def print_peak_memory() -> None:
    """The process's own peak RSS, for the parent to read. From /proc (Linux): the rusage a
    parent gets for a child starts from the parent's own peak at the fork, hiding smaller ones."""
    import resource

    try:
        with open("/proc/self/status", encoding="ascii") as status:
            kilobytes = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration, ValueError):
        kilobytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux, bytes on macOS
    print(f"peak-rss-kb {kilobytes}", flush=True)
