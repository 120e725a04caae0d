"""Crypto Mining War: defend your Mining Pool, destroy the others'; the last pool standing wins.

Rulebook order: preparation (Mining Pool and Firewalls, decks shuffled, the Neutrino with its
hidden bonus, a random first player, 8 cards each), then turns of five phases (untap, reveal,
draw & resources, deploy, combat) with spells at any time of one's own turn.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, Optional

from game.engine.records import Command, Event, IllegalCommand
from game.engine.rules import MatchConfig, Outcome, Rules
from game.rules.mining_war import events as ev
from game.rules.mining_war import log_text
from game.rules.mining_war.cards import CardSet, default_cards
from game.rules.mining_war.combat import declare_attack
from game.rules.mining_war.commands import (
    COMMAND_TYPES, ActivateMulti, Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin,
)
from game.rules.mining_war.effects import does_something, resolve_effects
from game.rules.mining_war.events import EVENT_TYPES
from game.rules.mining_war.fold import apply as fold
from game.rules.mining_war.invariants import check_invariants
from game.rules.mining_war.options import read_options
from game.rules.mining_war.phases import advance as advance_turn
from game.rules.mining_war.phases import bonus_step, bonus_targets, draw, hack_victims, steal_from
from game.rules.mining_war.setup import setup_events
from game.rules.mining_war.state import HACK_NOTHING, WarState
from game.rules.mining_war.table import (
    can_attack, effect_targets, fighter_of, iter_attack_targets, payment, why_not_attackable, why_not_payable,
)
from game.rules.mining_war.view import view_for

NEXT_PHASE = {"draw": "deploy", "deploy": "combat", "combat": "end"}
PLAYER_PHASES = tuple(NEXT_PHASE)
"""Phases in which the active player acts (spells any time in them)."""


class MiningWarRules(Rules):
    game_id = "mining_war"
    name = "Crypto Mining War"
    rules_version = 4
    """2: ids dealt to the cards at random, apart from the deck's order (issue 18). 3 (issue 22):
    fewer than a third Bitcoins is the rulebook's advice, no longer a refused deck (README, D3);
    no round limit unless the `max_rounds` option sets one, and a tie it produces is shared
    (`RoundLimitReached`, README R1). 4 (issue 22): HACK may steal nothing, and asks even with one
    possible victim (README H1)."""
    min_players = 2
    max_players = 4
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, cards: Optional[CardSet] = None):
        super().__init__()
        self.cards = cards if cards is not None else default_cards()

    # -- setup -------------------------------------------------------------------------------
    def check_config(self, config: MatchConfig) -> None:
        super().check_config(config)
        read_options(config.options, config.player_count, self.cards)

    def initial_state(self, config: MatchConfig) -> WarState:
        options = read_options(config.options, config.player_count, self.cards)
        return WarState(
            pool_health=options["pool_health"],
            firewall_health=options["firewall_health"],
            neutrino_health=options["neutrino_health"],
            max_rounds=options["max_rounds"],
            first_player_skips_draw=options["first_player_skips_draw"],
            fixed_setup={**options, "players": config.player_count},
            deck_lists=_deck_lists(options, config.player_count),
        )

    def setup(self, state: WarState, rng: random.Random) -> list[Event]:
        return setup_events(state.fixed_setup, self.cards, rng)

    # -- whose turn, what is legal -----------------------------------------------------------
    def to_act(self, state: WarState) -> tuple[int, ...]:
        if state.outcome is not None:
            return ()
        if state.pending is not None:
            return (state.pending.seat,)
        if state.fight is None and state.phase in PLAYER_PHASES and state.active is not None:
            return (state.active,)
        return ()

    def legal_commands(self, state: WarState, seat: int) -> list[Command]:
        """Every command `seat` may send; identical cards in hand are offered once (by the first
        of them), as playing one or the other is the same move."""
        if seat not in self.to_act(state):
            return []
        if state.pending is not None:
            return [Choose(seat, option) for option in self.choice_options(state)]
        side = state.sides[seat]
        commands: list[Command] = [EndPhase(seat)]
        by_key: dict[str, str] = {}
        for card in side.hand:
            by_key.setdefault(state.card_types[card], card)
        for key, card in by_key.items():
            kind = self.cards.cards[key]
            if kind.is_bitcoin:
                if state.phase == "draw" and not side.placed_bitcoin:
                    commands.append(PlaceBitcoin(seat, card))
            elif kind.is_fighter:
                if state.phase == "deploy" and why_not_payable(state, seat, kind.cost, ()) is None:
                    commands.append(DeployCard(seat, card, ()))
            elif why_not_payable(state, seat, kind.cost, ()) is None:
                options = [effect_targets(state, seat, e, kind.respects_protection) or [""] for e in kind.effects]
                for targets in itertools.product(*options):
                    if does_something(kind.effects, targets):
                        commands.append(CastSpell(seat, card, tuple(targets), ()))
        if state.phase == "combat":
            attackers = [f.card for f in side.battlefield.values() if can_attack(state, seat, f.card, self.cards) is None]
            targets = list(iter_attack_targets(state, seat))
            commands += [Attack(seat, a, t) for a in attackers for t in targets]
            commands += [ActivateMulti(seat, a) for a in attackers if self._why_not_multi(state, seat, a) is None]
        return commands

    def choice_options(self, state: WarState) -> list[str]:
        pending = state.pending
        assert pending is not None
        seat = pending.seat
        if pending.kind == "draw_count":
            return ["1", "2"]
        if pending.kind == "hack":
            return [str(s) for s in hack_victims(state, seat)] + [HACK_NOTHING]
        if pending.kind == "multi":
            return ["activate", "decline"]
        if pending.kind == "bonus_target":
            assert pending.card is not None
            return bonus_targets(state, seat, pending.card, self.cards)
        if pending.kind == "hand_limit":
            first_of_kind: dict[str, str] = {}
            for card in state.sides[seat].hand:
                first_of_kind.setdefault(state.card_types[card], card)
            return list(first_of_kind.values())
        if pending.kind == "last_card":
            return ["discard", "keep"]
        raise ValueError(f"unknown decision {pending.kind!r}")

    # -- commands ----------------------------------------------------------------------------
    def handle(self, state: WarState, command: Command, rng: random.Random) -> list[Event]:
        seat = command.seat
        if seat not in self.to_act(state):
            raise IllegalCommand("it is not your turn to act")
        if state.pending is not None:
            if not isinstance(command, Choose):
                raise IllegalCommand(f"first answer the pending decision ({state.pending.kind.replace('_', ' ')})")
            return self._choose(state, command, rng)
        match command:
            case EndPhase():
                return [ev.PhaseStarted(seat, NEXT_PHASE[state.phase])]
            case PlaceBitcoin(card=card):
                self._need_in_hand(state, seat, card, "bitcoin")
                if state.phase != "draw":
                    raise IllegalCommand("a Bitcoin is put on the table in the draw & resources phase")
                if state.sides[seat].placed_bitcoin:
                    raise IllegalCommand("you already put a Bitcoin on the table this turn")
                return [ev.BitcoinPlaced(seat, card)]
            case DeployCard(card=card, pay_with=pay_with):
                key = self._need_in_hand(state, seat, card, "fighter")
                if state.phase != "deploy":
                    raise IllegalCommand("fighters are deployed in the deployment phase")
                kind = self.cards.cards[key]
                paid = self._pay(state, seat, kind.cost, pay_with, card)
                if kind.delay == 0:
                    return paid + [ev.CardDeployed(seat, card, key)]
                return paid + [ev.CardDeployedFaceDown(seat, card, key, kind.delay)]
            case CastSpell(card=card, targets=targets, pay_with=pay_with):
                key = self._need_in_hand(state, seat, card, "spell")
                kind = self.cards.cards[key]
                self._check_spell_targets(state, seat, key, targets)
                paid = self._pay(state, seat, kind.cost, pay_with, card)
                return paid + [ev.SpellCast(seat, card, key, targets)] + resolve_effects(state, seat, kind.effects, targets, self.cards, rng)
            case Attack(attacker=attacker, target=target):
                if state.phase != "combat":
                    raise IllegalCommand("attacks happen in the combat phase")
                reason = can_attack(state, seat, attacker, self.cards) or why_not_attackable(state, seat, target)
                if reason:
                    raise IllegalCommand(reason)
                return declare_attack(state, seat, attacker, target, self.cards)
            case ActivateMulti(card=card):
                reason = self._why_not_multi(state, seat, card)
                if reason:
                    raise IllegalCommand(reason)
                return [ev.MultiActivated(seat, card)]
        raise IllegalCommand(f"{type(command).__name__} is not a Crypto Mining War action now")

    def _need_in_hand(self, state: WarState, seat: int, card: str, kind: str) -> str:
        if card not in state.sides[seat].hand:
            raise IllegalCommand("that card is not in your hand")
        key = state.card_types[card]
        card_type = self.cards.cards[key]
        is_kind = {"bitcoin": card_type.is_bitcoin, "fighter": card_type.is_fighter, "spell": card_type.is_spell}[kind]
        if not is_kind:
            raise IllegalCommand(f"{card_type.name['en']} is not a {kind} card")
        return key

    def _pay(self, state: WarState, seat: int, cost: int, pay_with: tuple[str, ...], card: str) -> list[Event]:
        reason = why_not_payable(state, seat, cost, pay_with)
        if reason:
            raise IllegalCommand(reason)
        paid = payment(state, seat, cost, pay_with)
        return [ev.ResourcesTapped(seat, paid, card)] if paid else []

    def _check_spell_targets(self, state: WarState, seat: int, key: str, targets: tuple[str, ...]) -> None:
        kind = self.cards.cards[key]
        if len(targets) != len(kind.effects):
            raise IllegalCommand(f"{kind.name['en']} needs {len(kind.effects)} target entries (one per effect, \"\" for none)")
        for effect, target in zip(kind.effects, targets):
            allowed = effect_targets(state, seat, effect, kind.respects_protection)
            if not effect.needs_target and target:
                raise IllegalCommand(f"the {effect.effect} effect takes no target")
            if effect.needs_target and target not in allowed and (allowed or target):
                what = effect.target.replace("_", " ") if effect.target else ""
                raise IllegalCommand(f"{target or 'no target'} is not a legal {what} for {kind.name['en']}")
        if not does_something(kind.effects, targets):
            raise IllegalCommand(f"{kind.name['en']} has nothing to hit")

    def _why_not_multi(self, state: WarState, seat: int, card: str) -> Optional[str]:
        if state.phase != "combat":
            return "MULTI is used in the combat phase of your turn"
        fighter = fighter_of(state, card)
        if fighter is None or not card.startswith(f"p{seat}.") or not self.cards.cards[fighter.key].has("MULTI"):
            return "that is not one of your MULTI cards"
        if fighter.multi:
            return "its MULTI is already in use"
        return can_attack(state, seat, card, self.cards)

    def _choose(self, state: WarState, command: Choose, rng: random.Random) -> list[Event]:
        pending = state.pending
        assert pending is not None
        seat, option = command.seat, command.option
        options = self.choice_options(state)
        if pending.kind == "hand_limit":
            options = state.sides[seat].hand  # any card may go, identical ones are offered once
        if option not in options:
            raise IllegalCommand(f"{option!r} is not a choice here; choose one of {', '.join(options)}")
        answered: list[Event] = [ev.ChoiceAnswered(seat, pending.kind, option)]
        match pending.kind:
            case "draw_count":
                return answered + [draw(state, seat, int(option))]
            case "hack":
                return answered + ([] if option == HACK_NOTHING else [steal_from(state, seat, int(option))])
            case "multi":
                return answered + ([ev.MultiActivated(seat, pending.card)] if option == "activate" and pending.card else [])
            case "bonus_target":
                return answered + bonus_step(state, self.cards, rng, option)
            case "hand_limit":
                return answered + [ev.CardSetAside(seat, option, state.card_types[option])]
            case "last_card":
                card = state.sides[seat].hand[0]
                return answered + ([ev.CardDiscarded(seat, card, state.card_types[card])] if option == "discard" else [])
        raise IllegalCommand(f"unknown decision {pending.kind!r}")

    # -- flow, fold, reading -----------------------------------------------------------------
    def advance(self, state: WarState, rng: random.Random) -> list[Event]:
        return advance_turn(state, self.cards, rng)

    def apply(self, state: WarState, event: Event) -> None:
        fold(state, event, self.cards)

    def view(self, state: WarState, seat: Optional[int]) -> dict[str, Any]:
        return view_for(state, seat, self.game_id, self.cards)

    def outcome(self, state: WarState) -> Optional[Outcome]:
        return state.outcome

    def check_invariants(self, state: WarState) -> None:
        """What must hold after every command (`python -m game soak` calls it)."""
        check_invariants(state, self.cards)

    def log_line(self, event: Event, lang: str) -> str:
        return log_text.describe(event, self.cards, lang)


def _deck_lists(options: dict[str, Any], players: int) -> list[dict[str, int]]:
    if "setup" not in options:
        return [dict(deck) for deck in options["decks"]]
    lists = []
    for side in options["setup"]["players"]:
        keys = ["bitcoin"] * side["bitcoins"] + [k for k, _ in side["fighters"]] + side["hand"] + side["deck"]
        lists.append({key: keys.count(key) for key in sorted(set(keys))})
    return lists
