"""The Mines de Maphr cards and clans, read from assets/cards/maphr.toml and validated on load.

Card ids are "<type>.<copy>" ("bend.3", "shoring.1"); the type key says everything about the
card, the copy number only keeps ids unique.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Optional

from game.engine.carddata import CardDataError, FieldReader, read_card_file
from game.paths import resource_path

SIDES = "NESW"
"""Tile sides clockwise; a rotation by one step turns N into E."""
MINERALS = ("coal", "gold", "mithril")
MINERAL_VALUE = {"coal": 1, "gold": 2, "mithril": 5}
"""Coins per unit of a vein when exploited, and points per unit at the end."""
MAX_UNITS = {"coal": 3, "gold": 3, "mithril": 2}
COLOURS = ("blue", "green", "yellow", "red", "grey")
ACTIONS = ("prospect", "exploit", "build")
KINDS = ("tile", "amenity", "contract", "catastrophe", "impediment")
SECTIONS = {"tiles": "tile", "amenities": "amenity", "contracts": "contract", "catastrophes": "catastrophe", "impediments": "impediment"}

AMENITY_EFFECTS = (
    "none", "shield", "exploit_bonus", "sell_bonus", "hand_limit", "miner_discount", "build_discount",
    "prospect_bonus", "second_action_discount", "action_gain", "action_draw",
)
CONTRACT_EFFECTS = ("gain", "gain_per_vein", "caravan", "gap_extension", "free_miner")
CATASTROPHE_EFFECTS = ("destroy_tile", "lose_coins", "destroy_amenity", "lose_miner", "lower_level")
CLAN_POWERS = ("vein_bonus", "build_discount", "miner_discount", "sell_bonus", "start_coins", "hand_limit", "levelup_discount", "impediment_gain")
SHORING, TUNNEL_OFFICE = "shoring", "tunnel_office"


@dataclass(frozen=True)
class CardType:
    key: str
    kind: str
    """tile, amenity, contract, catastrophe or impediment."""
    name: dict[str, str]
    text: dict[str, str]
    count: int
    edges: str = ""
    """Tile: open sides of the unrotated tile, a subset of "NESW"."""
    mineral: str = ""
    """Vein tile: coal, gold or mithril ("" for a plain gallery)."""
    units: int = 0
    colour: str = ""
    level: int = 0
    """Amenity: the mine level needed to build it."""
    cost: int = 0
    points: int = 0
    effect: str = ""
    amount: int = 0
    shield: str = ""
    """Amenity: the catastrophe key it protects from."""
    price: int = 0
    per_pip: int = 0
    refuse: int = 0
    """Caravan contract: pay `price`, gain `per_pip` x die; or pay `refuse`."""
    action: str = ""
    """Impediment: the action it cancels."""
    short: dict[str, str] = field(default_factory=dict)
    """Amenity: a shorter name for a card drawn small, where the whole one would be unreadable
    (the Bureau's 42 letters: fifteenth trial, "about 6 px"); {} when the name is short enough."""
    told: dict[str, str] = field(default_factory=dict)
    """Contract, catastrophe: what it does as the log tells it, of `{player}` (the printed text
    says "your mine": fourteenth trial, "Bob révèle Séisme : Votre mine descend")."""

    @property
    def is_vein(self) -> bool:
        return self.kind == "tile" and bool(self.mineral)

    @property
    def vein_value(self) -> int:
        return MINERAL_VALUE[self.mineral] * self.units if self.is_vein else 0

    @property
    def is_immediate(self) -> bool:
        """Contracts and catastrophes never stay in a hand: they act at the end of the draw."""
        return self.kind in ("contract", "catastrophe")


@dataclass(frozen=True)
class Clan:
    key: str
    name: dict[str, str]
    text: dict[str, str]
    power: str
    amount: int
    mineral: str = ""
    grey: bool = False


@dataclass(frozen=True)
class CardSet:
    types: dict[str, CardType]
    clans: dict[str, Clan]

    def type_of(self, card_id: str) -> CardType:
        return self.types[card_type_key(card_id)]

    def all_card_ids(self) -> list[str]:
        return [f"{t.key}.{n}" for t in self.types.values() for n in range(1, t.count + 1)]

    @cached_property
    def sorted_card_ids(self) -> tuple[str, ...]:
        """Every card id once, sorted: what the cards on the table must be, checked after every
        command of a soak (built once per card set, not per check)."""
        return tuple(sorted(self.all_card_ids()))


@cache  # pure; card ids are few and asked for on every move of a play-out
def card_type_key(card_id: str) -> str:
    return card_id.rsplit(".", 1)[0]


_FIELDS = {
    "tile": {"name", "edges", "mineral", "units", "count"},
    "amenity": {"name", "short", "text", "colour", "level", "cost", "points", "effect", "amount", "shield", "count"},
    "contract": {"name", "text", "told", "effect", "amount", "mineral", "price", "per_pip", "refuse", "count"},
    "catastrophe": {"name", "text", "told", "effect", "amount", "count"},
    "impediment": {"name", "text", "action", "count"},
}


def _read_card(path: Path, key: str, kind: str, entry: object) -> CardType:
    f = FieldReader(path, key, entry)
    unknown = set(f.table) - _FIELDS[kind]
    if unknown:
        raise f.fail(sorted(unknown)[0], f"unknown field for a {kind}")
    if "." in key:
        raise f.fail("key", "a card key may not hold a dot")
    name = f.translated("name")
    common = dict(key=key, kind=kind, name=name, count=f.integer("count", minimum=1, maximum=40))
    if kind == "tile":
        edges = f.string("edges")
        if not edges or any(c not in SIDES for c in edges) or len(set(edges)) != len(edges):
            raise f.fail("edges", f"{edges!r} must list distinct open sides among N, E, S, W")
        mineral = f.string("mineral", "", choices=("", *MINERALS))
        units = f.integer("units", 0, maximum=3)
        if mineral and not 1 <= units <= MAX_UNITS[mineral]:
            raise f.fail("units", f"a {mineral} vein has 1..{MAX_UNITS[mineral]} units")
        if not mineral and units:
            raise f.fail("units", "a gallery without a mineral has no units")
        ordered = "".join(s for s in SIDES if s in edges)
        return CardType(**common, text=name, edges=ordered, mineral=mineral, units=units)
    text = f.translated("text")
    if kind == "amenity":
        effect = f.string("effect", choices=AMENITY_EFFECTS)
        shield = f.string("shield", "")
        if (effect == "shield") != bool(shield):
            raise f.fail("shield", "a shield amenity names the catastrophe it stops, and only it")
        return CardType(
            **common, text=text, colour=f.string("colour", choices=COLOURS), level=f.integer("level", minimum=1, maximum=4),
            cost=f.integer("cost", minimum=0, maximum=100), points=f.integer("points", minimum=0, maximum=30),
            effect=effect, amount=f.integer("amount", 0, maximum=20), shield=shield,
            short=f.translated("short") if "short" in f.table else {},
        )
    if kind == "contract":
        effect = f.string("effect", choices=CONTRACT_EFFECTS)
        mineral = f.string("mineral", "", choices=("", *MINERALS))
        if (effect == "gain_per_vein") != bool(mineral):
            raise f.fail("mineral", "gain_per_vein names a mineral, and only it does")
        return CardType(
            **common, text=text, told=_told(f), effect=effect, amount=f.integer("amount", 0, maximum=100), mineral=mineral,
            price=f.integer("price", 0, maximum=100), per_pip=f.integer("per_pip", 0, maximum=20), refuse=f.integer("refuse", 0, maximum=100),
        )
    if kind == "catastrophe":
        return CardType(**common, text=text, told=_told(f), effect=f.string("effect", choices=CATASTROPHE_EFFECTS), amount=f.integer("amount", 0, maximum=100))
    return CardType(**common, text=text, action=f.string("action", choices=ACTIONS))


def _told(f) -> dict[str, str]:
    """A contract's or catastrophe's `told` texts, each naming the player with {player}."""
    told = f.translated("told")
    for lang, text in told.items():
        if "{player}" not in text:
            raise f.fail("told", f"the {lang!r} text does not name the player with {{player}}")
    return told


def _read_clan(path: Path, key: str, entry: object) -> Clan:
    f = FieldReader(path, key, entry)
    unknown = set(f.table) - {"name", "text", "power", "amount", "mineral", "grey"}
    if unknown:
        raise f.fail(sorted(unknown)[0], "unknown field for a clan")
    power = f.string("power", choices=CLAN_POWERS)
    mineral = f.string("mineral", "", choices=("", *MINERALS))
    if (power == "vein_bonus") != bool(mineral):
        raise f.fail("mineral", "vein_bonus names a mineral, and only it does")
    return Clan(key, f.translated("name"), f.translated("text"), power, f.integer("amount", 0, maximum=20), mineral, f.boolean("grey"))


def load_cards(path: Optional[Path] = None) -> CardSet:
    path = Path(path or resource_path("assets", "cards", "maphr.toml"))
    data = read_card_file(path)
    unknown = set(data) - set(SECTIONS) - {"clans"}
    if unknown:
        raise CardDataError(path, f"unknown section [{sorted(unknown)[0]}]; expected {sorted((*SECTIONS, 'clans'))}")
    types: dict[str, CardType] = {}
    for section, kind in SECTIONS.items():
        table = data.get(section)
        if not isinstance(table, dict) or not table:
            raise CardDataError(path, f"no [{section}] cards")
        for key, entry in table.items():
            if key in types:
                raise CardDataError(path, f"card {key!r} is defined twice")
            types[key] = _read_card(path, key, kind, entry)
    clans_table = data.get("clans")
    if not isinstance(clans_table, dict) or len(clans_table) < 4:
        raise CardDataError(path, "[clans] needs at least 4 clans (one per player)")
    clans = {key: _read_clan(path, key, entry) for key, entry in clans_table.items()}
    for key, colour in ((SHORING, "red"), (TUNNEL_OFFICE, "grey")):
        card = types.get(key)
        if card is None or card.kind != "amenity" or card.colour != colour:
            raise CardDataError(path, f"the level-up rules need the {colour} amenity {key!r}")
    for card in types.values():
        if card.kind == "amenity" and card.shield and card.shield not in data["catastrophes"]:
            raise CardDataError(path, f"card {card.key!r}, field 'shield': no catastrophe {card.shield!r}")
    for action in ACTIONS:
        if not any(c.kind == "impediment" and c.action == action for c in types.values()):
            raise CardDataError(path, f"no impediment against {action}")
    return CardSet(types, clans)
