"""`python -m game soak --hostile N`: N damaged saves across the games, none may crash anything.

Real saves of every game and player count are damaged in one of the ways of
`game.stress.mutations`, written to disk, and then:
- loaded: the file either loads or is refused with a `SaveError` whose message names the file
  and gives a one-line reason; anything else raised is a crash;
- the file must be byte for byte what was written (fingerprinted before and after);
- damage a save survives (CRLF, a torn last line, blank lines at the end) must load, never be
  refused;
- a save that loads is resumed from a copy, and what that writes must load again;
- a save refused as recoverable (damage after its header) goes on in a recovered copy, made
  from the damaged file itself: the copy must load with no warning, the original must not
  change; damage after an intact header (`RECOVERABLE`) must never be refused outright;
- the menu's save index (`game.save_index.summarize`) is run over each batch of files: it
  must not raise, and must mark exactly the refused files as damaged;
- no file may take more than SLOW_SECONDS to load or be refused (a small header once asked for
  a million cards), and the seat names of a save that loads must be printable;
- some files get names that are not UTF-8 or hold terminal escapes, and each batch's folder
  also holds symlinks (dangling, looping, to a save), a FIFO and a folder named like saves
  (`game.stress.hostile_folder`): listing, loading, locking and indexing must answer at once.
"""

from __future__ import annotations

import hashlib
import os
import random
import resource
import shutil
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game import save_index, sessions
from game.match_options import self_play_options
from game.engine import RandomPlayer, SaveError, SeatConfig
from game.rules.registry import find_rules
from game.stress.hostile_folder import check_oddities, pick_kinds
from game.stress.mutations import MUTATIONS, RECOVERABLE, STILL_VALID

BATCH = 40
"""Files checked by the menu index together, then removed (the 100 MB ones add up)."""
MAX_REASON_CHARS = 400
SLOW_SECONDS = 10.0
"""Longest a file may take to load or be refused (the 100 MB line takes about a second)."""


@dataclass
class HostileFigures:
    files: int = 0
    loaded: int = 0
    refused: int = 0
    recovered: int = 0
    """Refused files whose good part went on in a recovered copy (counted in `refused` too)."""
    crashed: int = 0
    changed: int = 0
    largest_bytes: int = 0
    outcomes: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    """Per mutation: how many loaded, were refused, and went on in a recovered copy."""
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0
    peak_rss_mb: float = 0.0
    slowest: float = 0.0
    """Seconds the slowest file took to load or be refused."""
    oddities: Counter = field(default_factory=Counter)
    """Folder oddities (symlinks, FIFOs, folders, odd names) made and checked, by kind."""


def base_saves(folder: Path, games: list[str], seed: int) -> list[tuple[str, int, bytes]]:
    """(game, players, bytes) of real saves: part of a game at every player count, and one
    finished game of the first game, so every kind of line (header, commands, follow-up events,
    secret choices, the end) is there to be damaged."""
    rng = random.Random(f"bases/{seed}")
    bases = []
    for game_id in games:
        rules = find_rules(game_id)
        if rules is None:
            raise ValueError(f"unknown game {game_id!r}")
        for players in range(rules.min_players, rules.max_players + 1):
            bases.append((game_id, players, _played_save(folder, game_id, players, seed, rng.randint(4, 50))))
    first = games[0]
    bases.append((first, find_rules(first).min_players, _played_save(folder, first, find_rules(first).min_players, seed, None)))
    return bases


def _played_save(folder: Path, game_id: str, players: int, seed: int, commands: Optional[int]) -> bytes:
    config = sessions.make_config(game_id, [SeatConfig(f"Seat {s + 1}") for s in range(players)], seed, self_play_options(game_id))
    path = folder / f"base-{game_id}-{players}p-{commands}.tws"
    session = sessions.start(config, path, durable=False)
    robots = {s: RandomPlayer(seed * 17 + s) for s in range(players)}
    played = 0
    while not session.match.is_over() and (commands is None or played < commands):
        seat = session.match.to_act()[0]
        session.match.submit(robots[seat].choose(session.match, seat))
        played += 1
    session.close()
    data = path.read_bytes()
    path.unlink()
    return data


def fingerprint(path: Path) -> tuple[int, str]:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return path.stat().st_size, digest.hexdigest()


