"""What the menus show of each save (game, players, finished or not), without replaying it twice.

Telling whether a save is finished means loading it, which re-runs every command through the
rules. The answer is kept in `save_index.json` beside the saves, keyed by file name, size and
modification time, so each save is replayed once, not at every start of the menu. The index is
only a cache: a missing, damaged or stale entry is simply worked out again. The table writes its
save's entry when it closes (`record`), so the menu that follows, or the next start, finds it
current and replays nothing: the main menu reads the index only (`replay=False`) before its first
frame, and has anything missing worked out in the background.
"""

from __future__ import annotations

import atexit
import json
import threading
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional


INDEX_NAME = "save_index.json"
_LOCK = threading.Lock()
"""One reader-writer of the index files at a time (the menu works out entries in a thread)."""


@dataclass(frozen=True)
class SaveSummary:
    game_id: str
    seat_names: tuple[str, ...]
    finished: bool
    damaged: bool = False
    outdated: bool = False
    """Refused because it was written for other rules (an older version of a game): not damaged."""
    winners: tuple[str, ...] = ()
    """The names of a finished game's winners (none: a draw, or an index entry from before)."""
    seat_kinds: tuple[str, ...] = ()
    """Each seat's kind ("human", "computer:hard"), beside its name: the lists say who was a
    computer (twelfth trial: the replay list did not)."""
    progress: tuple[int, ...] = ()
    """Where an unfinished game stands, in its own terms: (round,), or (game, turn) for a To The
    Moon series (twenty-third trial: the list of games to load said only "unfinished")."""


def summary_of(match) -> SaveSummary:
    names = tuple(s.name for s in match.config.seats)
    outcome = match.outcome if match.is_over() else None
    winners = tuple(names[s] for s in outcome.winners if 0 <= s < len(names)) if outcome is not None else ()
    kinds = tuple(s.kind for s in match.config.seats)
    from game.engine.rules import PUBLIC_SEAT  # here: the menu's first frame imports no engine

    return SaveSummary(match.config.game_id, names, match.is_over(), winners=winners, seat_kinds=kinds,
                       progress=() if match.is_over() else progress_of(match.view(PUBLIC_SEAT)))


def progress_of(public_view: dict) -> tuple[int, ...]:
    """(round,) from a game's public view, or (game, turn) for To The Moon; () when it has none."""
    numbers = (public_view.get("game_number"), public_view.get("turn")) if "game_number" in public_view \
        else (public_view.get("round"),)
    # none before the first round (Mythos' redraws: "round 0 of 4")
    return tuple(numbers) if all(_progress_number(n) and n > 0 for n in numbers) else ()


