"""The soak's invariants (game/rules/to_the_moon/invariants.py): they hold after every command of
random games at 2, 3 and 4 players, single Games and series, and each one fires on a real table
broken in exactly its way."""

import copy
import random

import pytest

from game.engine import Outcome
from game.rules.to_the_moon.state import LOCK_AT
from ttm_helpers import RULES, new_match

MAX_COMMANDS = 20_000

OPTION_SETS = [
    {},
    {"mode": "to_the_moon", "moon_tokens": 3},
    {"mode": "to_the_moon", "moon_tokens": 2, "play_for_places": True, "character_choice": "random"},
    {"character_choice": "random", "bonus_rules": ["genesis_block", "whale_hunting", "late_adopters"]},
]


def random_states(players, seed, **options):
    """Every state after a command of one random match (the live state: copy what you keep)."""
    match = new_match(players, seed=seed, **options)
    chooser = random.Random(seed)
    yield match.state
    commands = 0
    while not match.is_over():
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        commands += 1
        assert commands < MAX_COMMANDS, "the game did not end"
        yield match.state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("options", OPTION_SETS, ids=["single", "series", "places", "bonus"])
def test_random_games_keep_every_invariant_after_every_command_and_end(players, seed, options):
    last = None
    for state in random_states(players, seed * 10 + players, **options):
        RULES.check_invariants(state)
        last = state
    assert last.outcome is not None and last.outcome.winners
    if options.get("mode") == "to_the_moon":
        assert last.game_number == len(last.game_results) >= 1


EFFECTS = ("BitcoinHacked", "SkillPoached", "ExchangeSued", "CardSmeared")
"""What an Attack the target let through does: only right after one of these (before the
AttackResolved of the same command) may the waiting Attack's target have changed."""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_invariants_hold_even_between_the_events_of_one_command(players):
    """Folding the log event by event: every check holds at every step, but for the waiting
    Attack's target in the middle of its own effect (the soak only sees whole commands)."""
    options = [{}, {"mode": "to_the_moon", "moon_tokens": 3}, {"character_choice": "random", "bonus_rules": ["genesis_block"]}]
    effects_seen = 0
    for seed, chosen in enumerate(options):
        match = new_match(players, seed=seed, **chosen)
        chooser = random.Random(seed)
        while not match.is_over():
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        state = RULES.initial_state(match.config)
        for entry in match.entries:
            RULES.apply(state, entry.event)
            try:
                RULES.check_invariants(state)
            except AssertionError as error:
                assert type(entry.event).__name__ in EFFECTS, f"{error} after {entry.event}"
                assert "which it may not target" in str(error) or "would Store on" in str(error)
                effects_seen += 1
        assert state.outcome == match.outcome
    assert effects_seen, "no Attack resolved: the exception above was never needed"


def reached(predicate, players=3, **options):
    """A copy of the first state after a command, over random matches, for which `predicate` holds."""
    for seed in range(300):
        for state in random_states(players, seed, **options):
            if predicate(state):
                RULES.check_invariants(state)
                return copy.deepcopy(state)
    raise AssertionError("no random game reached the wanted table")


def mid_game(state):
    """An Action Phase well into a Game, with an Exchange holding Bitcoins and a learned Skill."""
    players = state.players
    return (state.phase == "action" and state.turn >= 6 and any(p.learned for p in players)
            and any(e.stored for p in players for e in p.exchanges))


def locked_elsewhere(state):
    return state.phase == "action" and any(e.locked for s, p in enumerate(state.players) if s != state.current for e in p.exchanges)


def some_card(state, zone_test, kind_test=lambda kind: True):
    """(zone list, index) of a card of the deck or a hand passing the tests, to swap with."""
    zones = [state.deck, state.discard] + [p.hand for p in state.players]
    for zone in zones:
        for index, card in enumerate(zone):
            if zone_test(zone) and kind_test(RULES.card(card).kind):
                return zone, index
    raise AssertionError("no such card")


def swap(state, zone, index, put):
    """Put `put` at zone[index] and return the card that was there (cards stay conserved)."""
    taken, zone[index] = zone[index], put
    return taken


# -- the tables to break ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def action():
    return reached(mid_game)


@pytest.fixture(scope="module")
def reaction():
    return reached(lambda s: s.phase == "reaction" and s.players[s.current].hand)


