"""Games with the Lantern Watch deck (the new mechanics' cards) against a starter deck, for the
leak check and the computer players: the shipped defaults never deal these cards."""

from __future__ import annotations

import random
from typing import Any, Callable

from game import sessions
from game.engine import Match, RandomPlayer, SeatConfig
from game.engine.codec import to_plain
from game.match_options import self_play_options
from game.rules.registry import find_rules
from game.rules.mythos.cards import default_cards, load_deck, starter_deck_path
from game.stress.leaks import _ids_in, check_position

DECKS = ("lantern_watch", "hollow_dune", "ember_vale")


def lantern_options(seed: int) -> dict[str, Any]:
    """Lantern Watch against a starter deck, on alternate seats from one seed to the next."""
    lantern = load_deck(starter_deck_path("lantern_watch"), default_cards())
    other = load_deck(starter_deck_path(DECKS[1 + seed % 2]), default_cards())
    decks = [lantern, other] if seed % 4 < 2 else [other, lantern]
    return {"decks": [{"name": d.name, "characters": list(d.characters), "missions": list(d.missions)} for d in decks]}


def new_match(seed: int, levels: tuple[str, str] = ("computer:easy", "computer:easy")) -> Match:
    seats = [SeatConfig(f"P{s + 1}", levels[s]) for s in range(2)]
    config = sessions.make_config("mythos", seats, seed, self_play_options("mythos", lantern_options(seed)))
    return Match(find_rules("mythos"), config)


def play_out(match: Match, players: dict[int, Any], each: Callable[[Match], None] = lambda m: None) -> Match:
    """Play to the end, calling `each` after every command (invariants, counts)."""
    for _ in range(2000):
        if match.is_over():
            return match
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))
        match.rules.check_invariants(match.state)
        each(match)
    raise AssertionError("no end after 2000 commands")


def leak_check(seed: int, rate: float) -> tuple[int, list]:
    """check_game's loop (game/stress/leaks.py) on a Lantern Watch game: (positions, leaks)."""
    from game.ai.determinizers import DETERMINIZERS
    match = new_match(seed)
    rules = match.rules
    movers = {s: RandomPlayer(seed * 131 + s) for s in range(2)}
    chooser = random.Random(seed * 7919 + 17)
    checked, leaks, commands = 0, [], 0
    while not match.is_over():
        if commands == 0 or chooser.random() < rate:
            before = match.state_at(match.entries[-1].batch) if match.entries else match.state
            for seat in range(2):
                where = {"game_id": "mythos", "players": 2, "seed": seed, "position": len(match.entries)}
                rng = random.Random(f"{seed}:{len(match.entries)}:{seat}")
                shown = _ids_in(to_plain(rules.view(before, seat)))
                found = check_position(rules, DETERMINIZERS["mythos"], match, seat, rng, shown, where)
                checked += 1
                if found is not None:
                    leaks.append(found)
        seat = match.to_act()[0]
        match.submit(movers[seat].choose(match, seat))
        commands += 1
    return checked, leaks
