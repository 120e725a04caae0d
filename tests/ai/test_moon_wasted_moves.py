"""Issue 22: the hard Bitcoin Empire seat wasted its turns on moves that do nothing.

Seen in play: it Revealed plain Bitcoin cards to the discard and took its own Stored Bitcoins
back into the hand. Measured over 4 seeded hard-vs-easy games at the default budget (seeds
500-503): 11 plain Reveals and 2 plain takes before the
search pruned them (game.ai.pruning), 0 and 0 after. The easy level is uniform random by design
and keeps them.
"""

import pytest

from game import sessions
from game.ai.levels import make_player
from game.ai.pruning import useful_commands
from game.engine import Match, SeatConfig
from game.rules.registry import find_rules
from game.rules.to_the_moon.commands import DrawFromDeck, RevealCard, SkipAction, StoreCard, TakeBitcoin

RULES = find_rules("to_the_moon")
PLAIN = "bitcoin"


def wasteful(command) -> bool:
    return isinstance(command, (RevealCard, TakeBitcoin)) and RULES.card(command.card).kind == PLAIN


def hard_seat_commands(seed: int, hard_seat: int, iterations: int) -> list:
    seats = [SeatConfig("A"), SeatConfig("B")]
    match = Match(RULES, sessions.make_config("to_the_moon", seats, seed))
    players = {
        hard_seat: make_player("hard", RULES, seed, max_iterations=iterations),
        1 - hard_seat: make_player("easy", RULES, seed + 1),
    }
    chosen = []
    while not match.is_over():
        seat = match.to_act()[0]
        command = players[seat].choose(match, seat)
        if seat == hard_seat:
            chosen.append(command)
        match.submit(command)
    return chosen


def test_hard_neither_reveals_nor_takes_back_a_plain_bitcoin():
    # A small budget keeps the test quick; the pruning does not depend on the budget, and with
    # 40 simulations the search before it made 7 such moves in these 3 games (159 decisions).
    chosen = [c for seed in (500, 501, 502) for c in hard_seat_commands(seed, seed % 2, 40)]
    assert len(chosen) > 50
    assert [c for c in chosen if wasteful(c)] == []


def plain_card() -> str:
    return next(f"{key}.1" for key, card in RULES.cards.items() if card.kind == PLAIN)


def other_card() -> str:
    return next(f"{key}.1" for key, card in RULES.cards.items() if card.kind == "attack")


def table(deck_size: int, seats: int = 2) -> dict:
    return {"deck_size": deck_size, "players": [{}] * seats}


def test_a_plain_reveal_is_dropped_only_when_skipping_is_legal():
    reveal = RevealCard(0, plain_card())
    assert useful_commands(RULES, table(20), [reveal, SkipAction(0)]) == [SkipAction(0)]
    stores = [StoreCard(0, plain_card(), "satoshi_nakamoto.1"), reveal]
    assert useful_commands(RULES, table(20), stores + [SkipAction(0)]) == [stores[0], SkipAction(0)]


def test_a_plain_take_is_dropped_while_the_deck_lasts_and_never_empties_the_list():
    take = TakeBitcoin(0, "satoshi_nakamoto.1", plain_card())
    other = TakeBitcoin(0, "satoshi_nakamoto.1", other_card())
    assert useful_commands(RULES, table(20), [DrawFromDeck(0), take, other]) == [DrawFromDeck(0), other]
    # Near the end, not drawing keeps the game going a little longer: the take is kept.
    assert useful_commands(RULES, table(2), [DrawFromDeck(0), take]) == [DrawFromDeck(0), take]
    assert useful_commands(RULES, table(20), [take]) == [take]


@pytest.mark.parametrize("game_id", ["robot_duel", "mythos", "maphr", "mining_war"])
def test_other_games_are_not_pruned(game_id):
    rules = find_rules(game_id)
    commands = [SkipAction(0), DrawFromDeck(0)]
    assert useful_commands(rules, None, commands) == commands
