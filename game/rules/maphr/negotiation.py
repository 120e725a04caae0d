"""Phase IV, negotiation, as real offers: in turn order a player may make offers (a card and/or
coins for coins and/or a card of the other's choice); the other player accepts or refuses.
An amenity sold for coins costs between its price and double (rulebook), whichever player gives
it: the proposer's card, or the card the target chooses for the proposer's coins. An offer may
name the card wanted, or sell a card face down (a blind sale). README, ruling 14."""

from __future__ import annotations

from game.engine.records import Command, Event, IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import CardSet, card_type_key
from game.rules.maphr.events import BlindOfferMade, OfferAccepted, OfferMade, OfferRefused, StepOpened, TurnEnded
from game.rules.maphr.state import MaphrState, Offer

MAX_OFFERS = 2
"""Offers one player may make per round (keeps the phase finite)."""
LISTED_PRICES = (3, 6)
"""Prices offered in legal_commands for a card that is not an amenity; any price is accepted."""
MAX_PRICE = 500


def listed_prices(cards: CardSet, card: str) -> tuple[int, ...]:
    kind = cards.type_of(card)
    return (kind.cost, 2 * kind.cost) if kind.kind == "amenity" else LISTED_PRICES


def price_refusal(cards: CardSet, card: str, price: int) -> str | None:
    """Why `card` cannot change hands for `price` coins (an amenity: its cost to double), or None."""
    kind = cards.type_of(card)
    if kind.kind == "amenity" and not kind.cost <= price <= 2 * kind.cost:
        return f"{kind.name['en']} sells for {kind.cost} to {2 * kind.cost} coins; this offer pays {price}"
    return None


def _answer_price(offer: Offer) -> int | None:
    """The coins the target's card fetches when it goes alone for coins (the offer gives no card),
    else None: a card for a card is an exchange, which has no price bound."""
    return offer.give_coins - offer.ask_coins if offer.ask_card and offer.give_card is None else None


def _answer_refusal(cards: CardSet, offer: Offer, card: str) -> str | None:
    """Why the target may not give `card` in answer to `offer` (not the name asked, or an amenity
    outside its price bound), or None."""
    if offer.ask_name is not None and card_type_key(card) != offer.ask_name:
        return f"the offer asks for {cards.types[offer.ask_name].name['en']}"
    price = _answer_price(offer)
    return None if price is None else price_refusal(cards, card, price)


def advance_negotiation(state: MaphrState, cards: CardSet) -> list[Event]:
    if not state.options.get("negotiation", True) or state.turn >= state.player_count:
        return [StepOpened("evolution", "", ())]
    if state.offer is not None:
        return []
    seat = state.current()
    if state.offers_made >= MAX_OFFERS or not may_offer(state, cards, seat):
        return [TurnEnded(seat)]
    return []


def may_offer(state: MaphrState, cards: CardSet, seat: int) -> bool:
    """Whether `legal_offers` lists anything, without listing it (asked after every move)."""
    board = state.players[seat]
    for target in state.order():
        if target == seat:
            continue
        other = state.players[target]
        if other.hand and (board.hand or any(board.coins >= p for p in LISTED_PRICES)):
            return True
        if any(other.coins >= price for card in set(board.hand) for price in listed_prices(cards, card)):
            return True
    return False


