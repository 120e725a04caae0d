"""Size, start time and memory of the Tablewright bundle against the floor (a bare pygame window
bundled the same way): `python build/floor/measure.py [--runs 10] [--no-build] [--defaults]`.

Start time: wall clock from launching the executable to its first frame on screen (for Tablewright,
the main menu), read from a timestamp the program prints right after that frame when
TABLEWRIGHT_TIME_FIRST_FRAME=1 (build/entry.py and hello.py; the program then exits). The runs
alternate between the two programs; the file cache is warm after the first run (dropping it would
need root over the whole machine), so the first run is reported apart as the coldest one seen.
--defaults also builds the floor with PyInstaller's plain `--onedir --windowed` for reference;
--onefile also times Tablewright's one-file build.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FLOOR = Path(__file__).resolve().parent
HERE = FLOOR.parent
ROOT = HERE.parent
WORK = HERE / "work"
sys.path.insert(0, str(HERE))
from build import build, executable_path, folder_size  # noqa: E402


def build_floor(defaults: bool = False) -> Path:
    dist = WORK / ("floor-defaults-dist" if defaults else "floor-dist")
    common = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(dist)]
    if defaults:
        command = common + ["--workpath", str(WORK / "floor-defaults"), "--specpath", str(WORK / "floor-defaults"),
                            "--onedir", "--windowed", str(FLOOR / "hello.py")]
    else:
        command = common + ["--workpath", str(WORK / "floor"), str(FLOOR / "hello.spec")]
    subprocess.run(command, cwd=ROOT, check=True, env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1"))
    return dist / "hello" / ("hello.exe" if sys.platform == "win32" else "hello")


def one_start(executable: Path, home: str) -> tuple[float, float, float]:
    """(seconds to the first frame, CPU seconds used, peak memory in MB) of one run. CPU time
    counts the same however busy the machine is; wall time also counts waiting for a core."""
    env = dict(os.environ, TABLEWRIGHT_TIME_FIRST_FRAME="1", TABLEWRIGHT_HOME=home,
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    launched = time.time()
    process = subprocess.Popen([str(executable)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    stamps = [line.split()[1] for line in output.splitlines() if line.startswith("first-frame ")]
    if process.returncode != 0 or not stamps:
        raise RuntimeError(f"{executable} showed no frame (exit {process.returncode}): {output[-500:]}")
    return float(stamps[0]) - launched, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def measure(programs: dict[str, Path], runs: int) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {name: [] for name in programs}
    memory: dict[str, list[float]] = {name: [] for name in programs}
    cpu: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):
            for name, executable in programs.items():
                seconds, cpu_seconds, megabytes = one_start(executable, home)
                times[name].append(seconds)
                cpu[name].append(cpu_seconds)
                memory[name].append(megabytes)
    figures = {}
    for name, executable in programs.items():
        bundle = executable if name.endswith("(one file)") else executable.parent
        figures[name] = {
            "size_mb": folder_size(bundle) / 1e6,
            "first_run_s": times[name][0],
            "median_s": statistics.median(times[name][1:] or times[name]),
            "best_s": min(times[name]),
            "cpu_median_s": statistics.median(cpu[name]),
            "peak_memory_mb": statistics.median(memory[name]),
        }
    return figures


def extra_programs(values: list[str]) -> dict[str, Path]:
    """`--also NAME=EXECUTABLE` values as {name: executable}; each must name an existing file."""
    programs = {}
    for value in values:
        name, equals, path = value.partition("=")
        if not equals or not name or not Path(path).is_file():
            raise ValueError(f"--also {value!r}: give NAME=EXECUTABLE, an executable that exists")
        programs[name] = Path(path)
    return programs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Tablewright's bundle against the pygame floor")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--no-build", action="store_true", help="measure the bundles already built")
    parser.add_argument("--defaults", action="store_true", help="also a floor built with PyInstaller's defaults")
    parser.add_argument("--onefile", action="store_true", help="also Tablewright's one-file build")
    parser.add_argument("--also", action="append", default=[], metavar="NAME=EXECUTABLE",
                        help="also time this executable in the same interleaved run (e.g. a bundle built before a change)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    programs = {}
    started = time.perf_counter()
    if args.no_build:
        programs["floor"] = WORK / "floor-dist" / "hello" / "hello"
        programs["tablewright"] = executable_path(False, ROOT / "dist")
        if args.defaults:
            programs["floor (PyInstaller defaults)"] = WORK / "floor-defaults-dist" / "hello" / "hello"
        if args.onefile:
            programs["tablewright (one file)"] = executable_path(True, ROOT / "dist")
    else:
        programs["floor"] = build_floor()
        floor_built = time.perf_counter()
        programs["tablewright"] = build()
        print(f"build times: floor {floor_built - started:.1f} s, tablewright {time.perf_counter() - floor_built:.1f} s")
        if args.defaults:
            programs["floor (PyInstaller defaults)"] = build_floor(defaults=True)
        if args.onefile:
            programs["tablewright (one file)"] = build(onefile=True)
    try:
        programs.update(extra_programs(args.also))
    except ValueError as error:
        parser.error(str(error))
    figures = measure(programs, args.runs)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    floor = figures["floor"]
    print(f"| bundle | size | first frame (median of {args.runs - 1}) | CPU time to it | first run | peak memory |")
    print("|---|---|---|---|---|---|")
    for name, f in figures.items():
        ratio = f" ({f['median_s'] / floor['median_s']:.2f}x)" if name != "floor" else ""
        size_ratio = f" ({f['size_mb'] / floor['size_mb']:.2f}x)" if name != "floor" else ""
        cpu_ratio = f" ({f['cpu_median_s'] / floor['cpu_median_s']:.2f}x)" if name != "floor" else ""
        print(f"| {name} | {f['size_mb']:.1f} MB{size_ratio} | {f['median_s'] * 1000:.0f} ms{ratio} | "
              f"{f['cpu_median_s'] * 1000:.0f} ms{cpu_ratio} | "
              f"{f['first_run_s'] * 1000:.0f} ms | {f['peak_memory_mb']:.0f} MB |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
