"""Issue 22: "in to_the_moon both levels often Reveal plain Bitcoin cards to the discard and take
their own stored Bitcoins back". The easy level draws at random among the moves that are not
provably wasted (game.ai.pruning); elsewhere it is the engine's uniform random player."""

from __future__ import annotations

from game import sessions
from game.ai.levels import make_player
from game.ai.pruning import useful_commands
from game.engine import RandomPlayer, SeatConfig


def _match(game_id: str, seed: int):
    seats = [SeatConfig("A", "computer:easy"), SeatConfig("B", "computer:easy")]
    return sessions.start(sessions.make_config(game_id, seats, seed)).match


def test_easy_never_makes_a_move_the_pruning_calls_wasted():
    checked = wasted_offered = 0
    for seed in range(6):
        match = _match("to_the_moon", seed)
        players = {s: make_player("easy", match.rules, seed * 31 + s) for s in (0, 1)}
        while not match.is_over():
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            useful = useful_commands(match.rules, match.view(seat), legal)
            command = players[seat].choose(match, seat)
            assert command in useful, f"seed {seed}: easy played {command}, a move that does nothing"
            wasted_offered += len(useful) < len(legal)
            checked += 1
            match.submit(command)
    assert wasted_offered >= 20, "too few positions offered a wasted move to prove anything"


def test_easy_is_uniform_random_where_no_move_is_provably_wasted():
    for game_id in ("robot_duel", "mythos"):
        first, second = _match(game_id, 4), _match(game_id, 4)
        easy = {s: make_player("easy", first.rules, 7 + s) for s in (0, 1)}
        plain = {s: RandomPlayer(7 + s) for s in (0, 1)}
        for _ in range(60):
            if first.is_over():
                break
            seat = first.to_act()[0]
            move = easy[seat].choose(first, seat)
            assert move == plain[seat].choose(second, seat)
            first.submit(move)
            second.submit(move)