def legal_offers(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    """A few offers of every kind, for players choosing from a list (computer players): any
    valid offer is accepted, listed or not. A named or blind offer is listed only beside an offer
    of the plain kind, so the list is empty exactly when it was before them (`advance_negotiation`
    ends a turn on an empty list, and saves replay through it: ruling 14)."""
    board = state.players[seat]
    result: list[Command] = []
    for target in state.order():
        if target == seat:
            continue
        other = state.players[target]
        for card in sorted(set(board.hand)):
            for price in listed_prices(cards, card):
                if other.coins >= price:
                    result.append(cmd.ProposeOffer(seat, target, card, ask_coins=price))
                    result.append(cmd.ProposeOffer(seat, target, card, ask_coins=price, blind=True))
            if other.hand:
                result.append(cmd.ProposeOffer(seat, target, card, ask_card=True))
        if other.hand:
            plain = [cmd.ProposeOffer(seat, target, give_coins=p, ask_card=True) for p in LISTED_PRICES if board.coins >= p]
            result += plain
            if plain:
                result += named_purchases(state, cards, seat, target)
    return result


def named_purchases(state: MaphrState, cards: CardSet, seat: int, target: int) -> list[Command]:
    """Offers of an amenity's cost for that amenity, by name: those the proposer's mine level
    allows and it has not built. The names come from the public card list and the proposer's own
    board only, never from the target's hidden hand (the target may well hold none of them)."""
    board = state.players[seat]
    held = {card_type_key(card) for card in board.amenities}
    return [
        cmd.ProposeOffer(seat, target, give_coins=kind.cost, ask_card=True, ask_name=key)
        for key, kind in sorted(cards.types.items())
        if kind.kind == "amenity" and kind.level <= board.level and key not in held and kind.cost <= board.coins
    ]


def to_act_negotiation(state: MaphrState) -> tuple[int, ...]:
    if state.offer is not None:
        return (state.offer.target,)
    return (state.current(),) if state.turn < state.player_count else ()


def legal_negotiation(state: MaphrState, cards: CardSet, seat: int) -> list[Command]:
    offer = state.offer
    if offer is not None:
        target = state.players[offer.target]
        if target.coins < offer.ask_coins:
            return [cmd.RefuseOffer(seat)]
        if offer.ask_card:
            accepts = [cmd.AcceptOffer(seat, c) for c in sorted(set(target.hand)) if _answer_refusal(cards, offer, c) is None]
        else:
            accepts = [cmd.AcceptOffer(seat)]
        return accepts + [cmd.RefuseOffer(seat)]
    return legal_offers(state, cards, seat) + [cmd.EndNegotiation(seat)]


def handle_negotiation(state: MaphrState, cards: CardSet, command: Command) -> list[Event]:
    offer = state.offer
    if offer is not None:
        if command.seat != offer.target:
            raise IllegalCommand("the offer waits for the other player's answer")
        target = state.players[offer.target]
        if isinstance(command, cmd.RefuseOffer):
            return [OfferRefused(offer.proposer, offer.target)]
        if not isinstance(command, cmd.AcceptOffer):
            raise IllegalCommand("accept or refuse the offer")
        if target.coins < offer.ask_coins:
            raise IllegalCommand(f"the offer asks {offer.ask_coins} coins; you have {target.coins}")
        if offer.ask_card != (command.card is not None) or (command.card is not None and command.card not in target.hand):
            raise IllegalCommand("the offer asks one card of your hand in return" if offer.ask_card else "the offer asks no card")
        refusal = _answer_refusal(cards, offer, command.card) if command.card is not None else None
        if refusal is not None:
            raise IllegalCommand(refusal)
        return [OfferAccepted(offer.proposer, offer.target, command.card)]
    if command.seat != state.current():
        raise IllegalCommand("it is not your turn to negotiate")
    if isinstance(command, cmd.EndNegotiation):
        return [TurnEnded(command.seat)]
    if not isinstance(command, cmd.ProposeOffer):
        raise IllegalCommand("make an offer or end your negotiation")
    return [_check_offer(state, cards, command)]


def _check_offer(state: MaphrState, cards: CardSet, offer: cmd.ProposeOffer) -> OfferMade:
    seat, board = offer.seat, state.players[offer.seat]
    if state.offers_made >= MAX_OFFERS:
        raise IllegalCommand(f"at most {MAX_OFFERS} offers per round")
    if not 0 <= offer.target < state.player_count or offer.target == seat:
        raise IllegalCommand("make offers to another player")
    if not 0 <= offer.give_coins <= min(board.coins, MAX_PRICE) or not 0 <= offer.ask_coins <= MAX_PRICE:
        raise IllegalCommand(f"you can offer 0 to {board.coins} coins")
    if offer.give_card is not None and offer.give_card not in board.hand:
        raise IllegalCommand("you can only offer a card of your hand")
    if offer.give_card is None and not offer.give_coins:
        raise IllegalCommand("offer a card or coins")
    if offer.blind and offer.give_card is None:
        raise IllegalCommand("a blind sale offers a card of your hand face down")
    if not offer.ask_card and not offer.ask_coins:
        raise IllegalCommand("ask coins or a card in return")
    if offer.ask_name is not None:
        if not offer.ask_card:
            raise IllegalCommand("a card named is a card asked in return")
        if offer.ask_name not in cards.types:
            raise IllegalCommand(f"no card is named {offer.ask_name!r}")
        if offer.give_card is None:
            refusal = price_refusal(cards, f"{offer.ask_name}.1", offer.give_coins - offer.ask_coins)
            if refusal is not None:
                raise IllegalCommand(refusal)
    if offer.give_card is not None and offer.ask_coins and not offer.ask_card:
        refusal = price_refusal(cards, offer.give_card, offer.ask_coins - offer.give_coins)
        if refusal is not None:
            raise IllegalCommand(refusal)
    made = BlindOfferMade if offer.blind else OfferMade
    return made(seat, offer.target, offer.give_card, offer.give_card is not None, offer.give_coins, offer.ask_coins,
                offer.ask_card, offer.ask_name)
