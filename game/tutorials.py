"""Guided first games: a fixed setup, the opponent's commands and the steps that teach
(`assets/tutorials/<game>.json`). Pure data: the table scene plays them (game/ui/scenes/tutorial.py).

A step says something; it either waits for a command of the player's that matches `expect` (the
fields given must be equal; the rest may be anything), or is read and dismissed with Next. The
`final` step is shown once the game is over (or, with `ends_with_game` false, once the step
before it is done: a first turn or round). While a note is read the scripted opponent still
plays its moves, so a note after the player's move tells what the opponent answered.

`highlight` lists what the coach lights: sprite keys of the table (the card to play first, then
its target: a card, a button), and places that are no sprite, as the table plugin's
`highlight_rect` reads them: "zone:NAME" (a zone of the table's map, e.g. "zone:centre") on
every table, "cell:SEAT:X,Y" (a cell of that seat's mine) on Maphr's. Every step must be
reachable with the table's own gestures: tests/ui/test_tutorial.py plays each guided game with
the mouse, from its highlight (or Maphr's gesture table).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Optional

from game.engine.codec import encode
from game.paths import resource_path

LANGS = ("en", "fr")


class TutorialError(ValueError):
    """A tutorial file that does not follow the format; the message names the file and step."""


@dataclass(frozen=True)
class Step:
    say: dict[str, str]
    expect: Optional[dict[str, Any]] = None
    highlight: tuple[str, ...] = ()
    hint: dict[str, str] = field(default_factory=dict)
    final: bool = False

    def text(self, lang: str) -> str:
        return self.say.get(lang) or self.say["en"]

    def hint_text(self, lang: str) -> str:
        return self.hint.get(lang) or self.hint.get("en", "")

    def accepts(self, command: Any) -> bool:
        """Whether `command` is the one this step asks for."""
        if self.expect is None:
            return False
        plain = encode(command)
        return all(plain.get(key) == value for key, value in self.expect.items())


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    seed: int
    names: dict[str, list[str]]
    options: dict[str, Any]
    opponent: tuple[dict[str, Any], ...]
    steps: tuple[Step, ...]
    panel: tuple[float, float, float, float]
    ends_with_game: bool = True
    """False: the guided game stops at its last step (a first round), before the game's end."""

    def seat_names(self, lang: str) -> list[str]:
        return list(self.names.get(lang) or self.names["en"])


def tutorial_path(game_id: str):
    return resource_path("assets", "tutorials", f"{game_id}.json")


def has_tutorial(game_id: str) -> bool:
    return tutorial_path(game_id).is_file()


GAMES_WITH_TUTORIALS = [g for g in ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr") if has_tutorial(g)]


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value.get(lang) for lang in LANGS):
        raise TutorialError(f"{where} needs a text in each of {', '.join(LANGS)}")
    return dict(value)


def load_tutorial(game_id: str) -> Tutorial:
    path = tutorial_path(game_id)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise TutorialError(f"{path.name}: cannot be read ({error})") from error
    steps = []
    for number, raw in enumerate(data.get("steps", []), start=1):
        where = f"{path.name}, step {number}"
        expect = raw.get("expect")
        if expect is not None and (not isinstance(expect, dict) or "type" not in expect):
            raise TutorialError(f"{where}: expect is a command's fields, with its type")
        steps.append(Step(_texts(raw.get("say"), f"{where}: say"), expect, tuple(raw.get("highlight", ())),
                          _texts(raw["hint"], f"{where}: hint") if expect is not None else {}, bool(raw.get("final"))))
    if not steps or not steps[-1].final or any(step.final for step in steps[:-1]):
        raise TutorialError(f"{path.name}: the last step, and only it, is final")
    panel = data.get("panel", [40, 160, 420, 150])
    return Tutorial(data["game"], int(data.get("seed", 1)), data["names"], data.get("options", {}),
                    tuple(data.get("opponent", ())), tuple(steps), tuple(panel), bool(data.get("ends_with_game", True)))


class ScriptedPlayer:
    """The tutorial's opponent: plays its listed commands in order (each must be legal then)."""

    def __init__(self, commands: list[Any]):
        self.commands = list(commands)

    def choose(self, match: Any, seat: int) -> Any:
        for index, command in enumerate(self.commands):
            if command.seat == seat:
                return self.commands.pop(index)
        raise TutorialError(f"the tutorial's opponent has no command left for seat {seat}")
