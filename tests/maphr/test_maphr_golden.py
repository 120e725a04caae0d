"""A recorded game: it must load and fold to the same final hash until the rules change on
purpose. Then raise `MaphrRules.rules_version`, record it again with

    python tests/maphr/test_maphr_golden.py --regenerate

and put the printed hash and event count below (the commit says why the rules changed)."""

import sys
from pathlib import Path

GOLDEN = Path(__file__).parent / "golden" / "maphr_3p_3rounds.tws"
GOLDEN_FINAL_HASH = "7064994f35078ec1"
GOLDEN_EVENTS = 226
GOLDEN_SEED = 2024


def record_golden(path: Path):
    from game import sessions
    from game.engine import JournalWriter, Match, RandomPlayer, SeatConfig, play_out
    from game.rules.registry import find_rules

    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(3)]
    config = sessions.make_config("maphr", seats, GOLDEN_SEED, {"round_limit": 3})
    match = Match(find_rules("maphr"), config, hashing=True)
    writer = JournalWriter.create(path, match, "golden", "2026-01-01T00:00:00+00:00", durable=False)
    match.on_entries = writer.write
    try:
        play_out(match, {s: RandomPlayer(GOLDEN_SEED * 31 + s) for s in range(3)})
    finally:
        writer.close()
    return match


def test_the_golden_game_replays_to_its_recorded_hash():
    from game import sessions

    loaded = sessions.load(GOLDEN)
    assert not loaded.warnings
    assert loaded.match.is_over()
    assert loaded.match.state_hash() == GOLDEN_FINAL_HASH, "the rules changed: see this module's docstring"
    assert len(loaded.match.entries) == GOLDEN_EVENTS
    assert loaded.match.state.round == 3


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    sys.path.insert(0, str(GOLDEN.parent.parent.parent))
    GOLDEN.unlink(missing_ok=True)
    recorded = record_golden(GOLDEN)
    print(f"wrote {GOLDEN}")
    print(f'GOLDEN_FINAL_HASH = "{recorded.state_hash()}"')
    print(f"GOLDEN_EVENTS = {len(recorded.entries)}")
