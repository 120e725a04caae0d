"""What must hold on a Bitcoin Empire table after every command (`python -m game soak` and the
self-play tests check it): every card is somewhere exactly once, Storages within their Capacity,
Locks as the rules make them, the phase and the seat whose Turn it is in step, the deck empty
exactly when a Game is over, an Attack waiting only in the reaction window and on a target it may
still hit, and scores, Moon Tokens and the outcome that follow from the table and the results.

Only the state is given, so "never goes backwards" is checked through what the state keeps: the
Moon Tokens must be the Games each seat won, the supply what the Games took from it.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

from game.rules.to_the_moon import attacks
from game.rules.to_the_moon.cards import CardType, card_type_of
from game.rules.to_the_moon.options import TO_THE_MOON
from game.rules.to_the_moon.series import series_end
from game.rules.to_the_moon.state import (
    ACTION,
    CHOOSE_CHARACTER,
    DRAW,
    END_OF_TURN,
    GAME_OVER,
    LOCK_AT,
    MINE,
    REACTION,
    Storage,
    TableState,
)

DEAL = "deal"
SCORED = "scored"
"""The two moments rules.py names for itself (between choosing and the first Turn; after scoring)."""
IN_THE_BOX = (CHOOSE_CHARACTER, DEAL)
"""Phases in which the deck may still be in the box (not shuffled yet)."""
TURN_PHASES = (MINE, DRAW, ACTION, REACTION, END_OF_TURN)
"""Phases of a Turn: the deck still holds a card (the last one Mined or Drawn ends the Game)."""
OVER = (GAME_OVER, SCORED)
PHASES = (*IN_THE_BOX, *TURN_PHASES, *OVER)
END_REASONS = ("mined", "drawn")
PLACES = {"character": "its Character", "exchange": "an Exchange"}


def check_invariants(state: TableState, cards: dict[str, CardType], deck: frozenset[str], characters: frozenset[str]) -> None:
    """Raises AssertionError naming the first broken invariant. For any state after setup (the
    first GameStarted), that is after any command.

    `deck` and `characters` are every deck card id and every Character id of the box.
    """
    _check_seats_and_phase(state)
    _check_cards_conserved(state, deck, characters)
    _check_characters_chosen(state)
    for seat, player in enumerate(state.players):
        if player.character is not None:
            _check_storage(cards, seat, player.character, "character")
        for exchange in player.exchanges:
            _check_storage(cards, seat, exchange, "exchange")
            if len(exchange.stored) >= LOCK_AT and not exchange.locked and seat != state.current:
                raise AssertionError(f"seat {seat}'s {exchange.card} holds {len(exchange.stored)} Bitcoins after its owner's Turn but did not Lock")
        strangers = [c for c in player.learned if cards[card_type_of(c)].kind != "skill"]
        if strangers:
            raise AssertionError(f"seat {seat} learned {strangers[0]}, which is not a Skill card")
    _check_turn(state)
    _check_pending_attack(state, cards)
    _check_results(state)
    _check_moon_tokens(state)
    _check_outcome(state)


def _check_seats_and_phase(state: TableState) -> None:
    if state.phase not in PHASES:
        raise AssertionError(f"unknown phase {state.phase!r}")
    if len(state.players) != state.player_count:
        raise AssertionError(f"{len(state.players)} players at a {state.player_count}-player table")
    for name, seat in (("current seat", state.current), ("dealer", state.dealer)):
        if not 0 <= seat < state.player_count:
            raise AssertionError(f"the {name} {seat} is not a seat of the table")


def _check_cards_conserved(state: TableState, deck: frozenset[str], characters: frozenset[str]) -> None:
    """Each Character once (chosen or set aside); each deck card once, or all still in the box.

    Card ids are unique, so "each exactly once" is: as many cards as ids, and the same ids.
    """
    found = state.deck + state.discard + state.set_aside_characters
    for player in state.players:
        found += player.hand + player.learned
        for storage in player.storages():
            found.append(storage.card)
            found += storage.stored
    if state.pending is not None:
        found.append(state.pending.card)
    on_table = set(found)
    chosen = [c for c in found if c in characters]
    if len(chosen) != len(characters) or not characters <= on_table:
        raise AssertionError(f"Characters are not conserved: {_difference(characters, chosen)}")
    dealt = len(found) - len(chosen)
    if dealt == 0 and state.phase in IN_THE_BOX:
        return  # the deck has not been shuffled and dealt yet
    if dealt != len(deck) or not deck <= on_table or len(on_table) != len(deck) + len(characters):
        raise AssertionError(f"cards are not conserved: {_difference(deck, [c for c in found if c not in characters])}")


def _difference(expected: frozenset[str], found: list[str]) -> str:
    missing, extra = Counter(expected) - Counter(found), Counter(found) - Counter(expected)
    return f"missing {sorted(missing)[:3]}, doubled or unknown {sorted(extra)[:3]}"


def _check_characters_chosen(state: TableState) -> None:
    """Characters are chosen (or dealt) in turn order from the dealer's left; then everyone has one."""
    order = state.turn_order()
    waiting = [seat for seat in order if state.players[seat].character is None]
    if state.phase != CHOOSE_CHARACTER:
        if waiting:
            raise AssertionError(f"seat {waiting[0]} has no Character in the {state.phase} phase")
        return
    if not waiting:
        raise AssertionError("every Character is chosen but the choice goes on")
    if order[len(order) - len(waiting):] != waiting:
        raise AssertionError("Characters were chosen out of turn order")
    if state.current != waiting[0]:
        raise AssertionError(f"seat {state.current} chooses a Character, but it is seat {waiting[0]}'s choice")


