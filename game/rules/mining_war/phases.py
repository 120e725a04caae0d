"""The turn's automatic steps ("advance"): the five phases' bookkeeping, HACK thefts, the
Neutrino bonus, the end of the turn, and the next player.

1. untap ("désengagement"), 2. reveal ("révélation"), 3. draw & resources ("pioche &
ressources"), 4. deploy ("déploiement"), 5. combat; then the end of the turn (hand limit 8 with
the excess set aside as resources, the optional discard of a last card, healing).
"""

from __future__ import annotations

import random

from game.engine.records import Event
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.combat import fight_step
from game.rules.mining_war.effects import resolve_effects
from game.rules.mining_war.state import WarState
from game.rules.mining_war.table import effect_targets, opponents

HAND_LIMIT = 8


def advance(state: WarState, cards: CardSet, rng: random.Random) -> list[Event]:
    if state.outcome is not None or state.pending is not None:
        return []
    if state.fight is not None:
        return fight_step(state, cards)
    if state.hack_queue:
        return hack_step(state)
    if state.bonus_due is not None:
        return bonus_step(state, cards, rng)
    seat = state.active
    if state.phase in ("setup", "between"):
        return next_turn(state)
    assert seat is not None
    side = state.sides[seat]
    if state.phase == "untap":
        tapped = [c for c in side.bitcoins if c in state.tapped] + [f.card for f in side.battlefield.values() if f.tapped]
        return [ev.CardsUntapped(seat, tuple(tapped)), ev.PhaseStarted(seat, "reveal")]
    if state.phase == "reveal":
        events: list[Event] = []
        for fighter in side.battlefield.values():
            if fighter.delay == 1:
                events.append(ev.CardRevealed(seat, fighter.card, fighter.key))
            elif fighter.delay > 1:
                events.append(ev.DeploymentAdvanced(seat, fighter.card, fighter.delay - 1))
        return events + [ev.PhaseStarted(seat, "draw")]
    if state.phase == "draw" and not state.drawn:
        if state.turn == 1 and state.first_player_skips_draw:
            return [draw(state, seat, 0)]
        if not side.hand and len(side.deck) >= 2:
            return [ev.ChoiceOffered(seat, "draw_count", None)]
        return [draw(state, seat, 1)]
    if state.phase == "end":
        return end_of_turn(state, cards)
    return []  # draw & resources, deploy, combat: the player decides


def draw(state: WarState, seat: int, count: int) -> ev.CardsDrawn:
    """Drawing from an empty deck draws nothing (ruling 12)."""
    drawn = tuple(state.sides[seat].deck[:count])
    return ev.CardsDrawn(seat, drawn, tuple(state.card_types[c] for c in drawn))


def hack_victims(state: WarState, seat: int) -> list[int]:
    return [s for s in opponents(state, seat) if any(c not in state.stolen for c in state.sides[s].bitcoins)]


def steal_from(state: WarState, seat: int, victim: int) -> ev.ResourceStolen:
    card = [c for c in state.sides[victim].bitcoins if c not in state.stolen][-1]
    return ev.ResourceStolen(seat, card, victim, state.hack_queue[0])


def hack_step(state: WarState) -> list[Event]:
    """HACK: on reveal, the owner may steal one Bitcoin from an opponent: asked whom, or nobody,
    even with one possible victim."""
    assert state.active is not None
    seat, hacker = state.active, state.hack_queue[0]
    if not hack_victims(state, seat):
        return [ev.HackMissed(seat, hacker)]
    return [ev.ChoiceOffered(seat, "hack", hacker)]


def bonus_targets(state: WarState, seat: int, bonus: str, cards: CardSet) -> list[str]:
    aimed = [e for e in cards.bonuses[bonus].effects if e.needs_target]
    return effect_targets(state, seat, aimed[0], False) if aimed else []


def bonus_step(state: WarState, cards: CardSet, rng: random.Random, target: str = "") -> list[Event]:
    assert state.bonus_due is not None
    seat, bonus = state.bonus_due
    if not target:
        candidates = bonus_targets(state, seat, bonus, cards)
        if len(candidates) > 1:
            return [ev.ChoiceOffered(seat, "bonus_target", bonus)]
        target = candidates[0] if candidates else ""
    effects = cards.bonuses[bonus].effects
    targets = tuple(target if e.needs_target else "" for e in effects)
    return [*resolve_effects(state, seat, effects, targets, cards, rng), ev.BonusResolved(seat, bonus)]


def end_of_turn(state: WarState, cards: CardSet) -> list[Event]:
    seat = state.active
    assert seat is not None
    side = state.sides[seat]
    if len(side.hand) > HAND_LIMIT:
        return [ev.ChoiceOffered(seat, "hand_limit", None)]
    if len(side.hand) == 1 and not state.asked_last_card:
        return [ev.ChoiceOffered(seat, "last_card", None)]
    events: list[Event] = []
    old_spares = tuple(c for c, turn in side.spares.items() if turn < state.turn)
    if old_spares:
        events.append(ev.SparesDumped(seat, old_spares, tuple(state.card_types[c] for c in old_spares)))
    for fighter in side.battlefield.values():
        if fighter.multi:
            events.append(ev.CardDestroyed(seat, fighter.card, fighter.key, "multi"))
    for card, thief in state.stolen.items():
        owner = int(card[1:card.index(".")])
        events.append(ev.ResourceReturned(thief, card, owner))
    return events + [ev.TurnEnded(seat)]


def next_turn(state: WarState) -> list[Event]:
    living = state.living()
    if state.active is None:
        seat, round_number = living[0], 1
    else:
        position = state.order.index(state.active)
        later = [s for s in living if state.order.index(s) > position]
        seat = later[0] if later else living[0]
        round_number = state.round if later else state.round + 1
    if state.max_rounds is not None and round_number > state.max_rounds:
        return [ev.RoundLimitReached(round_limit_winners(state))]
    return [ev.TurnStarted(seat, state.turn + 1, round_number), ev.PhaseStarted(seat, "untap")]


def round_limit_winners(state: WarState) -> tuple[int, ...]:
    """Ruling R1 (an option, off by default): after `max_rounds` rounds the strongest Mining Pool
    wins, then Firewalls, then cards left; players still level share the result (never seat order)."""
    def strength(seat: int) -> tuple[int, int, int]:
        side = state.sides[seat]
        return (side.pool, sum(side.firewalls.values()), len(side.deck) + len(side.hand))

    best = max(strength(seat) for seat in state.living())
    return tuple(sorted(seat for seat in state.living() if strength(seat) == best))
