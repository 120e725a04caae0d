"""What one seat may see of the table. Hidden from the others: hands, deck order (from
everyone), face-down deployments, cards set aside at the hand limit, the Neutrino bonus until
it is revealed. Seat None sees everything (replays, tests, the state hash)."""

from __future__ import annotations

from typing import Any, Optional

from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.state import Side, WarState
from game.rules.mining_war.table import health, strike_damage


def _side_view(state: WarState, side: Side, seat: Optional[int], cards: CardSet) -> dict[str, Any]:
    own = seat is None or seat == side.seat
    types = state.card_types
    return {
        "seat": side.seat,
        "eliminated": side.eliminated,
        "mining_pool": side.pool,
        "firewalls": dict(side.firewalls),
        "deck_size": len(side.deck),
        "deck": [types[c] for c in side.deck] if seat is None else None,
        "hand": [{"card": c, "key": types[c]} for c in side.hand] if own else None,
        "hand_size": len(side.hand),
        "bitcoins": [{"card": c, "tapped": c in state.tapped, "stolen_by": state.stolen.get(c)} for c in side.bitcoins],
        "set_aside": [
            {"card": c, "key": types[c] if own else None, "tapped": c in state.tapped, "usable": turn < state.turn}
            for c, turn in side.spares.items()
        ],
        "battlefield": [
            {
                "card": f.card,
                "key": f.key if (own or f.revealed) else None,
                "face_down": not f.revealed,
                "turns_face_down": f.delay,
                "damage_taken": f.damage_taken,
                "health": health(state, f.card, cards) if (own or f.revealed) else None,
                "damage": strike_damage(state, f.card, cards) if (own or f.revealed) else None,
                "tapped": f.tapped,
                "multi": f.multi,
            }
            for f in side.battlefield.values()
        ],
        "dump": [{"card": c, "key": types[c]} for c in side.dump],
        "removed": len(side.removed) if seat is not None else [types[c] for c in side.removed],
        # Only its owner knows what a deck holds (a custom deck is a secret, issue 18).
        "deck_list": (dict(state.deck_lists[side.seat]) if side.seat < len(state.deck_lists) else {}) if own else None,
        "placed_bitcoin": side.placed_bitcoin,
        "boost": side.boost,
    }


def view_for(state: WarState, seat: Optional[int], game_id: str, cards: CardSet) -> dict[str, Any]:
    pending = state.pending
    fight = state.fight
    return {
        "game": game_id,
        "turn": state.turn,
        "round": state.round,
        "max_rounds": state.max_rounds,
        "first_player_skips_draw": state.first_player_skips_draw,
        "order": list(state.order),
        "active": state.active,
        "phase": state.phase,
        "drawn": state.drawn,
        "asked_last_card": state.asked_last_card,
        "health": {"mining_pool": state.pool_health, "firewall": state.firewall_health, "neutrino": state.neutrino_health},
        "neutrino": state.neutrino,
        "neutrino_bonus": state.neutrino_bonus if (seat is None or state.bonus_revealed) else None,
        "players": [_side_view(state, side, seat, cards) for side in state.sides],
        "fight": None if fight is None else {
            "attacker": fight.attacker, "target": fight.target, "first_striker": fight.first_striker,
            "first_strikes_left": fight.first_strikes_left, "multi_asked": fight.multi_asked,
        },
        "pending": None if pending is None else {"seat": pending.seat, "kind": pending.kind, "card": pending.card},
        "hack_queue": list(state.hack_queue),
        "bonus_due": list(state.bonus_due) if state.bonus_due else None,
        "outcome": None if state.outcome is None else {"winners": list(state.outcome.winners), "reason": state.outcome.reason},
    }
