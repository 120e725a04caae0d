"""What a Mythos player alone saw in their own move: a hidden character looked at (Vesh's
AMBUSH, a "look" effect). The log tells everyone that a card was looked at; the looker needs the
card itself, then and there: after a move of several events the shared screen shows the public
table, and the card's mark (◐) on the looker's own view came back only after the other player's
turn (twelfth new-user trial: "the look showed nothing at the time")."""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from game.engine import Event
from game.rules.mythos import events as ev
from game.ui.tables.base import Interlude


def peek_interlude(cards, lang: str, tr: Callable[..., str], events: Sequence[Event], seat: int,
                   seat_name: Callable[[int], str]) -> Optional[Interlude]:
    """The characters `seat` looked at in `events` (as `seat` saw them), or None."""
    lines: list[str] = []
    taken = {e.character for e in events if isinstance(e, ev.ControlTaken) and e.seat == seat}
    for event in events:
        if not isinstance(event, ev.HiddenCharacterLookedAt) or event.seat != seat or event.version is None:
            continue
        card = cards.characters[event.version]
        name = f"{card.display_name.get(lang, card.name)} ({card.title.get(lang, '')})" if card.title else card.display_name.get(lang, card.name)
        lines.append(tr("mythos.peek_card", card=name, cost=card.cost, power=card.power))
        lines.append(tr("mythos.peek_taken") if event.character in taken else tr("mythos.peek_stays"))
    if not lines:
        return None
    return Interlude(tr("mythos.peek_title", name=seat_name(seat)), tuple(lines), button=tr("mythos.peek_button"),
                     private_to=seat)