def _check_storage(cards: dict[str, CardType], seat: int, storage: Storage, kind: str) -> None:
    card = cards[card_type_of(storage.card)]
    if card.kind != kind:
        raise AssertionError(f"seat {seat} has a {card.kind} card ({storage.card}) in the place of {PLACES[kind]}")
    if storage.capacity != card.capacity:
        raise AssertionError(f"{storage.card} has Storage Capacity {storage.capacity}, its card says {card.capacity}")
    if len(storage.stored) > storage.capacity:
        raise AssertionError(f"{storage.card} holds {len(storage.stored)} Bitcoins, over its Storage Capacity of {storage.capacity}")
    if storage.locked and (kind != "exchange" or len(storage.stored) < LOCK_AT):
        raise AssertionError(f"{storage.card} is Locked with only {len(storage.stored)} Bitcoins" if kind == "exchange"
                             else f"the Character {storage.card} is Locked")


def _check_turn(state: TableState) -> None:
    """Turn k is played by the k-th seat from the dealer's left; the deck runs out only at the end."""
    if state.phase in IN_THE_BOX:
        if state.turn != 0:
            raise AssertionError(f"turn {state.turn} before the deal")
        return
    if state.turn < 1:
        raise AssertionError(f"turn {state.turn} in the {state.phase} phase")
    owner = (state.first_player() + state.turn - 1) % state.player_count
    if state.current != owner:
        raise AssertionError(f"it is seat {state.current}'s Turn but turn {state.turn} belongs to seat {owner}")
    if state.phase in TURN_PHASES and not state.deck:
        raise AssertionError(f"the deck ran out but the Game goes on ({state.phase} phase)")
    if state.phase in OVER:
        if state.deck:
            raise AssertionError(f"the Game ended with {len(state.deck)} cards left in the deck")
        if state.end_reason not in END_REASONS:
            raise AssertionError(f"the Game ended for no known reason ({state.end_reason!r})")
    if state.phase == ACTION and not state.players[state.current].hand:
        raise AssertionError(f"seat {state.current} is in the Action Phase with an empty hand, right after the Draw")


def _check_pending_attack(state: TableState, cards: dict[str, CardType]) -> None:
    """An Attack waits exactly in the reaction window, from the player whose Turn it is, on a target
    it may still hit (after a command; between the events of AllowAttack the target changes)."""
    attack = state.pending
    if (attack is not None) != (state.phase == REACTION):
        raise AssertionError("an Attack waits for an answer outside the reaction phase" if attack is not None
                             else "the reaction phase has no Attack to answer")
    if attack is None:
        return
    card = cards[card_type_of(attack.card)]
    if not card.is_attack:
        raise AssertionError(f"the waiting Attack {attack.card} is a {card.kind} card")
    if attack.attacker != state.current:
        raise AssertionError(f"seat {attack.attacker} Attacks in seat {state.current}'s Turn")
    if (attack.target_seat, attack.target) not in attacks.iter_targets(state, cards, attack.attacker, attack.card):
        raise AssertionError(f"the waiting {attack.card} aims at {attack.target} of seat {attack.target_seat}, which it may not target")
    wanted = attacks.hack_destinations(state.players[attack.attacker]) if card.effect == "hack" else [None]
    if attack.store_on not in wanted:
        raise AssertionError(f"the waiting {attack.card} would Store on {attack.store_on}, not one of {wanted}")


