"""Every character the window may write exists in the shipped fonts (a missing one draws a box)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
FONTS = [ROOT / "assets" / "fonts" / "dejavusans.ttf", ROOT / "assets" / "fonts" / "dejavusans-bold.ttf"]
# A private-use code point no font draws: whatever it renders to is the "missing glyph" box.
MISSING_REFERENCE = "\ue000"


def _ui_strings() -> dict[str, set[str]]:
    """Non-ASCII characters in the string literals of the UI and the rules (log lines, reasons)
    and in the data files the window shows (texts, cards, How to play, guided games)."""
    found: dict[str, set[str]] = {}
    for path in sorted([*(ROOT / "game" / "ui").rglob("*.py"), *(ROOT / "game" / "rules").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for char in node.value:
                    if ord(char) > 127:
                        found.setdefault(char, set()).add(str(path.relative_to(ROOT)))
    # How to play's pages and the guided games' words too ("the ₿ on the card" drew a box there)
    shown = [("i18n", "*.toml"), ("cards", "*.toml"), ("rules", "*.md"), ("tutorials", "*.json")]
    for folder, pattern in shown:
        for path in sorted((ROOT / "assets" / folder).glob(pattern)):
            for char in path.read_text(encoding="utf-8"):
                if ord(char) > 127:
                    found.setdefault(char, set()).add(str(path.relative_to(ROOT)))
    return found


def _drawn(font: pygame.font.Font, char: str) -> bytes:
    return pygame.image.tobytes(font.render(char, True, (255, 255, 255), (0, 0, 0)), "RGB")


@pytest.mark.parametrize("font_path", FONTS, ids=lambda p: p.name)
def test_every_character_the_window_writes_has_a_glyph(font_path: Path) -> None:
    pygame.font.init()
    font = pygame.font.Font(str(font_path), 20)
    box = _drawn(font, MISSING_REFERENCE)
    characters = _ui_strings()
    assert "♥" in characters  # the scan reaches the card faces
    missing = {char: sorted(where) for char, where in characters.items()
               if not char.isspace() and _drawn(font, char) == box}
    assert not missing, f"{font_path.name} has no glyph for: " + "; ".join(
        f"{char!r} (U+{ord(char):04X}) in {', '.join(where)}" for char, where in missing.items())


def test_the_missing_glyph_check_can_fail() -> None:
    pygame.font.init()
    font = pygame.font.Font(str(FONTS[0]), 20)
    assert _drawn(font, "\U0001F3AF") == _drawn(font, MISSING_REFERENCE)  # no emoji in DejaVu Sans
    assert _drawn(font, "♥") != _drawn(font, MISSING_REFERENCE)
