"""A Mines de Maphr state rebuilt from one seat's view: every public field copied, every card the
seat cannot see left as a placeholder.

Two readers of a view need a whole state: the table asks the rules for the viewer's legal
commands (the placeholders are enough there: the rules only count another player's cards), and
the hard computer player's determiniser (`determinize.py`) deals real cards into the placeholders.
Both start from `skeleton_from_view`, so the fields copied from the view are written once.

Placeholders are strings `hidden:<owner>:<zone>:<index>` (zones `hand`, `pending`, `packet`),
`hidden:deck:<index>` for the deck and `hidden:offer` for an offered card the seat may not see.
A committed secret choice the seat may not see stays as the view shows it: `HIDDEN`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.engine.rules import Outcome
from game.engine.simultaneous import SecretChoices
from game.rules.maphr.mine import parse_cell
from game.rules.maphr.rules import DEFAULT_OPTIONS
from game.rules.maphr.state import ClanBoard, MaphrState, Offer, PlacedTile

HIDDEN = "hidden"
"""What a view shows for a card or a committed secret choice the seat may not see."""
PLACEHOLDER_PREFIX = f"{HIDDEN}:"
"""How every placeholder starts (no card id of the set does)."""
HIDDEN_OFFER_CARD = f"{PLACEHOLDER_PREFIX}offer"
"""The placeholder of an offered card seen only by the two traders."""


def placeholder(owner: int, zone: str, index: int) -> str:
    return f"{PLACEHOLDER_PREFIX}{owner}:{zone}:{index}"


@lru_cache(maxsize=None)
def _deck_placeholders(size: int) -> tuple[str, ...]:
    # Made once per size: the search player builds a skeleton for every sample it plays.
    return tuple(f"{PLACEHOLDER_PREFIX}deck:{i}" for i in range(size))


def is_placeholder(card: Any) -> bool:
    return isinstance(card, str) and card.startswith(PLACEHOLDER_PREFIX)


def _cards(shown: Any, size: int, owner: int, zone: str) -> list[str]:
    return list(shown) if shown is not None else [placeholder(owner, zone, i) for i in range(size)]


def _board(seat: int, shown: dict[str, Any]) -> ClanBoard:
    return ClanBoard(
        clan=shown["clan"], coins=shown["coins"], level=shown["level"], free_miner_used=shown["free_miner_used"],
        hand=_cards(shown["hand"], shown["hand_size"], seat, "hand"),
        pending=_cards(shown["pending"], shown["pending_size"], seat, "pending"),
        mine={parse_cell(key): PlacedTile(tile["card"], tile["rotation"]) for key, tile in shown["mine"].items()},
        miners=[None if cell is None else parse_cell(cell) for cell in shown["miners"]],
        amenities=list(shown["amenities"]), gap_bonus=shown["gap_bonus"],
    )


def _offer(shown: Any) -> Offer | None:
    if shown is None:
        return None
    card = shown["give_card"]
    if card is None and shown["gives_card"]:
        card = HIDDEN_OFFER_CARD
    return Offer(shown["proposer"], shown["target"], card, shown["give_coins"], shown["ask_coins"], shown["ask_card"], shown.get("ask_name"),
                 bool(shown.get("blind")))


def _outcome(shown: Any) -> Outcome | None:
    if shown is None:
        return None
    return Outcome(tuple(shown["winners"]), shown["reason"], tuple(shown["scores"]))


def _options(view: dict[str, Any]) -> dict[str, Any]:
    options = {**DEFAULT_OPTIONS, **view["options"]}
    if options["draw_dice"] is not None:
        options["draw_dice"] = list(options["draw_dice"])
    return options


def skeleton_from_view(view: dict[str, Any]) -> MaphrState:
    """The state behind `view` as far as its seat can tell: `rules.view(skeleton, seat) == view`.

    Not in any view, so left at their defaults: the first die roller (the fold records it, no
    rule reads it) and the revealed second-action discards (read only by the events that follow
    the reveal by themselves, before anyone decides again).
    """
    players = [_board(seat, shown) for seat, shown in enumerate(view["players"])]
    packets = {
        seat: _cards(shown["packet"], shown["packet_size"], seat, "packet")
        for seat, shown in enumerate(view["players"]) if shown["packet_size"]
    }
    choices = view["choices"]
    secrets = SecretChoices(choices["step"], tuple(choices["choosers"]), {int(s): c for s, c in choices["committed"].items()})
    return MaphrState(
        player_count=len(players), options=_options(view), players=players,
        deck=list(_deck_placeholders(view["deck_size"])) if view["deck"] is None else list(view["deck"]),
        discard=list(view["discard"]),
        round=view["round"], roller=view["roller"], die=view["die"], die_rolls=view["die_rolls"],
        phase=view["phase"], step=view["step"], waiting=list(view["waiting"]),
        packets=packets, picks_left=view["picks_left"], secrets=secrets,
        bids={int(s): b for s, b in view["bids"].items()}, auction_winner=view["auction_winner"],
        immediate=[(s, c) for s, c in view["immediate"]], choice=(view["choice"][0], view["choice"][1]) if view["choice"] else None,
        actions={int(s): tuple(a) for s, a in view["actions"].items()},
        impeded=[(s, a) for s, a in view["impeded"]], queue=[(s, a) for s, a in view["queue"]],
        placed_this_action=view["placed_this_action"], moved_miners=list(view["moved_miners"]),
        turn=view["turn"], sold=view["sold"], offers_made=view["offers_made"], offer=_offer(view["offer"]),
        finishers=list(view["finishers"]),
        score_grid={int(s): dict(g) for s, g in view["score_grid"].items()},
        outcome=_outcome(view["outcome"]),
    )


def is_unseen(zone: list[str]) -> bool:
    """Whether a skeleton's zone (a hand, a draw, a packet, the deck) is placeholders. A view
    shows a zone whole or not at all, so its first card tells."""
    return bool(zone) and zone[0].startswith(PLACEHOLDER_PREFIX)


def known_cards(state: MaphrState) -> list[str]:
    """Every card id of a skeleton that is not a placeholder: the cards its seat has seen
    (mines, amenities, the discard, its own hand and draw, the immediate cards, an offer's card
    shown to it, which is also in its proposer's hand when that hand is shown). A pending
    choice's card is also in `immediate`; tokens and bids name no card."""
    zones = [state.deck, state.discard, [card for _, card in state.immediate], *state.packets.values()]
    for board in state.players:
        zones += [board.hand, board.pending, board.amenities, [tile.card for tile in board.mine.values()]]
    cards = [card for zone in zones if not is_unseen(zone) for card in zone]
    if state.offer is not None and state.offer.give_card is not None and not is_placeholder(state.offer.give_card):
        cards.append(state.offer.give_card)
    return cards