def _check_results(state: TableState) -> None:
    """One result per finished Game, in order; its winners are the seats with the most Bitcoins."""
    finished = state.game_number if state.phase == SCORED else state.game_number - 1
    if state.game_number < 1:
        raise AssertionError(f"Game number {state.game_number} after setup")
    if state.options["mode"] != TO_THE_MOON and state.game_number > 1:
        raise AssertionError(f"Game {state.game_number} of a single-Game match")
    if len(state.game_results) != finished:
        raise AssertionError(f"{len(state.game_results)} Game results recorded in Game {state.game_number} ({state.phase} phase)")
    for number, result in enumerate(state.game_results, start=1):
        bitcoins, winners = result["bitcoins"], result["winners"]
        if result["game"] != number or result["reason"] not in END_REASONS or len(bitcoins) != state.player_count:
            raise AssertionError(f"the result of Game {number} is malformed: {result}")
        if min(bitcoins) < 0 or winners != [s for s, n in enumerate(bitcoins) if n == max(bitcoins)]:
            raise AssertionError(f"Game {number} was won by {winners}, not by the most Bitcoins {bitcoins}")
    if state.phase == SCORED:
        last = state.game_results[-1]
        table = [p.bitcoins() for p in state.players]
        if last["bitcoins"] != table or last["reason"] != state.end_reason:
            raise AssertionError(f"Game {state.game_number} scored {last['bitcoins']} ({last['reason']}) but the table holds {table} ({state.end_reason})")


def _check_moon_tokens(state: TableState) -> None:
    """Each winner of a Game took one token; the supply lost them, down to 0 (ruling 15, R5)."""
    tokens, supply = state.moon_tokens, state.options["moon_tokens"]
    if len(tokens) != state.player_count or min(tokens) < 0:
        raise AssertionError(f"Moon Tokens per seat {tokens} at a {state.player_count}-player table")
    if state.moon_tokens_left != max(0, supply - sum(tokens)):
        raise AssertionError(f"{state.moon_tokens_left} Moon Tokens left of {supply} after {sum(tokens)} were taken")
    if state.options["mode"] != TO_THE_MOON:
        if any(tokens):
            raise AssertionError(f"Moon Tokens {tokens} taken in a single Game")
        return
    results = state.game_results
    won = _wins(results, state.player_count)
    # Between GameEnded and MoonTokensTaken (within one advance) the last Game is not counted yet.
    taking = state.phase == SCORED and state.outcome is None and tokens == _wins(results[:-1], state.player_count)
    if tokens != won and not taking:
        raise AssertionError(f"Moon Tokens {tokens} are not the Games won {won}")
    if state.phase != SCORED and series_end(tokens, state.moon_tokens_left, state.options["play_for_places"]):
        raise AssertionError(f"Game {state.game_number} is played after the series ended with Moon Tokens {tokens}")


def _wins(results: list[dict], players: int) -> list[int]:
    return [sum(seat in r["winners"] for r in results) for seat in range(players)]


def _check_outcome(state: TableState) -> None:
    outcome = state.outcome
    if outcome is None:
        return
    if state.phase != SCORED:
        raise AssertionError(f"the match is over in the {state.phase} phase")
    expected: Optional[tuple] = None
    if state.options["mode"] != TO_THE_MOON:
        last = state.game_results[-1]
        expected = (tuple(last["winners"]), "bitcoins", tuple(last["bitcoins"]))
    else:
        tokens = state.moon_tokens
        reason = series_end(tokens, state.moon_tokens_left, state.options["play_for_places"])
        leaders = tuple(seat for seat, n in enumerate(tokens) if n == max(tokens))
        expected = (leaders, reason, tuple(tokens))
    if (tuple(outcome.winners), outcome.reason, tuple(outcome.scores)) != expected:
        raise AssertionError(f"the outcome {outcome} does not follow from the table (expected {expected})")
