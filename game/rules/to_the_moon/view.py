"""What each seat sees of the table.

Everyone sees: Characters, Exchanges (Locked or not), tucked Skills, how many Bitcoins are Stored
on each card, hand sizes, the deck's size, the discard pile, a pending Attack and its target.
A player also sees their own hand and the faces of the Bitcoins Stored on their own cards (they
looked at every card they Mined or Stored). Nobody sees the deck order or anyone else's hand or
Stored Bitcoins. Seat None (replays, tests, the state hash) sees everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from game.rules.to_the_moon.attacks import skill_count
from game.rules.to_the_moon.state import Storage, TableState

if TYPE_CHECKING:
    from game.rules.to_the_moon.rules import ToTheMoonRules


def _storage_view(storage: Storage, sees: bool) -> dict[str, Any]:
    return {
        "card": storage.card,
        "capacity": storage.capacity,
        "locked": storage.locked,
        "bitcoins": len(storage.stored),
        "stored": list(storage.stored) if sees else None,
    }


def table_view(rules: "ToTheMoonRules", state: TableState, seat: Optional[int]) -> dict[str, Any]:
    players = []
    for index, player in enumerate(state.players):
        sees = seat is None or seat == index
        players.append({
            "character": None if player.character is None else _storage_view(player.character, sees),
            "learned": list(player.learned),
            "skills": skill_count(player, rules.cards),
            "exchanges": [_storage_view(e, sees) for e in player.exchanges],
            "bitcoins": player.bitcoins(),
            "hand": list(player.hand) if sees else None,
            "hand_size": len(player.hand),
            "moon_tokens": state.moon_tokens[index],
        })
    pending = state.pending
    return {
        "game": rules.game_id,
        "mode": state.options["mode"],
        "bonus_rules": list(state.options["bonus_rules"]),
        "options": {k: v for k, v in state.options.items() if k != "setup"},
        # (a scripted setup is left out: its deck_top would show the first deck's order)
        "game_number": state.game_number,
        "dealer": state.dealer,
        "first_player": state.first_player(),
        "phase": state.phase,
        "current": state.current,
        "turn": state.turn,
        "to_act": list(rules.to_act(state)),
        "deck_size": len(state.deck),
        "deck": list(state.deck) if seat is None else None,
        "discard": list(state.discard),
        "set_aside_characters": list(state.set_aside_characters),
        "players": players,
        "pending_attack": None if pending is None else {
            "attacker": pending.attacker, "card": pending.card, "target_seat": pending.target_seat,
            "target": pending.target, "store_on": pending.store_on,
        },
        "moon_tokens_left": state.moon_tokens_left,
        "game_results": [dict(r) for r in state.game_results],
        "outcome": None if state.outcome is None else {
            "winners": list(state.outcome.winners), "reason": state.outcome.reason,
            "scores": list(state.outcome.scores or ()),
        },
    }
