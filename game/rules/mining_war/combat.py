"""Phase 5, a fight between two cards, exactly as the rulebook's walkthrough plays it:

1. compare ranges: the card with the longer range strikes alone as many times as the difference;
2. then both cards meet and strike once, at the same time;
3. the fight ends there, or as soon as a card has no health left;
4. the attacker is tapped; damage stays until the end of the turn (several attackers may gang
   up on one card); destroyed cards go face up on their owner's discard pile, in order.

Each call of `fight_step` plays one step, so a MULTI card about to die can still be used.
"""

from __future__ import annotations

from typing import Optional

from game.engine.records import Event
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.state import NEUTRINO, WarState, owner_of
from game.rules.mining_war.table import card_range, fighter_of, health, strike_damage


def declare_attack(state: WarState, seat: int, attacker: str, target: str, cards: CardSet) -> list[Event]:
    difference = card_range(state, attacker, cards) - card_range(state, target, cards)
    first: Optional[str] = attacker if difference > 0 else target if difference < 0 else None
    keys = state.card_types
    return [ev.AttackDeclared(seat, attacker, target, first, abs(difference), keys[attacker], keys[target])]


def fight_step(state: WarState, cards: CardSet) -> list[Event]:
    fight = state.fight
    assert fight is not None and state.active is not None
    attacker, target = fight.attacker, fight.target
    if fight.first_strikes_left > 0:
        striker = fight.first_striker
        assert striker is not None
        struck = target if striker == attacker else attacker
        damage = strike_damage(state, striker, cards)
        left = health(state, struck, cards) - damage
        events: list[Event] = [ev.FirstStrike(striker, struck, damage, left, state.card_types[striker], state.card_types[struck])]
        if left <= 0:
            events += destruction_events(state, [struck], state.active, "fight", cards)
            events += _fight_over(state, attacker_alive=struck != attacker)
        return events
    fighter = fighter_of(state, attacker)
    assert fighter is not None
    back = strike_damage(state, target, cards)
    attacker_health = health(state, attacker, cards)
    if cards.cards[fighter.key].has("MULTI") and not fighter.multi and not fight.multi_asked and back >= attacker_health:
        # MULTI "is also usable when the card is about to die in a fight" (its owner's turn).
        return [ev.ChoiceOffered(state.active, "multi", attacker)]
    dealt = strike_damage(state, attacker, cards)
    attacker_left, target_left = attacker_health - back, health(state, target, cards) - dealt
    keys = state.card_types
    events = [ev.StrikesExchanged(attacker, target, dealt, back, attacker_left, target_left, keys[attacker], keys[target])]
    dead = [card for card, left in ((attacker, attacker_left), (target, target_left)) if left <= 0]
    events += destruction_events(state, dead, state.active, "fight", cards)
    return events + _fight_over(state, attacker_alive=attacker_left > 0)


def _fight_over(state: WarState, attacker_alive: bool) -> list[Event]:
    fight = state.fight
    assert fight is not None
    tap = [ev.FighterTapped(fight.attacker, state.card_types[fight.attacker])] if attacker_alive else []
    return tap + [ev.FightEnded(fight.attacker, fight.target)]


def destruction_events(state: WarState, dead: list[str], by_seat: int, reason: str, cards: CardSet) -> list[Event]:
    """Cards whose health reached 0, in the order they were destroyed: fighters and Firewalls to
    the discard pile, a Mining Pool eliminates its player, the Neutrino reveals its bonus."""
    events: list[Event] = []
    eliminated = set()
    for card in dead:
        seat = owner_of(card)
        if card == NEUTRINO:
            assert state.neutrino_bonus is not None
            events.append(ev.NeutrinoDestroyed(by_seat, state.neutrino_bonus))
        elif card.endswith(".pool"):
            assert seat is not None
            eliminated.add(seat)
            events.append(ev.PlayerEliminated(seat, by_seat))
        else:
            assert seat is not None
            if seat in eliminated:
                continue  # its cards already left the game with its player
            side = state.sides[seat]
            key = "firewall" if card in side.firewalls else side.battlefield[card].key
            events.append(ev.CardDestroyed(seat, card, key, reason))
    survivors = [s for s in state.living() if s not in eliminated]
    if eliminated and len(survivors) == 1:
        events.append(ev.GameWon(survivors[0], "last pool standing"))
    return events
