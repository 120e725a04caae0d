"""Helpers for Crypto Mining War tests: scripted tables and quick ways through a turn."""

from __future__ import annotations

from game.engine import Match, MatchConfig, SeatConfig
from game.rules.mining_war import MiningWarRules
from game.rules.mining_war.commands import Choose, EndPhase


class Table:
    """A match on a scripted table, with shortcuts for tests."""

    def __init__(self, players: list[dict], order=None, **options):
        self.rules = MiningWarRules()
        setup = {"players": players, "order": order or list(range(len(players)))}
        seats = tuple(SeatConfig(f"P{n + 1}") for n in range(len(players)))
        self.match = Match(self.rules, MatchConfig("mining_war", seats, 7, {"setup": setup, **options}), hashing=True)

    @property
    def state(self):
        return self.match.state

    def submit(self, command):
        return [entry.event for entry in self.match.submit(command)]

    def step(self, answers: dict | None = None):
        """One action: answer the pending decision (from `answers` by kind, else the first
        option), or end the phase."""
        seat = self.match.to_act()[0]
        pending = self.state.pending
        if pending is not None:
            answer = (answers or {}).get(pending.kind) or self.rules.choice_options(self.state)[0]
            return self.submit(Choose(seat, answer))
        return self.submit(EndPhase(seat))

    def to_phase(self, phase: str, answers: dict | None = None):
        """Act until `phase` (with a decision pending only for "end", which waits on one)."""
        while not (self.state.phase == phase and (self.state.pending is None or phase == "end")):
            self.step(answers)

    def to_turn(self, turn: int, phase: str, answers: dict | None = None):
        """Play on until `phase` of turn number `turn`."""
        while self.state.turn < turn:
            self.step(answers)
        self.to_phase(phase, answers)

    def health(self, card: str) -> int:
        from game.rules.mining_war.table import health

        return health(self.state, card, self.rules.cards)


def new_match(players: int, seed: int, save_path=None):
    """A match dealt by the rules (Starter Decks), as `python -m game selfplay` starts one: with
    the round-limit safeguard random players need (README, R1)."""
    from game import sessions
    from game.match_options import self_play_options

    seats = [SeatConfig(f"C{s}", "computer:easy") for s in range(players)]
    config = sessions.make_config("mining_war", seats, seed, self_play_options("mining_war"))
    return sessions.start(config, save_path, durable=False)
