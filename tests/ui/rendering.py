"""`python -m game render` run in-process for tests: the PNG it wrote, loaded back."""

from __future__ import annotations

import pygame

from game.cli import main


def render(path, tmp_path, at, as_seat=None) -> pygame.Surface:
    out = tmp_path / f"at{at}-{as_seat}.png"
    args = ["render", str(path), "--at", str(at), "--out", str(out)]
    if as_seat is not None:
        args += ["--as", str(as_seat)]
    assert main(args) == 0
    return pygame.image.load(str(out))


def save_frame(app, out) -> pygame.Surface:
    """Draw the app's scenes as the window shows them, write the PNG, and load it back."""
    app.draw(app.screen)
    pygame.image.save(app.screen, str(out))
    return pygame.image.load(str(out))
