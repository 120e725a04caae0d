"""The "greedy" computer player: one move ahead, a yardstick between random and search.

For each legal command it samples a few full states consistent with its own view (the same
determinizers the hard level uses: never the real hidden state), plays the command, lets the
other seats answer at random until it is its turn again (so a secret choice is revealed and an
attack is answered), and scores the table there with the game's evaluation. The best average
wins; ties go to its seeded generator. No search beyond that one step: it takes what looks best
now, which is what a greedy player does.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional

from game.ai.determinizers import DETERMINIZERS
from game.ai.heuristics import heuristics_for
from game.ai.heuristics.one_step import ONE_STEP_EVALUATIONS
from game.ai.simulation import guided_rollout, play, random_policy
from game.engine.records import Command
from game.engine.rules import Rules

SAMPLES = 4
"""Determinizations per command: enough to average out a hidden card, few enough that a
decision costs a few milliseconds."""

ANSWER_LIMIT = 40
"""The most commands the other seats play (at random) before the table is scored."""


class GreedyPlayer:
    level = "greedy"

    def __init__(self, rules: Rules, seed: int, samples: int = SAMPLES):
        if rules.game_id not in DETERMINIZERS:
            raise ValueError(f"no greedy player for {rules.game_id} yet")
        self.rules = rules
        self.determinize = DETERMINIZERS[rules.game_id]
        self.evaluate = evaluation_for(rules.game_id)
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, match: Any, seat: int) -> Optional[Command]:
        """The engine's player interface: reads only the seat's view and legal commands."""
        return self.decide(match.view(seat), match.legal_commands(seat), seat)

    def decide(self, view: dict[str, Any], legal: list[Command], seat: int) -> Optional[Command]:
        if len(legal) <= 1:
            return legal[0] if legal else None
        legal = sorted(legal, key=repr)  # the choice depends on the set, not on the rules' order
        scores = [sum(self._score(view, command, seat) for _ in range(self.samples)) for command in legal]
        best = max(scores)
        return self.rng.choice([command for command, score in zip(legal, scores) if score >= best - 1e-9])

    def _score(self, view: dict[str, Any], command: Command, seat: int) -> float:
        state = self.determinize(self.rules, view, seat, self.rng)
        play(self.rules, state, command, self.rng)
        guided_rollout(self.rules, state, self.rng, random_policy, lambda table: seat in self.rules.to_act(table), ANSWER_LIMIT)
        return self.evaluate(self.rules, state, seat)


def evaluation_for(game_id: str) -> Callable[[Any, Any, int], float]:
    """(rules, state, seat) -> value in [0, 1]: the search's evaluation where a game has one,
    else the one-step evaluation written for the greedy level."""
    known = heuristics_for(game_id)
    if known is not None:
        return known.evaluate
    return ONE_STEP_EVALUATIONS[game_id]
