"""Which effect a Mythos answer is for, in the words printed on its card.

The chips of an answer name what they choose (a character, a mission, a card in hand); the table's
message says what is asking: the card and the line of its text that is resolving (issue 19: "1
effect waits to resolve / Apply / Decline" did not say which effect). Only what the queue shows
every seat is read: the effect's card and which of its effects it is.
"""

from __future__ import annotations

import re
from typing import Any, Optional

TIMING_WORDS = {
    "main": ("MAIN",),
    "upgrade": ("UPGRADE",),
    "ambush": ("AMBUSH",),
    "score": ("SCORE",),
    "continuous": ("Continuous", "Continu"),
}
"""How a card's text begins the line of each timing (English and French cards share them)."""

_SENTENCE_END = re.compile(r"(?<=\.)\s+(?=[A-ZÀ-Ý])")


def effect_line(text: str, when: str) -> str:
    """The sentence of a card's text that holds the effect of timing `when` (the whole text when
    no sentence begins with its word)."""
    starts = TIMING_WORDS.get(when, ())
    for sentence in _SENTENCE_END.split(text.strip()):
        if sentence.startswith(starts):
            return sentence
    return text.strip()


def effect_of(cards: Any, version: str, index: int) -> Any:
    """The effect `index` of the card `version` (a character's or a mission's), or None."""
    card = cards.characters.get(version) or cards.missions.get(version)
    effects = getattr(card, "effects", ()) if card is not None else ()
    return effects[index] if 0 <= index < len(effects) else None


def queued_effect(cards: Any, view: dict[str, Any]) -> Any:
    """The effect at the head of the queue (the one an answer is asked for), or None."""
    queue = view.get("queue") or []
    if not queue or not queue[0]["refs"]:
        return None
    _source, version, index, _controller, _mission = queue[0]["refs"][0]
    return effect_of(cards, version, index)


def asked_effect(cards: Any, view: dict[str, Any], lang: str) -> Optional[str]:
    """"<card>: <its resolving line>" for the effect the waiting answer is for, or None."""
    queue = view.get("queue") or []
    if not queue or not queue[0]["refs"] or not asks_about_an_effect(cards, view):
        return None
    source, version, index, _controller, _mission = queue[0]["refs"][0]
    card = cards.characters.get(version) or cards.missions.get(version)
    if card is None:
        return None
    name = card.display_name if hasattr(card, "display_name") else card.name
    text = card.text.get(lang) or card.text.get("en", "")
    effect = effect_of(cards, version, index)
    when = effect.when if effect is not None else ""
    return f"{name.get(lang) or name.get('en', '?')} — {effect_line(text, when)}"


def asks_about_an_effect(cards: Any, view: dict[str, Any]) -> bool:
    """False when the waiting answer is not the queue's first effect's: the order of effects
    triggered together, or which of two characters of one name on one side is defeated."""
    options = (view.get("prompt") or {}).get("options") or []
    if any(option.startswith(("first:", "defeat:")) for option in options):
        return False
    group = view["queue"][0]
    if not group["ordered"] and len(group["refs"]) > 1:
        return False
    for mission in view["missions"]:
        for side in mission["sides"]:
            names = [cards.characters[c["stack"][-1]].name for c in side["characters"] if c["stack"] and not c["hidden"]]
            if len(names) != len(set(names)):
                return False  # a clash the other seat can see
    return True
