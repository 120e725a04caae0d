"""The Charge & Spark cards, read from assets/cards/robot_duel.toml."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from game.engine.carddata import CardDataError, FieldReader, read_card_file
from game.paths import resource_path

TILE_KINDS = ("health", "battery", "disk")
BASIC_TYPES = ("charge", "spark", "barrier", "thunder", "counter", "move")
BONUS_TYPES = ("ray", "recovery", "trap", "copy")


@dataclass(frozen=True)
class CardType:
    key: str
    bonus: bool
    """A ★ card from the bonus pile."""
    name: dict[str, str]
    text: dict[str, str]
    cost: dict[str, int]
    """Tiles flipped face down when the card is revealed, by kind (battery, disk)."""
    gain: dict[str, int]
    """Tiles turned face up, by kind."""
    attack: int = 0
    """Damage dealt: nonzero makes it an attack card (yellow border)."""
    reduce: int = 0
    """Barrier: damage of an attack against its player reduced by this."""
    counter: int = 0
    """Counter: an attack against its player is cancelled and the attacker takes this."""
    move: int = 0
    cancel_move: bool = False
    """Trap: the opponent's Move is cancelled."""
    copy: bool = False
    """Copy: plays the effect of the card in its player's rest zone."""

    @property
    def is_attack(self) -> bool:
        return self.attack > 0


def load_cards(path: Optional[Path] = None) -> dict[str, CardType]:
    path = path or resource_path("assets", "cards", "robot_duel.toml")
    data = read_card_file(path)
    table = data.get("cards")
    if not isinstance(table, dict):
        raise CardDataError(path, "no [cards] table")
    missing = [k for k in (*BASIC_TYPES, *BONUS_TYPES) if k not in table]
    if missing:
        raise CardDataError(path, f"missing card {missing[0]!r}")
    cards = {}
    for key, entry in table.items():
        if key not in BASIC_TYPES and key not in BONUS_TYPES:
            raise CardDataError(path, f"unknown card {key!r}: the rules know {', '.join((*BASIC_TYPES, *BONUS_TYPES))}")
        f = FieldReader(path, key, entry)
        known = {"bonus", "name", "text", "cost", "gain", "attack", "reduce", "counter", "move", "cancel_move", "copy"}
        unknown = set(entry) - known
        if unknown:
            raise f.fail(sorted(unknown)[0], "unknown field")
        cards[key] = CardType(
            key=key,
            bonus=f.boolean("bonus"),
            name=f.translated("name"),
            text=f.translated("text"),
            cost=f.counts("cost", ("battery", "disk")),
            gain=f.counts("gain", ("battery", "disk")),
            attack=f.integer("attack", 0, maximum=4),
            reduce=f.integer("reduce", 0, maximum=4),
            counter=f.integer("counter", 0, maximum=4),
            move=f.integer("move", 0, maximum=1),
            cancel_move=f.boolean("cancel_move"),
            copy=f.boolean("copy"),
        )
        if cards[key].bonus != (key in BONUS_TYPES):
            raise f.fail("bonus", "must be true exactly for the four ★ cards")
    return cards


def card_type_of(card_id: str) -> str:
    """Card ids are "<owner>.<type>": "p0.spark" for a basic card, "star.copy" for a bonus."""
    return card_id.rsplit(".", 1)[-1]
