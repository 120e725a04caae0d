"""The rules list a card's plays for one of its identical copies in hand (playing one or another
is the same move); on the table every copy plays alike, by mouse and by key."""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping


def with_copies(legal: list[Any], kind_of: Mapping[str, str], plays: tuple[type, ...]) -> list[Any]:
    """`legal`, then each play (a command of a type in `plays`, with a `card`) made again with
    every other hand card of the same kind (`kind_of`: hand card -> its kind)."""
    listed_plays = [c for c in legal if isinstance(c, plays)]
    listed = {c.card for c in listed_plays}
    return legal + [dataclasses.replace(c, card=other) for other, kind in kind_of.items() if other not in listed
                    for c in listed_plays if kind_of.get(c.card) == kind]
