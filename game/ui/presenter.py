"""Turns the events that come back from a match into animations, for any game.

A table plugin describes a view as sprites (cards, tiles, pawns) with stable keys; between the
view before and after an event, the presenter moves the sprites that moved, flips those that
turned over, fades in new ones and fades out the rest, then shows the plugin's callouts
("-2", "Cancelled"). Events are played one after another, each from its own view.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import pygame

from game.ui.tween import ease_in_out, ease_out, lerp_rect


@dataclass(frozen=True)
class Sprite:
    key: str
    """Stable identity across views: a card id when known, else a place ("play:1")."""
    kind: str
    """"card", "tile", "pawn"... the plugin draws each kind."""
    rect: tuple[float, float, float, float]
    """Design coordinates."""
    face_up: bool = True
    data: Any = None
    """What the plugin needs to draw it (a card id; None for a card the viewer may not see)."""
    z: int = 0
    badge: str = ""
    """A short label drawn on the sprite ("= Spark" on a resting Copy)."""
    badge_inside: bool = False
    """The label sits on the sprite's lower edge even with room under it (under it, it would
    meet what the next row draws above its cards)."""


@dataclass(frozen=True)
class Callout:
    text: str
    at: tuple[float, float]
    """Design point where it appears (it floats up from there)."""
    colour: tuple[int, int, int] = (255, 255, 255)
    size: float = 22
    rise: float = 28
    """How fast it floats up, design pixels a second (it lives 1.4 s): a callout on a row of
    tiles barely moves, so it stays on its row."""


@dataclass
class EventStyle:
    """How long an event's animation lasts, what it sounds like, what it says on the table."""

    duration: float = 0.35
    sound: Optional[str] = None
    callouts: list[Callout] = field(default_factory=list)


@dataclass
class Step:
    view: dict[str, Any]
    sprites: dict[str, Sprite]
    style: EventStyle
    log_line: Optional[str] = None
    entry: Optional[int] = None
    """The log entry this step shows (its position in the match), when it shows one."""
    perspective: Optional[int] = None
    """The seat whose view the step shows (PUBLIC for a shared screen)."""


def _distance(a: Sprite, b: Sprite) -> float:
    return abs(a.rect[0] - b.rect[0]) + abs(a.rect[1] - b.rect[1])


def match_sprites(before: dict[str, Sprite], after: dict[str, Sprite]) -> list[tuple[Optional[Sprite], Optional[Sprite]]]:
    """Pairs (before, after): same key; else same kind and data; else the nearest sprite of the
    same kind where one side is hidden (a card turning over or leaving a hidden hand)."""
    pairs: list[tuple[Optional[Sprite], Optional[Sprite]]] = []
    left = {k: s for k, s in before.items() if k not in after}
    for key, sprite in after.items():
        if key in before:
            pairs.append((before[key], sprite))
    unmatched_after = [s for k, s in after.items() if k not in before]
    rest_after = []
    for sprite in unmatched_after:
        twin = next((b for b in left.values() if b.kind == sprite.kind and b.data is not None and b.data == sprite.data), None)
        if twin is not None:
            del left[twin.key]
            pairs.append((twin, sprite))
        else:
            rest_after.append(sprite)
    # Known cards first: they are the more specific; then hidden ones, each to its nearest.
    rest_after.sort(key=lambda s: s.data is None)
    for sprite in rest_after:
        candidates = [b for b in left.values() if b.kind == sprite.kind and (b.data is None or sprite.data is None)]
        twin = min(candidates, key=lambda b: _distance(b, sprite), default=None)
        if twin is not None:
            del left[twin.key]
        pairs.append((twin, sprite))
    pairs.extend((sprite, None) for sprite in left.values())
    return pairs