@pytest.fixture(scope="module")
def choosing():
    return reached(lambda s: s.phase == "choose_character" and sum(p.character is not None for p in s.players) == 1)


@pytest.fixture(scope="module")
def locked():
    return reached(locked_elsewhere)


@pytest.fixture(scope="module")
def single_over():
    return reached(lambda s: s.outcome is not None)


@pytest.fixture(scope="module")
def series_game_2():
    return reached(lambda s: s.game_number == 2 and s.phase == "action" and max(s.moon_tokens) == 1,
                   mode="to_the_moon", moon_tokens=5)


@pytest.fixture(scope="module")
def series_over():
    return reached(lambda s: s.outcome is not None and s.game_number >= 2, mode="to_the_moon", moon_tokens=3)


def breaks(state, words):
    with pytest.raises(AssertionError, match=words):
        RULES.check_invariants(state)


def test_the_tables_to_break_hold_as_they_are(action, reaction, choosing, locked, single_over, series_game_2, series_over):
    for state in (action, reaction, choosing, locked, single_over, series_game_2, series_over):
        RULES.check_invariants(state)  # raises if not


# -- seats and phase -------------------------------------------------------------------------

def test_an_unknown_phase_is_caught(action):
    state = copy.deepcopy(action)
    state.phase = "lunch"
    breaks(state, "unknown phase 'lunch'")


def test_a_current_seat_or_dealer_off_the_table_is_caught(action):
    state = copy.deepcopy(action)
    state.current = state.player_count
    breaks(state, "current seat 3 is not a seat")
    state = copy.deepcopy(action)
    state.dealer = -1
    breaks(state, "dealer -1 is not a seat")


def test_a_missing_player_is_caught(action):
    state = copy.deepcopy(action)
    state.players.pop()
    breaks(state, "2 players at a 3-player table")


# -- cards conserved -------------------------------------------------------------------------

def test_a_lost_card_is_caught(action):
    state = copy.deepcopy(action)
    state.players[state.current].hand.pop()
    breaks(state, "cards are not conserved: missing")


def test_a_card_in_two_places_is_caught(action):
    state = copy.deepcopy(action)
    state.discard.append(state.deck[0])
    breaks(state, r"cards are not conserved: missing \[\], doubled or unknown \['")


def test_a_card_not_in_the_box_is_caught(action):
    state = copy.deepcopy(action)
    state.discard.append(state.deck.pop().replace(".", "x."))
    breaks(state, "cards are not conserved")


def test_a_stored_bitcoin_lost_is_caught(action):
    state = copy.deepcopy(action)
    exchange = next(e for p in state.players for e in p.exchanges if e.stored)
    exchange.stored.pop()
    breaks(state, "cards are not conserved")


def test_a_character_doubled_is_caught(action):
    state = copy.deepcopy(action)
    state.set_aside_characters.append(state.players[0].character.card)
    breaks(state, "Characters are not conserved")


def test_a_deck_card_out_of_the_box_before_the_deal_is_caught(choosing):
    state = copy.deepcopy(choosing)
    state.players[0].hand.append(min(RULES.deck_cards))
    breaks(state, "cards are not conserved")


# -- Characters ------------------------------------------------------------------------------

def test_a_player_without_a_character_in_play_is_caught(action):
    state = copy.deepcopy(action)
    seat = (state.current + 1) % state.player_count
    character = state.players[seat].character
    state.set_aside_characters.append(character.card)
    state.discard += character.stored
    state.players[seat].character = None
    breaks(state, f"seat {seat} has no Character in the action phase")


def test_characters_chosen_out_of_turn_order_are_caught(choosing):
    state = copy.deepcopy(choosing)
    first, second = state.turn_order()[:2]
    players = state.players
    players[first].character, players[second].character = None, players[first].character
    breaks(state, "chosen out of turn order")


def test_the_wrong_seat_choosing_is_caught(choosing):
    state = copy.deepcopy(choosing)
    state.current = state.turn_order()[2]
    breaks(state, f"seat {state.current} chooses a Character, but it is seat {state.turn_order()[1]}'s")


def test_a_choice_with_every_character_chosen_is_caught(action):
    state = copy.deepcopy(action)
    state.phase, state.turn = "choose_character", 0
    breaks(state, "every Character is chosen but the choice goes on")


# -- Storages, Locks and learned Skills ------------------------------------------------------

