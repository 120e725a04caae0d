"""Identical copies stay identical: after a Hack, face-down copy numbers are dealt again.

A card id names a copy ("hack.2"), and copies of a card look the same. A Hack moves a face-down
card that its victim knows into the attacker's face-down cards. Were its id kept, the victim
would recognise it whenever it shows again (Revealed, Sued, Smeared, Hacked back) and so learn
what no player at a real table can: whether the Hack revealed later is the one taken, whether
the attacker held another. So right after a Hack every face-down card (hands, Storages, the
deck) is given a copy number again, at random among the face-down copies of its own card
(game/engine/handles.py, `rekey_zone` per card type); faces, places and counts stay.

Every type is dealt again, not only the Hacked card's: a player sees their own cards' new
numbers, and a player whose Hacks alone were renumbered would learn that the Hacked card is a
Hack. Dealt uniformly among all face-down copies, the numbers a player sees tell them nothing.
"""

from __future__ import annotations

import random
from collections import defaultdict

from game.engine.handles import rekey_zone, renamed
from game.rules.to_the_moon.cards import card_type_of
from game.rules.to_the_moon.state import TableState


def face_down_ids(state: TableState) -> list[str]:
    """Every card nobody but (at most) its owner sees: the deck, hands and Stored Bitcoins."""
    ids = list(state.deck)
    for player in state.players:
        ids += player.hand
        for storage in player.storages():
            ids += storage.stored
    return ids


def deal_copy_numbers_again(state: TableState, rng: random.Random) -> dict[str, str]:
    """old id -> new id, a random renaming among the face-down copies of each card."""
    copies: dict[str, list[str]] = defaultdict(list)
    for card in face_down_ids(state):
        copies[card_type_of(card)].append(card)
    mapping: dict[str, str] = {}
    for card_type in sorted(copies):
        mapping.update(rekey_zone(sorted(copies[card_type]), rng))
    return mapping


def rename_face_down(state: TableState, mapping: dict[str, str]) -> None:
    """Fold a renaming: every face-down card takes its new id where it lies."""
    state.deck = renamed(state.deck, mapping)
    for player in state.players:
        player.hand = renamed(player.hand, mapping)
        for storage in player.storages():
            storage.stored = renamed(storage.stored, mapping)
