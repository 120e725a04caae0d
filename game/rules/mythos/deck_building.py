"""Mythos decks as the deck editor and the new-game menu hold them: one table of counts, the
characters' versions and the missions together ({"KT-001": 2, ..., "MS-03": 1}), every rule it
breaks in words, and the plain data a match's options carry.

The construction rules are the rulebook's ("Comment construire votre premier deck"): at least 30
character cards, at most 2 copies of one version (any number of one name), and 3 missions
chosen besides the deck. `cards.check_deck` refuses the first broken rule when a match starts;
`deck_problems` names them all, and a test holds the two to the same verdict.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from game.engine.carddata import toml_string
from game.rules.mythos.cards import MAX_COPIES, MIN_DECK, MISSIONS_PER_PLAYER, CardSet, Deck

SHOWN = 3
"""Unknown keys named in a problem; the rest are counted (a hand-edited file may hold thousands)."""


def deck_counts(deck: Deck) -> dict[str, int]:
    """A deck as counts: characters in the deck's order (by version), then its missions."""
    counts = {key: deck.characters.count(key) for key in dict.fromkeys(deck.characters)}
    counts.update({key: deck.missions.count(key) for key in deck.missions})
    return counts


def split(counts: dict[str, int], cards: CardSet) -> tuple[dict[str, int], list[str], list[str]]:
    """(characters {version: copies}, missions, keys that are neither) of a counts table."""
    characters = {key: n for key, n in counts.items() if key in cards.characters and n > 0}
    missions = [key for key, n in counts.items() if key in cards.missions for _ in range(n)]
    unknown = [key for key, n in counts.items() if key not in cards.characters and key not in cards.missions and n > 0]
    return characters, missions, unknown


def deck_problems(counts: dict[str, int], cards: CardSet) -> list[str]:
    """Every construction rule the deck breaks, in words (empty: the deck can be played)."""
    characters, missions, unknown = split(counts, cards)
    problems = [f"{key!r:.40} is not a card of the game" for key in unknown[:SHOWN]]
    if len(unknown) > SHOWN:
        problems.append(f"and {len(unknown) - SHOWN} more unknown cards ({len(unknown)} in all)")
    total = sum(characters.values())
    if total < MIN_DECK:
        problems.append(f"{total} characters: a deck needs at least {MIN_DECK}")
    for key, count in characters.items():
        if count > MAX_COPIES:
            problems.append(f"{count} copies of {key}: at most {MAX_COPIES} of one version")
    if len(missions) != MISSIONS_PER_PLAYER:
        problems.append(f"{len(missions)} missions: a deck needs exactly {MISSIONS_PER_PLAYER}")
    for key in dict.fromkeys(missions):
        if missions.count(key) > 1:
            problems.append(f"mission {key} twice: the {MISSIONS_PER_PLAYER} missions must differ")
    return problems


def match_deck(name: str, counts: dict[str, int], cards: CardSet) -> dict[str, Any]:
    """A deck as a match's options hold it, written out in full (`cards.deck_from_data` reads it),
    so that a save replays the same decks whatever later happens to the deck files."""
    characters, missions, _ = split(counts, cards)
    return {"name": name, "characters": [key for key, n in characters.items() for _ in range(n)], "missions": missions}


def read_counts(path: Path) -> dict[str, int]:
    """A deck file's counts as written, even when it breaks a rule (the editor shows which).
    Counts that are not whole positive numbers are left out; unknown keys are kept."""
    from game.engine.carddata import CardDataError, read_card_file

    data = read_card_file(path)
    table, missions = data.get("characters"), data.get("missions", [])
    if not isinstance(table, dict):
        raise CardDataError(path, "no [characters] table of version = copies")
    counts = {str(key): n for key, n in table.items() if isinstance(n, int) and not isinstance(n, bool) and n > 0}
    if isinstance(missions, list):
        for key in missions:
            if isinstance(key, str):
                counts[key] = counts.get(key, 0) + 1
    return counts


def deck_file_text(label: str, counts: dict[str, int], cards: CardSet, problems: Iterable[str] = ()) -> str:
    """A deck file in the shipped decks' format (name, missions, [characters]); one that breaks
    a rule is marked a draft in a comment (the menu lists it with its problem)."""
    characters, missions, unknown = split(counts, cards)
    characters.update({key: counts[key] for key in unknown})  # kept, so a hand edit is not lost
    lines = ["# A Mythos deck, saved by the deck editor (you may also edit it by hand): at least",
             f"# {MIN_DECK} characters, at most {MAX_COPIES} copies of one version, {MISSIONS_PER_PLAYER} different missions."]
    problems = list(problems)
    if problems:
        lines.append("# DRAFT: it cannot be played until it meets the construction rules:")
        lines += [f"#   - {problem}" for problem in problems]
    lines += ["", f"name = {toml_string(label)}",
              "missions = [" + ", ".join(toml_string(key) for key in missions) + "]", "", "[characters]"]
    lines += [f"{toml_string(key)} = {count}" for key, count in characters.items()]
    return "\n".join(lines) + "\n"


def card_list(cards: CardSet) -> list[str]:
    """Every card a deck may hold, as comments for a hand-written file."""
    lines = ["# The characters (version = name, cost, power) and missions (key = name):"]
    for key, card in cards.characters.items():
        lines.append(f"#   {key} = {card.display_name['en']}, cost {card.cost}, power {card.power}")
    for key, mission in cards.missions.items():
        lines.append(f"#   {key} = {mission.name['en']}")
    return lines
