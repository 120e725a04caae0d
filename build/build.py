"""Build the double-clickable Tablewright: `python build/build.py [--onefile] [--clean]`.

One folder (default): dist/Tablewright/ with the executable dist/Tablewright/Tablewright
(Tablewright.exe on Windows; dist/Tablewright.app as well on macOS). With --onefile: a single
dist/Tablewright-<version>[.exe]. Needs PyInstaller (`pip install -e '.[build]'`) and, on Linux,
objdump (Debian/Ubuntu: `apt-get install binutils`).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from bundle_files import version  # noqa: E402


def missing_tools() -> list[str]:
    problems = []
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        problems.append("PyInstaller is not installed: pip install -e '.[build]'")
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        problems.append("objdump is missing (PyInstaller needs it): apt-get install binutils")
    return problems


def executable_path(onefile: bool, dist: Path) -> Path:
    suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / f"Tablewright-{version()}{suffix}"
    return dist / "Tablewright" / f"Tablewright{suffix}"


def build(onefile: bool = False, clean: bool = False, dist: Path = ROOT / "dist", work: Path = HERE / "work") -> Path:
    env = dict(os.environ, TABLEWRIGHT_ONEFILE="1" if onefile else "0", PYGAME_HIDE_SUPPORT_PROMPT="1")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work / ("onefile" if onefile else "onedir"))]
    if clean:
        command.append("--clean")
    command.append(str(HERE / "tablewright.spec"))
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    return executable_path(onefile, dist)


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one executable file instead of one folder")
    parser.add_argument("--clean", action="store_true", help="ignore PyInstaller's cache")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle lands (default: dist/)")
    args = parser.parse_args(argv)
    problems = missing_tools()
    if problems:
        for problem in problems:
            print(f"cannot build: {problem}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    executable = build(args.onefile, args.clean, args.dist.resolve())
    seconds = time.perf_counter() - started
    bundle = executable if args.onefile else executable.parent
    print(f"built {executable} in {seconds:.1f} s ({folder_size(bundle) / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
