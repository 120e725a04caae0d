"""Card ids that tell a seat nothing it may not know.

A card id is how every view, event and command names a card. A seat sees the id of every card,
even one it may not see the face of (an opponent's face-down card, a card in a hand it counts),
so the id itself must carry no information about the face:

1. **Ids are dealt at random.** At setup, the ids of a seat's cards are given to its card
   faces in a random order (never in deck-list order, never "the 7th card of the starter deck"),
   and the pairing goes into an event as a secret field owned by that seat. `deal_ids` does it.
2. **Ids are re-dealt when a card passes through a hidden zone.** A card that was seen face up
   keeps telling its face through its id once it is hidden again (returned to a hand, shuffled
   into a deck). When a card enters such a zone, the ids of every card of that zone are dealt
   again among themselves (`rekey_zone`): the permutation goes into an event as a secret field
   owned by the zone's owner, and the fold renames the cards. Whoever cannot see the zone then
   knows only that the card is *somewhere* in it, which they knew anyway.

The leak checker (`game/stress/leaks.py`) finds ids that break these rules: it re-deals what a
seat cannot see and requires the seat's view to stay the same.
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

Face = TypeVar("Face")


def deal_ids(ids: Sequence[str], faces: Sequence[Face], rng: random.Random) -> dict[str, Face]:
    """Give `ids` to `faces` in a random order: which id is which face is the owner's secret."""
    if len(ids) != len(faces):
        raise ValueError(f"{len(ids)} ids for {len(faces)} card faces")
    shuffled = list(faces)
    rng.shuffle(shuffled)
    return dict(zip(ids, shuffled))


def rekey_zone(ids: Sequence[str], rng: random.Random) -> dict[str, str]:
    """A random renaming of the cards of one hidden zone among the zone's own ids: old id -> new id.

    Ids that keep their name are left out, so an empty mapping means nothing changes. The set of
    ids in the zone is unchanged, so counts and every other zone stay as they were.
    """
    old = list(ids)
    new = list(old)
    rng.shuffle(new)
    return {before: after for before, after in zip(old, new) if before != after}


def renamed(ids: Sequence[str], mapping: dict[str, str]) -> list[str]:
    """`ids` after a `rekey_zone` mapping (ids it does not name are unchanged)."""
    return [mapping.get(card, card) for card in ids]
