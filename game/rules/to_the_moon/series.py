"""After a Game: the winners of a single Game, or the Moon Tokens of a "To The Moon" series.

Appendix: "the player or players with the most Bitcoins take one and only one Moon Token each and
the Dealer card is moved one player to the left. Then the Game is played multiple times until
either one or more players accumulate so many Moon Tokens that it becomes impossible for any
other players to win or all of the Moon Tokens have been taken (if players wish to compete for
second, third and fourth place)."
"""

from __future__ import annotations

from game.engine.records import Event
from game.rules.to_the_moon.events import GameStarted, MoonTokensTaken, WinnersDeclared
from game.rules.to_the_moon.options import TO_THE_MOON
from game.rules.to_the_moon.state import TableState


def after_game(state: TableState) -> list[Event]:
    result = state.game_results[-1]
    winners = tuple(result["winners"])
    if state.options["mode"] != TO_THE_MOON:
        return [WinnersDeclared(winners, "bitcoins", tuple(result["bitcoins"]))]
    tokens = list(state.moon_tokens)
    for seat in winners:
        tokens[seat] += 1  # every tied winner takes one, even past the supply (README, ruling 15)
    left = max(0, state.moon_tokens_left - len(winners))
    events: list[Event] = [MoonTokensTaken(winners, tuple(tokens), left)]
    reason = series_end(tokens, left, state.options["play_for_places"])
    if reason is None:
        return events + [GameStarted(state.game_number + 1, (state.dealer + 1) % state.player_count)]
    best = max(tokens)
    leaders = tuple(seat for seat, count in enumerate(tokens) if count == best)
    return events + [WinnersDeclared(leaders, reason, tuple(tokens))]


def series_end(tokens: list[int], left: int, play_for_places: bool) -> str | None:
    """Why the series is over, or None while it goes on.

    "uncatchable": the leaders (one or more, level with each other) are out of reach: every
    other player would stay behind even taking every Moon Token left (a tie would share the win,
    so it still counts as catching up). The leaders then share the win (README, R9). While
    everyone is level there is no "other player" and the series goes on. "tokens_gone": the
    supply is empty (the only end when playing for places).
    """
    if left == 0:
        return "tokens_gone"
    if play_for_places:
        return None
    best = max(tokens)
    others = [count for count in tokens if count < best]
    if others and all(count + left < best for count in others):
        return "uncatchable"
    return None


def standing_value(state: TableState, seat: int) -> float:
    """For a search cut short: 1/k if `seat` is one of k players who would win now, else 0.

    A single Game ranks by Bitcoins; a series by Moon Tokens, then Bitcoins in the Game on.
    """
    if state.options["mode"] == TO_THE_MOON:
        ranks = [(state.moon_tokens[s], p.bitcoins()) for s, p in enumerate(state.players)]
    else:
        ranks = [(0, p.bitcoins()) for p in state.players]
    leaders = [s for s, rank in enumerate(ranks) if rank == max(ranks)]
    return 1 / len(leaders) if seat in leaders else 0.0
