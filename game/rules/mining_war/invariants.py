"""What must hold on a Crypto Mining War table after every command (`python -m game soak` and
the self-play tests check it): each player's deck cards are somewhere exactly once, nothing dead
stays in play, main cards alive while their player is in, resources only Bitcoins."""

from __future__ import annotations

import re

from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.state import WarState

DECK_CARD = re.compile(r"p(\d+)\.\d+$")
"""Ids of deck cards ("p1.07"), as the shuffle deals them; main cards are "p1.pool", "p1.fw2"."""


def check_invariants(state: WarState, cards: CardSet) -> None:
    """Raises AssertionError naming the first broken invariant."""
    dealt: dict[int, set[str]] = {}
    for card in state.card_types:
        found = DECK_CARD.match(card)
        if found:
            dealt.setdefault(int(found.group(1)), set()).add(card)
    everywhere: set[str] = set()
    for side in state.sides:
        zones = [side.deck, side.hand, side.bitcoins, list(side.spares), list(side.battlefield),
                 [c for c in side.dump if DECK_CARD.match(c)], side.removed]
        held = [c for zone in zones for c in zone]
        if len(held) != len(set(held)) or set(held) != dealt.get(side.seat, set()):
            raise AssertionError(f"seat {side.seat}: cards not conserved")
        if everywhere & set(held):
            raise AssertionError(f"seat {side.seat} holds another player's card")
        everywhere |= set(held)
        if state.fight is not None or side.eliminated:
            continue
        if any(state.card_types[c] != "bitcoin" for c in side.bitcoins):
            raise AssertionError(f"seat {side.seat} has a resource that is not a Bitcoin")
        for card, fighter in side.battlefield.items():
            if not 0 <= fighter.delay <= 2:
                raise AssertionError(f"{card} waits {fighter.delay} turns to be revealed")
            if state.pending is None and fighter.damage_taken >= cards.cards[fighter.key].health:
                raise AssertionError(f"{card} is dead but stayed on the battlefield")
        if side.pool <= 0 or any(health <= 0 for health in side.firewalls.values()):
            raise AssertionError(f"seat {side.seat} is in the game with a destroyed main card")
    resources = {c for side in state.sides for c in side.bitcoins + list(side.spares)}
    if not state.tapped <= resources:
        raise AssertionError("a tapped card is not a resource on the table")
    if any(thief != state.active for thief in state.stolen.values()):
        raise AssertionError("a stolen Bitcoin is held by a player whose turn it is not")
