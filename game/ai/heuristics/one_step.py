"""How the greedy level scores a table one move ahead, for the games whose search plays out to
the end and so has no evaluation of its own (Charge & Spark, Mythos); To The Moon's search
scores its three-turn play-outs with `moon_value` too (game.ai.heuristics.to_the_moon).

Each is the game's own standing, as a player reads it: Health and the track in a duel, mission
points and the Power on the missions in Mythos, stored Bitcoins and Moon Tokens in To The Moon;
turned into a value in [0, 1] for the seat (1: won), 0.5 for an even table.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from game.ai.simulation import value_for


def _squash(lead: float, scale: float) -> float:
    """A lead (the seat's standing minus the best rival's) as a value in (0, 1)."""
    return 1 / (1 + math.exp(-lead / scale))


def duel_value(rules: Any, state: Any, seat: int) -> float:
    if rules.outcome(state) is not None:
        return value_for(rules, state, seat)
    me, rival = state.robots[seat], state.robots[1 - seat]
    # Health lost is the way to lose, the track the way to win; tiles turned up pay for cards.
    lead = 1.0 * (me.health - rival.health) + 0.8 * (me.position - rival.position) \
        + 0.15 * (me.battery + me.disk - rival.battery - rival.disk)
    return _squash(lead, 2.0)


def mythos_value(rules: Any, state: Any, seat: int) -> float:
    if rules.outcome(state) is not None:
        return value_for(rules, state, seat)
    from game.rules.mythos.effects import mission_power

    rival = 1 - seat
    points = state.players[seat].points - state.players[rival].points
    # A mission is worth its points at each evaluation to come: Power ahead on it counts.
    ahead = 0
    for index in range(len(state.missions)):
        mine, theirs = (mission_power(state, rules.cards, index, side) for side in (seat, rival))
        ahead += (mine > theirs) - (mine < theirs)
    lead = points + 2.0 * ahead + 0.1 * (state.players[seat].chakra - state.players[rival].chakra)
    return _squash(lead, 4.0)


def moon_value(rules: Any, state: Any, seat: int) -> float:
    if rules.outcome(state) is not None:
        return value_for(rules, state, seat)
    players = state.players

    def standing(p: Any) -> float:
        return p.bitcoins() + 0.2 * len(p.exchanges) + 0.1 * len(p.hand)

    tokens = state.moon_tokens or [0] * len(players)  # a series: a Token outweighs a Game's Bitcoins
    mine = standing(players[seat]) + 6.0 * tokens[seat]
    best_rival = max(standing(p) + 6.0 * tokens[s] for s, p in enumerate(players) if s != seat)
    return _squash(mine - best_rival, 2.0)


ONE_STEP_EVALUATIONS: dict[str, Callable[[Any, Any, int], float]] = {
    "robot_duel": duel_value,
    "mythos": mythos_value,
    "to_the_moon": moon_value,
}
