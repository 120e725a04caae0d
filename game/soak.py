"""`python -m game soak`: random self-play over every game and player count, checked as it goes.

After every command: the state hash is stable (computing it twice gives the same), every seat
that must act has a legal command, and the game's own `check_invariants(state)` holds where the
rules define one. Each finished game is journaled, loaded back through the rules (every event
and hash verified) and must fold to the same final hash. A failure prints the seed and keeps the
save, so it replays exactly.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game import sessions
from game.engine import RandomPlayer, SeatConfig
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


def save_path_for(folder: Path, game_id: str, players: int, seed: int) -> Path:
    """Where a soaked game is journaled; a save an earlier soak kept there is never overwritten."""
    return sessions.free_save_path(folder, f"{game_id}-{players}p-{seed}")


def soak_one(game_id: str, players: int, seed: int, path: Path) -> tuple[int, int]:
    """Play and verify one game journaled to `path`; returns (commands, events) or raises
    AssertionError/any error."""
    rules = find_rules(game_id)
    assert rules is not None
    seats = [SeatConfig(f"Soak {s + 1}", "computer:easy") for s in range(players)]
    config = sessions.make_config(game_id, seats, seed)
    session = sessions.start(config, path, durable=False)
    match = session.match
    check = getattr(rules, "check_invariants", None)
    random_players = {s: RandomPlayer(seed * 131 + s) for s in range(players)}
    commands = 0
    try:
        while not match.is_over():
            seats_to_act = match.to_act()
            assert seats_to_act, f"nobody may act at event {len(match.entries)} but the game is not over"
            for seat in seats_to_act:
                assert match.legal_commands(seat), f"seat {seat} must act but has no legal command at event {len(match.entries)}"
            seat = seats_to_act[0]
            match.submit(random_players[seat].choose(match, seat))
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


def run_soak(games: list[str], count: int, seed: int, out: Optional[Path], players: Optional[int] = None,
             progress=None) -> SoakFigures:
    figures = SoakFigures()
    started = time.perf_counter()
    reported = started
    with tempfile.TemporaryDirectory() as scratch:
        folder = out or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for game_id in games:
            rules = find_rules(game_id)
            if rules is None:
                figures.failures.append(f"{game_id}: unknown game")
                continue
            counts = [players] if players else range(rules.min_players, rules.max_players + 1)
            for player_count in counts:
                for number in range(count):
                    game_seed = seed + number
                    kept = save_path_for(folder, game_id, player_count, game_seed)
                    try:
                        played, events = soak_one(game_id, player_count, game_seed, kept)
                    except Exception as error:  # every failure is reported with what replays it
                        where = f"; save kept at {kept}" if out else ""
                        figures.failures.append(f"{game_id} {player_count}p seed {game_seed}: {type(error).__name__}: {error}{where}")
                        if progress is not None:
                            progress(f"FAILED {figures.failures[-1]}", figures, time.perf_counter() - started)
                        continue
                    figures.games += 1
                    figures.commands += played
                    figures.events += events
                    if progress is not None and time.perf_counter() - reported > PROGRESS_SECONDS:
                        reported = time.perf_counter()
                        progress(f"{game_id} {player_count}p seed {game_seed}", figures, reported - started)
    figures.seconds = time.perf_counter() - started
    return figures


def main(game_list: list[str], count: int, seed: int, out: Optional[str], players: Optional[int]) -> int:
    chosen = game_list or game_ids()
    def progress(where: str, so_far: SoakFigures, seconds: float) -> None:
        if where.startswith("FAILED"):
            print(f"  {where}", flush=True)
            return
        print(f"  at {where}: {so_far.games} games verified, {len(so_far.failures)} failed, "
              f"{so_far.games / seconds:.2f} games/s", flush=True)

    figures = run_soak(chosen, count, seed, Path(out) if out else None, players, progress)
    for failure in figures.failures:
        print(f"FAILED {failure}")
    print(f"soak: {', '.join(chosen)}: {count} games per player count; "
          f"{figures.games / max(figures.seconds, 1e-9):.2f} games/s")
    print(f"soak: {figures.games} games verified, {len(figures.failures)} failed, {figures.commands} commands, "
          f"{figures.events} events in {figures.seconds:.1f} s")
    return 1 if figures.failures else 0
