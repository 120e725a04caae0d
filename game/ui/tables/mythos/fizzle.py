"""A reveal whose effects would find nothing to act on, asked about before it is paid for.

Second new-user trial G2: 3 Chakra paid to reveal Temra, whose AMBUSH moves an enemy to another
mission, in the first round, when no other mission was in play: "The effect has nothing to act
on", and no word before paying. With the warnings on, the table asks first (the rules stay as
they are: the character's Power still counts). Only the seat's own view decides, through a state
sampled from it: where the enemy characters stand, hidden or not, is public.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine import Command
from game.rules.mythos import events as ev
from game.rules.mythos.commands import RevealCharacter
from game.rules.mythos.determinize import state_from_view

MAX_EVENTS = 200
"""A reveal and what follows by itself is a few dozen events; more means something loops."""


def reveal_fizzles(rules: Any, view: dict[str, Any], command: Command) -> bool:
    """Whether revealing makes an effect of the revealed card end with nothing to act on before
    anyone is asked anything."""
    if not isinstance(command, RevealCharacter):
        return False
    rng = random.Random(0)
    state = state_from_view(rules, view, command.seat, rng)
    try:
        events = rules.handle(state, command, rng)
    except Exception:  # a sample the rules refuse: say nothing rather than guess
        return False
    seen = 0
    while events and seen < MAX_EVENTS:
        for event in events:
            if isinstance(event, ev.EffectFinished) and event.outcome == "no_target" and _resolving_from(state, command.character):
                return True
            rules.apply(state, event)
        seen += len(events)
        events = rules.advance(state, rng)
    return False


def _resolving_from(state: Any, character: str) -> bool:
    """Whether the effect now resolving is the revealed character's own (not another card's
    trigger that the reveal set off)."""
    return bool(state.queue) and bool(state.queue[0].refs) and state.queue[0].refs[0].source == character


def fizzle_warning(rules: Any, view: dict[str, Any], command: Command, card_name: str,
                   tr: Any) -> Optional[tuple[str, str]]:
    """(question, why) when `command` reveals a card whose effect would find nothing to act on."""
    if not reveal_fizzles(rules, view, command):
        return None
    return tr("mythos.fizzle_question", card=card_name), tr("mythos.fizzle_why", card=card_name)
