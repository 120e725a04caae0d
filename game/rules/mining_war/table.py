"""Questions about the table: health, damage, range, protection, resources, targets.

Pure reads of the state, shared by combat, spells and the turn's phases.
"""

from __future__ import annotations

from typing import Iterator, Optional

from game.rules.mining_war.cards import MAIN_CARD_RANGE, CardSet, Effect
from game.rules.mining_war.state import NEUTRINO, Fighter, Side, WarState, owner_of


def fighter_of(state: WarState, card: str) -> Optional[Fighter]:
    seat = owner_of(card)
    if seat is None or seat >= len(state.sides):
        return None
    return state.sides[seat].battlefield.get(card)


def is_main_card(state: WarState, card: str) -> bool:
    """Mining Pool, Firewall or Neutrino."""
    return card == NEUTRINO or card.endswith(".pool") or ".fw" in card


def health(state: WarState, card: str, cards: CardSet) -> int:
    if card == NEUTRINO:
        return state.neutrino or 0
    side = state.side_of(card)
    if card.endswith(".pool"):
        return side.pool
    if card in side.firewalls:
        return side.firewalls[card]
    fighter = side.battlefield[card]
    return cards.cards[fighter.key].health - fighter.damage_taken


def max_health(state: WarState, card: str, cards: CardSet) -> int:
    if card == NEUTRINO:
        return state.neutrino_health
    if card.endswith(".pool"):
        return state.pool_health
    if ".fw" in card:
        return state.firewall_health
    return cards.cards[state.side_of(card).battlefield[card].key].health


def strike_damage(state: WarState, card: str, cards: CardSet) -> int:
    """Damage the card deals per strike: printed damage, plus boosts, doubled by MULTI."""
    fighter = fighter_of(state, card)
    if fighter is None:
        return 0  # main cards deal no damage (ruling 4)
    side = state.side_of(card)
    damage = cards.cards[fighter.key].damage + side.boost
    return damage * 2 if fighter.multi else damage


def card_range(state: WarState, card: str, cards: CardSet) -> int:
    fighter = fighter_of(state, card)
    return cards.cards[fighter.key].range if fighter else MAIN_CARD_RANGE


def protectors(side: Side) -> list[str]:
    """Revealed fighters and buildings: each protects its player's Firewalls and Mining Pool."""
    return [f.card for f in side.battlefield.values() if f.revealed]


def opponents(state: WarState, seat: int) -> list[int]:
    return [s for s in state.living() if s != seat]


# --- combat -----------------------------------------------------------------------------------


def can_attack(state: WarState, seat: int, card: str, cards: CardSet) -> Optional[str]:
    """None when the card may attack now, else why not."""
    fighter = fighter_of(state, card)
    if fighter is None or owner_of(card) != seat:
        return "that is not one of your fighters on the battlefield"
    if not fighter.revealed:
        return "a face-down card cannot attack until it is revealed"
    if fighter.tapped:
        return "that fighter is tapped: it already attacked this turn"
    if cards.cards[fighter.key].has("BUILDING"):
        return "a BUILDING cannot attack during its owner's turn"
    return None


def why_not_attackable(state: WarState, seat: int, target: str) -> Optional[str]:
    """None when a fighter of `seat` may attack `target`, else why not (protection rules)."""
    if target == NEUTRINO:
        return None if state.neutrino is not None else "the Neutrino is already destroyed"
    owner = owner_of(target)
    if owner is None or owner >= len(state.sides):
        return f"there is no card {target!r}"
    if owner == seat:
        return "you cannot attack your own cards"
    side = state.sides[owner]
    if side.eliminated:
        return "that player is out of the game"
    if target.endswith(".pool"):
        if side.firewalls:
            return "the Mining Pool is protected by a Firewall"
        if protectors(side):
            return "the Mining Pool is protected by a fighter"
        return None
    if target in side.firewalls:
        return "that Firewall is protected by a fighter" if protectors(side) else None
    fighter = side.battlefield.get(target)
    if fighter is None:
        return f"there is no card {target!r} on the battlefield"
    if not fighter.revealed:
        return "a face-down card cannot be attacked"
    return None


def iter_attack_targets(state: WarState, seat: int) -> Iterator[str]:
    if state.neutrino is not None:
        yield NEUTRINO
    for other in opponents(state, seat):
        side = state.sides[other]
        guards = protectors(side)
        yield from guards
        if not guards:
            yield from side.firewalls
            if not side.firewalls:
                yield f"p{other}.pool"


# --- spells -----------------------------------------------------------------------------------


def effect_targets(state: WarState, seat: int, effect: Effect, respects_protection: bool) -> list[str]:
    """The cards an effect may be aimed at. Spells ignore protection unless they say otherwise."""
    if effect.target is None:
        return []
    if effect.target.startswith("own_"):
        sides = [state.sides[seat]]
    else:
        sides = [state.sides[s] for s in opponents(state, seat)]
    found: list[str] = []
    for side in sides:
        guarded = bool(protectors(side))
        if effect.target.endswith("_fighter"):
            found += protectors(side)
        elif effect.target.endswith("_firewall"):
            if not (respects_protection and guarded):
                found += list(side.firewalls)
        elif effect.target.endswith("_pool"):
            if not (respects_protection and (guarded or side.firewalls)):
                found.append(f"p{side.seat}.pool")
    return found


# --- resources --------------------------------------------------------------------------------


def usable_resources(state: WarState, seat: int) -> list[str]:
    """Untapped resources `seat` may tap now, in the order the rules spend them when the player
    does not choose: set-aside cards (lost at the end of the turn), stolen Bitcoins (given back),
    then the player's own Bitcoins."""
    side = state.sides[seat]
    spares = [c for c, turn in side.spares.items() if turn < state.turn and c not in state.tapped]
    stolen = [c for c, thief in state.stolen.items() if thief == seat and c not in state.tapped]
    own = [c for c in side.bitcoins if c not in state.tapped and c not in state.stolen]
    return spares + stolen + own


def why_not_payable(state: WarState, seat: int, cost: int, pay_with: tuple[str, ...]) -> Optional[str]:
    usable = usable_resources(state, seat)
    if not pay_with:
        if len(usable) < cost:
            return f"it costs {cost} ฿; untapped Bitcoins: {len(usable)}"
        return None
    if len(set(pay_with)) != len(pay_with):
        return "a resource can be tapped only once"
    unusable = [c for c in pay_with if c not in usable]
    if unusable:
        return f"{unusable[0]} is not one of your untapped resources"
    if len(pay_with) != cost:
        return f"it costs {cost} ฿: tap exactly as many Bitcoins, not {len(pay_with)}"
    return None


def payment(state: WarState, seat: int, cost: int, pay_with: tuple[str, ...]) -> tuple[str, ...]:
    return pay_with or tuple(usable_resources(state, seat)[:cost])
