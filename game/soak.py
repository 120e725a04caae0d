"""`python -m game soak`: random self-play over every game and player count, checked as it goes.

After every command: the state hash is stable (computing it twice gives the same), every seat
that must act has a legal command, and the game's own `check_invariants(state)` holds where the
rules define one. Each finished game is journaled, loaded back through the rules (every event
and hash verified) and must fold to the same final hash. A failure prints the seed and keeps the
save, so it replays exactly.
"""

from __future__ import annotations

import multiprocessing
import shutil
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game import sessions
from game.engine import RandomPlayer, SeatConfig
from game.match_options import self_play_options
from game.rules.registry import find_rules, game_ids

MAX_COMMANDS = 20_000
"""A game that has not ended after this many commands counts as a failure (it might never end)."""


@dataclass
class SoakFigures:
    games: int = 0
    events: int = 0
    commands: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0
    per_table: dict[str, int] = field(default_factory=dict)
    """Games verified per game and player count ("maphr 3p")."""


def save_path_for(folder: Path, game_id: str, players: int, seed: int) -> Path:
    """Where a soaked game is journaled; a save an earlier soak kept there is never overwritten."""
    return sessions.free_save_path(folder, f"{game_id}-{players}p-{seed}")


def soak_one(game_id: str, players: int, seed: int, path: Path) -> tuple[int, int]:
    """Play and verify one game journaled to `path`; returns (commands, events) or raises
    AssertionError/any error."""
    rules = find_rules(game_id)
    assert rules is not None
    seats = [SeatConfig(f"Soak {s + 1}", "computer:easy") for s in range(players)]
    config = sessions.make_config(game_id, seats, seed, self_play_options(game_id))
    session = sessions.start(config, path, durable=False)
    match = session.match
    check = getattr(rules, "check_invariants", None)
    random_players = {s: RandomPlayer(seed * 131 + s) for s in range(players)}
    commands = 0
    try:
        while not match.is_over():
            seats_to_act = match.to_act()
            assert seats_to_act, f"nobody may act at event {len(match.entries)} but the game is not over"
            legal = {seat: match.legal_commands(seat) for seat in seats_to_act}
            for seat, commands_of_seat in legal.items():
                assert commands_of_seat, f"seat {seat} must act but has no legal command at event {len(match.entries)}"
            seat = seats_to_act[0]
            # The same pick as RandomPlayer.choose, from the list just checked (not listed twice).
            match.submit(random_players[seat].decide(None, legal[seat], seat))
            commands += 1
            # Hashing again must give the hash taken when the last event was applied.
            assert match.state_hash() == match.entries[-1].hash, "the state hash is not stable"
            if check is not None:
                check(match.state)
            assert commands < MAX_COMMANDS, f"no end after {MAX_COMMANDS} commands"
    finally:
        session.close()
    loaded = sessions.load(path)
    assert not loaded.warnings, f"the save loads with warnings: {loaded.warnings}"
    assert loaded.match.state_hash() == match.state_hash(), "the save folds to another state"
    path.unlink()  # verified: only failing games keep their save
    return commands, len(match.entries)


PROGRESS_SECONDS = 60.0
"""How often `python -m game soak` says how far it got (a long soak may be stopped early)."""


@dataclass(frozen=True)
class SoakGame:
    """One game of a soak: which game, how many players, which seed."""

    game_id: str
    players: int
    seed: int

    @property
    def table(self) -> str:
        return f"{self.game_id} {self.players}p"


@dataclass(frozen=True)
class SoakResult:
    game: SoakGame
    commands: int = 0
    events: int = 0
    failure: Optional[str] = None


def plan_soak(games: list[str], count: int, seed: int, players: Optional[int] = None) -> tuple[list[SoakGame], list[str]]:
    """The games to play, table by table, and the names that are no game."""
    planned, unknown = [], []
    for game_id in games:
        rules = find_rules(game_id)
        if rules is None:
            unknown.append(f"{game_id}: unknown game")
            continue
        counts = [players] if players else range(rules.min_players, rules.max_players + 1)
        planned += [SoakGame(game_id, k, seed + n) for k in counts for n in range(count)]
    return planned, unknown


