"""The Crypto Mining War cards, abilities and Neutrino Destroyed bonuses, read from
assets/cards/mining_war.toml and checked on load (errors name the file, the card, the field)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Optional

from game.engine.carddata import CardDataError, FieldReader, read_card_file
from game.paths import resource_path

CARD_TYPES = ("bitcoin", "fighter", "building", "spell")
SPEEDS = {"fast": 0, "medium": 1, "slow": 2}
"""Speed as turns spent face down: fast = face up at once, medium = vertical face down for one
turn, slow = horizontal face down, then vertical, then revealed (the rulebook's table)."""

ABILITIES = ("FRAGILE", "BUILDING", "MULTI", "HACK")
"""Every ability the rules implement; each is defined once here (its meaning in code: `Ability*`
checks in combat.py/phases.py) and once in the card file's [abilities] (its words)."""

EFFECTS = ("damage", "heal", "draw", "boost", "untap_fighters", "reveal_deployments", "fetch_bitcoin")
"""Spell and bonus effects, each resolved once in effects.py."""
TARGETED_EFFECTS = ("damage", "heal")
TARGETS = ("enemy_fighter", "enemy_firewall", "enemy_pool", "own_fighter", "own_firewall", "own_pool")
AMOUNT_EFFECTS = ("damage", "heal", "draw", "boost")

MAIN_CARD_RANGE = 1
"""Mining Pool, Firewall and Neutrino fight as melee cards that deal no damage (ruling 4)."""


@dataclass(frozen=True)
class Effect:
    effect: str
    target: Optional[str] = None
    amount: int = 0

    @property
    def needs_target(self) -> bool:
        return self.target is not None


@dataclass(frozen=True)
class CardType:
    key: str
    type: str
    """"bitcoin", "fighter", "building" or "spell"."""
    name: dict[str, str]
    text: dict[str, str]
    health: int = 0
    damage: int = 0
    range: int = 1
    cost: int = 0
    speed: str = "fast"
    abilities: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    respects_protection: bool = False

    @property
    def is_bitcoin(self) -> bool:
        return self.type == "bitcoin"

    @property
    def is_spell(self) -> bool:
        return self.type == "spell"

    @property
    def is_fighter(self) -> bool:
        """Fighters and buildings: cards deployed on the battlefield."""
        return self.type in ("fighter", "building")

    @property
    def delay(self) -> int:
        return SPEEDS[self.speed]

    def has(self, ability: str) -> bool:
        return ability in self.abilities


@dataclass(frozen=True)
class Bonus:
    """A "Neutrino Destroyed" card."""

    key: str
    name: dict[str, str]
    text: dict[str, str]
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Ability:
    key: str
    name: dict[str, str]
    text: dict[str, str]


@dataclass(frozen=True)
class CardSet:
    cards: dict[str, CardType]
    bonuses: dict[str, Bonus]
    abilities: dict[str, Ability] = field(default_factory=dict)

    def name(self, key: str, lang: str = "en") -> str:
        entry = self.cards.get(key) or self.bonuses.get(key)
        if entry is None:
            return MAIN_CARD_NAMES.get(key, {}).get(lang, key)
        return entry.name.get(lang, entry.name["en"])


MAIN_CARD_NAMES = {
    "mining_pool": {"en": "Mining Pool", "fr": "Mining Pool"},
    "firewall": {"en": "Firewall", "fr": "Firewall"},
    "neutrino": {"en": "Neutrino", "fr": "Neutrino"},
}


def _effects(path: Path, f: FieldReader, entry: dict[str, Any], required: bool) -> tuple[Effect, ...]:
    raw = entry.get("effects", [])
    if not isinstance(raw, list) or (required and not raw):
        raise f.fail("effects", "expected a list of effects, e.g. [{ effect = \"draw\", amount = 2 }]")
    effects = []
    for number, item in enumerate(raw, 1):
        where = f"effects[{number}]"
        if not isinstance(item, dict):
            raise f.fail(where, "expected a table")
        unknown = set(item) - {"effect", "target", "amount"}
        if unknown:
            raise f.fail(where, f"unknown key {sorted(unknown)[0]!r}")
        kind = item.get("effect")
        if kind not in EFFECTS:
            raise f.fail(where, f"effect {kind!r} is not one of {list(EFFECTS)}")
        target = item.get("target")
        if (kind in TARGETED_EFFECTS) != (target is not None):
            raise f.fail(where, f"{kind} {'needs' if kind in TARGETED_EFFECTS else 'takes no'} target")
        if target is not None and target not in TARGETS:
            raise f.fail(where, f"target {target!r} is not one of {list(TARGETS)}")
        amount = item.get("amount", 0)
        if kind in AMOUNT_EFFECTS and (not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 20):
            raise f.fail(where, "amount must be a whole number 1..20")
        effects.append(Effect(kind, target, amount if kind in AMOUNT_EFFECTS else 0))
    return tuple(effects)


def _card(path: Path, key: str, entry: Any, abilities: dict[str, Ability]) -> CardType:
    f = FieldReader(path, key, entry)
    kind = f.string("type", choices=CARD_TYPES)
    common = {"type", "name", "text"}
    allowed = {
        "bitcoin": common,
        "fighter": common | {"health", "damage", "range", "cost", "speed", "abilities"},
        "building": common | {"health", "damage", "range", "cost", "speed", "abilities"},
        "spell": common | {"cost", "effects", "respects_protection"},
    }[kind]
    unknown = set(entry) - allowed
    if unknown:
        raise f.fail(sorted(unknown)[0], f"not a field of a {kind} card")
    values: dict[str, Any] = {"key": key, "type": kind, "name": f.translated("name"), "text": f.translated("text")}
    if kind in ("fighter", "building"):
        listed = entry.get("abilities", [])
        if not isinstance(listed, list) or not all(isinstance(a, str) for a in listed):
            raise f.fail("abilities", "expected a list of ability names")
        for ability in listed:
            if ability not in abilities:
                raise f.fail("abilities", f"unknown ability {ability!r}; known: {sorted(abilities)}")
        values.update(
            health=f.integer("health", minimum=1, maximum=99),
            damage=f.integer("damage", maximum=99),
            range=f.integer("range", minimum=1, maximum=9),
            cost=f.integer("cost", maximum=20),
            speed=f.string("speed", choices=SPEEDS),
            abilities=tuple(listed),
        )
    elif kind == "spell":
        values.update(
            cost=f.integer("cost", maximum=20),
            effects=_effects(path, f, entry, required=True),
            respects_protection=f.boolean("respects_protection"),
        )
    return CardType(**values)


def load_cards(path: Optional[Path] = None) -> CardSet:
    path = Path(path or resource_path("assets", "cards", "mining_war.toml"))
    data = read_card_file(path)
    unknown = set(data) - {"abilities", "cards", "bonuses"}
    if unknown:
        raise CardDataError(path, f"unknown table [{sorted(unknown)[0]}]; expected [abilities], [cards], [bonuses]")
    abilities = {}
    for key, entry in _table(path, data, "abilities").items():
        f = FieldReader(path, key, entry)
        if key not in ABILITIES:
            raise CardDataError(path, f"ability {key!r} has no rules; the rules know {list(ABILITIES)}")
        abilities[key] = Ability(key, f.translated("name"), f.translated("text"))
    missing = [a for a in ABILITIES if a not in abilities]
    if missing:
        raise CardDataError(path, f"ability {missing[0]!r} has no [abilities.{missing[0]}] text")
    cards = {key: _card(path, key, entry, abilities) for key, entry in _table(path, data, "cards").items()}
    if [k for k, c in cards.items() if c.is_bitcoin] != ["bitcoin"]:
        raise CardDataError(path, "exactly one card of type \"bitcoin\" is needed, with the key \"bitcoin\"")
    bonuses = {}
    for key, entry in _table(path, data, "bonuses").items():
        f = FieldReader(path, key, entry)
        unknown = set(entry) - {"name", "text", "effects"}
        if unknown:
            raise f.fail(sorted(unknown)[0], "not a field of a bonus")
        effects = _effects(path, f, entry, required=True)
        if sum(e.needs_target for e in effects) > 1:
            raise f.fail("effects", "a bonus may have at most one effect with a target")
        bonuses[key] = Bonus(key, f.translated("name"), f.translated("text"), effects)
    if not bonuses:
        raise CardDataError(path, "no [bonuses]: the Neutrino needs at least one Neutrino Destroyed card")
    clash = set(cards) & set(bonuses) | (set(cards) | set(bonuses)) & set(MAIN_CARD_NAMES)
    if clash:
        raise CardDataError(path, f"the key {sorted(clash)[0]!r} names two things")
    return CardSet(cards, bonuses, abilities)


@cache
def default_cards() -> CardSet:
    return load_cards()


def _table(path: Path, data: dict[str, Any], name: str) -> dict[str, Any]:
    table = data.get(name)
    if not isinstance(table, dict) or not table:
        raise CardDataError(path, f"no [{name}] table")
    return table
