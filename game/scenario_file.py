"""Reading a scenario file for `python -m game script`: every field checked before any is used.

A scenario is written by hand, so anything may be in it: numbers JSON does not have (Infinity,
NaN), nesting deep enough to exhaust the stack, true or 1.9 for a seed (never silently taken
as 1), a billion players. Each is refused with a `ScenarioError` naming the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.limits import is_whole, nested_deeper_than
from game.engine.journal import MAX_LINE_BYTES, MAX_NESTING, MAX_SEATS

MAX_SCENARIO_BYTES = 16 * MAX_LINE_BYTES
"""A scenario's options become a save's header line, its commands one line each."""
MAX_SEED = 2**63


class ScenarioError(ValueError):
    """A scenario file that cannot be played; the message names the field and the problem."""


@dataclass
class Scenario:
    game_id: str
    seed: int
    names: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    commands: list[Any] = field(default_factory=list)


def _refuse_constant(name: str) -> Any:
    raise ScenarioError(f"{name} is not a number JSON allows (write a whole number)")


def read_scenario(path: Path | str, default_players: Any) -> Scenario:
    """The scenario in `path`; `default_players(game_id)` is the game's smallest player count,
    or None for an unknown game. Raises ScenarioError."""
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_SCENARIO_BYTES + 1)
    except OSError as error:
        raise ScenarioError(f"cannot read scenario {path}: {error.strerror or error}")
    if len(raw) > MAX_SCENARIO_BYTES:
        raise ScenarioError(f"scenario {path} is larger than {MAX_SCENARIO_BYTES} bytes")
    try:
        scenario = json.loads(raw.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except RecursionError:
        raise ScenarioError(f"scenario {path}: the JSON is nested too deeply (more than {MAX_NESTING} levels)") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"scenario {path} is not UTF-8 text") from None
    except ScenarioError:
        raise
    except ValueError as error:
        raise ScenarioError(f"cannot read scenario {path}: not valid JSON ({error})") from None
    if nested_deeper_than(scenario, MAX_NESTING):
        raise ScenarioError(f"scenario {path}: the JSON is nested too deeply (more than {MAX_NESTING} levels)")
    if not isinstance(scenario, dict):
        raise ScenarioError("a scenario is a JSON object with game, options and commands")
    game_id = scenario.get("game")
    smallest = default_players(game_id) if isinstance(game_id, str) else None
    if smallest is None:
        raise ScenarioError(f"unknown game {game_id!r:.40}")
    seed = scenario.get("seed", 0)
    if not is_whole(seed) or not -MAX_SEED < seed < MAX_SEED:
        raise ScenarioError(f"bad scenario: seed must be a whole number (below 2^63), not {seed!r:.40}")
    players = scenario.get("players", smallest)
    if not is_whole(players) or not 1 <= players <= MAX_SEATS:
        raise ScenarioError(f"bad scenario: players must be a whole number from 1 to {MAX_SEATS}, not {players!r:.40}")
    names = scenario.get("names", [f"P{s + 1}" for s in range(players)])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ScenarioError("bad scenario: players must be a whole number and names a list of names")
    if not 1 <= len(names) <= MAX_SEATS:
        raise ScenarioError(f"bad scenario: names must list 1 to {MAX_SEATS} names, not {len(names)}")
    options = scenario.get("options", {})
    if not isinstance(options, dict):
        raise ScenarioError("bad scenario: options must be an object")
    commands = scenario.get("commands", [])
    if not isinstance(commands, list):
        raise ScenarioError("bad scenario: commands must be a list")
    return Scenario(game_id, seed, names, options, commands)
