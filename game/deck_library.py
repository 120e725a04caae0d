"""The decks a seat can play: those shipped with the game and those the players wrote.

Players build decks as TOML files (a [cards] table of counts, like the shipped Starter Deck) in
their decks folder, `<data>/decks/<game>/`. A file that breaks a construction rule is still
listed, with its problem, so the menu can say what is wrong instead of hiding it. Reading a deck
never changes the file.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from game import storage
from game.paths import resource_path

EXAMPLE_NAME = "my_deck.toml"


@dataclass(frozen=True)
class DeckChoice:
    label: str
    path: Path
    cards: Optional[dict[str, int]]
    """{card: count}, or None when the file cannot be played (see `problem`)."""
    problem: Optional[str] = None
    shipped: bool = False


def games_with_decks() -> tuple[str, ...]:
    return ("mining_war",)


def shipped_decks_dir(game_id: str) -> Path:
    return resource_path("assets", "decks", game_id)


def user_decks_dir(game_id: str) -> Path:
    return storage.data_dir() / "decks" / game_id


def prepare_user_decks(game_id: str) -> Path:
    """Make the players' decks folder; a new one gets a copy of the first shipped deck to edit."""
    folder = user_decks_dir(game_id)
    if not folder.exists():
        folder.mkdir(parents=True)
        shipped = [choice for choice in available_decks(game_id) if choice.cards]
        if shipped:
            (folder / EXAMPLE_NAME).write_text(_example(shipped[0]), encoding="utf-8")
    return folder


def _example(model: DeckChoice) -> str:
    assert model.cards is not None
    lines = [
        f"# Your own deck, started from the {model.label}: change the counts, or copy this file to",
        "# make more decks. Every .toml file in this folder appears in the new-game menu, where each",
        "# seat picks its deck; a deck that breaks a construction rule is shown with the rule.",
        "# Construction rules: at least 30 cards, at least 10 Bitcoins and 20 fighters and spells,",
        "# at most 4 copies of a card (Bitcoins excepted), Bitcoins between a third and 40% of it.",
        "",
        *_card_list(),
        "",
        'name = { en = "My deck", fr = "Mon deck" }',
        "",
        "[cards]",
    ]
    lines += [f"{card} = {count}" for card, count in model.cards.items()]
    return "\n".join(lines) + "\n"


def available_decks(game_id: str, lang: str = "en") -> list[DeckChoice]:
    """The shipped decks first (the Starter Deck leads), then the players' own, by file name."""
    if game_id not in games_with_decks():
        return []
    choices = [_read(path, game_id, lang, shipped=True) for path in sorted(shipped_decks_dir(game_id).glob("*.toml"))]
    folder = user_decks_dir(game_id)
    if folder.is_dir():
        choices += [_read(path, game_id, lang, shipped=False) for path in sorted(folder.glob("*.toml"))]
    return choices


def _read(path: Path, game_id: str, lang: str, shipped: bool) -> DeckChoice:
    label = path.stem.replace("_", " ")
    try:
        with open(path, "rb") as stream:
            names = tomllib.load(stream).get("name")
        if isinstance(names, dict) and isinstance(names.get(lang, names.get("en")), str):
            label = names.get(lang, names.get("en"))
        elif isinstance(names, str):
            label = names
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        pass  # the loader below names the problem
    try:
        cards = _load(path, game_id)
    except (OSError, ValueError) as error:
        return DeckChoice(label, path, None, str(error), shipped)
    return DeckChoice(label, path, cards, None, shipped)


def _load(path: Path, game_id: str) -> dict[str, Any]:
    if game_id == "mining_war":
        from game.rules.mining_war.cards import default_cards
        from game.rules.mining_war.decks import load_deck_file

        return load_deck_file(path, default_cards())
    raise ValueError(f"{game_id} has no decks")


def _card_list() -> list[str]:
    """Every card a deck may hold, as comments: key, name, type and cost."""
    from game.rules.mining_war.cards import default_cards

    lines = ["# The cards (key = name, type, cost):"]
    for key, card in default_cards().cards.items():
        lines.append(f"#   {key} = {card.name['en']}, {card.type}, cost {card.cost}")
    return lines
