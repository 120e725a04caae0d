"""What the deck editor needs to know of each game built from decks: its cards, their faces and
names, the deck being built, its list rows and the deck file it writes. The scene and its
drawing ask the kit and never name a game."""

from __future__ import annotations

from typing import Any, Callable, Optional

from game.rules.mining_war.decks import advised_bitcoins
from game.ui.scenes.deck_editor import layout as lay
from game.ui.scenes.deck_editor.model import DeckDraft, MythosDraft


class MiningWarKit:
    game_id = "mining_war"
    grid = lay.MINING_WAR_GRID

    def __init__(self) -> None:
        from game.rules.mining_war.cards import default_cards

        self.cards = default_cards()

    def pool(self) -> list[str]:
        return list(self.cards.cards)

    def new_draft(self) -> DeckDraft:
        return DeckDraft(self.cards)

    def knows(self, key: str) -> bool:
        return key in self.cards.cards

    def name(self, key: str, lang: str) -> str:
        return self.cards.name(key, lang) if key in self.cards.cards else key

    def face(self, key: str, lang: str, tr: Callable[..., str]) -> Any:
        from game.ui.tables.mining_war.table import card_face_for

        return card_face_for(self.cards, key, lang, tr)

    def row_colour(self, key: str) -> Optional[tuple[int, int, int]]:
        from game.ui.tables.mining_war.table import HEADER_BY_TYPE

        card = self.cards.cards.get(key)
        return HEADER_BY_TYPE.get(card.type) if card else None

    def row_stats(self, key: str, lang: str, tr: Callable[..., str], short: bool = False) -> str:
        """The card's numbers; none in the short form (its name alone tells it apart)."""
        from game.ui.tables.mining_war.table import card_stats

        card = self.cards.cards.get(key)
        return card_stats(card, lang, tr) if card and not short else ""

    def summary(self, draft: DeckDraft, tr: Callable[..., str]) -> str:
        least, most = draft.bitcoin_bounds()
        # the rule's bounds and the book's advice in one line (twentieth trial: "permis : 10 à 14"
        # beside "le livret conseille au moins un tiers (13)" read as two rules at odds)
        return tr("deck_editor.summary", bitcoins=draft.bitcoins, share=round(draft.bitcoin_share * 100),
                  others=draft.total - draft.bitcoins, least=least, most=most, advised=advised_bitcoins(draft.total))

    def file_text(self, name: str, deck: dict[str, int], problems: list[str]) -> str:
        from game.deck_library import deck_file_text

        return deck_file_text(name, deck, problems)


class MythosKit:
    game_id = "mythos"

    def __init__(self) -> None:
        from game.rules.mythos.cards import default_cards

        self.cards = default_cards()
        self.grid = lay.grid_for_pool(lay.MYTHOS_GRID, len(self.pool()))

    def pool(self) -> list[str]:
        return [*self.cards.characters, *self.cards.missions]

    def new_draft(self) -> MythosDraft:
        return MythosDraft(self.cards)

    def knows(self, key: str) -> bool:
        return key in self.cards.characters or key in self.cards.missions

    def name(self, key: str, lang: str) -> str:
        if key in self.cards.characters:
            return self.cards.characters[key].display_name.get(lang, self.cards.characters[key].display_name["en"])
        if key in self.cards.missions:
            return self.cards.missions[key].name.get(lang, self.cards.missions[key].name["en"])
        return key

    def face(self, key: str, lang: str, tr: Callable[..., str]) -> Any:
        from game.ui.card_art import card_art
        from game.ui.tables.mythos.faces import mythos_card_face

        return mythos_card_face(self.cards, key, lang, card_art("mythos").icon)

    def row_colour(self, key: str) -> Optional[tuple[int, int, int]]:
        from game.ui.tables.mythos.faces import GROUP_COLOURS, MISSION_COLOUR

        if key in self.cards.missions:
            return MISSION_COLOUR
        card = self.cards.characters.get(key)
        return GROUP_COLOURS.get(card.group) if card else None

    def row_stats(self, key: str, lang: str, tr: Callable[..., str], short: bool = False) -> str:
        """The version, cost and power ("KT-012 ☯2 ♦4"), or in the short form the version alone:
        two versions of one name must stay apart however narrow the row."""
        from game.ui.tables.mythos.faces import CHAKRA, POWER

        card = self.cards.characters.get(key)
        if card is None:
            return f"★{self.cards.missions[key].points}" if key in self.cards.missions else ""
        return key if short else f"{key} {CHAKRA}{card.cost} {POWER}{card.power}"

    def summary(self, draft: MythosDraft, tr: Callable[..., str]) -> str:
        from game.rules.mythos.cards import MIN_DECK, MISSIONS_PER_PLAYER

        return tr("deck_editor.mythos_summary", characters=draft.total, least=MIN_DECK, missions=draft.missions,
                  needed=MISSIONS_PER_PLAYER)

    def file_text(self, name: str, deck: dict[str, int], problems: list[str]) -> str:
        from game.rules.mythos.deck_building import deck_file_text

        return deck_file_text(name, deck, self.cards, problems)


KITS = {"mining_war": MiningWarKit, "mythos": MythosKit}


def editor_kit(game_id: str):
    if game_id not in KITS:
        raise ValueError(f"{game_id} has no deck editor")
    return KITS[game_id]()
