"""Seat-order balance: `python -m game.rules.mining_war.balance --games 2000 --players 2`.

Random computer players play whole games; the figure that matters is how often the player who
goes first wins (50% for two players would be perfect), and how many games the round limit
ends instead of the last pool standing.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from game import sessions
from game.match_options import self_play_options
from game.engine import Match, RandomPlayer, SeatConfig, play_out
from game.rules.registry import find_rules


def measure(games: int, players: int, seed: int = 1, options: dict[str, object] | None = None) -> dict[str, object]:
    rules = find_rules("mining_war")
    first_wins = 0
    positions: Counter[int] = Counter()
    reasons: Counter[str] = Counter()
    rounds = []
    for number in range(games):
        seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(players)]
        match = Match(rules, sessions.make_config("mining_war", seats, seed + number, self_play_options("mining_war", options)))
        play_out(match, {s: RandomPlayer((seed + number) * 31 + s) for s in range(players)})
        winner = match.outcome.winners[0]
        position = match.state.order.index(winner)
        positions[position] += 1
        first_wins += position == 0
        reasons[match.outcome.reason] += 1
        rounds.append(match.state.round)
    return {
        "games": games,
        "players": players,
        "first_player_win_rate": round(first_wins / games, 3),
        "wins_by_turn_position": [positions[p] for p in range(players)],
        "endings": dict(reasons),
        "median_rounds": statistics.median(rounds),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-player-skips-draw", action="store_true", help="the seat-order variant")
    args = parser.parse_args()
    options = {"first_player_skips_draw": True} if args.first_player_skips_draw else {}
    print(measure(args.games, args.players, args.seed, options))


if __name__ == "__main__":
    main()
