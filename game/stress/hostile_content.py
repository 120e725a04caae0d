"""Damage that keeps a save well formed but asks for too much or says something hostile (issue 23):
huge counts and long lists in the header's options and scripted setups (a million Bitcoins, 10^8
copies of a card, 100,000 scripted dice), and seat and deck names holding NUL, lone surrogates,
terminal escapes and right-to-left overrides. Each must be refused at once or loaded with its
names cleaned; `hostile.check_one` times every file and checks the names of what loads.
"""

from __future__ import annotations

import json
import random
from typing import Any, Iterable

Chunks = Iterable[bytes]

HUGE = (10**6, 10**8, 10**9, 10**18, 2**63)
HOSTILE_NAMES = ("\u0000", "Ada\u0000Bo", "\ud800", "x\udcff", "\u001b[2J\u001b[31mEve", "\u001b]0;owned\u0007",
                 "\u202eevil", "\u200b", "\u009b31m", "\r\nSeat", "\t", "a" * 5000 + "\u0000")


def _records(data: bytes) -> list[Any]:
    lines = data.split(b"\n")
    return [json.loads(line) for line in lines if line.strip()]


def _from_records(records: list[Any]) -> Chunks:
    # ensure_ascii: a lone surrogate is written as a \u escape, valid JSON that Python reads back
    return [b"\n".join(json.dumps(r, separators=(",", ":")).encode() for r in records) + b"\n"]


def _int_leaves(value: Any, path: tuple = ()) -> list[tuple]:
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _int_leaves(item, path + (key,))]
    if isinstance(value, list):
        return [p for index, item in enumerate(value) for p in _int_leaves(item, path + (index,))]
    return [path] if isinstance(value, int) and not isinstance(value, bool) else []


def _bomb(game_id: str, seats: int, rng: random.Random) -> dict[str, Any]:
    """Options a few hundred bytes long that ask the game's setup for millions of things."""
    count = rng.choice(HUGE)
    if game_id == "mining_war":
        side = rng.choice([{"bitcoins": count, "hand": ["bitcoin"], "deck": ["bitcoin"]},
                           {"hand": ["bitcoin"] * 20_000}, {"deck": ["bitcoin"] * 20_000},
                           {"fighters": ["miner"] * 5000}, {"pool": count, "firewalls": [count] * 3}])
        return {"setup": {"players": [dict(side) for _ in range(seats)]}}
    if game_id == "mythos":
        deck = rng.choice([{"name": "x", "characters": {"anything": count}, "missions": []},
                           {"name": "x", "characters": ["a"] * 50_000, "missions": ["m"] * 50_000}])
        return {"decks": [deck, deck]}
    if game_id == "maphr":
        return rng.choice([{"draw_dice": [1] * 100_000}, {"round_limit": count}, {"tiles_per_prospect": count}])
    if game_id == "to_the_moon":
        return rng.choice([{"moon_tokens": count}, {"setup": {"deck_top": ["hack.1"] * 50_000}},
                           {"bonus_rules": ["x"] * 50_000}])
    return rng.choice([{"track": {"length": count, "stars": [1] * 50_000}},
                       {"setup": {"hands": [["p0.charge"] * 20_000, []]}}])


def huge_counts(data: bytes, rng: random.Random) -> Chunks:
    """A count in the options made huge, a list made long, or a game's own setup bomb."""
    records = _records(data)
    header = records[0]
    options = header.get("options")
    leaves = _int_leaves(options) if isinstance(options, dict) else []
    if leaves and rng.random() < 0.4:
        path = rng.choice(leaves)
        holder = options
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = rng.choice(HUGE)
    else:
        header["options"] = _bomb(str(header.get("game")), len(header.get("seats") or [0, 0]), rng)
    return _from_records(records)


def hostile_names(data: bytes, rng: random.Random) -> Chunks:
    """Seat names (and a Mythos deck's name) holding characters no font or terminal should get."""
    records = _records(data)
    header = records[0]
    for seat in header.get("seats") or []:
        if isinstance(seat, dict):
            seat["name"] = rng.choice(HOSTILE_NAMES)
            if rng.random() < 0.3:
                seat["kind"] = rng.choice(HOSTILE_NAMES)
    decks = (header.get("options") or {}).get("decks")
    if isinstance(decks, list):
        for deck in decks:
            if isinstance(deck, dict) and "name" in deck:
                deck["name"] = rng.choice(HOSTILE_NAMES)
    return _from_records(records)


CONTENT_MUTATIONS = {f.__name__: f for f in (huge_counts, hostile_names)}
