"""Deck construction ("Construire son deck") and the deck files players can change.

A deck is every card but the Mining Pool and the Firewalls: at least 10 Bitcoins and 20
fighters/spells (so 30 cards or more), at most 4 copies of a card, and at most 40% Bitcoins (the
rulebook's "4%" is a misprint: its own example allows 12 in 30). "At least a third Bitcoins" is
the rulebook's advice ("ne devriez pas"), not a rule: `deck_advice` says it, nothing refuses it
(README, D3).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Optional

from game.engine.carddata import CardDataError, read_card_file
from game.paths import resource_path
from game.rules.mining_war.cards import CardSet

MIN_BITCOINS = 10
MIN_OTHERS = 20
MAX_COPIES = 4
"""Bitcoins are exempt: the Starter Deck itself holds 12 (see README, ruling D1)."""
SHOWN = 3
"""Problems of one kind named in full; the rest are counted."""
MAX_BITCOIN_SHARE = 0.4
ADVISED_BITCOIN_SHARE = 1 / 3
""""Vous ne devriez pas avoir moins de 1/3 de Ressources": advice only (README, D3)."""


class DeckError(ValueError):
    """A deck that breaks a construction rule; the message says which and by how much."""


def deck_problems(deck: dict[str, int], cards: CardSet) -> list[str]:
    """Every construction rule the deck breaks, in words (empty: the deck is legal)."""
    unknown = [key for key in deck if key not in cards.cards]
    uncounted = [key for key, count in deck.items()
                 if key in cards.cards and (not isinstance(count, int) or isinstance(count, bool) or count < 0)]
    if unknown or uncounted:
        # A few named, the rest counted: a file of 10,000 unknown names made a 389 KB message.
        problems = [f"{key!r:.40} is not a card of the game" for key in unknown[:SHOWN]]
        if len(unknown) > SHOWN:
            problems.append(f"and {len(unknown) - SHOWN} more unknown cards ({len(unknown)} in all)")
        problems += [f"the number of {key!r} must be a whole number" for key in uncounted[:SHOWN]]
        if len(uncounted) > SHOWN:
            problems.append(f"and {len(uncounted) - SHOWN} more counts that are not whole numbers")
        return problems
    problems = []
    total = sum(deck.values())
    bitcoins = deck.get("bitcoin", 0)
    others = total - bitcoins
    if bitcoins < MIN_BITCOINS:
        problems.append(f"{bitcoins} Bitcoins: a deck needs at least {MIN_BITCOINS}")
    if others < MIN_OTHERS:
        problems.append(f"{others} fighters/spells: a deck needs at least {MIN_OTHERS}")
    for key, count in sorted(deck.items()):
        if key != "bitcoin" and count > MAX_COPIES:
            problems.append(f"{count} copies of {cards.name(key)}: at most {MAX_COPIES} of a card")
    if bitcoins > most_bitcoins(total):
        problems.append(f"{bitcoins} Bitcoins in {total} cards: at most 40% ({most_bitcoins(total)}) may be Bitcoins")
    return problems


def most_bitcoins(total: int) -> int:
    """The most Bitcoins a deck of `total` cards may hold (40%, a rule)."""
    return math.floor(total * MAX_BITCOIN_SHARE)


def advised_bitcoins(total: int) -> int:
    """The fewest Bitcoins the rulebook advises for `total` cards (a third, advice only)."""
    return math.ceil(total * ADVISED_BITCOIN_SHARE - 1e-9)


def deck_advice(deck: dict[str, int], cards: CardSet) -> list[str]:
    """The rulebook's advice the deck does not follow, in words; it never stops a deck being played."""
    if any(key not in cards.cards or not isinstance(n, int) or isinstance(n, bool) or n < 0 for key, n in deck.items()):
        return []  # deck_problems names what is wrong with it
    total = sum(deck.values())
    bitcoins = deck.get("bitcoin", 0)
    if total and bitcoins < advised_bitcoins(total):
        return [f"{bitcoins} Bitcoins in {total} cards: the rulebook advises at least a third ({advised_bitcoins(total)})"]
    return []


def check_deck(deck: Any, cards: CardSet, owner: str = "the deck") -> dict[str, int]:
    """The deck as {card: count}, or DeckError naming every broken rule."""
    if not isinstance(deck, dict) or not all(isinstance(k, str) for k in deck):
        raise DeckError(f"{owner}: a deck is a table of card names and counts")
    problems = deck_problems(deck, cards)
    if problems:
        raise DeckError(f"{owner} cannot be played: " + "; ".join(problems))
    return {k: v for k, v in deck.items() if v}


def deck_cards(deck: dict[str, int]) -> list[str]:
    """The deck as a list of card keys, in a fixed order (before shuffling)."""
    return [key for key in sorted(deck) for _ in range(deck[key])]


def load_deck_file(path: Path | str, cards: CardSet) -> dict[str, int]:
    """A deck file (TOML: a [cards] table of counts); CardDataError/DeckError on any problem."""
    data = read_card_file(path)
    table = data.get("cards")
    if not isinstance(table, dict):
        raise CardDataError(path, "no [cards] table of card counts")
    for key, count in table.items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise CardDataError(path, f"card {key!r}: the count must be a whole number")
    return check_deck(table, cards, owner=str(path))


def starter_deck(cards: CardSet, path: Optional[Path] = None) -> dict[str, int]:
    return load_deck_file(path or resource_path("assets", "decks", "mining_war", "starter.toml"), cards)
