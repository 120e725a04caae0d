"""What goes into the bundle besides code: every file under the data folders, found by walking
them (so a new card file, map, font or translation can never be left out), and the modules the
app never uses (left out to keep the bundle small and its start fast).

Imported by tablewright.spec and by the tests; nothing here needs PyInstaller.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_FOLDERS = ("assets", "levels")
"""Folders the game reads at run time through game.paths.resource_path."""
SKIPPED_NAMES = {"__pycache__", ".DS_Store", "Thumbs.db"}
SKIPPED_SUFFIXES = {".pyc", ".tmp", ".tiled-session"}
"""Editor and interpreter droppings, never read by the game."""

EXCLUDED_MODULES = [
    # Test and development tools (the app never imports them).
    "pytest", "_pytest", "hypothesis", "pygame.tests", "pygame.examples", "pygame.docs",
    "unittest", "doctest", "pdb", "pydoc", "pydoc_data", "lib2to3", "idlelib", "test",
    # GUI toolkits and array libraries other packages may pull in.
    "tkinter", "_tkinter", "numpy", "PIL", "setuptools", "pkg_resources", "distutils",
    # pygame modules with no use here (camera, MIDI); surfarray and sndarray stay, as pygame
    # imports them at start (they only need numpy when called).
    "pygame.camera", "pygame._camera_opencv", "pygame._camera_vidcapture", "pygame.midi", "pygame.pypm",
    "pygame.ftfont",
    # Network and mail: the game never goes online.
    "xmlrpc", "http.server", "email.mime", "smtplib", "ftplib", "imaplib", "poplib",
]
WINDOWS_ONLY_MODULES = ["ctypes", "_ctypes"]
"""Used only on Windows (game.desktop.windows, platformdirs.windows). Left out elsewhere: when
ctypes is in a bundle PyInstaller's bootstrap imports it at every start, before the first frame."""
SKIPPED_RUNTIME_HOOKS = {"pyi_rth_multiprocessing", "pyi_rth_pkgutil"}
"""PyInstaller's start-up scripts the bundle does without. The multiprocessing one imports
multiprocessing and subprocess at every start for the sake of the worker processes, which
build/entry.py recognises from their command line instead; the pkgutil one serves
pkgutil.iter_modules, which nothing here calls."""


def excluded_modules(platform: str) -> list[str]:
    """Every module the bundle built on `platform` (a sys.platform value) leaves out."""
    return EXCLUDED_MODULES + EXCLUDED_WITH_FALLBACK + ([] if platform == "win32" else WINDOWS_ONLY_MODULES)


EXCLUDED_WITH_FALLBACK = ["_hashlib", "ssl", "_ssl"]
"""Imported, but left out on purpose: without OpenSSL (5 MB, and loading it is a good part of the
engine's import time) hashlib uses Python's own sha256, which gives the same state hashes."""


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, folder inside the bundle) for every data file, as PyInstaller's `datas`."""
    pairs = []
    for folder in DATA_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            relative = path.relative_to(root)
            if not path.is_file() or SKIPPED_NAMES & set(relative.parts) or path.suffix in SKIPPED_SUFFIXES:
                continue
            pairs.append((str(path), str(relative.parent)))
    return pairs


def strings_copies(folder: Path, root: Path = ROOT) -> list[tuple[str, str]]:
    """JSON copies of the strings files (assets/i18n/*.toml), written into `folder`, as `datas`
    for assets/i18n: the bundle's first start then neither imports tomllib nor parses them
    (game/ui/i18n.py checks a copy against its TOML before using it)."""
    import sys

    if str(root) not in sys.path:
        sys.path.insert(0, str(root))  # this tree's game, whatever is installed
    from game.ui.i18n import shipped_copy, shipped_copy_path

    folder.mkdir(parents=True, exist_ok=True)
    pairs = []
    for strings in sorted((root / "assets" / "i18n").glob("*.toml")):
        if "." in strings.stem:
            continue  # not a language's strings (reasons.fr.toml: game/ui/reasons.py reads it)
        copy = folder / shipped_copy_path(strings).name
        copy.write_text(shipped_copy(strings), encoding="utf-8")
        pairs.append((str(copy), "assets/i18n"))
    return pairs


def version(root: Path = ROOT) -> str:
    """game.__version__, read without importing the game (the spec runs in PyInstaller's process)."""
    for line in (root / "game" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise ValueError("game/__init__.py has no __version__")
