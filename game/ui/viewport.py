"""Design coordinates (the map's size, 1280x720) to window pixels: one uniform scale, centred."""

from __future__ import annotations

from typing import Sequence

import pygame


class Viewport:
    def __init__(self, design_size: tuple[int, int], window_size: tuple[int, int]):
        self.design_size = design_size
        self.resize(window_size)

    def resize(self, window_size: tuple[int, int]) -> None:
        self.window_size = window_size
        dw, dh = self.design_size
        self.scale = min(window_size[0] / dw, window_size[1] / dh)
        self.offset = ((window_size[0] - dw * self.scale) / 2, (window_size[1] - dh * self.scale) / 2)

    def rect(self, rect: Sequence[float]) -> pygame.Rect:
        x, y, w, h = rect
        s, (ox, oy) = self.scale, self.offset
        return pygame.Rect(round(ox + x * s), round(oy + y * s), round(w * s), round(h * s))

    def point(self, point: Sequence[float]) -> tuple[int, int]:
        return (round(self.offset[0] + point[0] * self.scale), round(self.offset[1] + point[1] * self.scale))

    def px(self, length: float) -> int:
        return max(1, round(length * self.scale))

    def to_design(self, pos: Sequence[float]) -> tuple[float, float]:
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)
