"""Draw the application icon with pygame: assets/icon.png (256 px), assets/icon.ico and the
Linux desktop's icon theme sizes, assets/desktop/icons/<n>x<n>.png (16-256 px).

Run it again after changing the drawing; the files are committed, so a build needs no drawing.
The .ico holds PNG images (16-256 px), which Windows reads since Vista; no imaging library needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

FELT = (31, 58, 58)
FELT_EDGE = (92, 170, 255)
CARD_FACE = (248, 245, 236)
CARD_EDGE = (30, 32, 40)
CARD_BACK = (58, 74, 120)
CARD_BACK_PATTERN = (78, 98, 154)
GOLD = (250, 196, 60)


def _card(size: tuple[int, int], face: bool) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    rect = card.get_rect()
    pygame.draw.rect(card, CARD_FACE if face else CARD_BACK, rect, border_radius=10)
    if not face:
        for x in range(-rect.h, rect.w, 14):  # the hatching of a card back
            pygame.draw.line(card, CARD_BACK_PATTERN, (x, rect.h), (x + rect.h, 0), 5)
        pygame.draw.rect(card, CARD_FACE, rect.inflate(-12, -12), width=3, border_radius=7)
    pygame.draw.rect(card, CARD_EDGE, rect, width=4, border_radius=10)
    return card


def _star(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    import math

    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        r = radius if index % 2 == 0 else radius * 0.42
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.polygon(surface, CARD_EDGE, points, width=3)


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon: two cards fanned on a felt table, a gold star on the front card."""
    canvas = pygame.Surface((256, 256), pygame.SRCALPHA)
    pygame.draw.rect(canvas, FELT, (8, 8, 240, 240), border_radius=44)
    pygame.draw.rect(canvas, FELT_EDGE, (8, 8, 240, 240), width=8, border_radius=44)
    back = pygame.transform.rotate(_card((104, 148), face=False), 16)
    canvas.blit(back, back.get_rect(center=(100, 124)))
    front = _card((104, 148), face=True)
    _star(front, (52, 74), 36)
    front = pygame.transform.rotate(front, -12)
    canvas.blit(front, front.get_rect(center=(154, 134)))
    if size == 256:
        return canvas
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico file of PNG images: a 6-byte header, a 16-byte entry per image, then the images."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, blob in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def main() -> int:

    icon = draw_icon(256)
    (ROOT / "assets" / "icon.png").write_bytes(png_bytes(icon))
    (ROOT / "assets" / "icon.ico").write_bytes(ico_bytes([(s, png_bytes(draw_icon(s))) for s in ICO_SIZES]))
    themed = ROOT / "assets" / "desktop" / "icons"
    themed.mkdir(parents=True, exist_ok=True)
    for size in ICO_SIZES:  # the sizes of the hicolor theme (game/desktop/freedesktop.py installs them)
        (themed / f"{size}x{size}.png").write_bytes(png_bytes(draw_icon(size)))
    print(f"wrote {ROOT / 'assets' / 'icon.png'}, icon.ico and {themed} ({len(ICO_SIZES)} sizes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
