"""A full Charge & Spark state sampled from what one player can see (for search players).

It reads only the seat's view: the opponent's hand is its known basic cards (every basic card
not resting) plus bonus cards sampled from those not seen anywhere, the bonus pile is the rest
of those in random order, and a face-down choice already made by the opponent is sampled among
the cards they could have paid for.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices
from game.rules.robot_duel.cards import BASIC_TYPES, BONUS_TYPES
from game.rules.robot_duel.state import DuelState, Robot


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> DuelState:
    opponent = 1 - seat
    robots = []
    for index, robot in enumerate(view["robots"]):
        robots.append(Robot(
            health=robot["health"], battery=robot["battery"], disk=robot["disk"],
            hand=list(robot["hand"]) if index == seat else [],
            rest=robot["rest"], rest_copied=robot["rest_copied"], position=robot["position"],
        ))
    seen = set(robots[seat].hand) | {r.rest for r in robots if r.rest}
    seen |= {card for card in (view["robots"][i]["on_table"] for i in (0, 1)) if card}
    unseen_bonus = [f"star.{t}" for t in BONUS_TYPES if f"star.{t}" not in seen]
    rng.shuffle(unseen_bonus)
    opponent_basic = [f"p{opponent}.{t}" for t in BASIC_TYPES if f"p{opponent}.{t}" not in seen]
    hidden_count = view["robots"][opponent]["hand_size"] - len(opponent_basic)
    if hidden_count < 0 or hidden_count + view["bonus_pile_size"] != len(unseen_bonus):
        raise ValueError("the view is not consistent with the card set")
    robots[opponent].hand = opponent_basic + unseen_bonus[:hidden_count]
    state = DuelState(
        track_length=view["track"]["length"],
        stars=tuple(view["track"]["stars"]),
        robots=robots,
        bonus_pile=unseen_bonus[hidden_count:],
        round=view["round"],
        last_revealed={int(k): v for k, v in view["last_revealed"].items()},
    )
    choices = view["choices"]
    secrets = SecretChoices()
    if choices["step"] is not None:
        secrets.open_step(choices["step"], tuple(choices["choosers"]))
        for chooser, choice in choices["committed"].items():
            secrets.committed[int(chooser)] = choice
    state.secrets = secrets
    if secrets.committed.get(opponent) == "hidden":
        affordable = [c for c in robots[opponent].hand if rules.why_not_playable(state, opponent, c) is None]
        secrets.committed[opponent] = rng.choice(affordable)
    if view["outcome"] is not None:
        state.outcome = Outcome(tuple(view["outcome"]["winners"]), view["outcome"]["reason"])
    return state
