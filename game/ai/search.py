"""The "hard" computer player: Monte Carlo search over determinisations of its own view.

At each decision it samples a full state consistent with what its seat can see (never the real
hidden state: its only inputs are the seat's view and legal commands), tries one of its legal
commands on it, plays the game out at random, and scores the result. Commands are chosen to try
by UCB1, so promising ones get most of the samples; the most tried command is played. This is
information-set Monte Carlo search with a flat tree: the opponents' unknown cards and choices are
averaged over, not guessed. At a secret simultaneous choice (Charge & Spark) the search is a
tree over the reveals to come, with a bandit for each seat at each reveal (game.ai.simultaneous).

Games with an entry in `game.ai.heuristics` are not played out to the end: the play-out follows
the game's own quick policy up to a horizon (typically the searching seat's next turn), and the
game's evaluation scores the table there. Long games need this; random play to the end of a
hundred-round game is noise.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Iterator, Optional

from game.ai.budget import SAFETY_FACTOR, simulation_budget
from game.ai.determinizers import DETERMINIZERS
from game.ai.heuristics import heuristics_for
from game.ai.pruning import has_pruning, useful_commands
from game.ai.simulation import guided_rollout, play, rollout, value_with_margin
from game.ai.simultaneous import RoundNode, back_up, descend, patient_value, rival_choosing
from game.engine.records import Command
from game.engine.rules import Rules

EXPLORATION = 0.7
"""UCB1 exploration constant: lower than sqrt(2) since values are win rates near 0.5."""


class SearchPlayer:
    level = "hard"

    def __init__(
        self,
        rules: Rules,
        seed: int,
        *,
        think_seconds: float = 0.5,
        max_iterations: Optional[int] = None,
        rollout_commands: int = 500,
        clock: Callable[[], float] = time.perf_counter,
    ):
        if rules.game_id not in DETERMINIZERS:
            raise ValueError(f"no search player for {rules.game_id} yet")
        self.rules = rules
        self.determinize = DETERMINIZERS[rules.game_id]
        self.heuristics = heuristics_for(rules.game_id)
        self.rng = random.Random(seed)
        self.think_seconds = think_seconds
        self.max_iterations = max_iterations if max_iterations is not None else simulation_budget(rules.game_id, think_seconds)
        """Simulations per decision: with a seed, the same choices on any machine, busy or not."""
        self.rollout_commands = rollout_commands
        self.clock = clock
        self.last_iterations = 0
        self.cut_short = False
        """The last decision hit the safety stop (SAFETY_FACTOR × think time) before its budget."""
        self._prune = self._useful if has_pruning(rules.game_id) else None
        """Drops provably wasteful commands from the candidates and the play-outs (game.ai.pruning)."""

    def choose(self, match: Any, seat: int) -> Optional[Command]:
        """The engine's player interface: reads only the seat's view and legal commands."""
        return self.decide(match.view(seat), match.legal_commands(seat), seat)

    def decide(self, view: dict[str, Any], legal: list[Command], seat: int) -> Optional[Command]:
        if self._prune is not None:
            legal = useful_commands(self.rules, view, legal)
        if len(legal) <= 1:
            self.last_iterations = 0
            return legal[0] if legal else None
        # A canonical order: the choice depends on the set of legal commands, not on how the
        # rules happened to list them (which could follow hidden state).
        legal = sorted(legal, key=repr)
        rival = rival_choosing(self.rules.game_id, view, seat)
        if rival is not None:
            return self._decide_by_rounds(view, legal, seat, rival)
        visits = [0] * len(legal)
        totals = [0.0] * len(legal)
        for iteration in self._iterations(len(legal)):
            index = self._pick(visits, totals, iteration)
            visits[index] += 1
            totals[index] += self._sample(view, legal[index], seat)
        best = max(range(len(legal)), key=lambda i: (visits[i], totals[i] / max(visits[i], 1)))
        return legal[best]

    def _decide_by_rounds(self, view: dict[str, Any], legal: list[Command], seat: int, rival: int) -> Command:
        """A secret simultaneous choice searched as a tree over the reveals to come (see
        game.ai.simultaneous.RoundNode): the seat's own choice is its root bandit's most tried."""
        root = RoundNode()
        start_round = view["round"]
        for _ in self._iterations(len(legal)):
            state = self.determinize(self.rules, view, seat, self.rng)
            state.secrets.committed.pop(rival, None)  # the rival chooses again in every sample
            path = descend(self.rules, state, root, play, self.rng)
            rollout(self.rules, state, self.rng, self.rollout_commands, self._prune)
            back_up(path, seat, patient_value(value_with_margin(self.rules, state, seat), state.round - start_round))
        own = root.bandit(seat)
        best = max(legal, key=lambda c: (own.visits.get(c, 0), own.totals.get(c, 0.0) / max(own.visits.get(c, 0), 1)))
        return best

    def _iterations(self, candidates: int) -> Iterator[int]:
        """The budget's simulations (at least one per candidate), stopped at the safety limit;
        sets `last_iterations` and `cut_short` as it goes."""
        safety = self.clock() + SAFETY_FACTOR * self.think_seconds
        self.cut_short = False
        self.last_iterations = 0
        while self.last_iterations < max(self.max_iterations, candidates):
            if self.last_iterations >= candidates and self.clock() >= safety:
                self.cut_short = True
                return
            yield self.last_iterations
            self.last_iterations += 1

    def _useful(self, table: Any, commands: list[Command]) -> list[Command]:
        return useful_commands(self.rules, table, commands)

    def _pick(self, visits: list[int], totals: list[float], iteration: int) -> int:
        if iteration < len(visits):
            return iteration
        log_n = math.log(iteration)
        return max(
            range(len(visits)),
            key=lambda i: totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i]),
        )

    def _sample(self, view: dict[str, Any], command: Command, seat: int) -> float:
        state = self.determinize(self.rules, view, seat, self.rng)
        known = self.heuristics
        if known is None:
            play(self.rules, state, command, self.rng)
            rollout(self.rules, state, self.rng, self.rollout_commands, self._prune)
            return value_with_margin(self.rules, state, seat)
        start = known.turn_of(state)
        play(self.rules, state, command, self.rng)
        guided_rollout(
            self.rules, state, self.rng, known.policy, lambda s: known.horizon_reached(s, start, seat), known.max_commands
        )
        return known.evaluate(self.rules, state, seat)
