"""Phase III (sell a card or use an amenity action, then discard to the hand limit) and
Phase V (mine evolution), both taken in turn order from the die roller."""

from __future__ import annotations

import random

from game.engine.records import Command, Event, IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import SHORING, TUNNEL_OFFICE, CardSet
from game.rules.maphr.dealer import Dealer
from game.rules.maphr.events import (
    AmenityActionUsed, CardSold, CardsDiscarded, CoinsGained, CoinsPaid, LevelChanged, SaleSkipped, StepOpened, TurnEnded,
)
from game.rules.maphr.immediate import resolve_drawn
from game.rules.maphr.powers import bonus, hand_limit
from game.rules.maphr.state import SELL_PRICE, ClanBoard, MaphrState

ACTION_EFFECTS = ("action_gain", "action_draw")
LEVEL_ROUTES = {
    2: {"standard": 4},
    3: {"shoring": 10, "red": 30},
    4: {"office": 15, "grey": 45},
}
"""Coins to reach each level, by route (rulebook, "Phase V")."""


# --- Phase III ----------------------------------------------------------------------------------
def action_amenities(cards: CardSet, board: ClanBoard) -> list[str]:
    return [a for a in board.amenities if cards.type_of(a).effect in ACTION_EFFECTS]


def sell_price(cards: CardSet, board: ClanBoard) -> int:
    return SELL_PRICE + bonus(cards, board, "sell_bonus")


def advance_sell(state: MaphrState, cards: CardSet, next_phase: str, rng: random.Random) -> list[Event]:
    if state.turn >= state.player_count:
        return [StepOpened(next_phase, "", ())]
    seat = state.current()
    board = state.players[seat]
    if state.choice is not None:
        return []  # a card drawn by an amenity action waits for its holder's answer
    drawn = resolve_drawn(state, cards, seat, rng)
    if drawn:
        return drawn
    if not state.sold and not board.hand and not action_amenities(cards, board):
        return [SaleSkipped(seat)]
    if state.sold and len(board.hand) <= hand_limit(cards, board):
        return [TurnEnded(seat)]
    return []


def legal_sell(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    board = state.players[seat]
    if state.sold:
        return [cmd.DiscardCard(seat, c) for c in sorted(set(board.hand))]
    result: list[Command] = [cmd.SellCard(seat, c) for c in sorted(set(board.hand))]
    result += [cmd.UseAmenity(seat, a) for a in action_amenities(cards, board)]
    return result + [cmd.SkipSale(seat)]


def handle_sell(state: MaphrState, cards: CardSet, command: Command, rng: random.Random) -> list[Event]:
    seat = state.current()
    if command.seat != seat:
        raise IllegalCommand("it is not your turn to sell")
    board = state.players[seat]
    if isinstance(command, cmd.DiscardCard):
        if not state.sold:
            raise IllegalCommand("first sell a card, use an amenity action or skip")
        if command.card not in board.hand:
            raise IllegalCommand("that card is not in your hand")
        return [CardsDiscarded(seat, (command.card,), "hand", "hand_limit")]
    if state.sold:
        raise IllegalCommand("only one sale or amenity action per turn; now discard down to your hand limit")
    match command:
        case cmd.SkipSale():
            return [SaleSkipped(seat)]
        case cmd.SellCard(card=card):
            if card not in board.hand:
                raise IllegalCommand("that card is not in your hand")
            return [CardSold(seat, card, sell_price(cards, board))]
        case cmd.UseAmenity(card=card):
            if card not in action_amenities(cards, board):
                raise IllegalCommand("that is not one of your amenities with an action")
            kind = cards.type_of(card)
            events: list[Event] = [AmenityActionUsed(seat, card)]
            if kind.effect == "action_gain":
                return events + [CoinsGained(seat, kind.amount, kind.key)]
            drawn, _ = Dealer(state, rng).draw(seat, kind.amount, "hand")
            return events + drawn
    raise IllegalCommand("sell a card, use an amenity action, or skip")


# --- Phase V --------------------------------------------------------------------------------------
def level_routes(cards: CardSet, board: ClanBoard) -> dict[str, int]:
    """Routes open to this player now, with their cost after the clan's discount."""
    target = board.level + 1
    if target not in LEVEL_ROUTES:
        return {}
    keys = [cards.type_of(a).key for a in board.amenities]
    colours = [cards.type_of(a).colour for a in board.amenities]
    allowed = {
        "standard": bool(board.amenities),
        "shoring": SHORING in keys,
        "red": any(c == "red" and k != SHORING for c, k in zip(colours, keys)),
        "office": TUNNEL_OFFICE in keys,
        "grey": any(c == "grey" and k != TUNNEL_OFFICE for c, k in zip(colours, keys)),
    }
    discount = bonus(cards, board, "levelup_discount")
    return {
        route: max(0, cost - discount)
        for route, cost in LEVEL_ROUTES[target].items()
        if allowed[route] and max(0, cost - discount) <= board.coins
    }


def advance_evolution(state: MaphrState, cards: CardSet) -> list[Event]:
    if state.turn >= state.player_count:
        return []
    seat = state.current()
    return [] if level_routes(cards, state.players[seat]) else [TurnEnded(seat)]


def legal_evolution(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    return [cmd.RaiseLevel(seat, r) for r in level_routes(cards, state.players[seat])] + [cmd.SkipEvolution(seat)]


def handle_evolution(state: MaphrState, cards: CardSet, command: Command) -> list[Event]:
    seat = state.current()
    if command.seat != seat:
        raise IllegalCommand("it is not your turn to improve your mine")
    if isinstance(command, cmd.SkipEvolution):
        return [TurnEnded(seat)]
    if not isinstance(command, cmd.RaiseLevel):
        raise IllegalCommand("raise your mine's level or skip")
    board = state.players[seat]
    routes = level_routes(cards, board)
    if command.route not in routes:
        needs = {
            "standard": "4 coins and one amenity", "shoring": "10 coins and Shoring", "red": "30 coins and a red amenity",
            "office": "15 coins and the Office of the Logical Ordering of Tunnels", "grey": "45 coins and a grey amenity",
        }
        raise IllegalCommand(f"level {board.level + 1} that way needs {needs.get(command.route, 'a known route')}")
    cost = routes[command.route]
    events: list[Event] = [CoinsPaid(seat, cost, "level")] if cost else []
    return events + [LevelChanged(seat, board.level + 1, command.route), TurnEnded(seat)]
