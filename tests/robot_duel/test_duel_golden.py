"""A golden playthrough: a recorded save whose every event and state hash must not move.

Loading re-plays the save's commands through today's rules and checks each event and hash, so
any change to the rules, the cards, the track of levels/robot_duel.tmx or the state hash shows
up here. When such a change is on purpose, raise `RobotDuelRules.rules_version` (old saves then
say which version they need) and record the golden save again:

    python tests/robot_duel/test_duel_golden.py --regenerate

then put the printed hash and event count below and commit the new tests/data file with a note
saying why the rules changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "robot_duel_golden.tws"
GOLDEN_FINAL_HASH = "6f58a90aa19235f9"
GOLDEN_EVENTS = 229
GOLDEN_SEED = 242


def record_golden(path: Path):
    """Self-play of seed 242 (a game with a Copy, a Trap, a Counter and a clash), with an
    undo in the first round so the golden file covers the engine's Undone event too."""
    from game import sessions
    from game.engine import JournalWriter, Match, RandomPlayer, SeatConfig, Undo, play_out
    from game.rules.registry import find_rules
    from game.rules.robot_duel.commands import PlayCard

    seats = [SeatConfig("Ada", "human"), SeatConfig("Computer", "computer:easy")]
    config = sessions.make_config("robot_duel", seats, GOLDEN_SEED)
    match = Match(find_rules("robot_duel"), config, hashing=True)
    writer = JournalWriter.create(path, match, "golden", "2026-01-01T00:00:00+00:00", durable=False)
    match.on_entries = writer.write
    try:
        match.submit(PlayCard(0, "p0.thunder"))
        match.submit(Undo(0))
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
    assert {"Undone", "CardCopied", "BonusDrawn", "AttackCountered", "AttacksClashed", "MoveCancelled", "DuelWon"} <= kinds
    assert GOLDEN.read_bytes() == before


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    sys.path.insert(0, str(GOLDEN.parent.parent.parent))
    GOLDEN.unlink(missing_ok=True)
    recorded = record_golden(GOLDEN)
    print(f"wrote {GOLDEN}")
    print(f'GOLDEN_FINAL_HASH = "{recorded.state_hash()}"')
    print(f"GOLDEN_EVENTS = {len(recorded.entries)}")
    print("events:", sorted({type(e.event).__name__ for e in recorded.entries}), recorded.outcome)
