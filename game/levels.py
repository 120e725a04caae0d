"""Tiled maps (levels/*.tmx) turned into plain, frozen data.

pytmx imports pygame whenever it can, so maps are read here, outside the rules core; the rules
and the UI receive only the plain `Level`. Objects are found by name (and by their Tiled type,
written `type=` by older Tiled and `class=` by Tiled 1.9+; both are read), so a designer can move
zones in Tiled without touching Python.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Optional

from game.paths import resource_path


class LevelError(ValueError):
    """A map that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class MapObject:
    name: str
    kind: str
    """The Tiled type/class ("zone", "space", ...)."""
    layer: str
    rect: tuple[float, float, float, float]
    """x, y, width, height in map pixels."""
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)


@dataclass(frozen=True)
class Level:
    name: str
    size: tuple[int, int]
    """Map size in pixels: the layout's design resolution."""
    properties: dict[str, Any]
    objects: tuple[MapObject, ...]

    def find(self, name: str) -> MapObject:
        for obj in self.objects:
            if obj.name == name:
                return obj
        raise LevelError(f"level {self.name}: no object named {name!r}")

    def has(self, name: str) -> bool:
        return any(obj.name == name for obj in self.objects)

    def of_kind(self, kind: str) -> list[MapObject]:
        return [obj for obj in self.objects if obj.kind == kind]


def level_path(name: str) -> Path:
    return resource_path("levels", f"{name}.tmx")


@cache
def load_level(name: str, path: Optional[Path] = None) -> Level:
    """Read levels/<name>.tmx (or `path`) without a display."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pytmx  # here, not at module import: it pulls in pygame

    path = path or level_path(name)
    try:
        tiled = pytmx.TiledMap(str(path))
    except FileNotFoundError:
        raise LevelError(f"{path}: level file not found")
    except Exception as error:  # pytmx raises bare Exceptions and XML errors alike
        raise LevelError(f"{path}: cannot read the Tiled map ({error})")
    objects = []
    for group in tiled.objectgroups:
        for obj in group:
            kind = obj.type or getattr(obj, "class", None) or ""
            objects.append(MapObject(
                name=obj.name or "",
                kind=kind,
                layer=group.name or "",
                rect=(float(obj.x), float(obj.y), float(obj.width or 0), float(obj.height or 0)),
                properties=dict(obj.properties),
            ))
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return Level(name=name, size=size, properties=dict(tiled.properties), objects=tuple(objects))


def robot_duel_track(level: Level) -> dict[str, Any]:
    """The track the rules need: spaces per side (the moon at `length`) and the ★ positions."""
    steps: dict[int, dict[int, bool]] = {0: {}, 1: {}}
    for space in level.of_kind("space"):
        side, step = space.properties.get("side"), space.properties.get("step")
        if side not in (0, 1) or not isinstance(step, int):
            raise LevelError(f"level {level.name}: space {space.name!r} needs int properties side (0/1) and step")
        steps[side][step] = bool(space.properties.get("star", False))
    if not level.of_kind("moon"):
        raise LevelError(f"level {level.name}: no moon space")
    for side in (0, 1):
        if sorted(steps[side]) != list(range(len(steps[side]))) or not steps[side]:
            raise LevelError(f"level {level.name}: side {side}'s spaces must be numbered 0, 1, 2... with no gap")
    if steps[0] != steps[1]:
        raise LevelError(f"level {level.name}: both sides of the track must have the same spaces and ★")
    stars = sorted(step for step, star in steps[0].items() if star)
    return {"length": len(steps[0]), "stars": stars}
