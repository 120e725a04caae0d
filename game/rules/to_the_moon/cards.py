"""The Bitcoin Empire: To The Moon cards, read from assets/cards/to_the_moon.toml."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.engine.carddata import CardDataError, FieldReader, read_card_file
from game.paths import resource_path

KINDS = ("character", "exchange", "skill", "attack", "head_hunter", "skullduggery", "bitcoin", "bonus_rule", "dealer")
SET_ASIDE_KINDS = ("character", "bonus_rule", "dealer")
"""Removed from the deck before the shuffle (Setup)."""
ATTACK_EFFECTS = ("hack", "lawsuit", "smear")
BONUS_RULES = ("genesis_block", "whale_hunting", "late_adopters")
"""The three Bonus Rules the rules know how to play (README, ruling 13)."""
MAX_PLAYERS = 4


@dataclass(frozen=True)
class CardType:
    key: str
    kind: str
    count: int
    name: dict[str, str]
    text: dict[str, str]
    capacity: int = 0
    """Storage Capacity: the bitcoin icons top right (Characters and Exchanges)."""
    skills: int = 0
    """Skill icons top left (Characters and Skill cards)."""
    effect: str = ""
    """For an Attack: hack, lawsuit or smear."""

    @property
    def is_attack(self) -> bool:
        """Attack and Head Hunter cards: they target a card and may meet a Skullduggery."""
        return self.kind in ("attack", "head_hunter")


def load_cards(path: Optional[Path] = None) -> dict[str, CardType]:
    path = path or resource_path("assets", "cards", "to_the_moon.toml")
    data = read_card_file(path)
    table = data.get("cards")
    if not isinstance(table, dict) or not table:
        raise CardDataError(path, "no [cards] table")
    cards: dict[str, CardType] = {}
    for key, entry in table.items():
        if not key.isidentifier() or key != key.lower():
            raise CardDataError(path, f"card key {key!r} must be lowercase letters, digits and _")
        f = FieldReader(path, key, entry)
        unknown = set(entry) - {"kind", "count", "name", "text", "capacity", "skills", "effect"}
        if unknown:
            raise f.fail(sorted(unknown)[0], "unknown field")
        kind = f.string("kind", choices=KINDS)
        card = CardType(
            key=key,
            kind=kind,
            count=f.integer("count", minimum=1, maximum=60),
            name=f.translated("name"),
            text=f.translated("text"),
            capacity=f.integer("capacity", 0, maximum=9),
            skills=f.integer("skills", 0, maximum=9),
            effect=f.string("effect", "", choices=("", *ATTACK_EFFECTS)),
        )
        _check_card(f, card)
        cards[key] = card
    _check_box(path, cards)
    return cards


def _check_card(f: FieldReader, card: CardType) -> None:
    stores = card.kind in ("character", "exchange")
    if stores and card.capacity < 1:
        raise f.fail("capacity", f"a {card.kind} needs a Storage Capacity of at least 1")
    if not stores and card.capacity:
        raise f.fail("capacity", f"only Characters and Exchanges have a Storage Capacity, not a {card.kind}")
    if card.kind == "skill" and card.skills < 1:
        raise f.fail("skills", "a Skill card needs at least 1 Skill icon")
    if card.kind not in ("character", "skill") and card.skills:
        raise f.fail("skills", f"only Characters and Skill cards have Skill icons, not a {card.kind}")
    if (card.kind == "attack") != bool(card.effect):
        raise f.fail("effect", "an attack needs an effect (hack, lawsuit or smear); other cards have none")
    if card.kind == "bonus_rule" and card.key not in BONUS_RULES:
        raise f.fail("kind", f"unknown Bonus Rule {card.key!r}; the rules know {', '.join(BONUS_RULES)}")
    if card.kind in ("character", "bonus_rule", "dealer") and card.count != 1:
        raise f.fail("count", f"there is one copy of each {card.kind.replace('_', ' ')}")


def _check_box(path: Path, cards: dict[str, CardType]) -> None:
    def total(kind: str) -> int:
        return sum(c.count for c in cards.values() if c.kind == kind)

    if total("character") < MAX_PLAYERS:
        raise CardDataError(path, f"the box needs at least {MAX_PLAYERS} Characters, one per player; it has {total('character')}")
    if total("dealer") != 1:
        raise CardDataError(path, "the box needs exactly one Dealer card")
    missing = [rule for rule in BONUS_RULES if rule not in cards]
    if missing:
        raise CardDataError(path, f"missing Bonus Rule {missing[0]!r}")
    deck = sum(c.count for c in cards.values() if c.kind not in SET_ASIDE_KINDS)
    if deck < 4 * MAX_PLAYERS:
        raise CardDataError(path, f"the deck has {deck} cards; at least {4 * MAX_PLAYERS} are needed to deal and play")


def card_type_of(card_id: str) -> str:
    """Card ids are "<key>.<n>": "hack.3" is the third Hack."""
    return card_id.split(".", 1)[0]


def card_ids(cards: dict[str, CardType], kinds: tuple[str, ...]) -> list[str]:
    """Every copy of the cards of these kinds, in file order."""
    return [f"{c.key}.{n}" for c in cards.values() if c.kind in kinds for n in range(1, c.count + 1)]


def deck_ids(cards: dict[str, CardType]) -> list[str]:
    """The deck that is shuffled: everything but the Characters, Bonus Rules and Dealer."""
    return card_ids(cards, tuple(k for k in KINDS if k not in SET_ASIDE_KINDS))
