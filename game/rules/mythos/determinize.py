"""A full Mythos state sampled from what one player can see (for search players).

It reads only the seat's view. What the seat knows is copied; what it cannot know is sampled:
its own deck order (from its known deck contents), the opponent's hand and deck (versions drawn
at random from the card set, at most 2 of a version counting those the opponent has shown), the
identity of hidden characters it has not seen (never a second name on one side), and the order
of the mission deck.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices
from game.rules.mythos.state import Character, EffectGroup, EffectRef, Mission, MythosState, Player


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> MythosState:
    cards = rules.cards
    state = MythosState(decks_in_play=[], shuffle=True)
    state.round, state.phase, state.edge, state.acting = view["round"], view["phase"], view["edge"], view["acting"]
    state.play_resolving, state.mission_cursor = view["play_resolving"], view["mission_cursor"]
    state.chosen_target = view["chosen_target"]
    pool = [key for key in sorted(cards.characters) for _ in range(2)]
    # A deck holds at most 2 copies of a version: what the opponent has shown is not dealt again.
    opponent = 1 - seat
    for version in _shown_by(view, opponent):
        if version in pool:
            pool.remove(version)
    rng.shuffle(pool)

    def sample_version(avoid: set[str] = frozenset()) -> str:  # type: ignore[assignment]
        for index, key in enumerate(pool):
            if cards.characters[key].name not in avoid:
                return pool.pop(index)
        return rng.choice(sorted(cards.characters))

    for index, shown in enumerate(view["players"]):
        player = Player(chakra=shown["chakra"], points=shown["points"], passed=shown["passed"])
        for number, version in enumerate(shown["discard"]):
            card = f"p{index}.d{number:02d}"
            state.versions[card] = version
            player.discard.append(card)
        if index == seat:
            for card in shown["hand"]:
                state.versions[card["id"]] = card["version"]
                player.hand.append(card["id"])
            deck = list(shown["deck_contents"])
            rng.shuffle(deck)
        else:
            # A hand card the opponent already picked for an effect keeps its public id.
            picked = (view["chosen_target"] or "").removeprefix("card:")
            for number in range(shown["hand_size"]):
                card = picked if number == 0 and picked.startswith(f"p{index}.") else f"p{index}.h{number:02d}"
                state.versions[card] = sample_version()
                player.hand.append(card)
            deck = [sample_version() for _ in range(shown["deck_size"])]
        for number, version in enumerate(deck):
            card = f"p{index}.k{number:02d}"
            state.versions[card] = version
            player.deck.append(card)
        state.players[index] = player
    for index, shown in enumerate(view["missions"]):
        mission = Mission(shown["key"], shown["rank"])
        for side_seat, side in enumerate(shown["sides"]):
            names = {cards.characters[c["stack"][-1]].name for c in side["characters"] if c["stack"]}
            for char in side["characters"]:
                stack = [f"{char['id']}" if n == 0 else f"{char['id']}.u{n}" for n in range(len(char["stack"] or [0]))]
                versions = char["stack"] or [sample_version(names)]
                names.add(cards.characters[versions[-1]].name)
                for card, version in zip(stack, versions):
                    state.versions[card] = version
                state.characters[char["id"]] = Character(stack, char["owner"], char["controller"], index,
                                                         char["hidden"], char["tokens"], char["hidden_in_sight"])
                mission.sides[side_seat].append(char["id"])
        state.missions.append(mission)
    unused = [key for key in sorted(cards.missions) if key not in {m.key for m in state.missions}]
    state.mission_deck = rng.sample(unused, min(view["mission_deck_size"], len(unused)))
    state.queue = [EffectGroup([EffectRef(*ref) for ref in group["refs"]], group["ordered"], group["chooser"])
                   for group in view["queue"]]
    state.seen = {(s, c) for s, c in view["seen"]}
    state.mulligans = {int(k): v for k, v in view["mulligans"].items()}
    choices = view["mulligan"]
    secrets = SecretChoices()
    if choices["step"] is not None:
        secrets.open_step(choices["step"], tuple(choices["choosers"]))
        for chooser, choice in choices["committed"].items():
            secrets.committed[int(chooser)] = choice if choice != "hidden" else rng.random() < 0.3
    state.secrets = secrets
    if view["outcome"] is not None:
        outcome = view["outcome"]
        state.outcome = Outcome(tuple(outcome["winners"]), outcome["reason"], tuple(outcome["scores"]))
    return state


def _shown_by(view: dict[str, Any], owner: int) -> list[str]:
    """Versions of `owner`'s cards the view shows: its discard pile and its known stacks in play."""
    shown = list(view["players"][owner]["discard"])
    for mission in view["missions"]:
        for side in mission["sides"]:
            for char in side["characters"]:
                if char["owner"] == owner and char["stack"]:
                    shown += char["stack"]
    return shown
