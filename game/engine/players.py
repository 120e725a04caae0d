"""The simplest computer seat: a uniform choice among the legal commands."""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine.match import Match
from game.engine.records import Command


class RandomPlayer:
    """Picks uniformly among a seat's legal commands; seeded, so self-play is reproducible."""

    level = "easy"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, match: Match, seat: int) -> Optional[Command]:
        return self.decide(None, match.legal_commands(seat), seat)

    def decide(self, view: Any, legal: list[Command], seat: int) -> Optional[Command]:
        """The same choice from a seat's view and legal commands (the view is not needed)."""
        return self.rng.choice(legal) if legal else None


def play_out(match: Match, players: dict[int, RandomPlayer], max_commands: int = 100_000) -> int:
    """Let computer players finish the match; returns the number of commands played."""
    played = 0
    while not match.is_over():
        seats = match.to_act()
        if not seats:
            raise RuntimeError(f"{match.rules.game_id}: nobody may act but the game is not over")
        seat = seats[0]
        command = players[seat].choose(match, seat)
        if command is None:
            raise RuntimeError(f"{match.rules.game_id}: seat {seat} must act but has no legal command")
        match.submit(command)
        played += 1
        if played >= max_commands:
            raise RuntimeError(f"{match.rules.game_id}: no end after {max_commands} commands")
    return played
