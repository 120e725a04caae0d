"""Crypto Mining War for the search player: a score of the table and a sensible play-out policy.

Random play-outs of a whole game (hundreds of commands) say nothing: most of a random player's
moves end a phase with cards still in hand. So the search plays out only to the start of its
seat's next turn (its own turn, then each opponent's answer) with the policy below, and scores
the table there with `evaluate`.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.engine.records import Command
from game.rules.mining_war.commands import ActivateMulti, Choose, EndPhase
from game.rules.mining_war.state import HACK_NOTHING, WarState

# Weights in "health points of the Mining Pool": what each thing on the table is worth.
POOL_POINT = 1.0
FIREWALL_POINT = 0.6
"""Firewalls shield the pool; a point of one is worth a little less than a point of the pool."""
BITCOIN = 2.0
"""A resource on the table pays for one more fighter point every turn of the game."""
CARD_IN_HAND = 0.8
FIGHTER_POWER = 0.9
"""Per point of (damage + remaining health) of a fighter or building on the battlefield."""
FACE_DOWN_DISCOUNT = 0.8
"""A face-down card is worth a little less: it cannot fight or protect yet."""
SCALE = 10.0
"""Score difference for which the evaluation says about 73% (logistic)."""


def side_strength(state: WarState, seat: int, cards: Any) -> float:
    side = state.sides[seat]
    if side.eliminated:
        return -1000.0
    strength = POOL_POINT * side.pool + FIREWALL_POINT * sum(side.firewalls.values())
    strength += BITCOIN * len(side.bitcoins) + CARD_IN_HAND * len(side.hand)
    for fighter in side.battlefield.values():
        kind = cards.cards[fighter.key]
        worth = FIGHTER_POWER * (kind.damage * (1 + 0.25 * (kind.range - 1)) + kind.health - fighter.damage_taken)
        if fighter.multi:
            worth *= 0.3  # sacrificed at the end of the turn
        strength += worth if fighter.revealed else worth * FACE_DOWN_DISCOUNT
    return strength


def evaluate(rules: Any, state: WarState, seat: int) -> float:
    """The chance-like value of the table for `seat`: 1 won, 0 lost, else a logistic score of
    its strength against its strongest opponent."""
    outcome = state.outcome
    if outcome is not None:
        if not outcome.winners:
            return 0.5
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    mine = side_strength(state, seat, rules.cards)
    others = [side_strength(state, s, rules.cards) for s in state.living() if s != seat]
    if not others:
        return 1.0
    return 1.0 / (1.0 + math.exp(-(mine - max(others)) / SCALE))


def policy(rules: Any, state: WarState, seat: int, commands: list[Command], rng: random.Random) -> Command:
    """A quick play-out move: act while something can be done, end the phase otherwise."""
    if state.pending is not None:
        options = {c.option: c for c in commands if isinstance(c, Choose)}
        if state.pending.kind == "hack" and len(options) > 1:
            options.pop(HACK_NOTHING, None)  # a stolen Bitcoin never hurts its thief
            return rng.choice(list(options.values()))
        for preferred in ("2", "activate", "keep"):
            if preferred in options:
                return options[preferred]
        return rng.choice(commands)
    actions = [c for c in commands if not isinstance(c, (EndPhase, ActivateMulti))]
    if actions and rng.random() < 0.9:
        return rng.choice(actions)
    return next((c for c in commands if isinstance(c, EndPhase)), rng.choice(commands))


def turn_of(state: WarState) -> int:
    return state.turn


def horizon_reached(state: WarState, start_turn: int, seat: int) -> bool:
    """Stop the play-out when `seat`'s next turn begins (everyone answered once)."""
    return state.turn > start_turn and state.active == seat
