"""The options of a Crypto Mining War match, checked with readable reasons.

- decks: one deck per seat ({card: count}); default the Starter Deck for everyone;
- firewalls: 2 or 3 per player (default 3 for two players, 2 from three players on);
- pool_health, firewall_health, neutrino_health: the "Variantes" allow changing them;
- neutrino_bonus: "random" (default) or the key of the Neutrino Destroyed card to hide;
- max_rounds: None (default: the rulebook has no round limit) or the rounds after which the
  round limit decides, a safeguard for computer self-play (ruling R1);
- first_player_skips_draw: a variant (default off, as the rulebook) in which the first player
  draws no card in the very first turn; it evens out seat order (see README);
- setup: a scripted table for tests and tutorials (see `_scripted`).
"""

from __future__ import annotations

from typing import Any

from game.engine.limits import bounded_list, is_whole, whole_number
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.decks import DeckError, check_deck, starter_deck

DEFAULTS = {"pool_health": 20, "firewall_health": 8, "neutrino_health": 10}
KNOWN = {"decks", "firewalls", "neutrino_bonus", "setup", "first_player_skips_draw", "max_rounds", *DEFAULTS}
MAX_ROUNDS_LIMIT = 1000


def default_firewalls(players: int) -> int:
    """"Choose 2 Firewalls for quicker games or from 3 players on"."""
    return 3 if players == 2 else 2


def _whole(options: dict[str, Any], key: str, low: int, high: int, default: int) -> int:
    value = options.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{key} must be a whole number from {low} to {high}")
    return value


def read_options(options: dict[str, Any], players: int, cards: CardSet) -> dict[str, Any]:
    unknown = set(options) - KNOWN
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r}; options are {sorted(KNOWN)}")
    read: dict[str, Any] = {key: _whole(options, key, 1, 99, default) for key, default in DEFAULTS.items()}
    read["max_rounds"] = None if options.get("max_rounds") is None else _whole(options, "max_rounds", 1, MAX_ROUNDS_LIMIT, 0)
    read["firewalls"] = _whole(options, "firewalls", 2, 3, default_firewalls(players))
    skip = options.get("first_player_skips_draw", False)
    if not isinstance(skip, bool):
        raise ValueError("first_player_skips_draw must be true or false")
    read["first_player_skips_draw"] = skip
    bonus = options.get("neutrino_bonus", "random")
    if bonus != "random" and bonus not in cards.bonuses:
        raise ValueError(f"neutrino_bonus must be \"random\" or one of {sorted(cards.bonuses)}")
    read["neutrino_bonus"] = bonus
    if "setup" in options:
        read["setup"] = _scripted(options["setup"], players, cards)
        return read
    decks = options.get("decks")
    if decks is None:
        decks = [starter_deck(cards)] * players
    if not isinstance(decks, list) or len(decks) != players:
        raise ValueError(f"decks must list one deck per player ({players})")
    read["decks"] = [check_deck(deck, cards, owner=f"player {n}'s deck") for n, deck in enumerate(decks, 1)]
    return read


MAX_SCRIPTED_CARDS = 60
"""Cards a scripted hand or deck may hold: more than any deck (scripts are tests and tutorials)."""
MAX_SCRIPTED_FIGHTERS = 12


def _scripted(setup: Any, players: int, cards: CardSet) -> dict[str, Any]:
    """{"order": [seats], "players": [{"hand": [keys], "deck": [keys, top first], "bitcoins": n,
    "fighters": [key or [key, turns face down]], "pool": health, "firewalls": [healths]}]}

    Every count and list is bounded before anything is expanded (a hostile save's million
    Bitcoins is refused here, not dealt one by one)."""
    if not isinstance(setup, dict) or set(setup) - {"order", "players"}:
        raise ValueError("setup must be an object with order and players")
    order = bounded_list(setup.get("order", list(range(players))), "setup.order", players)
    if sorted(o if is_whole(o) else -1 for o in order) != list(range(players)):
        raise ValueError(f"setup.order must list the seats 0..{players - 1} once each")
    sides = setup.get("players")
    if not isinstance(sides, list) or len(sides) != players:
        raise ValueError(f"setup.players needs one entry per player ({players})")
    read = []
    for number, side in enumerate(sides, 1):
        where = f"setup.players[{number}]"
        if not isinstance(side, dict) or set(side) - {"hand", "deck", "bitcoins", "fighters", "pool", "firewalls"}:
            raise ValueError(f"{where} must be an object of hand, deck, bitcoins, fighters, pool, firewalls")
        fighters = []
        for entry in bounded_list(side.get("fighters", []), f"{where}.fighters", MAX_SCRIPTED_FIGHTERS):
            key, delay = (entry, 0) if isinstance(entry, str) else tuple(entry) if isinstance(entry, list) and len(entry) == 2 else (None, None)
            if key not in cards.cards or not cards.cards[key].is_fighter or not is_whole(delay) or delay not in (0, 1, 2):
                raise ValueError(f"{where}.fighters: {entry!r:.40} is not a fighter (with 0-2 turns face down)")
            fighters.append((key, delay))
        for field in ("hand", "deck"):
            listed = bounded_list(side.get(field, []), f"{where}.{field}", MAX_SCRIPTED_CARDS)
            if not all(isinstance(k, str) and k in cards.cards for k in listed):
                raise ValueError(f"{where}.{field} holds an unknown card")
        firewalls = bounded_list(side.get("firewalls", [8, 8]), f"{where}.firewalls", 3)
        for health in firewalls:
            whole_number(health, f"{where}.firewalls: each health", 1, 99)
        bitcoins = whole_number(side.get("bitcoins", 0), f"{where}.bitcoins", 0, 99)
        pool = whole_number(side.get("pool", 20), f"{where}.pool", 1, 99)
        read.append({"hand": list(side.get("hand", [])), "deck": list(side.get("deck", [])), "bitcoins": bitcoins,
                     "fighters": fighters, "pool": pool, "firewalls": firewalls})
    return {"order": list(order), "players": read}


__all__ = ["DeckError", "read_options", "default_firewalls"]


def mining_war_defaults(players: int) -> dict[str, Any]:
    """A new match's options: the Starter Deck (read from its file now, so the save keeps the
    deck even if the file later changes) for every seat, and the rulebook's Firewall count."""
    from game.rules.mining_war.cards import default_cards

    deck = starter_deck(default_cards())
    return {"decks": [dict(deck) for _ in range(players)], "firewalls": default_firewalls(players)}
