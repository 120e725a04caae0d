"""`python -m game leaks`: does any seat learn what it may not know?

At random positions of random self-played games, for each seat, everything that seat cannot see
is dealt again, sampled from that seat's own view only (the game's determinizer, as the hard
computer player does). A seat's knowledge is its view, so on the re-dealt state the seat must
receive exactly what it received on the real one:

- its view (`view`), and the spectator's view shown between hot-seat turns (`public view`);
- who may act now (`to act`: a "waiting for" list must not single out who holds a card);
- its legal commands, as a set (`legal`: what the table offers it);
- and the last batch's log lines as that seat reads them must name no card id that the seat's
  view does not show (`log`).

Any difference is a leak (or a determinizer that does not rebuild the public table exactly, which
is a bug of its own: the computer would then search a table that cannot be). Each is reported
with the game, seed, event position, seat and the JSON path of the first difference.
"""

from __future__ import annotations

import copy
import json
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from game.engine import RandomPlayer, SeatConfig
from game.engine.codec import encode, to_plain
from game.engine.match import Match
from game.engine.rules import PUBLIC_SEAT, Rules
from game.match_options import self_play_options

DEFAULT_RATE = 0.08
"""Chance that a position (before a command) is checked; a few dozen positions a game."""
MAX_COMMANDS = 20_000

CARD_ID = re.compile(r"\b[A-Za-z]+[0-9]*\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*\b")
"""What a card id looks like in a view or a log line ("p0.c19", "p1.fw1", "star.boost")."""


@dataclass(frozen=True)
class Leak:
    game_id: str
    players: int
    seed: int
    position: int
    """Events in the log when the leak was seen."""
    seat: int
    kind: str
    """"view", "public view", "to act", "legal" or "log"."""
    path: str
    """JSON path of the first difference ("$.players[1].hand_size"), or the log line."""
    real: str
    redealt: str

    def __str__(self) -> str:
        return (f"{self.game_id} {self.players}p seed {self.seed} event {self.position} seat {self.seat}: "
                f"{self.kind} differs at {self.path}: {self.real} (real) vs {self.redealt} (re-dealt)")


@dataclass
class LeakFigures:
    games: int = 0
    positions: int = 0
    """(position, seat) pairs checked."""
    leaks: list[Leak] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    """Games the checker could not check (a determinizer that fails, a game that does not end)."""
    seconds: float = 0.0
    per_table: dict[str, list[int]] = field(default_factory=dict)
    """"maphr 3p" -> [games, positions, leaks]."""


