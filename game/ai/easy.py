"""The easy level: a random legal move, less the moves that provably do nothing.

Uniform random play is the yardstick the hard level is measured against, but as an opponent it
spent its To The Moon turns taking a Stored Bitcoin back into its hand and Storing a card again,
or Revealing plain Bitcoins to the discard (issue 22: "both levels"; new-user trial F29: "the log
is filled with these pairs"). It now draws among the same commands the search considers
(game.ai.pruning); in the games without such rules it is the engine's RandomPlayer, move for
move.
"""

from __future__ import annotations

from typing import Any, Optional

from game.ai.pruning import has_pruning, useful_commands
from game.engine.match import Match
from game.engine.players import RandomPlayer
from game.engine.records import Command
from game.engine.rules import Rules


class EasyPlayer(RandomPlayer):
    def __init__(self, rules: Rules, seed: int):
        super().__init__(seed)
        self.rules = rules

    def choose(self, match: Match, seat: int) -> Optional[Command]:
        view = match.view(seat) if has_pruning(self.rules.game_id) else None
        return self.decide(view, match.legal_commands(seat), seat)

    def decide(self, view: Any, legal: list[Command], seat: int) -> Optional[Command]:
        if view is not None and has_pruning(self.rules.game_id):
            legal = useful_commands(self.rules, view, legal)
        return super().decide(view, legal, seat)
