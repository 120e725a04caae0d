"""What spells and Neutrino Destroyed bonuses do: each effect of cards.EFFECTS resolved here once."""

from __future__ import annotations

import random

from game.engine.records import Event
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet, Effect
from game.rules.mining_war.combat import destruction_events
from game.rules.mining_war.state import WarState
from game.rules.mining_war.table import health, max_health


def resolve_effects(
    state: WarState, seat: int, effects: tuple[Effect, ...], targets: tuple[str, ...], cards: CardSet, rng: random.Random
) -> list[Event]:
    """The events of `effects` played by `seat`, one target per effect ("" = none)."""
    events: list[Event] = []
    healths: dict[str, int] = {}
    dead: list[str] = []
    side = state.sides[seat]

    def current(card: str) -> int:
        return healths.get(card, health(state, card, cards))

    for effect, target in zip(effects, targets):
        if effect.effect == "damage" and target:
            left = current(target) - effect.amount
            healths[target] = left
            events.append(ev.CardDamaged(target, effect.amount, left, state.card_types[target]))
            if left <= 0 and target not in dead:
                dead.append(target)
        elif effect.effect == "heal" and target:
            before = current(target)
            after = min(max_health(state, target, cards), before + effect.amount)
            healths[target] = after
            events.append(ev.CardHealed(target, after - before, after, state.card_types[target]))
        elif effect.effect == "draw":
            drawn = tuple(side.deck[: effect.amount])
            if drawn:
                events.append(ev.CardsDrawn(seat, drawn, tuple(state.card_types[c] for c in drawn)))
        elif effect.effect == "boost":
            events.append(ev.FightersBoosted(seat, effect.amount))
        elif effect.effect == "untap_fighters":
            tapped = tuple(f.card for f in side.battlefield.values() if f.tapped)
            events.append(ev.FightersUntapped(seat, tapped))
        elif effect.effect == "reveal_deployments":
            for fighter in side.battlefield.values():
                if not fighter.revealed:
                    events.append(ev.CardRevealed(seat, fighter.card, fighter.key))
        elif effect.effect == "fetch_bitcoin":
            found = next((c for c in side.deck if state.card_types[c] == "bitcoin"), None)
            if found is not None:
                rest = [c for c in side.deck if c != found]
                rng.shuffle(rest)
                events += [ev.BitcoinFetched(seat, found), ev.DeckReshuffled(seat, tuple(rest))]
    return events + destruction_events(state, dead, seat, "spell", cards)


def does_something(effects: tuple[Effect, ...], targets: tuple[str, ...]) -> bool:
    """A spell must have an effect to play: a target for at least one aimed effect, or an
    effect that needs none."""
    return any(target or not effect.needs_target for effect, target in zip(effects, targets))
