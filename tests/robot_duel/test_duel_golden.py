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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import golden_saves  # noqa: E402

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "robot_duel_golden.tws"
GOLDEN_FINAL_HASH = "6f58a90aa19235f9"
GOLDEN_EVENTS = 229
GOLDEN_SEED = 242
"""Self-play of seed 242: a game with a Copy, a Trap, a Counter and a clash."""


def undo_in_the_first_round(match):
    """An undo in the first round, so the golden file covers the engine's Undone event too."""
    from game.engine import Undo
    from game.rules.robot_duel.commands import PlayCard

    match.submit(PlayCard(0, "p0.thunder"))
    match.submit(Undo(0))


def test_the_golden_save_still_plays_to_the_same_hash():
    golden_saves.check(GOLDEN, GOLDEN_FINAL_HASH, GOLDEN_EVENTS,
                       {"Undone", "CardCopied", "BonusDrawn", "AttackCountered", "AttacksClashed",
                        "MoveCancelled", "DuelWon"})


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    golden_saves.regenerate(GOLDEN, "robot_duel", GOLDEN_SEED, undo_in_the_first_round)