def test_a_wrong_kind_of_card_as_an_exchange_is_caught(action):
    state = copy.deepcopy(action)
    exchange = next(p.exchanges[0] for p in state.players if p.exchanges)
    zone, index = some_card(state, lambda z: True, lambda kind: kind == "bitcoin")
    exchange.card = swap(state, zone, index, exchange.card)
    breaks(state, "has a bitcoin card .* in the place of an Exchange")


def test_a_storage_capacity_unlike_its_card_is_caught(action):
    state = copy.deepcopy(action)
    state.players[0].character.capacity = 7
    breaks(state, "Storage Capacity 7, its card says 2")


def test_a_storage_over_its_capacity_is_caught(action):
    state = copy.deepcopy(action)
    character = state.players[0].character
    while len(character.stored) <= character.capacity:
        character.stored.append(state.deck.pop())
    breaks(state, "over its Storage Capacity of 2")


def test_an_exchange_locked_too_early_or_a_locked_character_is_caught(action):
    state = copy.deepcopy(action)
    exchange = next(e for p in state.players for e in p.exchanges if len(e.stored) < LOCK_AT)
    exchange.locked = True
    breaks(state, "is Locked with only")
    state = copy.deepcopy(action)
    state.players[0].character.locked = True
    breaks(state, "the Character .* is Locked")


def test_an_exchange_that_did_not_lock_is_caught(locked):
    state = copy.deepcopy(locked)
    exchange = next(e for s, p in enumerate(state.players) if s != state.current for e in p.exchanges if e.locked)
    exchange.locked = False
    breaks(state, "holds 3 Bitcoins after its owner's Turn but did not Lock")


def test_a_learned_card_that_is_no_skill_is_caught(action):
    state = copy.deepcopy(action)
    player = next(p for p in state.players if p.learned)
    zone, index = some_card(state, lambda z: True, lambda kind: kind == "attack")
    player.learned[0] = swap(state, zone, index, player.learned[0])
    breaks(state, "which is not a Skill card")


# -- Turns, the deck and the end -------------------------------------------------------------

def test_a_turn_played_by_the_wrong_seat_is_caught(action):
    state = copy.deepcopy(action)
    state.turn += 1
    breaks(state, f"it is seat {state.current}'s Turn but turn {state.turn} belongs to seat")


def test_a_turn_count_out_of_place_is_caught(action, choosing):
    state = copy.deepcopy(action)
    state.turn = 0
    breaks(state, "turn 0 in the action phase")
    state = copy.deepcopy(choosing)
    state.turn = 2
    breaks(state, "turn 2 before the deal")


def test_a_game_going_on_with_an_empty_deck_is_caught(action):
    state = copy.deepcopy(action)
    state.discard += state.deck
    state.deck.clear()
    breaks(state, "the deck ran out but the Game goes on")


def test_a_game_over_with_cards_in_the_deck_is_caught(single_over):
    state = copy.deepcopy(single_over)
    state.deck.append(state.discard.pop())
    breaks(state, "the Game ended with 1 cards left in the deck")


def test_a_game_over_for_no_reason_is_caught(single_over):
    state = copy.deepcopy(single_over)
    state.end_reason = "bored"
    breaks(state, "ended for no known reason")


def test_an_action_phase_with_an_empty_hand_is_caught(action):
    state = copy.deepcopy(action)
    hand = state.players[state.current].hand
    state.discard += hand
    hand.clear()
    breaks(state, "Action Phase with an empty hand")


# -- the Attack waiting for an answer --------------------------------------------------------

def test_an_attack_waiting_outside_the_reaction_phase_is_caught(reaction):
    state = copy.deepcopy(reaction)
    state.phase = "end_of_turn"
    breaks(state, "an Attack waits for an answer outside the reaction phase")


def test_a_reaction_phase_with_no_attack_is_caught(reaction):
    state = copy.deepcopy(reaction)
    state.discard.append(state.pending.card)
    state.pending = None
    breaks(state, "the reaction phase has no Attack to answer")


def test_a_waiting_attack_that_is_no_attack_card_is_caught(reaction):
    state = copy.deepcopy(reaction)
    zone, index = some_card(state, lambda z: z is state.deck, lambda kind: kind == "skill")
    state.pending.card = swap(state, zone, index, state.pending.card)
    breaks(state, "the waiting Attack .* is a skill card")


def test_an_attack_out_of_turn_is_caught(reaction):
    state = copy.deepcopy(reaction)
    state.pending.attacker = state.pending.target_seat
    breaks(state, f"seat {state.pending.target_seat} Attacks in seat {state.current}'s Turn")


