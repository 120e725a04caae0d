"""Starting, saving and resuming matches: the glue between the engine, the levels and the disk."""

from __future__ import annotations

import datetime as _dt
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from game import __version__
from game.engine import JournalWriter, LoadedSave, Match, MatchConfig, SaveLock, SeatConfig, load_save
from game.match_options import with_defaults
from game.storage import SAVE_SUFFIX, saves_dir


def find_rules(game_id: str):
    """The registry, imported on first use: importing every game's rules takes longer than
    everything else before the main menu's first frame, and the menu needs none of them."""
    from game.rules.registry import find_rules as registered

    return registered(game_id)


@dataclass
class Session:
    """A match being played, with the journal that saves it as it goes (if any)."""

    match: Match
    writer: Optional[JournalWriter]
    damaged_original: Optional[SaveLock] = None
    """The lock of the damaged save this match goes on from (in a recovered copy), held while it
    is played: a second window opening that save is refused, instead of making a second copy."""

    @property
    def path(self) -> Optional[Path]:
        return self.writer.path if self.writer else None

    def close(self) -> None:
        if self.writer:
            self.writer.close()
        if self.damaged_original is not None:
            self.damaged_original.release()


def now_text() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


def free_save_path(folder: Path, stem: str) -> Path:
    """`folder/stem.tws`, or `stem-2.tws`, `stem-3.tws`... when taken: a save is never overwritten."""
    candidate = folder / f"{stem}{SAVE_SUFFIX}"
    counter = 1
    while candidate.exists():
        counter += 1
        candidate = folder / f"{stem}-{counter}{SAVE_SUFFIX}"
    return candidate


def new_save_path(game_id: str, folder: Optional[Path] = None) -> Path:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    return free_save_path(folder or saves_dir(), f"{game_id}-{stamp}")


def make_config(game_id: str, seats: list[SeatConfig], seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> MatchConfig:
    if find_rules(game_id) is None:
        raise ValueError(f"unknown game {game_id!r}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return MatchConfig(game_id, tuple(seats), seed, with_defaults(game_id, len(seats), options or {}))


def start(config: MatchConfig, save_path: Optional[Path] = None, *, durable: bool = True) -> Session:
    """A new match; with `save_path`, journaled to that file as it is played."""
    rules = find_rules(config.game_id)
    if rules is None:
        raise ValueError(f"unknown game {config.game_id!r}")
    # Saved matches hash their seats with the state (save format 2); the hash is what the save holds.
    match = Match(rules, config, hashing=save_path is not None, seats_in_hash=save_path is not None)
    writer = None
    if save_path is not None:
        writer = JournalWriter.create(save_path, match, __version__, now_text(), durable=durable)
        match.on_entries = writer.write
    return Session(match, writer)


def load(path: Path, *, salvage: bool = False) -> LoadedSave:
    """Read a save (never writing it); `salvage`: recoverable damage loads up to the last good entry."""
    return load_save(path, find_rules, __version__, salvage=salvage)


@dataclass
class Reopened:
    """A save loaded to be played on, its lock held: nobody else can write it meanwhile."""

    loaded: LoadedSave
    lock: SaveLock

    def release(self) -> None:
        """Give the save back without playing it."""
        self.lock.release()


def reopen(path: Path, *, salvage: bool = False) -> Reopened:
    """Lock a save, then load it (in that order: entries another window appended between the
    loading and the lock would be overwritten). Raises SaveInUse when another window plays it,
    SaveError when it is damaged (`salvage`: unless the damage is recoverable)."""
    lock = SaveLock.acquire(path)
    try:
        return Reopened(load(path, salvage=salvage), lock)
    except BaseException:
        lock.release()
        raise


def go_on(reopened: Reopened, *, durable: bool = True) -> Session:
    """Play a reopened save on. A torn or damaged save is left untouched: the match goes on in
    a new file beside it holding everything that could be read."""
    loaded, path = reopened.loaded, reopened.loaded.path
    match = loaded.match
    if loaded.needs_copy:
        try:
            recovered = _recovered_path(path)
            writer = JournalWriter.create(recovered, match, __version__, now_text(), durable=durable)
        except BaseException:
            reopened.release()
            raise
        loaded.warnings.append(f"the game goes on in {recovered.name}; the damaged file is kept as it was")
        match.on_entries = writer.write
        # The original is never written, but its lock stays held: two windows opening one damaged
        # save would otherwise each go on in a copy of its own, two games where there was one.
        return Session(match, writer, damaged_original=reopened.lock)
    writer = JournalWriter.append_to(path, match, loaded.lines_read, durable=durable, lock=reopened.lock,
                                     keep_bytes=loaded.good_bytes)
    match.on_entries = writer.write
    return Session(match, writer)


def resume(path: Path, *, durable: bool = True, salvage: bool = False) -> tuple[Session, LoadedSave]:
    """Continue a saved match (see `reopen` and `go_on`)."""
    reopened = reopen(path, salvage=salvage)
    return go_on(reopened, durable=durable), reopened.loaded


def _recovered_path(path: Path) -> Path:
    stem = re.sub(r"-recovered\d*$", "", path.stem)
    counter = 1
    while True:
        candidate = path.with_name(f"{stem}-recovered{'' if counter == 1 else counter}{path.suffix}")
        if not candidate.exists():
            return candidate
        counter += 1
