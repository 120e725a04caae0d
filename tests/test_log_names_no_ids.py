"""Issue 19: the log reads as words. Card ids ("p2.14", "straight.3") are the engine's handles,
not names a player knows; Mining War's log printed them after every deployed card."""

from __future__ import annotations

import random
import re

import pytest

from game import sessions
from game.engine import SeatConfig

CARD_ID = re.compile(r"\b[a-z][a-z0-9_]*\.[a-z0-9_]+\b")
"""What every game's card ids look like: an owner or kind, a dot, a number or name."""
GAMES = [("robot_duel", 2), ("mining_war", 3), ("mythos", 2), ("to_the_moon", 3), ("maphr", 3)]


@pytest.mark.parametrize("game_id, players", GAMES)
def test_no_log_line_names_a_card_by_its_id(game_id, players):
    found = set()
    for seed in range(3):
        config = sessions.make_config(game_id, [SeatConfig(f"P{s}") for s in range(players)], seed=seed)
        match = sessions.start(config).match
        chooser = random.Random(seed)
        for _ in range(400):
            if match.is_over():
                break
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
        for entry in match.entries:
            for viewer in (None, -1, 0):
                for lang in ("en", "fr"):
                    line = match.rules.describe(entry.event, viewer, lang)
                    found |= {f"{type(entry.event).__name__}: {line}" for _ in CARD_ID.findall(line)}
    assert not found, "\n".join(sorted(found)[:20])
