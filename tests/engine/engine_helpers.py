"""Helpers for the engine tests, which drive the engine with the reference game (robot_duel)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from game import sessions
from game.engine import Match, MatchConfig, RandomPlayer, SeatConfig, play_out
from game.rules.registry import find_rules

SEATS = [SeatConfig("Ada", "human"), SeatConfig("Bo", "computer:easy")]


def duel_config(seed: int = 3, options: Optional[dict] = None) -> MatchConfig:
    return sessions.make_config("robot_duel", SEATS, seed, options)


def new_duel(seed: int = 3, hashing: bool = True) -> Match:
    return Match(find_rules("robot_duel"), duel_config(seed), hashing=hashing)


def finished_duel(seed: int = 3) -> Match:
    match = new_duel(seed)
    play_out(match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
    return match


def play_commands(match: Match, count: int, seed: int = 0) -> None:
    """`count` random legal commands (fewer if the game ends)."""
    players = {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)}
    for _ in range(count):
        if match.is_over():
            return
        seat = match.to_act()[0]
        match.submit(players[seat].choose(match, seat))


def saved_duel(path: Path, seed: int = 3, commands: Optional[int] = None) -> Match:
    """A duel journaled to `path`, played to the end (or for `commands` commands)."""
    session = sessions.start(duel_config(seed), path, durable=False)
    try:
        if commands is None:
            play_out(session.match, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
        else:
            play_commands(session.match, commands, seed)
    finally:
        session.close()
    return session.match


def load(path: Path):
    return sessions.load(path)


def two_undoable_moves(game_id: str, seeds=range(1, 30)) -> tuple[Match, int]:
    """A two-seat game of `game_id` played at random until a seat has just made its second move
    in a row that may be taken back (Match.can_undo(seat, 2)): (match, that seat)."""
    import random

    for seed in seeds:
        match = sessions.start(sessions.make_config(game_id, [SeatConfig("A"), SeatConfig("B")], seed)).match
        chooser = random.Random(seed)
        for _ in range(2000):
            if match.is_over():
                break
            seat = match.to_act()[0]
            match.submit(chooser.choice(match.legal_commands(seat)))
            if match.can_undo(seat, 2):
                return match, seat
    raise AssertionError(f"{game_id}: no two moves of one seat to take back")
