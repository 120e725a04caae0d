"""Mythos: four rounds of sending characters on missions; the most Mission Points wins.

Rulebook order: setup ("mise en place": Edge token, mission deck, 5 cards, one mulligan), then
rounds 1-4 of start phase (a mission revealed, chakra, draw 2), action phase (alternate plays
or pass), mission phase (each mission D, C, B, A evaluated) and end phase.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from game.engine.handles import rekey_zone
from game.engine.records import Command, Event, IllegalCommand
from game.engine.rules import MatchConfig, Outcome, Rules
from game.rules.mythos import effects as fx
from game.rules.mythos import log_text
from game.rules.mythos.cards import CardSet, Deck, check_deck, deck_from_data, default_cards
from game.rules.mythos.commands import (
    COMMAND_TYPES, ChooseOption, DecideMulligan, Pass, PlayCharacter, RevealCharacter, UpgradeCharacter,
)
from game.rules.mythos import events as ev
from game.rules.mythos.events import EVENT_TYPES, MULLIGAN_STEP
from game.rules.mythos.fold import apply_event
from game.rules.mythos.invariants import check_invariants
from game.rules.mythos.state import (
    DRAW_PER_ROUND, HAND_SIZE, HIDDEN_PLAY_COST, RANK_BONUS, RANKS, ROUNDS, EffectRef, MythosState,
)
from game.rules.mythos.viewing import view_state


class MythosRules(Rules):
    game_id = "mythos"
    name = "Mythos"
    rules_version = 3
    min_players = 2
    max_players = 2
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES

    def __init__(self, cards: Optional[CardSet] = None):
        super().__init__()
        self.cards = cards if cards is not None else default_cards()

    # -- setup ("mise en place") -------------------------------------------------------------
    def decks_of(self, config: MatchConfig) -> list[Deck]:
        raw = config.options.get("decks")
        if not isinstance(raw, list) or len(raw) != 2:
            raise ValueError("mythos needs options.decks: one deck per player")
        decks = [deck_from_data(d, f"player {i + 1}'s deck") for i, d in enumerate(raw)]
        for i, deck in enumerate(decks):
            check_deck(deck, self.cards, f"player {i + 1}'s deck")
        return decks

    def check_config(self, config: MatchConfig) -> None:
        super().check_config(config)
        self.decks_of(config)
        first = config.options.get("first_player")
        if first not in (None, 0, 1):
            raise ValueError("first_player must be 0, 1 or absent (random)")
        if not isinstance(config.options.get("shuffle", True), bool):
            raise ValueError("shuffle must be true or false")

    def initial_state(self, config: MatchConfig) -> MythosState:
        return MythosState(
            decks_in_play=self.decks_of(config),
            shuffle=config.options.get("shuffle", True),
            first_player=config.options.get("first_player"),
        )

    def setup(self, state: MythosState, rng: random.Random) -> list[Event]:
        events: list[Event] = []
        orders = []
        for seat, deck in enumerate(state.decks_in_play):
            ids = [f"p{seat}.c{n:02d}" for n in range(len(deck.characters))]
            versions = list(deck.characters)
            if state.shuffle:
                rng.shuffle(versions)  # the ids say nothing of the card to the opponent
            events.append(ev.DeckDealt(seat, dict(zip(ids, versions))))
            order = tuple(rng.sample(ids, len(ids)) if state.shuffle else ids)
            events.append(ev.DeckShuffled(seat, order))
            orders.append(order)
        chosen = []
        for deck in state.decks_in_play:
            missions = list(deck.missions)
            chosen.append(rng.sample(missions, 2) if state.shuffle else missions[:2])
        mission_deck = [chosen[0][0], chosen[1][0], chosen[0][1], chosen[1][1]]
        if state.shuffle:
            rng.shuffle(mission_deck)
        events.append(ev.MissionDeckFormed(tuple(mission_deck)))
        first = state.first_player if state.first_player is not None else rng.randrange(2)
        events.append(ev.EdgeTaken(first))
        for seat in (0, 1):
            events.append(ev.CardsDrawn(seat, HAND_SIZE, orders[seat][:HAND_SIZE]))
        events.append(ev.MulliganOffered())
        return events

    # -- whose decision ----------------------------------------------------------------------
    def pending_decision(self, state: MythosState) -> Optional[fx.Prompt]:
        """What a player must answer before the game goes on (None: nothing, or automatic)."""
        clash = fx.duplicate_clash(state, self.cards)
        if clash is not None:
            return clash
        if not state.queue:
            return None
        group = state.queue[0]
        if not group.ordered and len(group.refs) > 1:
            return fx.Prompt(group.chooser, tuple(f"first:{i}" for i in range(len(group.refs))))
        prompt = fx.prompt_for(state, self.cards, group.refs[0])
        if prompt is None or not prompt.options or (len(prompt.options) == 1 and prompt.options[0] != fx.SKIP):
            return None
        return prompt

    def to_act(self, state: MythosState) -> tuple[int, ...]:
        if state.outcome is not None:
            return ()
        if state.phase == "mulligan":
            return state.secrets.waiting_for()
        prompt = self.pending_decision(state)
        if prompt is not None:
            return (prompt.seat,)
        if state.phase == "action" and not state.play_resolving and not state.queue and not state.players[state.acting].passed:
            return (state.acting,)
        return ()

    def legal_commands(self, state: MythosState, seat: int) -> list[Command]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "mulligan":
            return [DecideMulligan(seat, False), DecideMulligan(seat, True)]
        prompt = self.pending_decision(state)
        if prompt is not None:
            return [ChooseOption(seat, option) for option in prompt.options]
        commands: list[Command] = [Pass(seat)]
        player = state.players[seat]
        for card in player.hand:
            for mission in range(len(state.missions)):
                for hidden in (False, True):
                    if self.why_not_play(state, seat, card, mission, hidden) is None:
                        commands.append(PlayCharacter(seat, card, mission, hidden))
            for char_id in self.own_characters(state, seat):
                if self.why_not_upgrade(state, seat, card, char_id) is None:
                    commands.append(UpgradeCharacter(seat, card, char_id))
        for char_id in self.own_characters(state, seat):
            if self.why_not_reveal(state, seat, char_id) is None:
                commands.append(RevealCharacter(seat, char_id))
        return commands

    def own_characters(self, state: MythosState, seat: int) -> list[str]:
        return [c for m in state.missions for c in m.sides[seat]]

    # -- why a play is refused (None: allowed) -----------------------------------------------
    def why_not_play(self, state: MythosState, seat: int, card: str, mission: int, hidden: bool) -> Optional[str]:
        player = state.players[seat]
        if card not in player.hand:
            return "that card is not in your hand"
        if not 0 <= mission < len(state.missions):
            shown = ", ".join(RANKS[:len(state.missions)])
            return f"mission {RANKS[mission] if 0 <= mission < len(RANKS) else mission} is not in play yet; missions in play: {shown}"
        version = self.cards.characters[state.versions[card]]
        if any(fx.card_of(state, self.cards, c).name == version.name for c in state.missions[mission].sides[seat]):
            return f"you already have a character named {version.name} on that mission"
        cost = HIDDEN_PLAY_COST if hidden else version.cost
        if player.chakra < cost:
            return f"that costs {cost} chakra; you have {player.chakra}"
        return None

    def why_not_reveal(self, state: MythosState, seat: int, char_id: str) -> Optional[str]:
        char = state.characters.get(char_id)
        if char is None or char.controller != seat:
            return "you control no such character"
        if not char.hidden:
            return "that character is not hidden"
        cost = fx.card_of(state, self.cards, char_id).cost
        if state.players[seat].chakra < cost:
            return f"revealing it costs {cost} chakra; you have {state.players[seat].chakra}"
        return None

    def why_not_upgrade(self, state: MythosState, seat: int, card: str, char_id: str) -> Optional[str]:
        player = state.players[seat]
        char = state.characters.get(char_id)
        if card not in player.hand:
            return "that card is not in your hand"
        if char is None or char.controller != seat or char.owner != seat:
            return "you can only upgrade a character you own and control"
        if char.hidden:
            return "reveal a hidden character before upgrading it"
        new, old = self.cards.characters[state.versions[card]], fx.card_of(state, self.cards, char_id)
        if new.name != old.name:
            return f"an upgrade needs the same name ({old.name})"
        if new.cost <= old.cost:
            # "needs a higher cost than 2" alone read as nonsense to a player who only meant to
            # play a second one (fourth new-user trial): one name per mission says why
            return f"only one {old.name} per mission: this card would upgrade it, but an upgrade must cost more than {old.cost}"
        if player.chakra < new.cost - old.cost:
            return f"the upgrade costs {new.cost - old.cost} chakra; you have {player.chakra}"
        return None

    # -- commands ----------------------------------------------------------------------------
    def handle(self, state: MythosState, command: Command, rng: random.Random) -> list[Event]:
        seat = command.seat
        if isinstance(command, DecideMulligan):
            state.secrets.check_can_commit(seat, MULLIGAN_STEP)
            return [state.secrets.commit_event(seat, command.redraw)]
        prompt = self.pending_decision(state)
        if isinstance(command, ChooseOption):
            if prompt is None or prompt.seat != seat:
                raise IllegalCommand("no effect is waiting for your answer")
            if command.option not in prompt.options:
                raise IllegalCommand(f"{command.option!r} is not a possible answer; choose one of {', '.join(prompt.options)}")
            return self.answer(state, command.option)
        if prompt is not None or state.phase != "action" or state.acting != seat or state.play_resolving:
            raise IllegalCommand("you cannot play now")
        if isinstance(command, Pass):
            other_passed = state.players[1 - seat].passed
            return [ev.Passed(seat)] + ([] if other_passed else [ev.EdgeTaken(seat)])
        if isinstance(command, PlayCharacter):
            reason = self.why_not_play(state, seat, command.card, command.mission, command.hidden)
            if reason:
                raise IllegalCommand(reason)
            if command.hidden:
                return [ev.CharacterPlayedHidden(seat, command.card, command.mission, HIDDEN_PLAY_COST)]
            version = state.versions[command.card]
            played = ev.CharacterPlayed(seat, command.card, version, command.mission, self.cards.characters[version].cost)
            return self.with_effects(state, played, command.card, version, seat, command.mission, ("main",))
        if isinstance(command, RevealCharacter):
            reason = self.why_not_reveal(state, seat, command.character)
            if reason:
                raise IllegalCommand(reason)
            char = state.characters[command.character]
            version = state.versions[char.top]
            revealed = ev.CharacterRevealed(seat, command.character, version, self.cards.characters[version].cost)
            return self.with_effects(state, revealed, command.character, version, seat, char.mission, ("main", "ambush"))
        if isinstance(command, UpgradeCharacter):
            reason = self.why_not_upgrade(state, seat, command.card, command.character)
            if reason:
                raise IllegalCommand(reason)
            char = state.characters[command.character]
            version = state.versions[command.card]
            cost = self.cards.characters[version].cost - fx.card_of(state, self.cards, command.character).cost
            upgraded = ev.CharacterUpgraded(seat, command.character, command.card, version, cost)
            return self.with_effects(state, upgraded, command.character, version, seat, char.mission, ("main", "upgrade"))
        raise IllegalCommand(f"{type(command).__name__} is not a Mythos action")

    def with_effects(self, state: MythosState, played: Event, char_id: str, version: str, seat: int,
                     mission: int, timings: tuple[str, ...]) -> list[Event]:
        """A play, then its own effects top to bottom, with the triggers of cards already in
        play queued in front of them (they resolve first, in the active player's order)."""
        own = fx.refs_of(self.cards, char_id, version, seat, mission, timings)
        others = fx.triggered_by(state, self.cards, "friendly_played_here", char_id, seat, mission)
        events: list[Event] = [played]
        if own:
            events.append(ev.EffectsQueued(own, ordered=True, chooser=seat))
        return events + fx.queue_triggers(others, seat)

    def answer(self, state: MythosState, option: str) -> list[Event]:
        if option.startswith("first:"):
            return [ev.TriggerOrdered(int(option.removeprefix("first:")))]
        if option.startswith("defeat:"):
            chooser = state.acting if state.phase == "action" else state.edge
            defeated, queued = fx.defeat_events(state, self.cards, option.removeprefix("defeat:"), chooser)
            return defeated + queued
        return fx.resolve(state, self.cards, EffectRef(*state.queue[0].refs[0].to_tuple()), option)

    # -- what follows by itself --------------------------------------------------------------
    def advance(self, state: MythosState, rng: random.Random) -> list[Event]:
        if state.rekey_pending:
            seat = state.rekey_pending[0]
            return [ev.HandRekeyed(seat, rekey_zone(state.players[seat].hand, rng))]
        if state.outcome is not None:
            return []
        if state.secrets.is_complete():
            return [state.secrets.reveal_event()]
        if state.phase == "mulligan_done":
            return self.redraws(state, rng) + [ev.RoundStarted(1)]
        shown = self.clash_shown(state)
        if shown:
            return shown
        if state.phase == "mulligan" or self.pending_decision(state) is not None:
            return []
        if state.queue:
            ref = state.queue[0].refs[0]
            prompt = fx.prompt_for(state, self.cards, ref)
            if prompt is None or not prompt.options:
                return [ev.EffectFinished("no_target")]
            return fx.resolve(state, self.cards, ref, prompt.options[0])
        if state.phase == "start":
            return self.start_phase(state)
        if state.phase == "action":
            if state.play_resolving:
                seat = state.acting
                return [ev.ActionEnded(seat if state.players[1 - seat].passed else 1 - seat)]
            if all(p.passed for p in state.players):
                return [ev.MissionPhaseStarted()]
            return []
        if state.phase == "mission":
            if state.mission_cursor < len(state.missions):
                return self.evaluate_mission(state, state.mission_cursor)
            return self.end_phase(state)
        return []

    def clash_shown(self, state: MythosState) -> list[Event]:
        """Two characters of one name on one side, one of them hidden (a move or a take of
        control brought them together): the hidden one is shown to the opponent, as the rule
        can only be applied in the open (README ruling 26). Without this, the mere demand
        to defeat one would tell the opponent what the hidden card is, and nobody could check
        the rule."""
        clash = fx.duplicate_clash(state, self.cards)
        if clash is None:
            return []
        opponent = 1 - clash.seat
        events: list[Event] = []
        for option in clash.options:
            char_id = option.removeprefix("defeat:")
            char = state.characters[char_id]
            if char.hidden and not fx.can_see(state, char, opponent):
                events.append(ev.HiddenCharacterLookedAt(opponent, char_id, state.versions[char.top]))
        return events

    def redraws(self, state: MythosState, rng: random.Random) -> list[Event]:
        events: list[Event] = []
        for seat, redraw in sorted(state.mulligans.items()):
            if not redraw:
                continue
            player = state.players[seat]
            cards = player.hand + player.deck
            order = tuple(rng.sample(cards, len(cards)) if state.shuffle else cards)
            events += [ev.HandShuffledBack(seat), ev.DeckShuffled(seat, order), ev.CardsDrawn(seat, HAND_SIZE, order[:HAND_SIZE])]
        return events

    def start_phase(self, state: MythosState) -> list[Event]:
        events: list[Event] = []
        if state.mission_deck:
            events.append(ev.MissionRevealed(state.mission_deck[0], RANKS[len(state.missions)]))
        for seat in (0, 1):
            events.append(ev.ChakraGained(seat, fx.chakra_income(state, self.cards, seat), "income"))
        for seat in (0, 1):
            drawn = tuple(state.players[seat].deck[:DRAW_PER_ROUND])
            events.append(ev.CardsDrawn(seat, len(drawn), drawn))
        return events + [ev.ActionPhaseStarted(state.edge)]

    def evaluate_mission(self, state: MythosState, index: int) -> list[Event]:
        """Higher total power wins, the Edge breaks ties, at least 1 power is needed."""
        power = (fx.mission_power(state, self.cards, index, 0), fx.mission_power(state, self.cards, index, 1))
        if max(power) < 1:
            winner = None
        elif power[0] != power[1]:
            winner = 0 if power[0] > power[1] else 1
        else:
            winner = state.edge
        mission = state.missions[index]
        points = self.cards.missions[mission.key].points + RANK_BONUS[mission.rank] if winner is not None else 0
        events: list[Event] = [ev.MissionEvaluated(index, power, winner, points)]
        if winner is not None:
            refs = [EffectRef(f"mission:{index}", mission.key, i, winner, index).to_tuple()
                    for i, e in enumerate(self.cards.missions[mission.key].effects) if e.when == "score"]
            for char_id in mission.sides[winner]:
                char = state.characters[char_id]
                if not char.hidden:
                    refs += fx.refs_of(self.cards, char_id, state.versions[char.top], winner, index, ("score",))
            # README ruling 9: the winner orders the SCORE effects.
            events += fx.queue_triggers(tuple(refs), winner)
        return events

    def end_phase(self, state: MythosState) -> list[Event]:
        events: list[Event] = []
        for char_id, char in state.characters.items():
            for effect in fx.face_up_effects(state, self.cards, char_id):
                if effect.action == "return_at_end" and not any(
                        fx.has_keyword(state, self.cards, c, effect.keyword) for c in fx.friends_here(state, char_id)):
                    events.append(ev.CharacterReturnedToHand(char_id, char.owner, tuple(state.versions[c] for c in char.cards),
                                                             fx.shown(state, char_id)))
                    break
        if state.round < ROUNDS:
            return events + [ev.RoundEnded(state.round), ev.RoundStarted(state.round + 1)]
        scores = (state.players[0].points, state.players[1].points)
        if scores[0] != scores[1]:
            return events + [ev.GameWon(0 if scores[0] > scores[1] else 1, scores, "points")]
        return events + [ev.GameWon(state.edge, scores, "edge")]

    # -- the fold, views, outcome ------------------------------------------------------------
    def apply(self, state: MythosState, event: Event) -> None:
        apply_event(state, event)

    def view(self, state: MythosState, seat: Optional[int]) -> dict[str, Any]:
        prompt = None if state.phase in ("setup", "mulligan") else self.pending_decision(state)
        return view_state(state, self.cards, seat, prompt, self.game_id)

    def hash_data(self, state: MythosState) -> Any:
        """The all-seeing view without what was added to it after saves were recorded: a save's
        hashes are over the view of its day, and a derived field (the parts of a power) must not
        make every older save read as changed."""
        data = self.view(state, None)
        if data["edge"] is None:
            data["edge"] = 0  # saves were recorded when the Edge read seat 0 until the setup gave it
        for mission in data["missions"]:
            for side in mission["sides"]:
                for char in side["characters"]:
                    del char["power_parts"]
        return data

    def outcome(self, state: MythosState) -> Optional[Outcome]:
        return state.outcome

    def check_invariants(self, state: MythosState) -> None:
        """What must hold after every command (`python -m game soak` calls it)."""
        check_invariants(state, self.cards)

    def log_line(self, event: Event, lang: str) -> str:
        return log_text.describe(event, self.cards, lang)
