"""The invariants over many self-played matches with the options the soak does not set (a
measurement, not a test; `python -m game soak to_the_moon` plays default single Games only).

    python tests/to_the_moon/measure_invariants.py --players 4 --games 300 [--policy greedy] [--seed 0]

Match k uses option set k mod 4: a single Game, a series, a series played for places with
Characters dealt at random, all three Bonus Rules. `rules.check_invariants` runs after every
command; every match must end within 20,000 commands. Prints the figures and each failure with
what replays it (players, seed, options).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.engine import Match, MatchConfig, SeatConfig  # noqa: E402
from measure_fairness import RULES, greedy_choice  # noqa: E402

MAX_COMMANDS = 20_000
OPTION_SETS = [
    {},
    {"mode": "to_the_moon"},
    {"mode": "to_the_moon", "moon_tokens": 3, "play_for_places": True, "character_choice": "random"},
    {"bonus_rules": ["genesis_block", "whale_hunting", "late_adopters"]},
]


def play_checked(players: int, seed: int, options: dict, policy: str) -> int:
    """Commands played; raises AssertionError when a check fails or the match does not end."""
    seats = tuple(SeatConfig(f"P{s + 1}") for s in range(players))
    match = Match(RULES, MatchConfig("to_the_moon", seats, seed, options))
    rng = random.Random(seed)
    commands = 0
    while not match.is_over():
        seat = match.to_act()[0]
        if policy == "greedy":
            match.submit(greedy_choice(match, seat, rng))
        else:
            match.submit(rng.choice(match.legal_commands(seat)))
        RULES.check_invariants(match.state)
        commands += 1
        assert commands < MAX_COMMANDS, f"no end after {MAX_COMMANDS} commands"
    return commands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--policy", choices=("random", "greedy"), default="random")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    started = time.perf_counter()
    commands, failures = 0, []
    for number in range(args.games):
        seed, options = args.seed + number, OPTION_SETS[number % len(OPTION_SETS)]
        try:
            commands += play_checked(args.players, seed, options, args.policy)
        except AssertionError as error:
            failures.append(f"{args.players}p seed {seed} options {options}: {error}")
            print(f"FAILED {failures[-1]}", flush=True)
    seconds = time.perf_counter() - started
    print(f"{args.players} players, {args.policy}: {args.games} matches, {len(failures)} failed, "
          f"{commands} commands checked in {seconds:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