def _play(job: tuple[SoakGame, str, Optional[str]]) -> SoakResult:
    game, scratch, out = job
    # Journaled in the scratch folder, so a soak that is stopped leaves no game-in-progress save
    # beside the failures' saves in `out`.
    journal = save_path_for(Path(scratch), game.game_id, game.players, game.seed)
    try:
        played, events = soak_one(game.game_id, game.players, game.seed, journal)
    except Exception as error:  # every failure is reported with what replays it
        where = ""
        if out is not None:
            where = f"; save kept at {_keep(journal, Path(out), game)}" if journal.exists() else "; no save was written"
        return SoakResult(game, failure=f"{game.table} seed {game.seed}: {type(error).__name__}: {error}{where}")
    return SoakResult(game, played, events)


def _keep(journal: Path, out: Path, game: SoakGame) -> Path:
    """Move a failing game's save into `out`, beside (never over) saves kept by earlier soaks."""
    out.mkdir(parents=True, exist_ok=True)
    kept = save_path_for(out, game.game_id, game.players, game.seed)
    shutil.move(journal, kept)
    return kept


def run_soak(games: list[str], count: int, seed: int, out: Optional[Path], players: Optional[int] = None,
             progress=None, jobs: int = 1) -> SoakFigures:
    """Soak `count` games per game and player count; `jobs` processes play them side by side."""
    figures = SoakFigures()
    planned, figures.failures = plan_soak(games, count, seed, players)
    started = time.perf_counter()
    reported = started
    with tempfile.TemporaryDirectory(prefix="tablewright-soak-") as scratch:
        work = [(game, scratch, None if out is None else str(out)) for game in planned]
        with worker_pool(jobs) as pool:
            for result in (pool.imap_unordered(_play, work) if pool else map(_play, work)):
                if result.failure is not None:
                    figures.failures.append(result.failure)
                    if progress is not None:
                        progress(f"FAILED {result.failure}", figures, time.perf_counter() - started)
                    continue
                figures.games += 1
                figures.commands += result.commands
                figures.events += result.events
                figures.per_table[result.game.table] = figures.per_table.get(result.game.table, 0) + 1
                if progress is not None and time.perf_counter() - reported > PROGRESS_SECONDS:
                    reported = time.perf_counter()
                    progress(f"{result.game.table} seed {result.game.seed}", figures, reported - started)
    figures.seconds = time.perf_counter() - started
    return figures


@contextmanager
def worker_pool(jobs: int):
    """Worker processes for `jobs` > 1 (one per core is the fastest); None plays in this process."""
    if jobs <= 1:
        yield None
        return
    # Spawned, not forked: a fork copies whatever locks the parent's other threads held (SDL's,
    # a computer player's), and a worker could wait on one forever; seen once under pytest.
    pool = multiprocessing.get_context("spawn").Pool(jobs)
    try:
        yield pool
    finally:
        pool.terminate()
        pool.join()


def _tables(figures: SoakFigures) -> str:
    return ", ".join(f"{table} {games}" for table, games in sorted(figures.per_table.items()))


def main(game_list: list[str], count: int, seed: int, out: Optional[str], players: Optional[int], jobs: int = 1) -> int:
    chosen = game_list or game_ids()
    def progress(where: str, so_far: SoakFigures, seconds: float) -> None:
        if where.startswith("FAILED"):
            print(f"  {where}", flush=True)
            return
        print(f"  at {where}: {so_far.games} games verified, {len(so_far.failures)} failed, "
              f"{so_far.games / seconds:.2f} games/s ({_tables(so_far)})", flush=True)

    figures = run_soak(chosen, count, seed, Path(out) if out else None, players, progress, jobs)
    for failure in figures.failures:
        print(f"FAILED {failure}")
    print(f"soak: {', '.join(chosen)}: {count} games per player count, seeds {seed}-{seed + count - 1}, "
          f"{jobs} job(s); {figures.games / max(figures.seconds, 1e-9):.2f} games/s")
    print(f"soak: verified per table: {_tables(figures)}")
    print(f"soak: {figures.games} games verified, {len(figures.failures)} failed, {figures.commands} commands, "
          f"{figures.events} events in {figures.seconds:.1f} s")
    return 1 if figures.failures else 0
