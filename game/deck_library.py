"""The decks a seat can play: those shipped with the game and those the players wrote.

Players build decks as TOML files (Mining War: a [cards] table of counts, like the shipped
Starter Deck; Mythos: a name, 3 missions and a [characters] table, like the shipped decks) in
their decks folder, `<data>/decks/<game>/`. A file that breaks a construction rule is still
listed, with its problem, so the menu can say what is wrong instead of hiding it. Reading a deck
never changes the file.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from game import storage
from game.engine.carddata import toml_string
from game.engine.limits import clean_name
from game.paths import resource_path

EXAMPLE_NAME = "my_deck.toml"
MAX_STEM = 40
"""Characters of a deck file's name (without .toml) made from a deck's name."""


@dataclass(frozen=True)
class DeckChoice:
    label: str
    path: Path
    cards: Optional[dict[str, int]]
    """{card: count}, or None when the file cannot be played (see `problem`). Mythos: the
    characters' versions and the missions (1 each) in one table (rules/mythos/deck_building.py)."""
    problem: Optional[str] = None
    shipped: bool = False


def games_with_decks() -> tuple[str, ...]:
    return ("mining_war", "mythos")


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
            text = _mythos_example(shipped[0]) if game_id == "mythos" else _example(shipped[0])
            (folder / EXAMPLE_NAME).write_text(text, encoding="utf-8")
    return folder


def _example(model: DeckChoice) -> str:
    assert model.cards is not None
    lines = [
        f"# Your own deck, started from the {model.label}: change the counts, or copy this file to",
        "# make more decks. Every .toml file in this folder appears in the new-game menu, where each",
        "# seat picks its deck; a deck that breaks a construction rule is shown with the rule.",
        "# Construction rules: at least 30 cards, at least 10 Bitcoins and 20 fighters and spells,",
        "# at most 4 copies of a card (Bitcoins excepted), at most 40% Bitcoins. The rulebook advises",
        "# at least a third Bitcoins; the deck editor warns below that, but such a deck is played.",
        "",
        *_card_list(),
        "",
        'name = { en = "My deck", fr = "Mon deck" }',
        "",
        "[cards]",
    ]
    lines += [f"{card} = {count}" for card, count in model.cards.items()]
    return "\n".join(lines) + "\n"


def _mythos_example(model: DeckChoice) -> str:
    from game.rules.mythos.cards import default_cards
    from game.rules.mythos.deck_building import card_list, deck_file_text

    assert model.cards is not None
    header = [f"# Your own deck, started from {model.label}: change the counts, or copy this file to make",
              "# more decks. Every .toml file in this folder appears in the new-game menu.", *card_list(default_cards()), ""]
    return "\n".join(header) + "\n" + deck_file_text("My deck", model.cards, default_cards())


def match_deck_options(game_id: str, choice: DeckChoice) -> Any:
    """The deck as a match's options hold it (written out in full: a save replays it even if
    the file changes later)."""
    if choice.cards is None:
        raise ValueError(str(choice.problem))
    if game_id == "mythos":
        from game.rules.mythos.cards import default_cards
        from game.rules.mythos.deck_building import match_deck

        return match_deck(choice.label, choice.cards, default_cards())
    return dict(choice.cards)


def default_deck_for_seat(game_id: str, choices: list[DeckChoice], seat: int) -> int:
    """The deck a seat starts with in the menu (an index into `choices`): Mythos seats get the two
    starter decks, as they did before there was a choice; otherwise the first deck."""
    if game_id == "mythos":
        from game.rules.mythos.cards import STARTER_DECKS, starter_deck_path

        wanted = starter_deck_path(STARTER_DECKS[seat % len(STARTER_DECKS)])
        return next((i for i, c in enumerate(choices) if c.shipped and c.path == wanted), 0)
    return 0


def available_decks(game_id: str, lang: str = "en") -> list[DeckChoice]:
    """The shipped decks first (the Starter Deck leads), then the players' own, by file name."""
    if game_id not in games_with_decks():
        return []
    # the Starter Deck leads (a new player's example is copied from it), then the others by name
    shipped = sorted(shipped_decks_dir(game_id).glob("*.toml"), key=lambda path: (path.stem != "starter", path.name))
    choices = [_read(path, game_id, lang, shipped=True) for path in shipped]
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
    label = clean_name(label)  # TOML strings may hold NUL or escape characters: shown in the menu
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
    if game_id == "mythos":
        from game.engine.carddata import CardDataError, read_card_file
        from game.rules.mythos.cards import default_cards as mythos_cards, deck_from_data, load_deck
        from game.rules.mythos.deck_building import deck_counts, deck_problems, read_counts

        cards = mythos_cards()
        try:
            return deck_counts(load_deck(path, cards))
        except CardDataError as error:
            try:
                deck_from_data(read_card_file(path), path.name)
            except ValueError:
                raise error from None  # not a deck file as written (a count "two"...): the loader says where
            problems = deck_problems(read_counts(path), cards)  # a deck that breaks rules: all of them, not the first
            if not problems:
                raise
            raise ValueError(f"{path.name} cannot be played: " + "; ".join(problems)) from None
    raise ValueError(f"{game_id} has no decks")


