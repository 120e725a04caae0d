"""Which key picks which option at a table: 1-9 then 0 for the first ten, Shift with the same
digits for the next ten. Arrows still walk along every option, however many."""

from __future__ import annotations

from typing import Hashable, Optional

KEYED = 20
"""Options that have a key of their own; further ones are reached with the arrows."""


def index_for_digit(digit: int, shifted: bool) -> int:
    """The option a digit picks: 1 is the first, 0 the tenth; with Shift, ten further on."""
    return (9 if digit == 0 else digit - 1) + (10 if shifted else 0)


def badge_for_index(index: int) -> Optional[str]:
    """What the option's badge says (None past the keyed ones)."""
    if index >= KEYED:
        return None
    digit = str((index % 10 + 1) % 10)
    return digit if index < 10 else "⇧" + digit


KEPT_SCOPES = 16
"""Scopes whose numbers are kept (the latest used): enough for every seat's current ones."""


class StableNumbers:
    """The numbers a seat's options carry: an option keeps its number while it stays on the
    table, a new one takes the number after the highest given, and a number that went with its
    option (a card played) is not given again. Positions alone renumbered the hand with every
    card played: the tenth trial's second Bitcoin was 8, then 6, and the tile after the one laid
    took its number, "2" becoming "stop prospecting".

    Each seat has its own numbers within each scope the table names (`TablePlugin.numbering_scope`:
    Mining War's turn, Maphr's step, Mythos's round...), kept across the other seats' turns and
    the curtains between them (the eleventh trial's Mythos hand moved down by one after each
    play: the curtain had made them start again). A list sharing no option with the scope's
    numbers starts them again from 1 (an effect's answers), as does one that would run past the
    keyed options. Numbers always rise from left to right, with a gap only where an option went
    or moved: the options keep their numbers up to the first that is new or out of order, which
    takes the number after the highest given, as do all after it."""

    def __init__(self) -> None:
        self._scopes: dict[tuple[int, Hashable], dict[str, int]] = {}

    def forget(self) -> None:
        self._scopes = {}

    def slots(self, seat: int, scope: Hashable, keys: list[str]) -> list[Optional[str]]:
        """The options by number: slot i is picked by the key badge_for_index(i) names; None
        where an option went."""
        if not keys:
            return []
        numbers = self._scopes.pop((seat, scope), None)  # put back last: the latest scopes are kept
        if numbers is None or not any(key in numbers for key in keys):
            numbers = {key: index for index, key in enumerate(keys)}
        else:
            numbers = _kept_in_order(keys, numbers)
            if len(keys) <= KEYED and any(numbers[key] >= KEYED for key in keys):
                numbers = {key: index for index, key in enumerate(keys)}  # past the keys: from 1 again
        self._scopes[(seat, scope)] = numbers
        while len(self._scopes) > KEPT_SCOPES:
            del self._scopes[next(iter(self._scopes))]
        present = {numbers[key]: key for key in keys}
        return [present.get(index) for index in range(max(present) + 1)]


def _kept_in_order(keys: list[str], numbers: dict[str, int]) -> dict[str, int]:
    """The numbers of `keys`: each keeps the one it had while they rise along the list; from
    the first key that is new or would break the rise, each takes the number after the highest
    ever given. A card come in between others (a draw into a sorted hand) read 2, 3, 9, 4
    (fourteenth trial); a card played hidden, which moves from Mythos's hand to the end of the
    list with its id, numbered the whole hand again from 1 when its old number broke the rise,
    Maelis's 6 becoming Tamsin's (twenty-third trial)."""
    following = max(numbers.values()) + 1
    kept = dict(numbers)  # the numbers of options gone stay given: a played card's is not reused
    highest, rising = -1, True
    for key in keys:
        rising = rising and key in numbers and numbers[key] > highest
        if rising:
            highest = numbers[key]
        else:
            kept[key] = following
            following += 1
    return kept
