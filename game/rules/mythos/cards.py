"""The Mythos cards (characters and missions) and decks, read from TOML data files.

Effects are data: each card lists effects with a timing (`when`: main, ambush, upgrade, score,
continuous) and one `action` from a small vocabulary (EFFECT_ACTIONS). The rules in
effects.py give each action its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Optional

from game.engine.carddata import CardDataError, FieldReader, read_card_file
from game.engine.limits import MAX_CARDS_IN_A_ZONE, bounded_list, clean_name, is_whole
from game.paths import resource_path

TIMINGS = ("main", "ambush", "upgrade", "score", "continuous")
INSTANT_ACTIONS = (
    "powerup", "gain_chakra", "draw", "opponent_discards", "move", "hide", "defeat",
    "take_control", "look", "return_to_hand", "play_hidden_from_hand", "play_character",
)
CONTINUOUS_ACTIONS = ("chakra", "power", "aura", "protected", "return_at_end")
"""Continuous effects that are not triggers: CHAKRA +X, power changes, protection, end of round."""
MISSION_CONTINUOUS_ACTIONS = ("aura",)
"""What a mission may do "tant que la mission est en jeu": change the power of characters on it."""
TRIGGERS = ("friendly_played_here", "friendly_defeated")
"""Continuous effects that trigger an instant action when something happens."""
EFFECT_ACTIONS = INSTANT_ACTIONS + CONTINUOUS_ACTIONS
TARGETS = ("self", "friendly", "other_friendly", "enemy", "any")
WHERE = ("here", "anywhere")
HIDDEN = ("any", "hidden", "face_up")
AMOUNT_FROM = ("", "friendly_hidden_here", "missions_with_keyword", "other_face_up_friendly_here")
MIN_DECK = 30
MAX_COPIES = 2
MISSIONS_PER_PLAYER = 3


@dataclass(frozen=True)
class Effect:
    when: str
    action: str
    amount: int = 0
    amount_from: str = ""
    """When set, the amount is `amount` times this count (see effects.amount_of)."""
    on: str = ""
    """For a continuous trigger: the happening it answers (TRIGGERS)."""
    target: str = "self"
    where: str = "here"
    hidden: str = "any"
    max_cost: int = -1
    """-1: any cost. A hidden target counts as cost 0, unless the effect looks at it first."""
    keyword: str = ""
    """Target filter (or, for amount_from/condition, the keyword counted)."""
    if_keyword_here: str = ""
    """Condition: another friendly face-up character with this keyword on the same mission."""
    must: bool = False
    """MUST (if able): applied without asking; otherwise the controller may decline."""
    instead_of: int = 0
    """On an UPGRADE effect: the number (1 = top) of this card's MAIN effect that it replaces
    when the card is played as an upgrade ("UPGRADE: the MAIN effect ... instead"); 0: none."""

    @property
    def is_trigger(self) -> bool:
        return self.when == "continuous" and bool(self.on)


@dataclass(frozen=True)
class CharacterCard:
    key: str
    """The version: set code and number, e.g. "KT-012"; at most 2 copies of it per deck."""
    name: str
    """The character's name: one per side of a mission."""
    title: dict[str, str]
    display_name: dict[str, str]
    cost: int
    power: int
    keywords: tuple[str, ...]
    group: str
    text: dict[str, str]
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class MissionCard:
    key: str
    name: dict[str, str]
    points: int
    """Printed base Mission Points (README ruling 4: 2 unless the data says otherwise)."""
    text: dict[str, str]
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class CardSet:
    characters: dict[str, CharacterCard]
    missions: dict[str, MissionCard]
    groups: tuple[str, ...]
    keywords: tuple[str, ...]
    word_names: dict[str, dict[str, str]] = field(default_factory=dict)
    """Keywords and groups in each language: {"Squad Ember": {"fr": "Escouade Braise"}}; a word
    missing in a language is shown as the rules write it."""

    def word(self, word: str, lang: str) -> str:
        return self.word_names.get(word, {}).get(lang, word)


@dataclass(frozen=True)
class Deck:
    name: str
    characters: tuple[str, ...]
    """Character versions, repeated per copy."""
    missions: tuple[str, ...]


