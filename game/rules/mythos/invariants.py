"""What must hold on a Mythos table after every command (`python -m game soak` and the self-play
tests check it): each deck's cards are somewhere exactly once, stacks are one name of rising
cost, no negative chakra, points or tokens, points never above what the evaluated missions could
give, the round, phase, turn and Edge agree with each other, and the game ends as scored.

Only the state is read (no history, no copies): a check is something the state alone shows.
"""

from __future__ import annotations

from collections import Counter

from game.rules.mythos.cards import CardSet
from game.rules.mythos.state import DRAW_PER_ROUND, HAND_SIZE, RANK_BONUS, RANKS, ROUNDS, MythosState

PHASES = ("setup", "mulligan", "mulligan_done", "start", "action", "mission", "over")
BEFORE_ROUND_ONE = ("setup", "mulligan", "mulligan_done")
EFFECT_PHASES = ("action", "mission")
"""Effects wait in the queue only while a play or a mission's SCORE effects resolve."""
SEATS = (0, 1)


def card_ids_by_seat(state: MythosState) -> tuple[frozenset[str], ...]:
    """Deck cards are dealt as "p<seat>.c<nn>" (rules.setup)."""
    return tuple(frozenset(c for c in state.versions if c.startswith(f"p{seat}.")) for seat in SEATS)


def check_invariants(state: MythosState, cards: CardSet) -> None:
    """Raises AssertionError naming the first broken invariant."""
    _check_round_and_phase(state)
    if state.phase == "setup":
        return  # nothing dealt yet
    _check_missions(state, cards)
    ids = card_ids_by_seat(state)
    _check_cards_conserved(state, ids)
    _check_draws(state)
    _check_characters(state, cards, ids)
    _check_resources(state, cards)
    _check_turn(state)
    _check_queue(state)
    _check_outcome(state)


def _check_round_and_phase(state: MythosState) -> None:
    if state.phase not in PHASES:
        raise AssertionError(f"unknown phase {state.phase!r}")
    if not 0 <= state.round <= ROUNDS:
        raise AssertionError(f"round {state.round} is outside 0-{ROUNDS}")
    if (state.round == 0) != (state.phase in BEFORE_ROUND_ONE):
        raise AssertionError(f"round {state.round} in the {state.phase} phase")
    if (state.edge not in SEATS and not (state.edge is None and state.phase == "setup")) or state.acting not in SEATS:
        raise AssertionError(f"the Edge ({state.edge}) or the acting seat ({state.acting}) is not a seat")


def _check_missions(state: MythosState, cards: CardSet) -> None:
    in_play = [m.key for m in state.missions]
    if len(in_play) + len(state.mission_deck) != ROUNDS:
        raise AssertionError(f"{len(in_play)} missions in play and {len(state.mission_deck)} in the mission deck, not {ROUNDS}")
    offered = Counter(k for deck in state.decks_in_play for k in deck.missions)
    if Counter(in_play + state.mission_deck) - offered:
        raise AssertionError("a mission in the game is not one of the players' missions")
    for index, mission in enumerate(state.missions):
        if mission.rank != RANKS[index]:
            raise AssertionError(f"mission {index} has rank {mission.rank}, not {RANKS[index]}")
    # One mission is revealed per round, in its start phase.
    revealed = len(state.missions)
    if revealed != state.round and not (state.phase == "start" and revealed == state.round - 1):
        raise AssertionError(f"{revealed} missions revealed in round {state.round} ({state.phase} phase)")
    if not 0 <= state.mission_cursor <= revealed:
        raise AssertionError(f"mission cursor {state.mission_cursor} with {revealed} missions")


def _check_cards_conserved(state: MythosState, ids: tuple[frozenset[str], ...]) -> None:
    if len(ids[0]) + len(ids[1]) != len(state.versions):
        raise AssertionError("a card id belongs to no player")
    for seat, player in enumerate(state.players):
        if Counter(state.versions[c] for c in ids[seat]) != Counter(state.decks_in_play[seat].characters):
            raise AssertionError(f"P{seat + 1}'s card ids do not hold the versions of their deck")
        held = player.deck + player.hand + player.discard
        held += [c for char in state.characters.values() if char.owner == seat for c in char.cards]
        distinct = set(held)
        if len(held) != len(ids[seat]) or distinct != ids[seat]:
            raise AssertionError(f"P{seat + 1}'s cards are not conserved: {len(held)} held "
                                 f"({len(distinct)} distinct, {len(distinct - ids[seat])} not theirs) of {len(ids[seat])}")


def _check_draws(state: MythosState) -> None:
    """A deck only shrinks (the mulligan aside): 5 cards, then 2 each round, more by effects;
    drawing from an empty deck draws nothing."""
    if state.phase == "mulligan_done":
        return  # a mulligan puts the hand back into the deck before drawing 5 again
    rounds_drawn = state.round if state.phase in ("action", "mission", "over") else max(0, state.round - 1)
    for seat, player in enumerate(state.players):
        total = len(state.decks_in_play[seat].characters)
        most = max(0, total - HAND_SIZE - DRAW_PER_ROUND * rounds_drawn)
        if len(player.deck) > most:
            raise AssertionError(f"P{seat + 1}'s deck holds {len(player.deck)} cards; "
                                 f"after the draws of round {state.round} it holds at most {most}")