def _card_list() -> list[str]:
    """Every card a deck may hold, as comments: key, name, type and cost."""
    from game.rules.mining_war.cards import default_cards

    lines = ["# The cards (key = name, type, cost):"]
    for key, card in default_cards().cards.items():
        lines.append(f"#   {key} = {card.name['en']}, {card.type}, cost {card.cost}")
    return lines


# -- decks written by the deck editor ---------------------------------------------------------------
class DeckFileExists(FileExistsError):
    """Saving would replace another deck file; the caller asks the player first."""


def read_deck_counts(path: Path, game_id: str = "mining_war") -> dict[str, int]:
    """A deck file's [cards] counts as written, even when the deck breaks a construction rule
    (the editor shows the rule and lets the player fix it). Counts that are not whole numbers
    are left out; unknown card names are kept (the construction check names them)."""
    from game.engine.carddata import CardDataError, read_card_file

    if game_id == "mythos":
        from game.rules.mythos.deck_building import read_counts

        return read_counts(path)
    table = read_card_file(path).get("cards")
    if not isinstance(table, dict):
        raise CardDataError(path, "no [cards] table of card counts")
    return {str(key): count for key, count in table.items()
            if isinstance(count, int) and not isinstance(count, bool) and count > 0}


def deck_file_stem(name: str) -> str:
    """A file name (without .toml) for a deck's name: lowercase letters, digits and _ only, so
    it is valid on every system ("L'été rouge" -> "l_ete_rouge")."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    stem = "".join(c if c.isalnum() else "_" for c in plain)
    stem = "_".join(part for part in stem.split("_") if part)[:MAX_STEM].strip("_")
    return stem or "deck"


def free_deck_stem(game_id: str, stem: str) -> tuple[str, int]:
    """The first `stem_N` (N from 2) with no file in the players' folder, and that N."""
    folder = user_decks_dir(game_id)
    number = 2
    while (folder / f"{stem}_{number}.toml").exists():
        number += 1
    return f"{stem}_{number}", number


def deck_file_text(label: str, cards: dict[str, int], problems: list[str] = ()) -> str:
    """A deck file in the format `available_decks` reads: a name and a [cards] table. A deck
    that breaks a rule is marked a draft in a comment (the menu lists it with its problem)."""
    lines = ["# A Crypto Mining War deck, saved by the deck editor (you may also edit it by hand)."]
    if problems:
        lines.append("# DRAFT: it cannot be played until it meets the construction rules:")
        lines += [f"#   - {problem}" for problem in problems]
    lines += ["", f"name = {toml_string(label)}", "", "[cards]"]
    lines += [f"{key} = {count}" for key, count in cards.items() if count > 0]
    return "\n".join(lines) + "\n"


def save_user_deck(game_id: str, stem: str, text: str, replace: bool = False) -> Path:
    """Write a deck file into the players' folder, atomically (a temporary file renamed over the
    target, so a crash leaves the old file or the new one, never half of one). It refuses
    (DeckFileExists) to replace a file unless `replace`; it never writes the shipped decks."""
    if stem != deck_file_stem(stem):
        raise ValueError(f"{stem!r} is not a deck file name")
    folder = user_decks_dir(game_id)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{stem}.toml"
    if not replace and target.exists():
        raise DeckFileExists(str(target))
    # The temporary name does not end in .toml, so the menu never lists a half-written deck.
    handle, temporary = tempfile.mkstemp(prefix=f".{stem}.", suffix=".part", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if replace:
            os.replace(temporary, target)
        else:
            _rename_if_absent(Path(temporary), target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def _rename_if_absent(temporary: Path, target: Path) -> None:
    """Move into place unless a file appeared there meanwhile (a hard link fails if the name is
    taken: no window between checking and writing). Where links are not supported, check then
    rename."""
    try:
        os.link(temporary, target)
    except FileExistsError:
        raise DeckFileExists(str(target)) from None
    except OSError:
        if target.exists():
            raise DeckFileExists(str(target)) from None
        os.replace(temporary, target)
        return
    temporary.unlink()


DELETED_FOLDER = "deleted"
"""Where a deck the player deletes goes, inside their decks folder: out of the menu, not lost."""


def delete_user_deck(game_id: str, path: Path) -> Path:
    """Take one of the player's own deck files out of the menu by moving it into the `deleted`
    folder beside it (a same-named earlier one is kept: the new one gets a number). Returns
    where it went. Refuses a shipped deck and any file outside the player's decks folder."""
    folder = user_decks_dir(game_id)
    path = Path(path)
    if path.parent.resolve() != folder.resolve() or path.suffix != ".toml":
        raise ValueError(f"{path.name} is not one of your decks in {folder}")
    bin_folder = folder / DELETED_FOLDER
    bin_folder.mkdir(exist_ok=True)
    target, number = bin_folder / path.name, 1
    while True:
        try:
            _rename_if_absent(path, target)  # an earlier deleted deck of that name is never replaced
            return target
        except DeckFileExists:
            number += 1
            target = bin_folder / f"{path.stem}-{number}{path.suffix}"
