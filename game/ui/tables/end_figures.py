"""The figures the end screen shows for the games that do not keep a score sheet of their own.

Each is counted from the log as everyone saw it and the public view at the end (`end_grid`'s
arguments): Mythos' points round by round, a Charge & Spark duel's damage, a Mining War's cards.
Maphr's grid is its own score sheet (`maphr/drawing.py`); To The Moon shows its Games' results.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.engine import Event
from game.rules.mining_war import events as war
from game.rules.mythos import events as myth
from game.rules.robot_duel import events as duel
from game.ui.widgets.end_grid import EndGrid

Tr = Callable[..., str]


def _column(values: Sequence[int]) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


def mythos_grid(events: Sequence[Event], view: dict[str, Any], tr: Tr) -> EndGrid:
    """Mission points won in each round, missions won, and the final score."""
    seats = tuple(range(len(view["players"])))
    by_round: list[list[int]] = []
    won = [0 for _ in seats]
    for event in events:
        if isinstance(event, myth.RoundStarted):
            by_round.append([0 for _ in seats])
        elif isinstance(event, myth.MissionEvaluated) and event.winner is not None and by_round:
            by_round[-1][event.winner] += event.points
            won[event.winner] += 1
    rows = [(tr("end.grid_round", n=number), _column(points)) for number, points in enumerate(by_round, 1)]
    rows.append((tr("end.grid_missions_won"), _column(won)))
    total = (tr("end.grid_points"), _column([view["players"][s]["points"] for s in seats]))
    return EndGrid(seats, tuple(rows), total)


def duel_grid(events: Sequence[Event], view: dict[str, Any], tr: Tr) -> EndGrid:
    """Health left, damage dealt and blocked, Attacks countered, Bonus cards drawn, how far up
    the track."""
    robots = view["robots"]
    seats = tuple(range(len(robots)))
    dealt, blocked, countered, bonuses = [0, 0], [0, 0], [0, 0], [0, 0]
    for event in events:
        if isinstance(event, duel.DamageTaken):
            dealt[1 - event.seat] += event.amount
            blocked[event.seat] += event.blocked
        elif isinstance(event, duel.AttackCountered):
            # a Counter cancels the whole Attack, which no Barrier figure told (eighteenth trial)
            countered[1 - event.seat] += 1
        elif isinstance(event, duel.BonusDrawn):
            bonuses[event.seat] += 1
    length = view["track"]["length"]
    steps = [f"{min(r['position'], length)}/{length}" for r in robots]
    rows = (
        (tr("end.grid_dealt"), _column(dealt)),
        (tr("end.grid_blocked"), _column(blocked)),
        (tr("end.grid_countered"), _column(countered)),
        (tr("end.grid_bonus"), _column(bonuses)),
        (tr("end.grid_track"), tuple(steps)),
    )
    return EndGrid(seats, rows, (tr("end.grid_health"), _column([max(0, r["health"]) for r in robots])))


def war_grid(events: Sequence[Event], view: dict[str, Any], tr: Tr) -> EndGrid:
    """Cards deployed, spells cast, attacks, cards lost; what stands of each player's Mining Pool."""
    players = view["players"]
    seats = tuple(range(len(players)))
    deployed, spells, attacks, lost = ([0 for _ in seats] for _ in range(4))
    for event in events:
        if isinstance(event, (war.CardDeployed, war.CardDeployedFaceDown)):
            deployed[event.seat] += 1
        elif isinstance(event, war.SpellCast):
            spells[event.seat] += 1
        elif isinstance(event, war.AttackDeclared):
            attacks[event.seat] += 1
        elif isinstance(event, war.CardDestroyed):
            lost[event.seat] += 1
    firewalls = [sum(1 for health in p["firewalls"].values() if health > 0) for p in players]
    pools = [tr("end.grid_out") if p["eliminated"] else str(p["mining_pool"]) for p in players]
    rows = (
        (tr("end.grid_deployed"), _column(deployed)),
        (tr("end.grid_spells"), _column(spells)),
        (tr("end.grid_attacks"), _column(attacks)),
        (tr("end.grid_lost"), _column(lost)),
        (tr("end.grid_firewalls"), _column(firewalls)),
    )
    return EndGrid(seats, rows, (tr("end.grid_pool"), tuple(pools)))


def moon_grid(events: Sequence[Event], view: dict[str, Any], tr: Tr) -> EndGrid | None:
    """A single Game of To The Moon: Skills, Exchanges and where each player's Bitcoins sit.
    A series shows its Games' results instead (`ToTheMoonTable.draw_over_end`)."""
    if view.get("mode") != "single":
        return None
    players = view["players"]
    seats = tuple(range(len(players)))
    rows = (
        (tr("end.grid_skills"), _column([p["skills"] for p in players])),
        (tr("end.grid_exchanges"), _column([len(p["exchanges"]) for p in players])),
        (tr("end.grid_on_character"), _column([p["character"]["bitcoins"] if p["character"] else 0 for p in players])),
        (tr("end.grid_on_exchanges"), _column([sum(e["bitcoins"] for e in p["exchanges"]) for p in players])),
    )
    return EndGrid(seats, rows, (tr("end.grid_bitcoins"), _column([p["bitcoins"] for p in players])))
