"""The fold of a Mythos game: one case per event; changes the state in place, reads nothing else."""

from __future__ import annotations

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Event
from game.engine.rules import Outcome
from game.rules.mythos import events as ev
from game.rules.mythos.events import MULLIGAN_STEP
from game.rules.mythos.state import Character, EffectGroup, EffectRef, Mission, MythosState


def _leave_play(state: MythosState, char_id: str) -> Character:
    char = state.characters.pop(char_id)
    state.missions[char.mission].sides[char.controller].remove(char_id)
    # A look lasts while the card stays where it was looked at (README ruling 24).
    state.seen = {(seat, card) for seat, card in state.seen if card not in char.cards}
    return char


def apply_event(state: MythosState, event: Event) -> None:
    players = state.players
    match event:
        case ev.DeckDealt(versions=versions):
            state.versions.update(versions or {})
        case ev.DeckShuffled(seat=seat, order=order):
            players[seat].deck = list(order or ())
        case ev.MissionDeckFormed(order=order):
            state.mission_deck = list(order or ())
        case ev.EdgeTaken(seat=seat):
            state.edge = seat
        case ev.CardsDrawn(seat=seat, count=count):
            player = players[seat]
            player.hand += player.deck[:count]
            del player.deck[:count]
        case ev.MulliganOffered():
            state.phase = "mulligan"
            state.secrets.open_step(MULLIGAN_STEP, (0, 1))
        case ChoiceCommitted():
            state.secrets.apply_committed(event)
        case ChoicesRevealed(choices=choices):
            state.secrets.apply_revealed(event)
            state.mulligans = {seat: bool(redraw) for seat, redraw in choices}
            state.phase = "mulligan_done"
        case ev.HandShuffledBack(seat=seat):
            players[seat].deck = players[seat].hand + players[seat].deck
            players[seat].hand = []
        case ev.RoundStarted(round=number):
            state.round, state.phase = number, "start"
        case ev.MissionRevealed(mission=key, rank=rank):
            state.mission_deck.remove(key)
            state.missions.append(Mission(key, rank))
        case ev.ChakraGained(seat=seat, amount=amount):
            players[seat].chakra += amount
        case ev.ActionPhaseStarted(first=first):
            state.phase, state.acting = "action", first
            for player in players:
                player.passed = False
        case ev.CharacterPlayed(seat=seat, card=card, mission=mission, cost=cost) | ev.CharacterPlayedHidden(seat=seat, card=card, mission=mission, cost=cost):
            players[seat].hand.remove(card)
            players[seat].chakra -= cost
            state.characters[card] = Character([card], seat, seat, mission, isinstance(event, ev.CharacterPlayedHidden))
            state.missions[mission].sides[seat].append(card)
            state.play_resolving = state.play_resolving or state.phase == "action"
        case ev.CharacterRevealed(seat=seat, character=char_id, cost=cost):
            players[seat].chakra -= cost
            state.characters[char_id].hidden = False
            state.characters[char_id].hidden_in_sight = False
            state.play_resolving = state.play_resolving or state.phase == "action"
        case ev.CharacterUpgraded(seat=seat, character=char_id, card=card, cost=cost):
            players[seat].hand.remove(card)
            players[seat].chakra -= cost
            state.characters[char_id].cards.append(card)
            state.play_resolving = True
        case ev.Passed(seat=seat):
            players[seat].passed = True
            if not players[1 - seat].passed:
                state.acting = 1 - seat
        case ev.ActionEnded(next=next_seat):
            state.play_resolving, state.acting = False, next_seat
        case ev.EffectsQueued(refs=refs, ordered=ordered, chooser=chooser):
            state.queue.insert(0, EffectGroup([EffectRef(*r) for r in refs], ordered, chooser))
        case ev.TriggerOrdered(index=index):
            ref = state.queue[0].refs.pop(index)
            state.queue.insert(0, EffectGroup([ref], True, state.queue[0].chooser))
        case ev.TargetChosen(target=target):
            state.chosen_target = target
        case ev.EffectFinished():
            state.queue[0].refs.pop(0)
            if not state.queue[0].refs:
                state.queue.pop(0)
            state.chosen_target = None
        case ev.PowerTokensAdded(character=char_id, amount=amount):
            state.characters[char_id].tokens += amount
        case ev.CharacterMoved(character=char_id, mission=mission):
            char = state.characters[char_id]
            state.missions[char.mission].sides[char.controller].remove(char_id)
            state.missions[mission].sides[char.controller].append(char_id)
            char.mission = mission
        case ev.CharacterHidden(character=char_id):
            # Turned over in place, in everyone's sight (README ruling 28).
            state.characters[char_id].hidden = True
            state.characters[char_id].hidden_in_sight = True
        case ev.CharacterDefeated(character=char_id):
            char = _leave_play(state, char_id)
            players[char.owner].discard += char.cards
        case ev.CharacterReturnedToHand(character=char_id):
            char = _leave_play(state, char_id)
            players[char.owner].hand += char.cards
            state.rekey_pending.append(char.owner)
        case ev.HandRekeyed(seat=seat, renamed=renamed):
            state.rekey_pending.remove(seat)
            renamed = renamed or {}
            players[seat].hand = [renamed.get(card, card) for card in players[seat].hand]
            versions = {card: state.versions[card] for card in renamed}
            for old, new in renamed.items():
                state.versions[new] = versions[old]
        case ev.ControlTaken(character=char_id, seat=seat):
            char = state.characters[char_id]
            state.missions[char.mission].sides[char.controller].remove(char_id)
            state.missions[char.mission].sides[seat].append(char_id)
            char.controller = seat
        case ev.HiddenCharacterLookedAt(seat=seat, character=char_id):
            state.seen.add((seat, state.characters[char_id].top))
        case ev.CardDiscarded(seat=seat, card=card):
            players[seat].hand.remove(card)
            players[seat].discard.append(card)
        case ev.MissionPhaseStarted():
            state.phase, state.mission_cursor = "mission", 0
        case ev.MissionEvaluated(winner=winner, points=points):
            state.mission_cursor += 1
            if winner is not None:
                players[winner].points += points
        case ev.RoundEnded():
            for player in players:
                player.chakra = 0
            for char in state.characters.values():
                char.tokens = 0
        case ev.GameWon(winner=winner, scores=scores, reason=reason):
            state.phase = "over"
            state.outcome = Outcome((winner,), reason, tuple(scores))
        case _:
            raise ValueError(f"mythos cannot apply {type(event).__name__}")
