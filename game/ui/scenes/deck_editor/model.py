"""The deck being built: counts per card, its name, the file it belongs to, and what the rules
say about it. Pure (no pygame): the construction check is the rules' own `deck_problems`, the
rulebook's advice (a third Bitcoins) their `deck_advice`; `MythosDraft` the same for Mythos."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.decks import MAX_COPIES, MIN_BITCOINS, advised_bitcoins, deck_advice, deck_problems, most_bitcoins


@dataclass
class DeckDraft:
    cards: CardSet
    counts: dict[str, int] = field(default_factory=dict)
    name: str = ""
    path: Optional[Path] = None
    """The player's own deck file this deck was read from or saved to (None: not saved yet)."""
    saved_name: str = ""
    """The name the deck had when read or saved: a renamed deck is saved to a new file."""
    baseline: tuple = ()
    """(name, counts) when last read or saved: anything else is an unsaved change."""
    emptied: list[str] = field(default_factory=list)
    """Cards a "−" took to none since the deck was read: their rows stay (at 0), so the rows under
    them do not move up under the pointer (nineteenth trial: a "−" clicked again took a Bugs
    when the Miners had run out)."""

    def reset(self, counts: dict[str, int], name: str, path: Optional[Path]) -> None:
        self.emptied = []
        self.counts = {key: count for key, count in counts.items() if count > 0}
        self.name, self.path, self.saved_name = name, path, name
        self.mark_clean()

    def mark_clean(self) -> None:
        self.baseline = (self.name, dict(self.counts))

    @property
    def is_dirty(self) -> bool:
        return self.baseline != (self.name, self.deck())

    def order(self) -> list[str]:
        """Every card the game knows, in the card file's order (Bitcoin, fighters, buildings, spells)."""
        return list(self.cards.cards)

    def deck(self) -> dict[str, int]:
        """{card: count} in the card file's order, then any card the game does not know (from a
        hand-edited file)."""
        known = self.order()
        unknown = [key for key in self.counts if key not in known and self.counts[key]]
        return {key: self.counts[key] for key in [k for k in known if self.counts.get(k)] + unknown}

    def listed(self) -> list[str]:
        """The deck list's rows: the deck's cards, and those emptied since it was read (at 0)."""
        known = self.order()
        unknown = [key for key in self.counts if key not in known and self.counts[key]]
        return [k for k in known if self.counts.get(k) or k in self.emptied] + unknown

    def count(self, key: str) -> int:
        return self.counts.get(key, 0)

    def add(self, key: str) -> None:
        if key in self.cards.cards:
            self.counts[key] = self.count(key) + 1

    def remove(self, key: str) -> None:
        if self.count(key) > 1:
            self.counts[key] -= 1
        else:
            if self.counts.pop(key, None) and key not in self.emptied:
                self.emptied.append(key)

    @property
    def total(self) -> int:
        return sum(self.deck().values())

    @property
    def bitcoins(self) -> int:
        return self.count("bitcoin")

    @property
    def bitcoin_share(self) -> float:
        return self.bitcoins / self.total if self.total else 0.0

    def bitcoin_bounds(self) -> tuple[int, int]:
        """The fewest and most Bitcoins this many cards allow (10, 40%), for the summary line and
        the share bar only: whether the deck is legal is `deck_problems`' answer alone
        (tests/ui/test_deck_editor.py checks the two agree)."""
        return MIN_BITCOINS, most_bitcoins(self.total)

    def advised_bitcoins(self) -> int:
        """The fewest Bitcoins the rulebook advises (a third): below it the bar warns."""
        return advised_bitcoins(self.total)

    def problems(self) -> list[str]:
        """Every construction rule broken, in the rules' words; an empty deck says so first."""
        return deck_problems(self.deck(), self.cards)

    def advice(self) -> list[str]:
        """The rulebook's advice not followed (fewer than a third Bitcoins): a warning only."""
        return deck_advice(self.deck(), self.cards)

    def is_over_copies(self, key: str) -> bool:
        """The count alone breaks a rule (too many copies): shown in red on the row."""
        return key != "bitcoin" and self.count(key) > MAX_COPIES


@dataclass
class MythosDraft(DeckDraft):
    """A Mythos deck: the characters' versions and the 3 missions in one table of counts (a
    mission counts 1), checked by the rules' `deck_building.deck_problems`."""

    def order(self) -> list[str]:
        """Characters in the card file's order, then the missions."""
        return [*self.cards.characters, *self.cards.missions]

    def add(self, key: str) -> None:
        if key in self.cards.characters or key in self.cards.missions:
            self.counts[key] = self.count(key) + 1

    @property
    def total(self) -> int:
        """Character cards (the missions are not shuffled into the deck)."""
        return sum(n for key, n in self.deck().items() if key in self.cards.characters)

    @property
    def missions(self) -> int:
        return sum(n for key, n in self.deck().items() if key in self.cards.missions)

    def problems(self) -> list[str]:
        from game.rules.mythos.deck_building import deck_problems

        return deck_problems(self.deck(), self.cards)

    def advice(self) -> list[str]:
        return []

    def is_over_copies(self, key: str) -> bool:
        from game.rules.mythos.cards import MAX_COPIES

        return self.count(key) > (1 if key in self.cards.missions else MAX_COPIES)
