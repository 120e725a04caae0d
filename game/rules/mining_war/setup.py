"""Preparation of the game ("Préparation du jeu"): Mining Pools and Firewalls, shuffled decks,
the Neutrino with a Neutrino Destroyed card hidden under it, a random turn order, 8 cards each.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.handles import deal_ids
from game.engine.records import Event
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.decks import deck_cards

STARTING_HAND = 8


def setup_events(options: dict[str, Any], cards: CardSet, rng: random.Random) -> list[Event]:
    players = options["players"]
    events: list[Event] = [ev.TableLaidOut(players, options["pool_health"], options["firewalls"], options["firewall_health"], options["neutrino_health"])]
    script = options.get("setup")
    hands = []
    for seat in range(players):
        if script:
            side = script["players"][seat]
            keys = ["bitcoin"] * side["bitcoins"] + [k for k, _ in side["fighters"]] + side["hand"] + side["deck"]
            events.append(ev.DeckShuffled(seat, len(keys), tuple(keys)))
            ids = [f"p{seat}.{n:02d}" for n in range(len(keys))]
            placed = len(side["fighters"]) + side["bitcoins"]
            fighters = tuple((ids[side["bitcoins"] + n], key, delay) for n, (key, delay) in enumerate(side["fighters"]))
            events.append(ev.TablePreset(seat, side["pool"], tuple(side["firewalls"]), tuple(ids[: side["bitcoins"]]), fighters))
            hands.append((seat, ids[placed: placed + len(side["hand"])], side["hand"]))
        else:
            # "Each player shuffles and/or cuts the opponent's deck": a fair shuffle stands for it.
            # Ids dealt to the faces at random, and the deck's order drawn apart from them.
            ids = [f"p{seat}.{n:02d}" for n in range(len(deck_cards(options["decks"][seat])))]
            faces = deal_ids(ids, deck_cards(options["decks"][seat]), rng)
            order = rng.sample(ids, len(ids))
            events.append(ev.DeckShuffled(seat, len(ids), tuple(faces[i] for i in ids), tuple(order)))
            top = order[:STARTING_HAND]
            hands.append((seat, top, [faces[i] for i in top]))
    bonus = options["neutrino_bonus"]
    if bonus == "random":
        bonus = rng.choice(sorted(cards.bonuses))
    events.append(ev.NeutrinoBonusHidden(bonus))
    order = script["order"] if script else rng.sample(range(players), players)
    events.append(ev.TurnOrderDrawn(tuple(order)))
    for seat, ids, keys in hands:
        if ids:
            events.append(ev.CardsDrawn(seat, tuple(ids), tuple(keys)))
    return events
