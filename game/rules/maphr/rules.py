"""Les Mines de Maphr (base game, 2-4 players): the Rules the engine plays.

A round runs the rulebook's five phases: I draw (die mode), the immediate cards, II actions
(secret tokens, impediments, resolution), III sell and discard, IV negotiation, V evolution.
`state.phase` and `state.step` say where the round is; each phase's module holds its legal
commands, their handling and the events that follow by themselves.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine.records import Command, Event, IllegalCommand
from game.engine.rules import MatchConfig, Outcome, Rules
from game.rules.maphr import actions, commands as cmd, draw_modes, immediate, log_text, negotiation, phases
from game.rules.maphr.cards import CardSet, load_cards
from game.rules.maphr.commands import COMMAND_TYPES
from game.rules.maphr.dealer import Dealer
from game.rules.maphr.events import (
    EVENT_TYPES, CardsDiscarded, ClanDealt, CoinsGained, DeckShuffled, FirstPlayerChosen, GameEnded, RoundStarted, StepOpened,
)
from game.rules.maphr.fold import apply_event
from game.rules.maphr.invariants import check_invariants
from game.rules.maphr.scoring import GRID_LINES, finishers, score_grid, winners
from game.rules.maphr.state import START_COINS, START_HAND, ClanBoard, MaphrState
from game.rules.maphr.views import VIEW_KEYS_OUTSIDE_HASH, view_state

DEFAULT_OPTIONS = {"tiles_per_prospect": 2, "negotiation": True, "round_limit": None, "draw_dice": None}
"""draw_dice: a list of die results used in turn for the draw mode (scripts and tests); None = roll.
round_limit: None (the rulebook: the game ends when a mine reaches its target) or the round after
which the game is scored anyway, a safeguard for computer self-play (README, ruling 16)."""
MAX_SCRIPTED_DICE = 1000
"""The state keeps the scripted dice, and every state hash reads them: a long list slows every event."""


class MaphrRules(Rules):
    game_id = "maphr"
    name = "Les Mines de Maphr"
    rules_version = 5
    """3: impediments chosen in secret. 4 (issue 22): no round limit unless the `round_limit`
    option sets one (README, ruling 16); a contract or catastrophe drawn by an amenity action acts
    at once (ruling 9); a player whose only tiles would close the mine may prospect or idle (ruling 2).
    5 (issue 22): an amenity given in answer to coins keeps to its cost and double, and an offer
    may name the card wanted or sell a card face down (ruling 14)."""
    min_players = 2
    max_players = 4
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, cards: Optional[CardSet] = None) -> None:
        super().__init__()
        self.cards = cards or load_cards()

    # -- setting up ------------------------------------------------------------------------------
    def check_config(self, config: MatchConfig) -> None:
        super().check_config(config)
        options = {**DEFAULT_OPTIONS, **config.options}
        for key in ("tiles_per_prospect", "round_limit"):
            value = options[key]
            if key == "round_limit" and value is None:
                continue
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 200:
                raise ValueError(f"option {key} must be a whole number 1..200")
        if not isinstance(options["negotiation"], bool):
            raise ValueError("option negotiation must be true or false")
        dice = options["draw_dice"]
        if isinstance(dice, list) and len(dice) > MAX_SCRIPTED_DICE:
            raise ValueError(f"option draw_dice lists {len(dice)} die results; at most {MAX_SCRIPTED_DICE}")
        if dice is not None and (not isinstance(dice, (list, tuple)) or not dice or not all(
            isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice
        )):
            raise ValueError("option draw_dice must be a list of die results 1..6")
        unknown = set(config.options) - set(DEFAULT_OPTIONS)
        if unknown:
            raise ValueError(f"unknown option {sorted(unknown)[0]!r}; expected {sorted(DEFAULT_OPTIONS)}")

    def initial_state(self, config: MatchConfig) -> MaphrState:
        options = {**DEFAULT_OPTIONS, **{k: v for k, v in config.options.items() if k in DEFAULT_OPTIONS}}
        return MaphrState(config.player_count, options, [ClanBoard() for _ in config.seats])

    def setup(self, state: MaphrState, rng: random.Random) -> list[Event]:
        n = state.player_count
        clans = rng.sample(sorted(self.cards.clans), n)
        events: list[Event] = [ClanDealt(seat, clan) for seat, clan in enumerate(clans)]
        first = rng.randrange(n)
        events.append(FirstPlayerChosen(first))
        order = self.cards.all_card_ids()
        rng.shuffle(order)
        events.append(DeckShuffled(tuple(order), False))
        state_copy = MaphrState(n, state.options, deck=list(order))
        dealer = Dealer(state_copy, rng)
        for seat in range(n):
            clan = self.cards.clans[clans[seat]]
            extra = clan.amount if clan.power == "start_coins" else 0
            events.append(CoinsGained(seat, START_COINS + extra, "start"))
        for k in range(n):
            seat = (first + k) % n
            hand: list[str] = []
            while len(hand) < START_HAND:
                drawn, cards = dealer.draw(seat, START_HAND - len(hand), "hand")
                if not cards:
                    break
                events += drawn
                hand += cards
                immediates = tuple(c for c in cards if self.cards.type_of(c).is_immediate)
                if immediates:
                    events.append(CardsDiscarded(seat, immediates, "hand", "starting_hand"))
                    dealer.discarded(immediates)
                    hand = [c for c in hand if c not in immediates]
        events += [RoundStarted(1, first), StepOpened("draw", "roll", ())]
        return events

    # -- whose decision -----------------------------------------------------------------------------
    def to_act(self, state: MaphrState) -> tuple[int, ...]:
        phase = state.phase
        if phase in ("draw", "actions", "impediments"):
            return tuple(s for s in state.order() if s in state.waiting)
        if phase == "immediate":
            return (state.choice[0],) if state.choice else ()
        if phase == "resolve":
            return (state.queue[0][0],) if state.queue and state.step == "acting" else ()
        if phase in ("sell", "evolution"):
            return (state.current(),) if state.turn < state.player_count else ()
        if phase == "negotiation":
            return negotiation.to_act_negotiation(state)
        return ()

    def legal_commands(self, state: MaphrState, seat: int) -> list[Command]:
        if seat not in self.to_act(state):
            return []
        cards = self.cards
        match state.phase:
            case "draw":
                return draw_modes.legal_draw(state, seat)
            case "immediate":
                assert state.choice is not None
                return [cmd.ResolveChoice(seat, a) for a in immediate.choices_for(state, cards, *state.choice)]
            case "actions":
                return actions.legal_choices(state, cards, seat)
            case "impediments":
                return actions.impediment_choices(state, cards, seat)
            case "resolve":
                return actions.legal_resolve(state, cards, seat)
            case "sell" if state.choice is not None:  # a card an amenity action drew (ruling 9)
                return [cmd.ResolveChoice(seat, a) for a in immediate.choices_for(state, cards, *state.choice)]
            case "sell":
                return phases.legal_sell(state, cards, seat)
            case "negotiation":
                return negotiation.legal_negotiation(state, cards, seat)
            case "evolution":
                return phases.legal_evolution(state, cards, seat)
        return []

    # -- handling ---------------------------------------------------------------------------------
    def handle(self, state: MaphrState, command: Command, rng: random.Random) -> list[Event]:
        if state.outcome is not None:
            raise IllegalCommand("the game is over")
        if not isinstance(command, COMMAND_TYPES):
            raise IllegalCommand(f"{type(command).__name__} is not a Mines de Maphr action")
        if command.seat not in self.to_act(state):
            raise IllegalCommand("it is not your turn to act")
        cards = self.cards
        match state.phase:
            case "draw":
                return draw_modes.handle_draw(state, command)
            case "immediate":
                return immediate.handle_choice(state, cards, command, rng)
            case "actions":
                if not isinstance(command, cmd.ChooseActions):
                    raise IllegalCommand("choose your action token(s) in secret")
                return actions.handle_choice(state, cards, command)
            case "impediments":
                return actions.handle_impediments(state, cards, command)
            case "resolve":
                return actions.handle_resolve(state, cards, command)
            case "sell" if state.choice is not None:
                return immediate.handle_choice(state, cards, command, rng)
            case "sell":
                return phases.handle_sell(state, cards, command, rng)
            case "negotiation":
                return negotiation.handle_negotiation(state, cards, command)
            case "evolution":
                return phases.handle_evolution(state, cards, command)
        raise IllegalCommand("nothing can be done now")

    def advance(self, state: MaphrState, rng: random.Random) -> list[Event]:
        cards = self.cards
        match state.phase:
            case "draw":
                return draw_modes.advance_draw(state, rng)
            case "immediate":
                return immediate.advance_immediate(state, cards, rng)
            case "actions":
                return actions.advance_actions(state, cards)
            case "impediments":
                return actions.advance_impediments(state, cards)
            case "resolve":
                return actions.advance_resolve(state, cards)
            case "sell":
                return phases.advance_sell(state, cards, "negotiation" if state.options["negotiation"] else "evolution", rng)
            case "negotiation":
                return negotiation.advance_negotiation(state, cards)
            case "evolution":
                return phases.advance_evolution(state, cards) or self._end_of_round(state)
        return []

    def _end_of_round(self, state: MaphrState) -> list[Event]:
        if state.turn < state.player_count:
            return []
        done = finishers(state, self.cards)
        limit = state.options["round_limit"]
        if done or (limit is not None and state.round >= limit):
            grids = [score_grid(state, self.cards, s, done) for s in range(state.player_count)]
            totals = [sum(g.values()) for g in grids]
            return [GameEnded(
                winners(state, totals), "target" if done else "round_limit", tuple(totals),
                tuple(tuple((line, g[line]) for line in GRID_LINES) for g in grids), tuple(done),
            )]
        return [RoundStarted(state.round + 1, (state.roller + 1) % state.player_count), StepOpened("draw", "roll", ())]

    # -- the fold and reading -------------------------------------------------------------------------
    def apply(self, state: MaphrState, event: Event) -> None:
        apply_event(state, event, self.cards)

    def view(self, state: MaphrState, seat: Optional[int]) -> dict[str, Any]:
        return view_state(state, seat, self.to_act(state))

    def hash_data(self, state: MaphrState) -> Any:
        """The all-seeing view without the keys added after saves were recorded (views.py)."""
        data = self.view(state, None)
        for key in VIEW_KEYS_OUTSIDE_HASH:
            del data[key]
        return data

    def outcome(self, state: MaphrState) -> Optional[Outcome]:
        return state.outcome

    def check_invariants(self, state: MaphrState) -> None:
        """What must hold after every event (`python -m game soak` calls it)."""
        check_invariants(state, self.cards)

    def log_line(self, event: Event, lang: str) -> str:
        return log_text.describe(event, self.cards, lang)
