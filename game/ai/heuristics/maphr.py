"""Les Mines de Maphr for the search player: a score of the table and a play-out policy.

A game lasts up to 40 rounds of a dozen decisions each, so play-outs stop at the start of the
next round and `evaluate` scores the table there: the score grid as it stands (veins, miners,
amenities, colours, sets), what coins and cards in hand will buy, and the mine's progress toward
its gallery target (the +25 finish bonus), and whether it can still grow at all.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.engine.records import Command
from game.rules.maphr import commands as cmd
from game.rules.maphr.mine import iter_frontier
from game.rules.maphr.powers import gallery_target, mine_shapes
from game.rules.maphr.scoring import FIRST_BONUS, score_grid
from game.rules.maphr.state import SELL_PRICE, MaphrState

COIN = 0.3
"""A coin buys part of an amenity or a miner: worth more than the grid's coins // 6."""
USEFUL_COINS = 60
"""Coins past these buy nothing the mine needs (the dearest level costs 45, an amenity a dozen):
each is worth its 1/6 point at the end. Valued at COIN all the way, the hard seat went on
Exploiting to 572 coins instead of digging (seed 10000 against greedy)."""
CARD_IN_HAND = 1.5
"""A card is worth at least its sale price (3 coins), more as a tile or amenity to come."""
LEVEL = 4.0
"""A level draws fewer cards but opens amenities and cheaper second actions."""
CLOSED = 10.0
"""A mine with no open side short of its target can never grow: no finish bonus, no new vein, and
the game cannot end by its hand. A first tile that was a dead end (a gold vein: coins at once)
left the hard seat 40 rounds on one tile with 238 coins (seed 10000 against greedy)."""
OPEN_CELL = 0.7
"""Each empty cell the network opens onto (up to three) is a way for the next tiles to fit: the
hard seat that closed its galleries into a loop had one such cell, which few tiles could take,
and stopped at 6 tiles from round 17 to the end (seed 10000 against greedy)."""
SCALE = 12.0
"""Score difference for which the evaluation says about 73% (logistic)."""
PASSIVE = (cmd.EndAction, cmd.SkipSale, cmd.SkipEvolution, cmd.EndNegotiation)
"""Moves that give up the rest of a step: the play-out takes them only when nothing else is left
or now and then."""


def potential(rules: Any, state: MaphrState, seat: int) -> float:
    """The points `seat` would score now, plus what its coins, hand, level and mine promise."""
    cards = rules.cards
    board = state.players[seat]
    grid = score_grid(state, cards, seat, [])
    points = sum(grid.values()) - grid["coins"] - grid["finish"]
    target = gallery_target(cards, state, board)
    laid = min(len(board.mine), target)
    open_cells = len(list(iter_frontier(mine_shapes(cards, board)))) if laid < target else 0
    if laid < target and board.mine and not open_cells:
        points -= CLOSED
    else:
        # Each gallery brings the finish bonus (and the game's end) nearer by its share.
        points += FIRST_BONUS * laid / target + OPEN_CELL * min(open_cells, 3)
    coins = COIN * min(board.coins, USEFUL_COINS) + max(0, board.coins - USEFUL_COINS) / 6
    return points + coins + CARD_IN_HAND * len(board.hand) + LEVEL * (board.level - 1)


def evaluate(rules: Any, state: MaphrState, seat: int) -> float:
    outcome = state.outcome
    if outcome is not None:
        if not outcome.winners:
            return 0.5
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    mine = potential(rules, state, seat)
    best_other = max(potential(rules, state, s) for s in range(state.player_count) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / SCALE))


def _offer_is_fair_for_target(rules: Any, state: MaphrState) -> bool:
    """Whether the offer on the table gains its target something at the sale price of cards."""
    offer = state.offer
    assert offer is not None
    gain = offer.give_coins - offer.ask_coins
    gain += SELL_PRICE if offer.give_card is not None else 0
    gain -= SELL_PRICE if offer.ask_card else 0
    return gain > 0


def policy(rules: Any, state: MaphrState, seat: int, commands: list[Command], rng: random.Random) -> Command:
    """A quick play-out move: raise a level when possible, trade only when it pays, build and
    dig rather than stop, otherwise at random."""
    by_type: dict[type, list[Command]] = {}
    for command in commands:
        by_type.setdefault(type(command), []).append(command)
    if cmd.RaiseLevel in by_type:
        return rng.choice(by_type[cmd.RaiseLevel])
    if state.phase == "negotiation":
        if state.offer is not None:
            if cmd.AcceptOffer in by_type and _offer_is_fair_for_target(rules, state):
                return rng.choice(by_type[cmd.AcceptOffer])
            return by_type.get(cmd.RefuseOffer, commands)[0]
        return by_type[cmd.EndNegotiation][0] if cmd.EndNegotiation in by_type else rng.choice(commands)
    if cmd.BuildAmenity in by_type:
        return rng.choice(by_type[cmd.BuildAmenity])
    if cmd.Collect in by_type:  # exploiting: place idle miners, maybe hire one, then collect
        board = state.players[seat]
        idle = [c for c in by_type.get(cmd.MoveMiner, []) if board.miners[c.miner] is None]
        if idle:
            return rng.choice(idle)
        if cmd.BuyMiner in by_type and rng.random() < 0.5:
            return rng.choice(by_type[cmd.BuyMiner])
        return by_type[cmd.Collect][0]
    active = [c for c in commands if not isinstance(c, PASSIVE)]
    if active and rng.random() < 0.85:
        return rng.choice(active)
    return rng.choice(commands)


def turn_of(state: MaphrState) -> int:
    return state.round


def horizon_reached(state: MaphrState, start_round: int, seat: int) -> bool:
    """Stop when the next round begins: every phase of this one was played."""
    return state.round > start_round