def _write(path: Path, chunks) -> int:
    size = 0
    with open(path, "wb") as stream:
        for chunk in chunks:
            stream.write(chunk)
            size += len(chunk)
    return size


def _check_resume(path: Path, scratch: Path) -> Optional[str]:
    """Resume a loaded save from a copy and load what that wrote; a problem, or None."""
    for old in scratch.iterdir():
        old.unlink()
    copy = scratch / path.name
    shutil.copyfile(path, copy)
    try:
        session, _ = sessions.resume(copy, durable=False)
        session.close()
        sessions.load(session.path)
    except Exception as error:  # a save that loads must also resume
        return f"resuming it failed: {type(error).__name__}: {str(error)[:200]}"
    return None


def _check_recovery(path: Path) -> Optional[str]:
    """Go on from a recoverable file in a recovered copy beside it, load the copy, remove it; a
    problem, or None."""
    try:
        session, loaded = sessions.resume(path, durable=False, salvage=True)
    except Exception as error:  # a recoverable save must go on in a copy
        return f"going on in a recovered copy failed: {type(error).__name__}: {str(error)[:200]}"
    session.close()
    try:
        if session.path == path or loaded.damage is None:
            return "a recoverable save was resumed in place"
        again = sessions.load(session.path)
        if again.warnings:
            return f"the recovered copy loads with warnings: {again.warnings[0][:200]}"
    except Exception as error:
        return f"the recovered copy does not load: {type(error).__name__}: {str(error)[:200]}"
    finally:
        session.path.unlink(missing_ok=True)
    return None


def check_one(path: Path, mutation: str, figures: HostileFigures, scratch: Path) -> Optional[bool]:
    """Load one damaged file and record what happened; True if it loaded, False if refused,
    None if it crashed."""
    before = fingerprint(path)
    outcome: Optional[bool]
    recovery: Optional[str] = None
    started = time.perf_counter()
    try:
        loaded = sessions.load(path)
        outcome = True
        odd = [s.name for s in loaded.match.config.seats if not s.name.isprintable()]
        if odd:
            figures.failures.append(f"{path.name}: loaded with a seat name that cannot be shown: {odd[0][:40]!r}")
    except SaveError as error:
        outcome = False
        message = str(error)
        if str(path) not in message or not error.reason or "\n" in message or len(error.reason) > MAX_REASON_CHARS:
            figures.failures.append(f"{path.name}: refused without a clear one-line reason: {message[:300]!r}")
        if error.recoverable:
            recovery = _check_recovery(path) or "ok"
        elif mutation in RECOVERABLE:
            figures.failures.append(f"{path.name}: {mutation} left the header intact, but it was refused outright: {message[:200]}")
    except Exception as error:  # the point of the exercise: nothing else may escape the loader
        outcome = None
        figures.failures.append(f"{path.name}: the loader crashed: {type(error).__name__}: {str(error)[:200]}")
    took = time.perf_counter() - started
    figures.slowest = max(figures.slowest, took)
    if took > SLOW_SECONDS:
        figures.failures.append(f"{path.name}: took {took:.1f} s to load or refuse (more than {SLOW_SECONDS:.0f} s)")
    if fingerprint(path) != before:
        figures.changed += 1
        figures.failures.append(f"{path.name}: loading changed the file (or going on in a recovered copy did)")
    if outcome is True:
        figures.loaded += 1
        figures.outcomes[mutation]["loaded"] += 1
        problem = _check_resume(path, scratch) if before[0] < 10_000_000 else None
        if problem:
            figures.failures.append(f"{path.name}: {problem}")
    elif outcome is False:
        figures.refused += 1
        figures.outcomes[mutation]["refused"] += 1
        if recovery == "ok":
            figures.recovered += 1
            figures.outcomes[mutation]["recovered"] += 1
        elif recovery is not None:
            figures.failures.append(f"{path.name}: {recovery}")
        if mutation in STILL_VALID:
            figures.failures.append(f"{path.name}: {mutation} leaves a valid save, but it was refused")
    else:
        figures.crashed += 1
        figures.outcomes[mutation]["crashed"] += 1
    return outcome


