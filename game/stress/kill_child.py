"""The process `game.stress.kill` kills: plays one journaled game of random moves, and after each
command prints how many entries the save holds and the last one's hash. A line is printed only
once the journal has written (and flushed) those entries, so each line is a promise the save
must keep even if the process is killed the next instant.

Run: python -m game.stress.kill_child SAVE GAME PLAYERS SEED
"""

from __future__ import annotations

import sys
from pathlib import Path

from game import sessions
from game.match_options import self_play_options
from game.engine import RandomPlayer, SeatConfig


def main(argv: list[str]) -> int:
    path, game_id, players, seed = Path(argv[0]), argv[1], int(argv[2]), int(argv[3])
    config = sessions.make_config(game_id, [SeatConfig(f"Seat {s + 1}") for s in range(players)], seed, self_play_options(game_id))
    session = sessions.start(config, path, durable=True)
    match = session.match
    robots = {s: RandomPlayer(seed * 7 + s) for s in range(players)}
    print(len(match.entries), match.entries[-1].hash if match.entries else "-", flush=True)
    while not match.is_over():
        seat = match.to_act()[0]
        match.submit(robots[seat].choose(match, seat))
        print(len(match.entries), match.entries[-1].hash, flush=True)
    session.close()
    print("over", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
