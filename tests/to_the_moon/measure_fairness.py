"""Seat-order fairness of Bitcoin Empire in self-play (a measurement, not a test).

    python tests/to_the_moon/measure_fairness.py --players 3 --games 400 [--policy greedy]
        [--bonus late_adopters ...]

Counts wins by place in turn order (place 1 = the player left of the dealer, who plays first);
a shared win counts 1/k to each of the k winners. Prints each place's win share and the fair
share 1/players, with the standard error of a share.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.engine import Match, MatchConfig, SeatConfig  # noqa: E402
from game.rules.to_the_moon import ToTheMoonRules  # noqa: E402
from game.rules.to_the_moon.commands import DrawFromDeck, PlaySkullduggery, RevealCard, StoreCard  # noqa: E402

RULES = ToTheMoonRules()


def greedy_choice(match: Match, seat: int, rng: random.Random):
    """A plain-minded player: draws from the deck, Hacks and Sues when it can, builds Exchanges,
    Stores, always answers an Attack with a Skullduggery."""
    legal = match.legal_commands(seat)
    state = match.state

    def score(command) -> float:
        if isinstance(command, (DrawFromDeck, PlaySkullduggery)):
            return 10
        if isinstance(command, RevealCard):
            card = RULES.card(command.card)
            if card.effect == "hack":
                return 9 if command.store_on else 6
            if card.effect == "lawsuit":
                victim = RULES.owner_of(state, command.target)
                storage = state.players[victim].storage(command.target)
                return 5 + len(storage.stored)
            if card.kind == "exchange":
                return 7 + card.capacity / 10
            if card.kind == "skill":
                return 4
            if card.kind == "head_hunter":
                return 3.5
            return 1
        if isinstance(command, StoreCard):
            card = RULES.card(command.card)
            return 6.5 if card.kind in ("bitcoin", "skill") else 3
        return 0

    best = max(score(c) for c in legal)
    return rng.choice([c for c in legal if score(c) == best])


def measure(players: int, games: int, policy: str, bonus: list[str], seed: int = 1) -> list[float]:
    shares = [0.0] * players
    for number in range(games):
        seats = tuple(SeatConfig(f"C{s}", "computer:easy") for s in range(players))
        config = MatchConfig("to_the_moon", seats, seed + number, {"character_choice": "random", "bonus_rules": bonus})
        match = Match(RULES, config)
        rng = random.Random(seed * 7919 + number)
        while not match.is_over():
            seat = match.to_act()[0]
            if policy == "greedy":
                command = greedy_choice(match, seat, rng)
            else:
                command = rng.choice(match.legal_commands(seat))
            match.submit(command)
        order = match.state.turn_order()
        winners = match.outcome.winners
        for seat in winners:
            shares[order.index(seat)] += 1 / len(winners)
    return [s / games for s in shares]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--policy", choices=["random", "greedy"], default="random")
    parser.add_argument("--bonus", nargs="*", default=[])
    args = parser.parse_args()
    shares = measure(args.players, args.games, args.policy, args.bonus)
    fair = 1 / args.players
    error = math.sqrt(fair * (1 - fair) / args.games)
    places = "  ".join(f"place {k + 1}: {s:.3f}" for k, s in enumerate(shares))
    print(f"{args.players}p {args.policy} {args.games} games {'+'.join(args.bonus) or 'base'}: {places}  (fair {fair:.3f} ± {error:.3f})")


if __name__ == "__main__":
    main()
