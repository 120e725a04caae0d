"""What each seat sees: its own hand and draw, everyone's mines, amenities and coins; never
another's hand, the deck order, uncommitted choices or an offer's card between two others.

The view also carries the match options (public: chosen before the game) so that a state rebuilt
from a view alone (`skeleton.py`, the determiniser) plays by the same rules, and the count of
draw-die rolls so the table can turn its die over at each roll. Neither is in the state hash
(`VIEW_KEYS_OUTSIDE_HASH`)."""

from __future__ import annotations

from typing import Any, Optional

from game.rules.maphr.mine import cell_key
from game.rules.maphr.state import MaphrState


VIEW_KEYS_OUTSIDE_HASH = ("options", "die_rolls")
"""View keys the state hash leaves out. They joined the view after saves had been recorded
(rules_version 2), and leaving them out keeps every recorded hash: the options are already
in the save's header, and each roll is an event the journal checks."""


def view_state(state: MaphrState, seat: Optional[int], to_act: tuple[int, ...]) -> dict[str, Any]:
    def sees(owner: int) -> bool:
        return seat is None or seat == owner

    players = []
    for index, board in enumerate(state.players):
        packet = state.packets.get(index, [])
        players.append({
            "clan": board.clan,
            "coins": board.coins,
            "level": board.level,
            "hand": list(board.hand) if sees(index) else None,
            "hand_size": len(board.hand),
            "pending": list(board.pending) if sees(index) else None,
            "pending_size": len(board.pending),
            "packet": list(packet) if sees(index) else None,
            "packet_size": len(packet),
            "mine": {cell_key(c): {"card": t.card, "rotation": t.rotation} for c, t in sorted(board.mine.items())},
            "miners": [None if m is None else cell_key(m) for m in board.miners],
            "free_miner_used": board.free_miner_used,
            "amenities": list(board.amenities),
            "gap_bonus": board.gap_bonus,
        })
    offer = None
    if state.offer is not None:
        o = state.offer
        offer = {
            "proposer": o.proposer, "target": o.target, "gives_card": o.give_card is not None,
            "give_card": o.give_card if seat is None or seat == o.proposer or (seat == o.target and not o.blind) else None,
            "give_coins": o.give_coins, "ask_coins": o.ask_coins, "ask_card": o.ask_card,
            "ask_name": o.ask_name, "blind": o.blind,
        }
    return {
        "game": "maphr",
        "options": {key: list(value) if isinstance(value, (list, tuple)) else value for key, value in sorted(state.options.items())},
        "round": state.round,
        "roller": state.roller,
        "die": state.die,
        "die_rolls": state.die_rolls,
        "phase": state.phase,
        "step": state.step,
        "to_act": list(to_act),
        "waiting": list(state.waiting),
        "players": players,
        "deck": list(state.deck) if seat is None else None,
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "choices": state.secrets.view_for(seat),
        "bids": {str(s): b for s, b in sorted(state.bids.items())},
        "auction_winner": state.auction_winner,
        "picks_left": state.picks_left,
        "actions": {str(s): list(a) for s, a in sorted(state.actions.items())},
        "impeded": [list(i) for i in state.impeded],
        "queue": [list(q) for q in state.queue],
        "placed_this_action": state.placed_this_action,
        "moved_miners": list(state.moved_miners),
        "turn": state.turn,
        "sold": state.sold,
        "immediate": [list(i) for i in state.immediate],
        "choice": list(state.choice) if state.choice else None,
        "offers_made": state.offers_made,
        "offer": offer,
        "finishers": list(state.finishers),
        "score_grid": {str(s): g for s, g in sorted(state.score_grid.items())},
        "outcome": None if state.outcome is None else {
            "winners": list(state.outcome.winners), "reason": state.outcome.reason, "scores": list(state.outcome.scores or ()),
        },
    }