# -- comparing ----------------------------------------------------------------------------------
def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def first_difference(real: Any, other: Any, path: str = "$") -> Optional[tuple[str, str, str]]:
    """The first place where two JSON values differ: (path, real part, other part), or None."""
    if isinstance(real, dict) and isinstance(other, dict):
        for key in sorted(set(real) | set(other), key=str):
            if key not in real or key not in other:
                return (f"{path}.{key}", _short(real.get(key, "<missing>")), _short(other.get(key, "<missing>")))
            found = first_difference(real[key], other[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(real, list) and isinstance(other, list):
        for index, (a, b) in enumerate(zip(real, other)):
            found = first_difference(a, b, f"{path}[{index}]")
            if found:
                return found
        if len(real) != len(other):
            return (f"{path}.length", str(len(real)), str(len(other)))
        return None
    if real != other or type(real) is not type(other):
        return (path, _short(real), _short(other))
    return None


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def _ids_in(view: Any) -> set[str]:
    return {match for text in _strings(view) for match in CARD_ID.findall(text)}


# -- checking one position ----------------------------------------------------------------------
def check_position(rules: Rules, determinize, match: Match, seat: int, rng: random.Random,
                   shown_before: set[str], where: dict[str, Any]) -> Optional[Leak]:
    """Re-deal what `seat` cannot know at the match's position; the first leak found, or None."""
    state = match.state
    real_view = to_plain(rules.view(state, seat))

    def leak(kind: str, found: tuple[str, str, str]) -> Leak:
        return Leak(seat=seat, kind=kind, path=found[0], real=found[1], redealt=found[2], **where)

    redealt = determinize(rules, copy.deepcopy(real_view), seat, rng)
    found = first_difference(real_view, to_plain(rules.view(redealt, seat)))
    if found:
        return leak("view", found)
    found = first_difference(to_plain(rules.view(state, PUBLIC_SEAT)), to_plain(rules.view(redealt, PUBLIC_SEAT)))
    if found:
        return leak("public view", found)
    real_to_act = list(rules.to_act(state)) if rules.outcome(state) is None else []  # its order is who is asked first
    redealt_to_act = list(rules.to_act(redealt)) if rules.outcome(redealt) is None else []
    found = first_difference(real_to_act, redealt_to_act)
    if found:
        return leak("to act", found)
    if seat in real_to_act:
        # As sets: the order follows the seat's own cards, which it knows (a hand is shown sorted).
        real_legal = sorted((encode(c) for c in rules.legal_commands(state, seat)), key=canonical)
        redealt_legal = sorted((encode(c) for c in rules.legal_commands(redealt, seat)), key=canonical)
        found = first_difference(real_legal, redealt_legal)
        if found:
            return leak("legal", found)
    return _log_leak(rules, match, seat, real_view, shown_before, leak)


def _log_leak(rules: Rules, match: Match, seat: int, view: Any, shown_before: set[str], leak) -> Optional[Leak]:
    """A line of the last batch, as `seat` reads it, naming an id neither its view before nor after shows."""
    if not match.entries:
        return None
    everything = _ids_in(to_plain(rules.view(match.state, None)))
    visible = _ids_in(view) | shown_before
    for entry in match.entries[match.entries[-1].batch:]:
        line = rules.describe(entry.event, seat, "en")  # as the table asks for it: describe redacts
        for card in CARD_ID.findall(line):
            if card in everything and card not in visible:
                return leak("log", (f"log line {line!r}", card, "an id the seat's view does not show"))
    return None


# -- playing games ------------------------------------------------------------------------------
def check_game(game_id: str, players: int, seed: int, rate: float = DEFAULT_RATE) -> tuple[int, list[Leak]]:
    """Self-play one game at random, checking each seat at random positions; (positions, leaks)."""
    from game import sessions
    from game.ai.determinizers import DETERMINIZERS
    from game.rules.registry import find_rules

    rules = find_rules(game_id)
    determinize = DETERMINIZERS[game_id]
    config = sessions.make_config(game_id, [SeatConfig(f"P{s + 1}", "computer:easy") for s in range(players)], seed, self_play_options(game_id))
    match = Match(rules, config)
    movers = {s: RandomPlayer(seed * 131 + s) for s in range(players)}
    chooser = random.Random(seed * 7919 + 17)
    checked, leaks = 0, []
    commands = 0
    while not match.is_over():
        if commands == 0 or chooser.random() < rate:
            before = match.state_at(match.entries[-1].batch) if match.entries else match.state
            for seat in range(players):
                where = {"game_id": game_id, "players": players, "seed": seed, "position": len(match.entries)}
                rng = random.Random(f"{seed}:{len(match.entries)}:{seat}")
                shown = _ids_in(to_plain(rules.view(before, seat)))
                found = check_position(rules, determinize, match, seat, rng, shown, where)
                checked += 1
                if found is not None:
                    leaks.append(found)
        seat = match.to_act()[0]
        match.submit(movers[seat].choose(match, seat))
        commands += 1
        if commands >= MAX_COMMANDS:
            raise RuntimeError(f"no end after {MAX_COMMANDS} commands")
    return checked, leaks


def _check_job(job: tuple[str, int, int, float]) -> tuple[str, int, int, int, list[Leak], Optional[str]]:
    game_id, players, seed, rate = job
    try:
        checked, leaks = check_game(game_id, players, seed, rate)
    except Exception as error:  # a determinizer that fails is reported, not hidden
        return game_id, players, seed, 0, [], f"{type(error).__name__}: {error}"
    return game_id, players, seed, checked, leaks, None


def run_leaks(games: list[str], count: int, seed: int, players: Optional[int] = None,
              rate: float = DEFAULT_RATE, progress=None, stop_after: int = 20, jobs: int = 1) -> LeakFigures:
    """`count` games per game and player count (seeds seed, seed+1, ...), `jobs` processes side
    by side; at most `stop_after` leaks are kept per table (the first ones are what a fix needs)."""
    from game.rules.registry import find_rules
    from game.soak import worker_pool

    figures = LeakFigures()
    started = time.perf_counter()
    work = []
    for game_id in games:
        rules = find_rules(game_id)
        if rules is None:
            figures.errors.append(f"{game_id}: unknown game")
            continue
        counts = [players] if players else list(range(rules.min_players, rules.max_players + 1))
        for k in counts:
            figures.per_table[f"{game_id} {k}p"] = [0, 0, 0]
            work += [(game_id, k, seed + n, rate) for n in range(count)]
    with worker_pool(jobs) as pool:
        results = pool.imap_unordered(_check_job, work) if pool else map(_check_job, work)
        for game_id, k, game_seed, checked, leaks, error in results:
            table = f"{game_id} {k}p"
            if error is not None:
                figures.errors.append(f"{table} seed {game_seed}: {error}")
                continue
            row = figures.per_table[table]
            figures.games += 1
            figures.positions += checked
            row[0] += 1
            row[1] += checked
            row[2] += len(leaks)
            kept = sum(1 for leak in figures.leaks if f"{leak.game_id} {leak.players}p" == table)
            figures.leaks += leaks[:max(0, stop_after - kept)]
            if progress is not None:
                progress(table, row[0], count, figures)
    figures.seconds = time.perf_counter() - started
    return figures


def main(game_list: list[str], count: int, seed: int, players: Optional[int], rate: float, jobs: int = 1) -> int:
    from game.rules.registry import game_ids

    chosen = game_list or game_ids()
    last = [time.perf_counter()]

    def progress(table: str, done: int, count: int, figures: LeakFigures) -> None:
        if time.perf_counter() - last[0] > 30 or done == count:
            last[0] = time.perf_counter()
            row = figures.per_table[table]
            print(f"  {table}: {done}/{count} games, {row[1]} positions, {row[2]} leaks", flush=True)

    figures = run_leaks(chosen, count, seed, players, rate, progress, jobs=jobs)
    for leak in figures.leaks:
        print(f"LEAK {leak}")
    for error in figures.errors:
        print(f"ERROR {error}")
    total_leaks = sum(row[2] for row in figures.per_table.values())
    print(f"leaks: {figures.games} games, {figures.positions} seat positions checked, {total_leaks} leaks, "
          f"{len(figures.errors)} errors, {figures.seconds:.1f} s")
    for table, (games, positions, leaks) in sorted(figures.per_table.items()):
        print(f"  {table}: {games} games, {positions} positions, {leaks} leaks")
    return 1 if total_leaks or figures.errors else 0
