"""A golden Mythos playthrough: a recorded save whose every event and state hash must not move.

Loading re-plays the save's commands through today's rules and checks each event and hash, so
any change to the rules, the KT cards, the starter decks or the state hash shows up here. When
such a change is on purpose, raise `MythosRules.rules_version` and record the golden save again:

    python tests/mythos/test_mythos_golden.py --regenerate

then put the printed hash and event count below and commit the new tests/data file with a note
saying why the rules changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "mythos_golden.tws"
GOLDEN_FINAL_HASH = "459d68574dee720b"
GOLDEN_EVENTS = 212
GOLDEN_SEED = 110
"""A random game with reveals, upgrades, defeats, moves, discards and SCORE effects."""


def record_golden(path: Path):
    from game import sessions
    from game.engine import JournalWriter, Match, RandomPlayer, SeatConfig, play_out
    from game.rules.registry import find_rules

    seats = [SeatConfig("Ada", "human"), SeatConfig("Computer", "computer:easy")]
    config = sessions.make_config("mythos", seats, GOLDEN_SEED)
    match = Match(find_rules("mythos"), config, hashing=True)
    writer = JournalWriter.create(path, match, "golden", "2026-01-01T00:00:00+00:00", durable=False)
    match.on_entries = writer.write
    try:
        play_out(match, {0: RandomPlayer(GOLDEN_SEED * 31), 1: RandomPlayer(GOLDEN_SEED * 31 + 1)})
    finally:
        writer.close()
    return match


def test_the_golden_save_still_plays_to_the_same_hash():
    from game import sessions

    before = GOLDEN.read_bytes()
    loaded = sessions.load(GOLDEN)
    match = loaded.match
    assert loaded.warnings == [] and match.is_over()
    assert match.state_hash() == GOLDEN_FINAL_HASH, "the rules changed: see this module's docstring"
    assert len(match.entries) == GOLDEN_EVENTS
    kinds = {type(entry.event).__name__ for entry in match.entries}
    assert {"CharacterRevealed", "CharacterUpgraded", "CharacterDefeated", "CharacterMoved", "CardDiscarded",
            "HiddenCharacterLookedAt", "MissionEvaluated", "GameWon"} <= kinds
    assert GOLDEN.read_bytes() == before


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    sys.path.insert(0, str(GOLDEN.parent.parent.parent))
    GOLDEN.unlink(missing_ok=True)
    recorded = record_golden(GOLDEN)
    print(f"wrote {GOLDEN}")
    print(f'GOLDEN_FINAL_HASH = "{recorded.state_hash()}"')
    print(f"GOLDEN_EVENTS = {len(recorded.entries)}")
    print("events:", sorted({type(e.event).__name__ for e in recorded.entries}), recorded.outcome)
