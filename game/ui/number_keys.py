"""Which key picks which option at a table: 1-9 then 0 for the first ten, Shift with the same
digits for the next ten. Arrows still walk along every option, however many."""

from __future__ import annotations

from typing import Optional

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
