"""Check Mythos deck files after editing them: `python -m game.rules.mythos.deckcheck FILE...`.

Prints each deck's size, names and missions, or the first problem found (naming the file), and
exits 1 when any deck is not legal. Without files it checks the starter decks.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Optional, Sequence

from game.engine.carddata import CardDataError
from game.rules.mythos.cards import STARTER_DECKS, load_cards, load_deck, starter_deck_path


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    paths = [Path(a) for a in args] or [starter_deck_path(name) for name in STARTER_DECKS]
    try:
        cards = load_cards()
    except CardDataError as error:
        print(f"card file: {error}")
        return 1
    failed = 0
    for path in paths:
        try:
            deck = load_deck(path, cards)
        except CardDataError as error:
            print(f"NOT LEGAL {error}")
            failed += 1
            continue
        names = Counter(cards.characters[k].name for k in deck.characters)
        groups = Counter(cards.characters[k].group for k in deck.characters)
        print(f"ok {path}: {deck.name!r}, {len(deck.characters)} characters, {len(names)} names, "
              f"groups {dict(sorted(groups.items()))}, missions {', '.join(deck.missions)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
