"""A full Crypto Mining War state sampled from what one seat can see (for search players).

Everything public is copied from the view. The hidden cards of each player (hand, deck order,
face-down deployments, cards set aside) are dealt at random from that player's deck list minus
every card of it already seen; face-down cards get fighters (slow ones when lying horizontal).
The seat knows only its own deck list: another player's deck is guessed from the Starter Deck's
make-up, stretched to that deck's size (issue 18: a custom deck is its owner's secret). An
unrevealed Neutrino bonus is drawn at random. The ids no card shows are dealt at random between
the deck and a hidden hand, as the rules deal them.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.engine.rules import Outcome
from game.rules.mining_war.state import NEUTRINO, Fight, Fighter, Pending, Side, WarState, pool_id


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> WarState:
    cards = rules.cards
    health = view["health"]
    state = WarState(health["mining_pool"], health["firewall"], health["neutrino"], view["max_rounds"])
    state.first_player_skips_draw = view["first_player_skips_draw"]
    state.order, state.turn, state.round = tuple(view["order"]), view["turn"], view["round"]
    state.active, state.phase, state.drawn = view["active"], view["phase"], view["drawn"]
    state.asked_last_card, state.neutrino = view["asked_last_card"], view["neutrino"]
    state.card_types[NEUTRINO] = "neutrino"
    state.deck_lists = [dict(p["deck_list"] or {}) for p in view["players"]]
    for shown in view["players"]:
        state.sides.append(_side(state, shown, seat, cards, rng, _ids_shown(view, shown["seat"])))
    bonus = view["neutrino_bonus"]
    state.bonus_revealed = bonus is not None and state.neutrino is None
    state.neutrino_bonus = bonus if bonus is not None else rng.choice(sorted(cards.bonuses))
    fight = view["fight"]
    if fight is not None:
        state.fight = Fight(fight["attacker"], fight["target"], fight["first_striker"], fight["first_strikes_left"], fight["multi_asked"])
    pending = view["pending"]
    if pending is not None:
        state.pending = Pending(pending["seat"], pending["kind"], pending["card"])
    state.hack_queue = list(view["hack_queue"])
    state.bonus_due = tuple(view["bonus_due"]) if view["bonus_due"] else None  # type: ignore[assignment]
    if view["outcome"] is not None:
        state.outcome = Outcome(tuple(view["outcome"]["winners"]), view["outcome"]["reason"])
    return state


def _ids_shown(view: dict[str, Any], owner: int) -> set[str]:
    """Every id of `owner`'s deck cards the view shows, wherever it lies (a stolen Bitcoin sits
    in its thief's row)."""
    prefix = f"p{owner}."
    found = set()
    for player in view["players"]:
        for zone in ("bitcoins", "set_aside", "battlefield", "dump", "hand"):
            for item in player[zone] or ():
                card = item["card"]
                if card.startswith(prefix) and card[len(prefix):].isdigit():
                    found.add(card)
    return found


def _side(state: WarState, shown: dict[str, Any], seat: int, cards: Any, rng: random.Random, shown_ids: set[str]) -> Side:
    owner = shown["seat"]
    types = state.card_types
    side = Side(owner, shown["mining_pool"], dict(shown["firewalls"]))
    side.eliminated, side.placed_bitcoin, side.boost = shown["eliminated"], shown["placed_bitcoin"], shown["boost"]
    types[pool_id(owner)] = "mining_pool"
    types.update({fw: "firewall" for fw in side.firewalls})
    seen: Counter[str] = Counter()

    def know(card: str, key: str) -> None:
        types[card] = key
        if ".fw" not in card:
            seen[key] += 1

    for coin in shown["bitcoins"]:
        side.bitcoins.append(coin["card"])
        know(coin["card"], "bitcoin")
        if coin["tapped"]:
            state.tapped.add(coin["card"])
        if coin["stolen_by"] is not None:
            state.stolen[coin["card"]] = coin["stolen_by"]
    hidden_slots: list[str] = []
    for spare in shown["set_aside"]:
        side.spares[spare["card"]] = state.turn - 1 if spare["usable"] else state.turn
        if spare["tapped"]:
            state.tapped.add(spare["card"])
        if spare["key"] is not None:
            know(spare["card"], spare["key"])
        else:
            hidden_slots.append(spare["card"])
    face_down = []
    for shown_fighter in shown["battlefield"]:
        card, key = shown_fighter["card"], shown_fighter["key"]
        side.battlefield[card] = Fighter(card, key or "", shown_fighter["turns_face_down"], shown_fighter["damage_taken"], shown_fighter["tapped"], shown_fighter["multi"])
        if key is not None:
            know(card, key)
        else:
            face_down.append(side.battlefield[card])
    for dumped in shown["dump"]:
        side.dump.append(dumped["card"])
        know(dumped["card"], dumped["key"])
    if shown["hand"] is not None:
        for held in shown["hand"]:
            side.hand.append(held["card"])
            know(held["card"], held["key"])
    # Ids not seen anywhere: dealt at random between the deck and the hidden hand.
    removed = shown["removed"] if isinstance(shown["removed"], int) else len(shown["removed"])
    total = len(shown_ids) + shown["deck_size"] + (shown["hand_size"] if shown["hand"] is None else 0) + removed
    free = [f"p{owner}.{n:02d}" for n in range(total) if f"p{owner}.{n:02d}" not in shown_ids]
    rng.shuffle(free)
    if side.eliminated:
        side.removed = free
        return side
    deck_size = shown["deck_size"]
    side.deck = free[len(free) - deck_size:] if deck_size else []
    if shown["hand"] is None:
        side.hand = free[: len(free) - deck_size]
        hidden_slots += side.hand
    hidden_slots += side.deck
    deck_list = shown["deck_list"] if shown["deck_list"] is not None else _guessed_deck(cards, seen, total)
    unseen = list((Counter(deck_list) - seen).elements())
    if len(unseen) != len(hidden_slots) + len(face_down):
        raise ValueError("the view is not consistent with the deck list")
    rng.shuffle(unseen)
    for fighter in face_down:
        fits = [k for k in unseen if cards.cards[k].is_fighter and (fighter.delay < 2 or cards.cards[k].speed == "slow")]
        fits = fits or [k for k in unseen if cards.cards[k].is_fighter] or unseen
        fighter.key = fits[0]
        unseen.remove(fits[0])
        types[fighter.card] = fighter.key
    for card, key in zip(hidden_slots, unseen):
        types[card] = key
    return side


def _guessed_deck(cards: Any, seen: Counter, total: int) -> dict[str, int]:
    """Another player's deck as far as this seat can guess it: every card of it already seen,
    and the rest in the Starter Deck's proportions, `total` cards in all."""
    from game.rules.mining_war.decks import starter_deck

    starter = Counter(_starter(cards, starter_deck))
    guess = Counter(seen)
    missing = total - sum(guess.values())
    pool = list((starter - guess).elements()) or list(starter.elements())
    while missing > 0:
        key = pool[missing % len(pool)]
        guess[key] += 1
        missing -= 1
    return dict(guess)


_STARTER: dict[int, dict[str, int]] = {}


def _starter(cards: Any, load) -> dict[str, int]:
    """The Starter Deck, read once per card set."""
    key = id(cards)
    if key not in _STARTER:
        _STARTER[key] = load(cards)
    return _STARTER[key]
