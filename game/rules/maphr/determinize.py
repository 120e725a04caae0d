"""A full Mines de Maphr state sampled from what one seat can see (for search players).

The public part comes from the view's skeleton (`skeleton.py`): mines, miners, amenities,
coins, levels, the discard, the round's progress and the match options the view carries. What
the seat cannot see is dealt into the skeleton's placeholders at random, from the cards it has
not seen (every card id of the set minus those on the table, in the discard, in its own hand or
draw): the other players' hands, draw cards and draft packets, and the deck order. An offer's
card hidden from the seat is one of the proposer's sampled hand cards. Another player's secret
choice (action tokens, an auction bid) is unknown, so a random legal one is committed in its
place.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules.maphr.skeleton import (
    HIDDEN, HIDDEN_OFFER_CARD, is_placeholder, is_unseen, known_cards, skeleton_from_view,
)
from game.rules.maphr.state import MaphrState


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> MaphrState:
    state = skeleton_from_view(view)
    seen = set(known_cards(state))
    unseen = [card for card in rules.cards.all_card_ids() if card not in seen]
    rng.shuffle(unseen)
    offer = state.offer
    offered = offer.give_card if offer is not None and offer.give_card is not None and not is_placeholder(offer.give_card) else None
    for index, board in enumerate(state.players):
        if is_unseen(board.hand):
            if offered is not None and offer is not None and offer.proposer == index:
                # The card offered to this seat is still in the proposer's hand.
                board.hand = [offered] + _deal(unseen, len(board.hand) - 1)
            else:
                board.hand = _deal(unseen, len(board.hand))
        if is_unseen(board.pending):
            board.pending = _deal(unseen, len(board.pending))
        if is_unseen(state.packets.get(index, [])):
            state.packets[index] = _deal(unseen, len(state.packets[index]))
    if is_unseen(state.deck):
        state.deck = _deal(unseen, len(state.deck))
    if unseen:
        raise ValueError("the view is not consistent with the card set")
    if offer is not None and offer.give_card == HIDDEN_OFFER_CARD:
        offer.give_card = rng.choice(state.players[offer.proposer].hand)
    unknown_choosers = [chooser for chooser, choice in state.secrets.committed.items() if choice == HIDDEN]
    for chooser in unknown_choosers:
        del state.secrets.committed[chooser]
    for chooser in unknown_choosers:
        _commit_random_choice(rules, state, chooser, rng)
    return state


def _deal(unseen: list[str], count: int) -> list[str]:
    """The next `count` unseen cards, taken off the list."""
    if count > len(unseen):
        raise ValueError("the view is not consistent with the card set")
    dealt = unseen[:count]
    del unseen[:count]
    return dealt


def _commit_random_choice(rules: Any, state: MaphrState, chooser: int, rng: random.Random) -> None:
    """Stand in for a secret choice this seat cannot see: the chooser commits a random legal one."""
    state.waiting.append(chooser)
    command = rng.choice(rules.legal_commands(state, chooser))
    for event in rules.handle(state, command, rng):
        rules.apply(state, event)
