"""Scoring, shared wins and the "To The Moon" series of Games."""

import random

import pytest

from game.engine import RandomPlayer, play_out
from game.rules.to_the_moon.events import GameEnded, GameStarted, MoonTokensTaken, WinnersDeclared
from game.rules.to_the_moon.series import series_end
from game.rules.to_the_moon.state import GAME_OVER
from ttm_helpers import ALL_DECK, RULES, new_match, settle, table


def finish_with(state, counts):
    """End the Game at once with these Bitcoins Stored on each Character."""
    cards = iter(ALL_DECK)
    for player, count in zip(state.players, counts):
        player.character.stored = [next(cards) for _ in range(count)]
    state.deck = []
    state.phase, state.end_reason = GAME_OVER, "drawn"
    return settle(state, RULES.advance(state, random.Random(0)))


def test_hands_do_not_count_and_ties_share_the_win():
    """Digest acceptance test 8, single Game."""
    state = table(players=3)
    state.players[2].hand = ["bitcoin.1"] * 5
    finish_with(state, [7, 7, 5])
    assert state.outcome.winners == (0, 1) and state.outcome.reason == "bitcoins"
    assert state.outcome.scores == (7, 7, 5)


def test_in_a_series_each_tied_winner_takes_a_token_and_the_dealer_moves_left():
    """Digest acceptance test 8, To The Moon."""
    state = table(players=3, mode="to_the_moon")
    dealer = state.dealer
    events = finish_with(state, [7, 7, 5])
    taken = [e for e in events if isinstance(e, MoonTokensTaken)][0]
    assert taken.seats == (0, 1) and taken.tokens == (1, 1, 0) and taken.left == 3
    started = [e for e in events if isinstance(e, GameStarted)][0]
    assert started.number == 2 and started.dealer == (dealer + 1) % 3
    assert state.outcome is None and state.game_number == 2 and state.phase == "choose_character"
    assert all(p.character is None and not p.hand for p in state.players)
    assert RULES.to_act(state) == ((dealer + 2) % 3,)


@pytest.mark.parametrize("tokens, left, places, end", [
    ([0, 0, 0], 5, False, None),
    ([1, 1, 0], 3, False, None),       # the third player can still reach 3 and win
    ([2, 2, 0], 1, False, "uncatchable"),  # nobody else can win: the two leaders share it (R9)
    ([2, 2, 1], 1, False, None),       # 1 + 1 would tie them: still a win to play for
    ([1, 1], 3, False, None),          # everyone level: there is no "other player" yet
    ([2, 2, 0], 1, True, None),
    ([3, 0], 2, False, "uncatchable"),
    ([3, 1], 2, False, None),          # 1 + 2 would tie: a shared win is still a win
    ([3, 1], 2, True, None),           # playing for places: until the supply is empty
    ([3, 2], 0, True, "tokens_gone"),
    ([2, 2], 0, False, "tokens_gone"),
])
def test_when_a_series_ends(tokens, left, places, end):
    assert series_end(tokens, left, places) == end


def test_a_series_ends_when_the_leader_cannot_be_caught():
    state = table(players=2, mode="to_the_moon", moon_tokens=3)
    for _ in range(2):
        finish_with(state, [3, 1])
        while state.outcome is None and state.phase == "choose_character":
            choice = RULES.legal_commands(state, state.current)[0]
            settle(state, RULES.handle(state, choice, random.Random(0)))
    assert state.moon_tokens == [2, 0] and state.outcome.winners == (0,)
    assert state.outcome.reason == "uncatchable" and state.outcome.scores == (2, 0)


def test_leaders_level_with_each_other_share_the_series_once_nobody_else_can_win():
    """Appendix: the Games are played "until either one or more players accumulate so many Moon
    Tokens that it becomes impossible for any other players to win". At [2, 2, 0] with one token
    left the third player cannot win any more: the series ends, both leaders win (R9)."""
    state = table(players=3, mode="to_the_moon", moon_tokens=5)
    for counts in ([7, 7, 5], [7, 7, 5]):
        finish_with(state, counts)
        while state.outcome is None and state.phase == "choose_character":
            choice = RULES.legal_commands(state, state.current)[0]
            settle(state, RULES.handle(state, choice, random.Random(0)))
    assert state.moon_tokens == [2, 2, 0] and state.moon_tokens_left == 1
    assert state.outcome is not None and state.outcome.winners == (0, 1)
    assert state.outcome.reason == "uncatchable" and state.outcome.scores == (2, 2, 0)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("places", [False, True])
def test_a_whole_series_plays_out_in_one_match(players, places):
    match = new_match(players, seed=players * 7 + places, mode="to_the_moon", moon_tokens=3, play_for_places=places)
    play_out(match, {s: RandomPlayer(100 + s) for s in range(players)})
    events = [e.event for e in match.entries]
    games = [e for e in events if isinstance(e, GameStarted)]
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(games) == len(ended) >= 1
    assert [g.dealer for g in games] == [(games[0].dealer + k) % players for k in range(len(games))]
    tokens = [0] * players
    for game in ended:
        for seat in game.winners:
            tokens[seat] += 1
    outcome = match.outcome
    assert list(outcome.scores) == tokens
    assert outcome.winners == tuple(s for s in range(players) if tokens[s] == max(tokens))
    if places:
        assert sum(tokens) >= 3 and outcome.reason == "tokens_gone"
    declared = [e for e in events if isinstance(e, WinnersDeclared)]
    assert len(declared) == 1 and events[-1] is declared[0]


def test_tied_winners_each_take_a_token_even_when_the_supply_runs_short():
    """Ruling R5: the supply drops to 0 and the series ends."""
    state = table(players=3, mode="to_the_moon", moon_tokens=1)
    events = finish_with(state, [4, 4, 4])
    taken = [e for e in events if isinstance(e, MoonTokensTaken)][0]
    assert taken.tokens == (1, 1, 1) and taken.left == 0
    assert state.outcome.winners == (0, 1, 2) and state.outcome.reason == "tokens_gone"


def test_log_lines_tell_the_series_in_both_languages():
    state = table(players=2, mode="to_the_moon", moon_tokens=1)
    events = finish_with(state, [2, 1])
    lines = {lang: [RULES.describe(e, 0, lang) for e in events] for lang in ("en", "fr")}
    assert "P1 takes a Moon Token (0 left)." in lines["en"]
    assert "P1 wins To The Moon with 1 Moon Token." in lines["en"]
    assert "J1 gagne To The Moon avec 1 Jeton Lune." in lines["fr"]
