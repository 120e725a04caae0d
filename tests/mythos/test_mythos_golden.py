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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import golden_saves  # noqa: E402

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "mythos_golden.tws"
GOLDEN_FINAL_HASH = "3d1978216ddcb135"
GOLDEN_EVENTS = 213
GOLDEN_SEED = 110
"""A random game with reveals, upgrades, defeats, moves, discards and SCORE effects."""


def test_the_golden_save_still_plays_to_the_same_hash():
    golden_saves.check(GOLDEN, GOLDEN_FINAL_HASH, GOLDEN_EVENTS,
                       {"CharacterRevealed", "CharacterUpgraded", "CharacterDefeated", "CharacterMoved",
                        "CardDiscarded", "HiddenCharacterLookedAt", "MissionEvaluated", "GameWon",
                        "CharacterReturnedToHand", "HandRekeyed"})


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    golden_saves.regenerate(GOLDEN, "mythos", GOLDEN_SEED)