def _effects(f: FieldReader, entry: dict[str, Any], allowed_timings: tuple[str, ...],
             continuous_actions: tuple[str, ...] = CONTINUOUS_ACTIONS,
             triggers: tuple[str, ...] = TRIGGERS) -> tuple[Effect, ...]:
    raw = entry.get("effects", [])
    if not isinstance(raw, list):
        raise f.fail("effects", "expected a list of effect tables")
    effects = []
    known = {"when", "action", "amount", "amount_from", "on", "target", "where", "hidden", "max_cost",
             "keyword", "if_keyword_here", "must", "instead_of"}
    for number, table in enumerate(raw, 1):
        ef = FieldReader(f.path, f"{f.card_id} effect {number}", table)
        unknown = set(table) - known
        if unknown:
            raise ef.fail(sorted(unknown)[0], "unknown field")
        when = ef.string("when", choices=allowed_timings)
        on = ef.string("on", "", choices=("",) + triggers)
        allowed = continuous_actions if when == "continuous" and not on else INSTANT_ACTIONS
        action = ef.string("action", choices=allowed)
        effects.append(Effect(
            when=when, action=action, on=on,
            amount=ef.integer("amount", 0, minimum=-5, maximum=10),
            amount_from=ef.string("amount_from", "", choices=AMOUNT_FROM),
            target=ef.string("target", "self", choices=TARGETS),
            where=ef.string("where", "here", choices=WHERE),
            hidden=ef.string("hidden", "any", choices=HIDDEN),
            max_cost=ef.integer("max_cost", -1, minimum=-1, maximum=20),
            keyword=ef.string("keyword", ""),
            if_keyword_here=ef.string("if_keyword_here", ""),
            must=ef.boolean("must"),
            instead_of=ef.integer("instead_of", 0, minimum=0, maximum=len(raw)),
        ))
    for number, effect in enumerate(effects, 1):
        if not effect.instead_of:
            continue
        where = f"effect {number}: instead_of"
        if effect.when != "upgrade":
            raise f.fail(where, "only an UPGRADE effect can replace a MAIN effect")
        if effects[effect.instead_of - 1].when != "main":
            raise f.fail(where, f"effect {effect.instead_of} is not a MAIN effect of this card")
    return tuple(effects)


def load_cards(path: Optional[Path] = None) -> CardSet:
    path = path or resource_path("assets", "cards", "mythos.toml")
    data = read_card_file(path)
    characters: dict[str, CharacterCard] = {}
    missions: dict[str, MissionCard] = {}
    table = data.get("characters")
    if not isinstance(table, dict) or not table:
        raise CardDataError(path, "no [characters] table")
    for key, entry in table.items():
        f = FieldReader(path, key, entry)
        known = {"name", "title", "display_name", "cost", "power", "keywords", "group", "text", "effects"}
        unknown = set(entry) - known
        if unknown:
            raise f.fail(sorted(unknown)[0], "unknown field")
        keywords = entry.get("keywords", [])
        if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
            raise f.fail("keywords", "expected a list of texts")
        characters[key] = CharacterCard(
            key=key, name=f.string("name"), title=f.translated("title"),
            display_name=f.translated("display_name"),
            cost=f.integer("cost", maximum=12), power=f.integer("power", maximum=15),
            keywords=tuple(keywords), group=f.string("group"), text=f.translated("text"),
            effects=_effects(f, entry, TIMINGS),
        )
    table = data.get("missions")
    if not isinstance(table, dict) or not table:
        raise CardDataError(path, "no [missions] table")
    for key, entry in table.items():
        f = FieldReader(path, key, entry)
        unknown = set(entry) - {"name", "points", "text", "effects"}
        if unknown:
            raise f.fail(sorted(unknown)[0], "unknown field")
        missions[key] = MissionCard(
            key=key, name=f.translated("name"), points=f.integer("points", 2, maximum=10),
            text=f.translated("text"),
            effects=_effects(f, entry, ("score", "continuous"), MISSION_CONTINUOUS_ACTIONS, triggers=()),
        )
    groups = tuple(sorted({c.group for c in characters.values()}))
    keywords = tuple(sorted({k for c in characters.values() for k in c.keywords}))
    names = data.get("word_names", {})
    if not isinstance(names, dict) or not all(isinstance(v, dict) and all(isinstance(t, str) for t in v.values()) for v in names.values()):
        raise CardDataError(path, "[word_names] must give each keyword or group a table of texts by language")
    strange = sorted(set(names) - set(groups) - set(keywords))
    if strange:
        raise CardDataError(path, f"[word_names] names {strange[0]!r}, which no card has as a keyword or group")
    return CardSet(characters, missions, groups, keywords, {word: dict(texts) for word, texts in names.items()})


