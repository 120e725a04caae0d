"""Golden saves shared by the games' golden tests: record one by self-play, check that it still
re-plays to the same hash, and the `--regenerate` entry point each golden test module offers."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, Iterable, Optional

SEATS = (("Ada", "human"), ("Computer", "computer:easy"))


def record(path: Path, game_id: str, seed: int, prelude: Optional[Callable] = None):
    """Self-play of `seed` by two seeded random players, journaled to `path`; `prelude(match)`
    may submit commands first (an undo, say) so the file covers more of the engine."""
    from game import sessions
    from game.engine import JournalWriter, Match, RandomPlayer, SeatConfig, play_out
    from game.rules.registry import find_rules

    config = sessions.make_config(game_id, [SeatConfig(name, kind) for name, kind in SEATS], seed)
    match = Match(find_rules(game_id), config, hashing=True)
    writer = JournalWriter.create(path, match, "golden", "2026-01-01T00:00:00+00:00", durable=False)
    match.on_entries = writer.write
    try:
        if prelude is not None:
            prelude(match)
        play_out(match, {0: RandomPlayer(seed * 31), 1: RandomPlayer(seed * 31 + 1)})
    finally:
        writer.close()
    return match


def check(path: Path, final_hash: str, event_count: int, must_include: Iterable[str]) -> None:
    """The save loads without warnings, re-plays to `final_hash` with `event_count` events, holds
    every event kind in `must_include`, and is not changed by being read."""
    from game import sessions

    before = path.read_bytes()
    loaded = sessions.load(path)
    match = loaded.match
    assert loaded.warnings == [] and match.is_over()
    assert match.state_hash() == final_hash, "the rules changed: see the golden test's docstring"
    assert len(match.entries) == event_count
    kinds = {type(entry.event).__name__ for entry in match.entries}
    assert set(must_include) <= kinds, f"missing: {set(must_include) - kinds}"
    assert path.read_bytes() == before


def regenerate(path: Path, game_id: str, seed: int, prelude: Optional[Callable] = None) -> None:
    """`python tests/<game>/test_<game>_golden.py --regenerate`: record again and print the figures."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    path.unlink(missing_ok=True)
    recorded = record(path, game_id, seed, prelude)
    print(f"wrote {path}")
    print(f'GOLDEN_FINAL_HASH = "{recorded.state_hash()}"')
    print(f"GOLDEN_EVENTS = {len(recorded.entries)}")
    print("events:", sorted({type(e.event).__name__ for e in recorded.entries}), recorded.outcome)
