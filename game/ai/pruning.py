"""Commands the search never tries because they are provably no better than another legal one.

The hard player runs a few hundred play-outs per decision; with a dozen legal commands each gets
a handful, and a command that does nothing scores about the same as a useful one. In Bitcoin
Empire the hard seat so kept Revealing plain Bitcoin cards to the discard and taking its own
Stored Bitcoins back into the hand (issue 22: 11 Reveals and 2 plain takes in 4 seeded games
against easy). Dropping such commands from the candidates and from the play-outs costs nothing
when the rule is a real dominance, so each rule below says why it is one.

A rule never empties the list: if every legal command is "wasteful", they are all kept. The
easy level does not use this module (it is uniform random by design).
"""

from __future__ import annotations

from typing import Any, Callable

from game.engine.records import Command
from game.engine.rules import Rules
from game.rules.to_the_moon.commands import DrawFromDeck, RevealCard, SkipAction, TakeBitcoin

PLAIN_BITCOIN = "bitcoin"
"""The to_the_moon card kind of the plain Bitcoin filler: no function when Revealed."""


def _to_the_moon_wasteful(rules: Rules, command: Command, commands: list[Command], deck_size: int, seats: int) -> bool:
    # Revealing a plain Bitcoin only moves it to the discard. Skipping the Action keeps it in the
    # hand, where nothing can touch it and from where it can still be Stored later: Skip is
    # always legal in the Action phase and is never worse.
    if isinstance(command, RevealCard) and rules.card(command.card).kind == PLAIN_BITCOIN:
        return SkipAction(command.seat) in commands
    # Taking a Stored plain Bitcoin into the hand loses one Bitcoin of the score for a card that
    # can only be Stored again (an Action spent to get back where one was) or wasted; drawing
    # from the deck keeps the Bitcoin and adds a card. The one thing taking does better is not
    # shrinking the deck (the game ends when it runs out), which can matter only near the end:
    # so the rule holds while the deck has more cards than one round of Draws takes.
    if isinstance(command, TakeBitcoin) and rules.card(command.card).kind == PLAIN_BITCOIN:
        return deck_size > seats and DrawFromDeck(command.seat) in commands
    return False


def _to_the_moon_table(table: Any) -> tuple[int, int]:
    """(deck size, number of seats) from a view (a dict) or a state."""
    if isinstance(table, dict):
        return table["deck_size"], len(table["players"])
    return len(table.deck), len(table.players)


WASTEFUL: dict[str, Callable[..., bool]] = {"to_the_moon": _to_the_moon_wasteful}
TABLE_READERS: dict[str, Callable[[Any], tuple[int, int]]] = {"to_the_moon": _to_the_moon_table}


def has_pruning(game_id: str) -> bool:
    return game_id in WASTEFUL


def useful_commands(rules: Rules, table: Any, commands: list[Command]) -> list[Command]:
    """`commands` less the provably wasteful ones; `table` is the seat's view or a full state."""
    wasteful = WASTEFUL.get(rules.game_id)
    if wasteful is None or len(commands) <= 1:
        return commands
    deck_size, seats = TABLE_READERS[rules.game_id](table)
    kept = [c for c in commands if not wasteful(rules, c, commands, deck_size, seats)]
    return kept or commands
