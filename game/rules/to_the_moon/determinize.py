"""A full Bitcoin Empire state sampled from what one player can see (for search players).

It reads only the seat's view. The cards the seat has not seen (other hands, other players'
Stored Bitcoins, the deck) are shuffled and dealt back into those places, in the numbers the
view shows. Everything face up and everything the seat owns stays as it is.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import Outcome
from game.rules.to_the_moon.cards import deck_ids
from game.rules.to_the_moon.options import full_options
from game.rules.to_the_moon.state import CHOOSE_CHARACTER, PendingAttack, Player, Storage, TableState


def _storage(data: dict[str, Any], cards: list[str]) -> Storage:
    return Storage(data["card"], data["capacity"], cards, data["locked"])


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> TableState:
    seen = set(view["discard"])
    if view["pending_attack"]:
        seen.add(view["pending_attack"]["card"])
    for index, player in enumerate(view["players"]):
        seen |= set(player["learned"]) | {e["card"] for e in player["exchanges"]}
        if index == seat:
            seen |= set(player["hand"])
            seen |= {c for s in [player["character"], *player["exchanges"]] if s for c in s["stored"]}
    unseen = [card for card in deck_ids(rules.cards) if card not in seen]
    rng.shuffle(unseen)

    def deal(count: int) -> list[str]:
        if count > len(unseen):
            raise ValueError("the view shows more hidden cards than the deck holds")
        return [unseen.pop() for _ in range(count)]

    players = []
    for index, data in enumerate(view["players"]):
        mine = index == seat
        player = Player(learned=list(data["learned"]))
        player.hand = list(data["hand"]) if mine else deal(data["hand_size"])
        if data["character"] is not None:
            stored = list(data["character"]["stored"]) if mine else deal(data["character"]["bitcoins"])
            player.character = _storage(data["character"], stored)
        for exchange in data["exchanges"]:
            stored = list(exchange["stored"]) if mine else deal(exchange["bitcoins"])
            player.exchanges.append(_storage(exchange, stored))
        players.append(player)
    deck = deal(view["deck_size"])
    if unseen and view["phase"] != CHOOSE_CHARACTER:  # while Characters are chosen, the deck is still in the box
        raise ValueError("the view is not consistent with the card set")
    pending = view["pending_attack"]
    outcome = view["outcome"]
    return TableState(
        player_count=len(players),
        options=full_options(dict(view["options"])),
        players=players,
        deck=deck,
        discard=list(view["discard"]),
        set_aside_characters=list(view["set_aside_characters"]),
        dealer=view["dealer"],
        game_number=view["game_number"],
        phase=view["phase"],
        current=view["current"],
        turn=view["turn"],
        pending=None if pending is None else PendingAttack(
            pending["attacker"], pending["card"], pending["target_seat"], pending["target"], pending["store_on"]),
        moon_tokens=[p["moon_tokens"] for p in view["players"]],
        moon_tokens_left=view["moon_tokens_left"],
        game_results=[dict(r) for r in view["game_results"]],
        outcome=None if outcome is None else Outcome(tuple(outcome["winners"]), outcome["reason"], tuple(outcome["scores"])),
    )
