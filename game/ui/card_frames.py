"""Card frames by kind (assets/cards/frames.toml): each card's kind, read from its game's card
data, and the frame of each kind (an outline shape, an icon in the corner and a colour), so a
hand reads at a glance and never by colour alone.

Pure data reading (no pygame); game/ui/widgets/card.py draws the frames. A face names its
picture (an icon), not its card: `frame_for_art` finds, within one game, the frame of the cards
that show a picture, which a test keeps unambiguous (cards that share a picture share a frame).
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from typing import Optional

from game.paths import resource_path
from game.ui.card_art import card_art

SHAPES = ("rounded", "square", "cut", "arch", "ticket")
"""Outlines a frame may take: rounded corners, square corners, corners cut off, a rounded arch
on top, corners notched inwards like a ticket."""


@dataclass(frozen=True)
class Frame:
    kind: str
    shape: str
    corner: str
    """Icon name (assets/icons/<corner>.svg) drawn in a medallion on the header."""
    colour: tuple[int, int, int]


class FrameDataError(ValueError):
    """frames.toml or a card file says something the frames cannot use (the message says where)."""


@functools.lru_cache(maxsize=1)
def _frames_data() -> dict:
    path = resource_path("assets", "cards", "frames.toml")
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def framed_games() -> tuple[str, ...]:
    return tuple(sorted(_frames_data()))


def _colour(value: object, where: str) -> tuple[int, int, int]:
    if not (isinstance(value, list) and len(value) == 3 and all(isinstance(c, int) and 0 <= c <= 255 for c in value)):
        raise FrameDataError(f"{where}: colour must be three numbers 0-255, e.g. [120, 130, 170]")
    return (value[0], value[1], value[2])


@functools.lru_cache(maxsize=None)
def frames(game_id: str) -> dict[str, Frame]:
    """Kind -> frame of one game (empty for a game frames.toml does not name)."""
    found = {}
    for kind, spec in _frames_data().get(game_id, {}).get("frames", {}).items():
        where = f"frames.toml [{game_id}.frames] {kind}"
        if not isinstance(spec, dict) or spec.get("shape") not in SHAPES or not isinstance(spec.get("corner"), str):
            raise FrameDataError(f"{where}: needs shape (one of {', '.join(SHAPES)}), corner (an icon) and colour")
        found[kind] = Frame(kind, spec["shape"], spec["corner"], _colour(spec.get("colour"), where))
    return found


def _kind_of(card: dict, rule: dict, where: str) -> str:
    if "kind" in rule:
        return str(rule["kind"])
    if "field" in rule:
        value = card.get(rule["field"])
        if not isinstance(value, str):
            raise FrameDataError(f"{where}: has no {rule['field']!r} to tell its kind")
        return value
    for field, kind in rule.get("first_of", []):
        if field in card:
            return str(kind)
    if "default" in rule:
        return str(rule["default"])
    raise FrameDataError(f"{where}: frames.toml gives no way to tell its kind")


@functools.lru_cache(maxsize=None)
def card_kinds(game_id: str) -> dict[str, str]:
    """Card id -> kind, for every card of assets/cards/<game>.toml frames.toml knows how to sort
    (plus the game's extra ids)."""
    spec = _frames_data().get(game_id, {})
    path = resource_path("assets", "cards", f"{game_id}.toml")
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    kinds: dict[str, str] = {}
    for table, rule in spec.get("kinds", {}).items():
        for card_id, card in data.get(table, {}).items():
            kinds[card_id] = _kind_of(card if isinstance(card, dict) else {}, rule, f"{game_id}.toml [{table}.{card_id}]")
    kinds.update({k: str(v) for k, v in spec.get("extra_kinds", {}).items()})
    return kinds


def frame_of(game_id: str, card_id: str) -> Optional[Frame]:
    """The frame of one card (None: its game or its kind has no frame)."""
    kind = card_kinds(game_id).get(card_id)
    return frames(game_id).get(kind) if kind is not None else None


@functools.lru_cache(maxsize=None)
def frames_by_art(game_id: str) -> dict[str, Optional[Frame]]:
    """Picture (icon name) -> the frame of the game's cards that show it; None where cards of
    different frames share the picture (then no frame is guessed; a test keeps it from happening)."""
    found: dict[str, Optional[Frame]] = {}
    art = card_art(game_id)
    for card_id in card_kinds(game_id):
        icon = art.icon(card_id)
        frame = frame_of(game_id, card_id)
        if not icon or frame is None:
            continue
        if icon in found and found[icon] != frame:
            found[icon] = None
        else:
            found.setdefault(icon, frame)
    return found


def frame_for_art(game_id: str, icon: str) -> Optional[Frame]:
    """The frame of a face of `game_id` that shows `icon` ("" or an icon none of its framed
    cards shows: None)."""
    return frames_by_art(game_id).get(icon) if icon else None
