"""Why do random Mines de Maphr games end at the round limit? Plays N games with uniform random
players or with the plain-minded `maphr_greedy` player and prints how they ended, the levels
reached, closed mines and what the random players did with their chances.

    python tests/maphr/measure_round_limit.py PLAYERS GAMES random|greedy [FIRST_SEED]

(README, "Why random games hit the round limit"; a measurement, not a test.)
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[2]))

from game.engine import Match, MatchConfig, RandomPlayer, SeatConfig  # noqa: E402
from game.match_options import self_play_options  # noqa: E402
from game.rules.maphr import MaphrRules, commands as cmd  # noqa: E402
from game.rules.maphr.mine import iter_frontier  # noqa: E402
from game.rules.maphr.powers import gallery_target, mine_shapes  # noqa: E402
import maphr_greedy  # noqa: E402

RULES = MaphrRules()


def measure(players: int, games: int, mode: str, first_seed: int) -> None:
    ends, rounds, levels, seen = collections.Counter(), [], collections.Counter(), collections.Counter()
    first_round_at = collections.defaultdict(list)
    for seed in range(first_seed, first_seed + games):
        seats = tuple(SeatConfig(f"P{s}") for s in range(players))
        match = Match(RULES, MatchConfig("maphr", seats, seed, self_play_options("maphr")))  # the 40-round safeguard
        randoms = {s: RandomPlayer(seed * 131 + s) for s in range(players)}
        reached = [dict() for _ in range(players)]
        while not match.is_over():
            seat = match.to_act()[0]
            state, legal = match.state, match.legal_commands(seat)
            choice = maphr_greedy.choose(state, RULES.cards, seat, legal) if mode == "greedy" else randoms[seat].choose(match, seat)
            _count_habits(seen, state, legal, choice)
            match.submit(choice)
            for index, board in enumerate(match.state.players):
                reached[index].setdefault(board.level, match.state.round)
        state = match.state
        ends[state.outcome.reason] += 1
        rounds.append(state.round)
        for index, board in enumerate(state.players):
            levels[board.level] += 1
            for level, number in reached[index].items():
                first_round_at[level].append(number)
            closed = board.mine and next(iter_frontier(mine_shapes(RULES.cards, board)), None) is None
            seen["closed_below_target"] += bool(closed) and len(board.mine) < gallery_target(RULES.cards, state, board)
    mean = lambda values: sum(values) / max(1, len(values))  # noqa: E731
    print(f"{mode} {players}p, {games} games from seed {first_seed}: ends {dict(ends)}, mean rounds {mean(rounds):.1f}")
    print(f"  final levels {dict(sorted(levels.items()))}; mines closed below their target {seen.pop('closed_below_target')}")
    print("  first round at level " + ", ".join(f"{lv}: {mean(r):.1f} (n={len(r)})" for lv, r in sorted(first_round_at.items())))
    print("  " + ", ".join(f"{key} {value}" for key, value in sorted(seen.items())))


def _count_habits(seen, state, legal, choice) -> None:
    if state.phase == "sell" and not state.sold:
        seen["phase3_turns"] += 1
        seen["phase3_sales"] += isinstance(choice, cmd.SellCard)
    if state.phase == "evolution" and any(isinstance(c, cmd.RaiseLevel) for c in legal):
        seen["levelups_offered"] += 1
        seen["levelups_taken"] += isinstance(choice, cmd.RaiseLevel)
    if state.phase == "resolve" and state.queue and state.queue[0][1] == "build":
        seen["builds_resolved"] += 1
        seen["builds_given_up"] += isinstance(choice, cmd.EndAction)


if __name__ == "__main__":
    measure(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 1000)
