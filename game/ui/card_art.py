"""Which picture each card shows: the game-icons.net icon named per card id in
assets/cards/<game>.icons.toml, the back design of each game, and who drew every icon.

Pure data reading (no pygame): the painter rasterises the icons (`Assets.icon`, once per size).
The card rules never see any of this; pictures are the window's business.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

from game.paths import resource_path

DEFAULT_BACK_COLOUR = (58, 74, 120)


@dataclass(frozen=True)
class BackDesign:
    """A game's card back: an icon in a ring, on a crosshatched ground of one colour."""

    icon: str
    """Icon name (a file assets/icons/<icon>.svg); "" draws the ring empty."""
    colour: tuple[int, int, int] = DEFAULT_BACK_COLOUR
    """The ground; the pattern and the ring are a lighter shade of it."""


@dataclass(frozen=True)
class CardArt:
    """One game's pictures."""

    game_id: str
    icons: Mapping[str, str] = field(default_factory=dict)
    """Card id -> icon name."""
    back: BackDesign = BackDesign("")
    bonus_back: BackDesign = BackDesign("")
    """The back of a game's bonus cards (Charge & Spark's star cards), if they differ."""

    def icon(self, card_id: object) -> str:
        """The icon of a card id ("" when the game names none for it)."""
        return self.icons.get(card_id, "") if isinstance(card_id, str) else ""


def icon_file(name: str) -> Path:
    return resource_path("assets", "icons", f"{name}.svg")


def _colour(value: object, where: str) -> tuple[int, int, int]:
    if not (isinstance(value, list) and len(value) == 3 and all(isinstance(c, int) and 0 <= c <= 255 for c in value)):
        raise ValueError(f"{where}: back_colour must be three numbers 0-255, e.g. [58, 74, 120]")
    return (value[0], value[1], value[2])


@functools.lru_cache(maxsize=None)
def card_art(game_id: str) -> CardArt:
    """The pictures of `game_id` (no file: no pictures, never an error in the window)."""
    path = resource_path("assets", "cards", f"{game_id}.icons.toml")
    if not path.exists():
        return CardArt(game_id)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    colour = _colour(data["back_colour"], str(path)) if "back_colour" in data else DEFAULT_BACK_COLOUR
    cards = data.get("cards", {})
    if not isinstance(cards, dict) or not all(isinstance(v, str) for v in cards.values()):
        raise ValueError(f"{path}: [cards] maps each card id to an icon name")
    back = BackDesign(str(data.get("back", "")), colour)
    bonus = BackDesign(str(data["bonus_back"]), (92, 70, 30)) if "bonus_back" in data else back
    return CardArt(game_id, dict(cards), back, bonus)


@functools.lru_cache(maxsize=1)
def _ui_icons() -> dict:
    path = resource_path("assets", "icons", "ui.icons.toml")
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _symbols() -> dict[str, str]:
    return {k: v for k, v in _ui_icons().get("symbols", {}).items() if isinstance(v, str)}


@functools.lru_cache(maxsize=None)
def glyph_icons(game_id: str = "") -> dict[str, str]:
    """Glyph (one character: "⚔", "♥"...) -> the icon a card face of `game_id` draws in its
    place (a game may give a glyph its own icon: Charge & Spark's ◉ is a Disk, not coins)."""
    data = _ui_icons()
    table = dict(data.get("glyphs", {}))
    table.update(data.get("games", {}).get(game_id, {}).get("glyphs", {}) if game_id else {})
    return {k: v for k, v in table.items() if isinstance(v, str) and len(k) == 1}


def glyph_icon(glyph: str, game_id: str = "") -> str:
    """The icon drawn for a glyph on a card face, "" for none (the glyph is drawn then)."""
    return glyph_icons(game_id).get(glyph, "")


def symbol_icon(symbol: str) -> str:
    """The icon drawn for a counter or cost symbol ("health", "battery", "chakra"...), "" for
    none (the font's glyph is drawn then)."""
    return _symbols().get(symbol, "")


@dataclass(frozen=True)
class IconCredit:
    icon: str
    author: str
    """The author's name as the set's license.txt gives it."""
    url: str


@functools.lru_cache(maxsize=1)
def icon_credits() -> tuple[IconCredit, ...]:
    """Every vendored icon with its author (assets/icons/credits.toml), by icon name."""
    data = tomllib.loads(resource_path("assets", "icons", "credits.toml").read_text(encoding="utf-8"))
    authors = data["authors"]
    return tuple(IconCredit(icon, authors[folder]["name"], authors[folder].get("url", ""))
                 for icon, folder in sorted(data["icons"].items()))
