"""Phase I, the draw: the die picks one of six ways of getting cards (rulebook, "Phase I").

1 the discard draw, 2 the hidden auction then the pass-along draft, 3 draw three and give any
away, 4 draw four (keep, discard, one to each neighbour), 5 the counter-clockwise draft,
6 draw by mine level. Decisions several players take at once (sorting, draft picks) leave
several seats in `state.waiting`.
"""

from __future__ import annotations

import itertools
import random

from game.engine.records import Command, Event, IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.dealer import Dealer
from game.rules.maphr.events import (
    AUCTION_STEP, AuctionWon, CardGiven, CardsDiscarded, CardsKept, CoinsGained, CoinsPaid, DieRolled, DraftPicked,
    PacketPassed, PacketsPassed, StepOpened,
)
from game.rules.maphr.state import DRAW_BY_LEVEL, MaphrState

DRAW_SIZE = {1: 5, 3: 3, 4: 4, 5: 5}
"""Cards each player takes for the modes where everyone sorts their own."""
MAX_LISTED_BID = 12
"""Bids offered in legal_commands go up to this; any bid up to one's coins is accepted."""


def start_draw(state: MaphrState, rng: random.Random) -> list[Event]:
    """Roll the die (again on a 1 with too small a discard) and deal for the mode."""
    n = state.player_count
    events: list[Event] = []
    scripted = state.options.get("draw_dice")
    value = scripted[(state.round - 1) % len(scripted)] if scripted else rng.randint(1, 6)
    events.append(DieRolled(state.roller, value, "draw"))
    while value == 1 and len(state.discard) < DRAW_SIZE[1] * n:
        value = rng.randint(1, 6)
        events.append(DieRolled(state.roller, value, "reroll"))
    dealer = Dealer(state, rng)
    if value == 2:
        return events + [StepOpened("draw", "auction", tuple(state.order()))]
    if value == 6:
        for seat in state.order():
            drawn, _ = dealer.draw(seat, DRAW_BY_LEVEL[state.players[seat].level], "hand")
            events += drawn
        return events + [StepOpened("immediate", "", ())]
    waiting = []
    for seat in state.order():
        if value == 1:
            drawn, cards = dealer.take_from_discard(seat, DRAW_SIZE[1], "pending")
        else:
            drawn, cards = dealer.draw(seat, DRAW_SIZE[value], "packet" if value == 5 else "pending")
        events += drawn
        if len(cards) == DRAW_SIZE[value]:
            waiting.append(seat)
        elif cards and value != 5:
            events.append(CardsKept(seat, tuple(cards)))  # too few cards to sort: keep them
        elif cards:
            waiting.append(seat)
    return events + [StepOpened("draw", "first_pick" if value == 5 else "sort", tuple(waiting))]


def advance_draw(state: MaphrState, rng: random.Random) -> list[Event]:
    """Events once the current draw step has everything it waits for."""
    if state.step == "roll":
        return start_draw(state, rng)
    if state.step == "auction":
        if state.secrets.is_complete():
            return [state.secrets.reveal_event()]
        if state.secrets.step is None:
            return _settle_auction(state, rng)
        return []
    if state.waiting:
        return []
    if state.die == 5 and any(state.packets.values()):
        passed = PacketsPassed(-1)
        n = state.player_count
        after = {(s - 1) % n: p for s, p in state.packets.items()}
        return [passed, StepOpened("draw", "pick", tuple(s for s in state.order() if after.get(s)))]
    if state.die == 2:
        holder = next((s for s, p in state.packets.items() if p), None)
        if holder is not None:
            receiver = (holder + 1) % state.player_count
            if receiver != state.auction_winner:
                return [PacketPassed(holder, receiver, tuple(state.packets[holder]))]
            return [CardsDiscarded(holder, tuple(state.packets[holder]), "packet", "draw")]
    return [StepOpened("immediate", "", ())]


def _settle_auction(state: MaphrState, rng: random.Random) -> list[Event]:
    """Highest bid (ties: closest to the die roller) to the bank, the others to the poorest."""
    order = state.order()
    best = max(state.bids.values())
    winner = next(s for s in order if state.bids[s] == best)
    events: list[Event] = []
    coins = {s: state.players[s].coins for s in order}
    for seat in order:
        if state.bids[seat]:
            events.append(CoinsPaid(seat, state.bids[seat], "bid"))
            coins[seat] -= state.bids[seat]
    pot = sum(amount for seat, amount in state.bids.items() if seat != winner)
    others = [s for s in order if s != winner]
    if pot and others:
        fewest = min(coins[s] for s in others)
        poorest = [s for s in others if coins[s] == fewest]
        share = pot // len(poorest)
        events += [CoinsGained(s, share, "bids") for s in poorest if share]
    events.append(AuctionWon(winner, best))
    drawn, _ = Dealer(state, rng).draw(winner, auction_packet_size(state.player_count), "packet")
    return events + drawn + [StepOpened("draw", "pick", (winner,))]