def test_an_attack_on_a_target_it_may_not_hit_is_caught(reaction):
    state = copy.deepcopy(reaction)
    state.pending.target = state.players[state.current].character.card  # the attacker's own
    breaks(state, "which it may not target")


def test_an_attack_storing_where_it_may_not_is_caught(reaction):
    state = copy.deepcopy(reaction)
    state.pending.store_on = state.pending.target  # the victim's card: never a Hack's destination
    breaks(state, "would Store on")


def test_a_hack_waiting_on_an_emptied_target_is_caught():
    state = reached(lambda s: s.phase == "reaction" and RULES.card(s.pending.card).effect == "hack")
    victim = state.players[state.pending.target_seat].storage(state.pending.target)
    state.discard += victim.stored
    victim.stored.clear()
    breaks(state, "which it may not target")


# -- results, Moon Tokens, the outcome -------------------------------------------------------

def test_a_second_game_of_a_single_game_match_is_caught(action):
    state = copy.deepcopy(action)
    state.game_number = 2
    breaks(state, "Game 2 of a single-Game match")


def test_a_game_number_before_the_first_is_caught(action):
    state = copy.deepcopy(action)
    state.game_number = 0
    breaks(state, "Game number 0 after setup")


def test_a_result_recorded_too_early_is_caught(action):
    state = copy.deepcopy(action)
    state.game_results.append({"game": 1, "reason": "drawn", "bitcoins": [0] * state.player_count, "winners": [0]})
    breaks(state, "1 Game results recorded in Game 1")


def test_a_malformed_result_is_caught(single_over):
    state = copy.deepcopy(single_over)
    state.game_results[0]["game"] = 7
    breaks(state, "the result of Game 1 is malformed")


def test_a_result_won_without_the_most_bitcoins_is_caught(single_over):
    state = copy.deepcopy(single_over)
    result = state.game_results[0]
    result["winners"] = [s for s in range(state.player_count) if s not in result["winners"]][:1]
    breaks(state, "not by the most Bitcoins")


def test_a_score_unlike_the_table_is_caught(single_over):
    state = copy.deepcopy(single_over)
    storage = next(s for p in state.players for s in p.storages() if s.stored)
    state.discard.append(storage.stored.pop())
    breaks(state, "scored .* but the table holds")


def test_negative_moon_tokens_are_caught(series_over):
    state = copy.deepcopy(series_over)
    state.moon_tokens[0] = -1
    breaks(state, "Moon Tokens per seat")


def test_a_moon_token_supply_out_of_step_is_caught(series_game_2):
    state = copy.deepcopy(series_game_2)
    state.moon_tokens_left += 1
    breaks(state, "Moon Tokens left of 5 after")


def test_moon_tokens_in_a_single_game_are_caught(action):
    state = copy.deepcopy(action)
    state.moon_tokens[1] = 1
    state.moon_tokens_left -= 1
    breaks(state, "taken in a single Game")


def test_moon_tokens_unlike_the_games_won_are_caught(series_game_2):
    state = copy.deepcopy(series_game_2)
    winner = state.moon_tokens.index(1)
    state.moon_tokens[winner] -= 1
    state.moon_tokens[(winner + 1) % state.player_count] += 1
    breaks(state, "are not the Games won")


def test_a_game_played_after_the_series_ended_is_caught(series_game_2):
    state = copy.deepcopy(series_game_2)
    taken = sum(state.moon_tokens)
    state.options = {**state.options, "moon_tokens": taken}
    state.moon_tokens_left = 0
    breaks(state, "Game 2 is played after the series ended")


def test_an_outcome_before_the_end_is_caught(action):
    state = copy.deepcopy(action)
    state.outcome = Outcome((0,), "bitcoins", (0,) * state.player_count)
    breaks(state, "the match is over in the action phase")


def test_an_outcome_unlike_the_table_is_caught(single_over, series_over):
    for final in (single_over, series_over):
        state = copy.deepcopy(final)
        winners, reason, scores = state.outcome.winners, state.outcome.reason, state.outcome.scores
        state.outcome = Outcome(winners, reason, (scores[0] + 1, *scores[1:]))
        breaks(state, "does not follow from the table")
        state.outcome = Outcome(winners, "resigned", scores)
        breaks(state, "does not follow from the table")