def _progress_number(value: object) -> bool:
    """A round or turn number as the index may hold one."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST_PROGRESS


def _stamp(path: Path) -> list[int]:
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


MOST_PROGRESS = 100_000
"""The largest round or turn number an index entry may hold (a hand-edited index is not trusted)."""


def _read_index(folder: Path) -> dict:
    try:
        data = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):  # a hand-made index nested too deeply included
        return {}
    return data if isinstance(data, dict) else {}


_writing = threading.Lock()
_closed = False
"""Set at exit: no index write starts any more."""


def _write_index(folder: Path, index: dict) -> None:
    with _writing:
        if _closed:
            return
        try:
            from game.engine.durable import replace_atomically  # the engine is not needed for the first frame

            replace_atomically(folder / INDEX_NAME, json.dumps(index).encode("utf-8"))
        except OSError:
            pass  # a cache that cannot be written costs only time


def close_index_writes(timeout: float = 2.0) -> None:
    """At exit: let a write under way finish and start no other. The menu's finder writes the
    index from a daemon thread, which the interpreter's end killed mid-write, leaving the
    temporary file behind (a SIGTERM 0.6 s after launch on a loaded machine)."""
    global _closed
    if _writing.acquire(timeout=timeout):
        _closed = True
        _writing.release()


atexit.register(close_index_writes)


def _from_entry(entry: dict) -> Optional[SaveSummary]:
    """The summary an index entry holds, or None when any field has the wrong type (the index
    is a file like any other: the menu must not trust it; the save is then read again)."""
    game_id, names = entry.get("game_id"), entry.get("seat_names")
    finished, damaged = entry.get("finished"), entry.get("damaged")
    if not isinstance(game_id, str) or not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return None
    if not isinstance(finished, bool) or not isinstance(damaged, bool) or len(names) > 8:
        return None
    # a name the loader would have cleaned (limits.clean_name): control or format characters, too
    # long; str.isprintable says as much without importing the engine before the first frame
    if any(len(n) > 64 or not n.isprintable() for n in names):
        return None
    outdated = entry.get("outdated", False)  # absent from entries written before it was kept
    if finished and "winners" not in entry:
        return None  # written before winners were kept: read again, so the list says who won
    winners = entry.get("winners", [])
    if not isinstance(outdated, bool) or not isinstance(winners, list) or not all(isinstance(n, str) and n in names for n in winners):
        return None
    kinds = entry.get("seat_kinds")
    if not damaged and not outdated and not (isinstance(kinds, list) and len(kinds) == len(names)
                                             and all(isinstance(k, str) and len(k) <= 32 and k.isprintable() for k in kinds)):
        return None  # written before the kinds were kept (or damaged): read again
    progress = entry.get("progress")
    if not finished and not damaged and not outdated and not (
            isinstance(progress, list) and len(progress) <= 2 and all(_progress_number(n) for n in progress)):
        return None  # written before where the game stands was kept: read again
    return SaveSummary(game_id, tuple(names), finished, damaged, outdated, tuple(winners), tuple(kinds or ()),
                       tuple(progress or ()))


def _entry(summary: SaveSummary, stamp: list[int]) -> dict:
    return {**asdict(summary), "seat_names": list(summary.seat_names), "winners": list(summary.winners),
            "seat_kinds": list(summary.seat_kinds), "progress": list(summary.progress), "stamp": stamp}


def record(path: Path, match) -> None:
    """Note what a save holds as it is closed (its match is at hand: nothing to replay)."""
    summary = summary_of(match)
    with _LOCK:
        try:
            stamp = _stamp(path)
        except OSError:
            return
        index = _read_index(path.parent)
        index[path.name] = _entry(summary, stamp)
        _write_index(path.parent, index)


def summarize(paths: list[Path], replay: bool = True) -> dict[Path, SaveSummary]:
    """A summary of each save, from the index where it is current, else by loading the save.
    With `replay=False`, nothing is loaded (nor the rules imported): a save whose entry is
    missing or stale is left out of the answer."""
    with _LOCK:
        return _summarize(paths, replay)


def _summarize(paths: list[Path], replay: bool) -> dict[Path, SaveSummary]:
    summaries: dict[Path, SaveSummary] = {}
    indexes: dict[Path, dict] = {}
    changed: set[Path] = set()
    for path in paths:
        folder = path.parent
        index = indexes.setdefault(folder, _read_index(folder))
        try:
            stamp = _stamp(path)
        except OSError:
            continue
        entry = index.get(path.name)
        summary = _from_entry(entry) if isinstance(entry, dict) and entry.get("stamp") == stamp else None
        if summary is None and not replay:
            continue
        if summary is None:
            from game import sessions
            from game.engine import SaveError

            try:
                summary = summary_of(sessions.load(path).match)
            except SaveError as error:
                summary = SaveSummary("", (), False, damaged=True, outdated="rules version" in error.reason)
            except (OSError, ValueError):
                summary = SaveSummary("", (), False, damaged=True)
            except Exception:  # a loader bug must not take the menu down: show the save as damaged
                summary = SaveSummary("", (), False, damaged=True)
            index[path.name] = _entry(summary, stamp)
            changed.add(folder)
        summaries[path] = summary
    for folder in changed:
        _write_index(folder, indexes[folder])
    return summaries
