"""Easing and interpolation for moves and flips."""

from __future__ import annotations

from typing import Sequence


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_rect(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, float, float, float]:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t), lerp(a[3], b[3], t))


class Tween:
    """A value going from `start` to `end` over `duration` seconds of the animation clock."""

    def __init__(self, start: Sequence[float], end: Sequence[float], duration: float, easing=ease_out):
        self.start, self.end, self.duration, self.easing = tuple(start), tuple(end), max(duration, 1e-6), easing
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def value(self) -> tuple[float, ...]:
        t = self.easing(self.elapsed / self.duration)
        return tuple(lerp(a, b, t) for a, b in zip(self.start, self.end))