def check_deck(deck: Deck, cards: CardSet, where: str = "deck") -> None:
    """Raise ValueError naming the deck and the problem when it breaks the deck-building rules."""
    unknown = [k for k in deck.characters if k not in cards.characters]
    if unknown:
        raise ValueError(f"{where} {deck.name!r}: unknown character {unknown[0]!r}")
    if len(deck.characters) < MIN_DECK:
        raise ValueError(f"{where} {deck.name!r}: {len(deck.characters)} characters; at least {MIN_DECK} needed")
    for key in set(deck.characters):
        if deck.characters.count(key) > MAX_COPIES:
            raise ValueError(f"{where} {deck.name!r}: {deck.characters.count(key)} copies of {key}; at most {MAX_COPIES} of one version")
    bad = [k for k in deck.missions if k not in cards.missions]
    if bad:
        raise ValueError(f"{where} {deck.name!r}: unknown mission {bad[0]!r}")
    if len(deck.missions) != MISSIONS_PER_PLAYER:
        raise ValueError(f"{where} {deck.name!r}: {len(deck.missions)} missions; exactly {MISSIONS_PER_PLAYER} needed")
    if len(set(deck.missions)) != len(deck.missions):
        # "chaque joueur choisit également 3 Cartes Mission": three cards, each its own mission
        # (README "Decks"); a deck naming one twice would put two of one mission in play.
        twice = next(k for k in deck.missions if deck.missions.count(k) > 1)
        raise ValueError(f"{where} {deck.name!r}: mission {twice} twice; the {MISSIONS_PER_PLAYER} missions must differ")


def deck_from_data(data: Any, where: str = "deck") -> Deck:
    """A deck from plain data: {"name", "characters": {version: copies} or [versions], "missions": [..]}."""
    if not isinstance(data, dict):
        raise ValueError(f"{where}: expected a table with name, characters and missions")
    name = data.get("name", "?")
    if isinstance(name, dict):  # {en = ..., fr = ...}: the menus show the player's language; the rules keep English
        name = name.get("en", next(iter(name.values()), "?"))
    name = clean_name(name)
    chars = data.get("characters")
    if isinstance(chars, dict):
        if not all(isinstance(k, str) and is_whole(v) and v >= 0 for k, v in chars.items()):
            raise ValueError(f"{where} {name!r}: characters must map versions to copy counts")
        total = sum(chars.values())
        if total > MAX_CARDS_IN_A_ZONE:  # counted before the list is made: 10**9 copies is a few bytes
            raise ValueError(f"{where} {name!r}: {total} characters; at most {MAX_CARDS_IN_A_ZONE}")
        listed = tuple(k for k, v in sorted(chars.items()) for _ in range(v))
    elif isinstance(chars, list) and all(isinstance(k, str) for k in chars):
        listed = tuple(bounded_list(chars, f"{where} {name!r}: characters"))
    else:
        raise ValueError(f"{where} {name!r}: characters must be a table of version = copies")
    missions = data.get("missions")
    if not isinstance(missions, list) or not all(isinstance(k, str) for k in missions):
        raise ValueError(f"{where} {name!r}: missions must be a list of mission keys")
    return Deck(name, listed, tuple(bounded_list(missions, f"{where} {name!r}: missions", 20)))


def load_deck(path: Path, cards: CardSet) -> Deck:
    """A deck file (assets/decks/mythos/*.toml), checked against the deck-building rules."""
    data = read_card_file(path)
    try:
        deck = deck_from_data(data, str(path))
        check_deck(deck, cards, str(path))
    except ValueError as error:
        raise CardDataError(path, str(error).removeprefix(f"{path} ")) from None
    return deck


STARTER_DECKS = ("ember_vale", "hollow_dune")
"""The two ready-made decks, by file name under assets/decks/mythos/ (named, not listed)."""


def starter_deck_path(name: str) -> Path:
    return resource_path("assets", "decks", "mythos", f"{name}.toml")


@cache
def default_cards() -> CardSet:
    """The shipped card file, read once per process (every new match and the rules share it)."""
    return load_cards()


@cache
def _starter_decks() -> tuple[Deck, ...]:
    return tuple(load_deck(starter_deck_path(name), default_cards()) for name in STARTER_DECKS)


def mythos_starter_options() -> dict[str, Any]:
    """Match options with the two starter decks written out in full (so a save replays the
    same decks even if the deck files are edited later)."""
    return {"decks": [{"name": d.name, "characters": list(d.characters), "missions": list(d.missions)}
                      for d in _starter_decks()]}
