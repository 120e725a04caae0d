"""Sums of a player's clan power and amenity effects ("+2 coins each time you exploit")."""

from __future__ import annotations

from typing import Sequence

from game.rules.maphr.cards import CardSet
from game.rules.maphr.mine import shapes_of
from game.rules.maphr.state import END_TARGET, GREY_TARGET_REDUCTION, HAND_LIMIT, ClanBoard, MaphrState


def bonus(cards: CardSet, board: ClanBoard, effect: str) -> int:
    """The total of `effect` from the player's amenities and clan (0 when none gives it)."""
    return bonus_of(cards, board.clan, board.amenities, effect)


def bonus_of(cards: CardSet, clan_key: str, amenities: Sequence[str], effect: str) -> int:
    """`bonus` from a clan and its amenities as anyone sees them (a public view says both)."""
    total = sum(cards.type_of(a).amount for a in amenities if cards.type_of(a).effect == effect)
    clan = cards.clans.get(clan_key)
    if clan is not None and clan.power == effect:
        total += clan.amount
    return total


def hand_limit(cards: CardSet, board: ClanBoard) -> int:
    return hand_limit_of(cards, board.clan, board.amenities)


def hand_limit_of(cards: CardSet, clan_key: str, amenities: Sequence[str]) -> int:
    """`hand_limit` from a clan and its amenities as anyone sees them."""
    return HAND_LIMIT + bonus_of(cards, clan_key, amenities, "hand_limit")


def shield_against(cards: CardSet, board: ClanBoard, catastrophe_key: str) -> str | None:
    """The amenity that stops this catastrophe, if the player has one."""
    for amenity in board.amenities:
        if cards.type_of(amenity).shield == catastrophe_key:
            return amenity
    return None


def gallery_target(cards: CardSet, state: MaphrState, board: ClanBoard) -> int:
    """Galleries and veins that end the game: 12 (11 with 4 players), 2 fewer for grey dwarves."""
    clan = cards.clans.get(board.clan)
    return END_TARGET[state.player_count] - (GREY_TARGET_REDUCTION if clan is not None and clan.grey else 0)


def mine_shapes(cards: CardSet, board: ClanBoard) -> dict:
    return shapes_of((cell, cards.type_of(t.card).edges, t.rotation) for cell, t in board.mine.items())