class Presenter:
    def __init__(self, draw_sprite: Callable[..., None]):
        self.draw_sprite = draw_sprite
        """draw_sprite(surface, sprite, design_rect, flip_progress_or_None, alpha)"""
        self.view: dict[str, Any] = {}
        self.sprites: dict[str, Sprite] = {}
        self.queue: deque[Step] = deque()
        self.current: Optional[Step] = None
        self._pairs: list[tuple[Optional[Sprite], Optional[Sprite]]] = []
        self.elapsed = 0.0
        self.floating: list[tuple[Callout, float]] = []
        self.perspective: Optional[int] = None
        """Whose view is on screen (the last step's or snap's), when known."""
        self.on_step_start: Callable[[Step], None] = lambda step: None
        self.on_step_end: Callable[[Step], None] = lambda step: None

    def snap(self, view: dict[str, Any], sprites: list[Sprite], perspective: Optional[int] = None) -> None:
        """Show a view at once, dropping any animation under way."""
        self.queue.clear()
        self.current = None
        self.view = view
        self.sprites = {s.key: s for s in sprites}
        self.perspective = perspective

    def enqueue(self, view: dict[str, Any], sprites: list[Sprite], style: EventStyle, log_line: Optional[str] = None,
                entry: Optional[int] = None, perspective: Optional[int] = None) -> None:
        self.queue.append(Step(view, {s.key: s for s in sprites}, style, log_line, entry, perspective))

    @property
    def animating(self) -> bool:
        return self.current is not None or bool(self.queue)

    def finish(self) -> None:
        """Jump to the end of everything queued (skip)."""
        while self.current is not None or self.queue:
            self.update(1e6)
        self.floating.clear()

    def update(self, dt: float) -> None:
        self.floating = [(c, age + dt) for c, age in self.floating if age + dt < 1.4]
        while dt > 0 or self.current is None:
            if self.current is None:
                if not self.queue:
                    return
                self._start(self.queue.popleft())
                assert self.current is not None
            remaining = self.current.style.duration - self.elapsed
            if dt < remaining:
                self.elapsed += dt
                return
            dt -= max(remaining, 0)
            self._end()

    def _start(self, step: Step) -> None:
        self.current = step
        self.elapsed = 0.0
        if step.perspective is not None and self.perspective is not None and step.perspective != self.perspective:
            # Another viewer (a shared screen after a player's secret choice): a card the new
            # one cannot see goes at once, not fading out or turning over in their sight (seventh
            # new-user trial: the chooser's hand faded on the screen both players watch)
            seen = [s.data for s in step.sprites.values() if s.data is not None]  # not a set: some data are dicts
            self.sprites = {k: s for k, s in self.sprites.items() if s.data is None or s.data in seen}
        if step.perspective is not None:
            self.perspective = step.perspective
        self._pairs = match_sprites(self.sprites, step.sprites)
        changed = any(b is None or a is None or b.rect != a.rect or b.face_up != a.face_up or b.data != a.data for b, a in self._pairs)
        if not changed and not step.style.callouts:
            step.style.duration = 0.0
        if step.style.callouts:
            # a new callout takes the place of one still floating there: the two read as one
            # ("✗" of a tile lost over the next card's name, "✗ Caravane humaine": nineteenth trial)
            spots = [c.at for c in step.style.callouts]
            self.floating = [(c, age) for c, age in self.floating
                             if all(abs(c.at[0] - x) > 60 or abs(c.at[1] - y) > 40 for x, y in spots)]
        self.floating.extend((c, 0.0) for c in step.style.callouts)
        self.on_step_start(step)

    def _end(self) -> None:
        step = self.current
        assert step is not None
        self.view, self.sprites = step.view, step.sprites
        self.current = None
        self.on_step_end(step)

    def draw(self, surface: pygame.Surface, hidden: frozenset[str] = frozenset(),
             lifted: Optional[dict[str, float]] = None) -> list[tuple[Sprite, tuple]]:
        """Draws the sprites (skipping `hidden` keys, raising `lifted` ones by so many design
        units); returns (sprite, design rect) as drawn."""
        drawn: list[tuple[int, int, Sprite, tuple, Optional[float], int]] = []
        if self.current is None:
            for sprite in self.sprites.values():
                drawn.append((sprite.z, 0, sprite, sprite.rect, None, 255))
        else:
            t = self.elapsed / self.current.style.duration if self.current.style.duration else 1.0
            for before, after in self._pairs:
                if before is not None and after is not None:
                    moving = before.rect != after.rect
                    rect = lerp_rect(before.rect, after.rect, ease_in_out(t))
                    turns = before.face_up != after.face_up or (before.data != after.data and before.data is None)
                    if turns:
                        shown = before if t < 0.5 else after
                        drawn.append((max(before.z, after.z) + 50, 1, shown, rect, t, 255))
                    else:
                        drawn.append((after.z + (100 if moving else 0), 1 if moving else 0, after, rect, None, 255))
                elif after is not None:
                    drawn.append((after.z, 0, after, after.rect, None, round(255 * ease_out(t))))
                elif before is not None:
                    drawn.append((before.z, 0, before, before.rect, None, round(255 * (1 - t))))
        drawn.sort(key=lambda item: (item[0], item[1]))
        result = []
        for _, _, sprite, rect, flip, alpha in drawn:
            if sprite.key in hidden:
                continue
            if lifted and sprite.key in lifted:
                rect = (rect[0], rect[1] - lifted[sprite.key], rect[2], rect[3])
            self.draw_sprite(surface, sprite, rect, flip, alpha)
            result.append((sprite, rect))
        return result

    def callouts(self) -> list[tuple[Callout, float]]:
        """Live callouts with their age in seconds (drawn by the table above everything)."""
        return list(self.floating)