def _check_characters(state: MythosState, cards: CardSet, ids: tuple[frozenset[str], ...]) -> None:
    placed: list[str] = []
    for index, mission in enumerate(state.missions):
        for seat in SEATS:
            for char_id in mission.sides[seat]:
                char = state.characters.get(char_id)
                if char is None or char.mission != index or char.controller != seat:
                    raise AssertionError(f"{char_id} on side {seat + 1} of mission {index} does not say it is there")
                placed.append(char_id)
    if len(placed) != len(set(placed)) or set(placed) != set(state.characters):
        raise AssertionError("a character is on no mission side or on several")
    clashes = 0
    for char_id, char in state.characters.items():
        if char.cards[0] != char_id or char.owner not in SEATS or not ids[char.owner].issuperset(char.cards):
            raise AssertionError(f"character {char_id} is not a stack of its owner's cards under its own id")
        stack = [cards.characters[state.versions[c]] for c in char.cards]
        if any(card.name != stack[0].name for card in stack):
            raise AssertionError(f"character {char_id}'s stack mixes names")
        if any(upper.cost <= lower.cost for lower, upper in zip(stack, stack[1:])):
            raise AssertionError(f"character {char_id}'s stack does not rise in cost")
    for mission in state.missions:
        for side in mission.sides:
            names = Counter(cards.characters[state.versions[state.characters[c].top]].name for c in side)
            # A move or a take of control may bring a second one of a name; its controller
            # defeats one at once (README ruling 8), before anything else happens.
            if any(n > 2 for n in names.values()):
                raise AssertionError("more than two characters of one name on one side of a mission")
            clashes += sum(1 for n in names.values() if n == 2)
    if clashes > 1:
        raise AssertionError(f"{clashes} pairs of same-name characters wait to be settled at once")


def _mission_value(state: MythosState, cards: CardSet, index: int) -> int:
    mission = state.missions[index]
    return cards.missions[mission.key].points + RANK_BONUS[mission.rank]


def points_available(state: MythosState, cards: CardSet) -> int:
    """The most points the missions evaluated so far could have given (each mission scores
    once per round from the round it is revealed; nothing else gives points)."""
    completed = state.round if state.phase == "over" else max(0, state.round - 1)
    values = [_mission_value(state, cards, i) for i in range(len(state.missions))]
    total = sum(sum(values[:played]) for played in range(1, completed + 1))
    if state.phase == "mission":
        total += sum(values[:state.mission_cursor])
    return total


def _check_resources(state: MythosState, cards: CardSet) -> None:
    for seat, player in enumerate(state.players):
        if player.chakra < 0 or player.points < 0:
            raise AssertionError(f"P{seat + 1} has negative chakra ({player.chakra}) or points ({player.points})")
    for char_id, char in state.characters.items():
        if char.tokens < 0:
            raise AssertionError(f"character {char_id} has {char.tokens} power tokens")
    scored = sum(p.points for p in state.players)
    available = points_available(state, cards)
    if scored > available:
        raise AssertionError(f"{scored} points scored but the missions evaluated so far give at most {available}")


def _check_turn(state: MythosState) -> None:
    passed = [p.passed for p in state.players]
    if state.phase in ("mulligan", "mulligan_done") and any(passed):
        raise AssertionError("a player has passed before round 1")
    if state.phase == "mulligan" and any(len(p.hand) != HAND_SIZE for p in state.players):
        raise AssertionError(f"a hand is not {HAND_SIZE} cards while mulligans are decided")
    if state.phase in ("mission", "over") and not all(passed):
        raise AssertionError(f"the {state.phase} phase with a player who has not passed")
    if state.play_resolving and state.phase != "action":
        raise AssertionError(f"a play is resolving in the {state.phase} phase")
    if state.phase == "action" and passed.count(True) == 1:
        # The first to pass takes the Edge at once; the other plays on alone.
        still_in = passed.index(False)
        if state.acting != still_in:
            raise AssertionError(f"P{state.acting + 1} acts after passing while P{still_in + 1} plays on")
        if state.edge == still_in:
            raise AssertionError("the first player to pass did not take the Edge")


def _check_queue(state: MythosState) -> None:
    if state.queue and state.phase not in EFFECT_PHASES:
        raise AssertionError(f"effects wait in the {state.phase} phase")
    if state.chosen_target is not None and not state.queue:
        raise AssertionError("a chosen target with no effect waiting")
    for group in state.queue:
        if not group.refs or group.chooser not in SEATS:
            raise AssertionError("an effect group in the queue is empty or has no chooser")
        for ref in group.refs:
            if ref.controller not in SEATS or not 0 <= ref.mission < len(state.missions):
                raise AssertionError(f"effect {ref.version}#{ref.index} names no seat or no mission in play")


def _check_outcome(state: MythosState) -> None:
    over = state.phase == "over"
    if over != (state.outcome is not None):
        raise AssertionError(f"the {state.phase} phase with outcome {state.outcome}")
    if not over:
        return
    if state.round != ROUNDS or state.mission_deck or state.mission_cursor != ROUNDS:
        raise AssertionError("the game ended before every mission of round 4 was evaluated")
    outcome = state.outcome
    scores = tuple(p.points for p in state.players)
    if tuple(outcome.scores) != scores or len(outcome.winners) != 1:
        raise AssertionError(f"the outcome {outcome} does not match the points {scores}")
    winner = outcome.winners[0]
    if scores[winner] < scores[1 - winner] or (scores[0] == scores[1] and winner != state.edge):
        raise AssertionError(f"P{winner + 1} won with {scores} points (Edge: P{state.edge + 1})")