def _check_index(batch: dict[Path, Optional[bool]], figures: HostileFigures) -> None:
    before = {path: fingerprint(path) for path in batch}
    try:
        summaries = save_index.summarize(list(batch))
    except Exception as error:  # the menu would go down with it
        figures.failures.append(f"the menu's save index crashed on a batch: {type(error).__name__}: {str(error)[:200]}")
        return
    for path, loaded in batch.items():
        summary = summaries.get(path)
        if summary is None:
            figures.failures.append(f"{path.name}: the menu's save index left it out")
        elif loaded is not None and summary.damaged == loaded:
            figures.failures.append(f"{path.name}: the menu shows it as {'damaged' if summary.damaged else 'sound'}, the loader {'loads' if loaded else 'refuses'} it")
        if fingerprint(path) != before[path]:
            figures.changed += 1
            figures.failures.append(f"{path.name}: the menu's save index changed the file")


def _odd_prefix(number: int) -> str:
    """Every tenth file gets a name that is not UTF-8 or that holds terminal escapes."""
    if number % 10 != 7:
        return ""
    return os.fsdecode(b"\xff\xfe-") if number % 20 == 7 else "\x1b[31m\x07-"


def run_hostile(count: int, games: list[str], seed: int = 1, out: Optional[Path] = None,
                progress=None) -> HostileFigures:
    """`count` damaged saves, cycling through the games' base saves and the mutations."""
    figures = HostileFigures()
    started = time.perf_counter()
    rng = random.Random(f"hostile/{seed}")
    names = sorted(MUTATIONS)
    with tempfile.TemporaryDirectory(prefix="tablewright-hostile-") as temporary:
        work = Path(temporary) / "saves"
        scratch = Path(temporary) / "resume"
        work.mkdir()
        scratch.mkdir()
        bases = base_saves(Path(temporary), games, seed)
        batch: dict[Path, Optional[bool]] = {}
        for number in range(count):
            game_id, players, data = bases[number % len(bases)]
            mutation = names[number] if number < len(names) else rng.choice(names)
            path = work / f"{_odd_prefix(number)}{number:05d}-{game_id}-{players}p-{mutation}.tws"
            size = _write(path, MUTATIONS[mutation](data, random.Random(f"{seed}/{number}")))
            figures.largest_bytes = max(figures.largest_bytes, size)
            figures.files += 1
            failures_before = len(figures.failures)
            batch[path] = check_one(path, mutation, figures, scratch)
            if out is not None and len(figures.failures) > failures_before:
                out.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, out / path.name)
            if len(batch) >= BATCH or number == count - 1:
                kinds = pick_kinds(rng, number // BATCH)
                figures.oddities.update(check_oddities(work, kinds, data, number,
                                                       lambda problem: figures.failures.append(f"saves folder: {problem}")))
                _check_index(batch, figures)
                for done in batch:
                    done.unlink()
                batch = {}
                if progress:
                    progress(figures)
    figures.seconds = time.perf_counter() - started
    figures.peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return figures


def report(figures: HostileFigures) -> str:
    lines = [f"hostile saves: {figures.files} files: {figures.loaded} loaded, {figures.refused} refused with a reason "
             f"({figures.recovered} of them went on in a recovered copy), "
             f"{figures.crashed} crashed, {figures.changed} changed on disk; largest file {figures.largest_bytes / 1e6:.1f} MB; "
             f"{figures.seconds:.1f} s; peak memory (RSS) {figures.peak_rss_mb:.0f} MB; slowest file {figures.slowest:.2f} s"]
    if figures.oddities:
        lines.append("  saves folder oddities checked: " + ", ".join(f"{n} {kind}" for kind, n in sorted(figures.oddities.items())))
    for mutation in sorted(figures.outcomes):
        counts = figures.outcomes[mutation]
        lines.append(f"  {mutation:<24} " + ", ".join(f"{counts[k]} {k}" for k in ("loaded", "refused", "recovered", "crashed") if counts[k]))
    return "\n".join(lines)


def main(count: int, games: list[str], seed: int, out: Optional[str]) -> int:
    from game.rules.registry import game_ids

    chosen = games or game_ids()
    print(f"hostile saves: {count} damaged files across {', '.join(chosen)}")
    figures = run_hostile(count, chosen, seed, Path(out) if out else None,
                          progress=lambda f: print(f"  {f.files} files, {len(f.failures)} failures so far", flush=True))
    from game.cli import terminal_text

    for failure in figures.failures:
        print(terminal_text(f"FAILED {failure}"))  # file names with escapes or undecodable bytes
    print(report(figures))
    return 1 if figures.failures else 0