def auction_packet_size(player_count: int) -> int:
    """Die 2: the auction's winner draws one card more than there are players (keeps 2, passes
    the rest on)."""
    return player_count + 1


# --- Legal commands -------------------------------------------------------------------------
def legal_draw(state: MaphrState, seat: int) -> list[Command]:
    board = state.players[seat]
    others = [s for s in range(state.player_count) if s != seat]
    if state.step == "auction":
        return [cmd.Bid(seat, amount) for amount in range(min(board.coins, MAX_LISTED_BID) + 1)]
    if state.step in ("first_pick", "pick"):
        packet = state.packets.get(seat, [])
        if state.step == "first_pick" and len(packet) > 1:
            return [cmd.DraftPick(seat, c, d) for c in packet for d in packet if c != d]
        return [cmd.DraftPick(seat, c) for c in packet]
    pending = board.pending
    if state.die == 1:
        result: list[Command] = []
        for keep in itertools.combinations(pending, 2):
            for give in (c for c in pending if c not in keep):
                result += [cmd.SortDiscardDraw(seat, keep, give, to) for to in others]
        return result
    if state.die == 3:
        result = []
        for targets in itertools.product((None, *others), repeat=len(pending)):
            if None in targets:
                result.append(cmd.GiveAway(seat, tuple((c, t) for c, t in zip(pending, targets) if t is not None)))
        return result
    if state.die == 4:
        return [cmd.SortFour(seat, *p) for p in itertools.permutations(pending, 4)]
    return []


# --- Handling ---------------------------------------------------------------------------------
def handle_draw(state: MaphrState, command: Command) -> list[Event]:
    seat = command.seat
    board = state.players[seat]
    n = state.player_count
    match command:
        case cmd.Bid(amount=amount):
            state.secrets.check_can_commit(seat, AUCTION_STEP)
            if not 0 <= amount <= board.coins:
                raise IllegalCommand(f"you can bid 0 to {board.coins} coins")
            return [state.secrets.commit_event(seat, amount)]
        case cmd.DraftPick(card=card, discard=discard):
            if state.step not in ("first_pick", "pick"):
                raise IllegalCommand("there is no draft packet to pick from now")
            packet = state.packets.get(seat, [])
            if card not in packet:
                raise IllegalCommand("that card is not in the packet in front of you")
            must_discard = state.step == "first_pick" and len(packet) > 1
            if must_discard and (discard is None or discard == card or discard not in packet):
                raise IllegalCommand("first discard one other card of your five")
            if not must_discard and discard is not None:
                raise IllegalCommand("only the first pick of the draft discards a card")
            events: list[Event] = [CardsDiscarded(seat, (discard,), "packet", "draft")] if discard else []
            return events + [DraftPicked(seat, card)]
        case cmd.SortDiscardDraw(keep=keep, give=give, to=to):
            _check_sorting(state, seat, 1)
            if len(keep) != 2 or len(set((*keep, give))) != 3 or not set((*keep, give)) <= set(board.pending):
                raise IllegalCommand("keep 2 and give 1 different cards of the 5 in front of you")
            _check_receiver(state, seat, to)
            rest = tuple(c for c in board.pending if c not in keep and c != give)
            return [CardGiven(seat, to, give, "pending"), CardsDiscarded(seat, rest, "pending", "draw"), CardsKept(seat, tuple(keep))]
        case cmd.GiveAway(gifts=gifts):
            _check_sorting(state, seat, 3)
            given = [card for card, _ in gifts]
            if len(set(given)) != len(given) or not set(given) <= set(board.pending):
                raise IllegalCommand("give only cards you drew, each once")
            if len(given) >= len(board.pending):
                raise IllegalCommand("keep at least one of the three cards")
            for _, to in gifts:
                _check_receiver(state, seat, to)
            kept = tuple(c for c in board.pending if c not in given)
            return [*(CardGiven(seat, to, card, "pending") for card, to in gifts), CardsKept(seat, kept)]
        case cmd.SortFour(keep=keep, discard=discard, left=left, right=right):
            _check_sorting(state, seat, 4)
            if sorted((keep, discard, left, right)) != sorted(board.pending):
                raise IllegalCommand("use each of the four cards in front of you exactly once")
            return [
                CardGiven(seat, (seat + 1) % n, left, "pending"),
                CardGiven(seat, (seat - 1) % n, right, "pending"),
                CardsDiscarded(seat, (discard,), "pending", "draw"),
                CardsKept(seat, (keep,)),
            ]
    raise IllegalCommand("that is not a way to take cards in this draw")


def _check_sorting(state: MaphrState, seat: int, die: int) -> None:
    if state.step != "sort" or state.die != die:
        raise IllegalCommand(f"this draw is not die result {die}")
    if seat not in state.waiting:
        raise IllegalCommand("you have already sorted your cards")


def _check_receiver(state: MaphrState, seat: int, to: int) -> None:
    if not 0 <= to < state.player_count or to == seat:
        raise IllegalCommand("give cards to another player")
