"""The fold: how each event changes the table. One case per event; reads nothing else."""

from __future__ import annotations

from game.engine.records import ChoiceCommitted, ChoicesRevealed, Event
from game.engine.rules import Outcome
from game.rules.maphr import events as ev
from game.rules.maphr.cards import CardSet
from game.rules.maphr.state import MaphrState, Offer, PlacedTile


def _take(zone: list[str], cards: tuple[str, ...] | list[str]) -> None:
    for card in cards:
        zone.remove(card)


def apply_event(state: MaphrState, event: Event, cards: CardSet) -> None:
    players = state.players
    match event:
        case ev.ClanDealt(seat=seat, clan=clan):
            players[seat].clan = clan
        case ev.FirstPlayerChosen(seat=seat):
            state.first_roller = state.roller = seat
        case ev.DeckShuffled(order=order, from_discard=from_discard):
            if from_discard:
                state.discard = []
            state.deck = list(order or ())
        case ev.CardsDrawn(seat=seat, cards=drawn, source=source, zone=zone):
            drawn = tuple(drawn or ())
            if source == "deck":
                del state.deck[: len(drawn)]
            else:
                _take(state.discard, drawn)
            target = {"hand": players[seat].hand, "pending": players[seat].pending}.get(zone)
            if target is None:
                target = state.packets.setdefault(seat, [])
            target.extend(drawn)
        case ev.CardsDiscarded(seat=seat, cards=discarded, zone=zone):
            zones = {"hand": players[seat].hand, "pending": players[seat].pending}
            _take(zones[zone] if zone in zones else state.packets[seat], discarded)
            state.discard.extend(discarded)
        case ev.CardsKept(seat=seat, cards=kept):
            _take(players[seat].pending, kept or ())
            players[seat].hand.extend(kept or ())
            _done(state, seat)
        case ev.CardGiven(giver=giver, receiver=receiver, card=card, zone=zone):
            (players[giver].pending if zone == "pending" else players[giver].hand).remove(card)
            players[receiver].hand.append(card)
        case ev.RoundStarted(round=number, roller=roller):
            state.round, state.roller = number, roller
            state.actions, state.impeded, state.bids = {}, [], {}
        case ev.DieRolled(value=value, purpose=purpose):
            if purpose != "caravan":
                state.die = value
                state.die_rolls += 1
        case ev.StepOpened(phase=phase, step=step, waiting=waiting):
            state.phase, state.step, state.waiting = phase, step, list(waiting)
            state.turn, state.sold, state.offers_made = 0, False, 0
            if phase != "draw":
                state.packets = {}
            if phase == "draw" and step == "auction":
                state.secrets.open_step(ev.AUCTION_STEP, waiting)
            elif phase == "actions":
                state.secrets.open_step(ev.ACTIONS_STEP, waiting)
            elif phase == "impediments" and step == "window":
                state.secrets.open_step(ev.IMPEDIMENTS_STEP, waiting)
            elif phase == "resolve":
                state.queue = [(s, a) for s in state.order() for a in state.actions.get(s, ()) if a != "idle"]
        case ChoiceCommitted():
            state.secrets.apply_committed(event)
            _done(state, event.seat)
        case ChoicesRevealed(step=step, choices=choices):
            state.secrets.apply_revealed(event)
            if step == ev.AUCTION_STEP:
                state.bids = {seat: int(amount) for seat, amount in choices}
            elif step == ev.ACTIONS_STEP:
                state.actions = {seat: tuple(choice["actions"]) for seat, choice in choices}
                state.second_discards = {seat: tuple(choice["discards"]) for seat, choice in choices}
        case ev.CoinsGained(seat=seat, amount=amount):
            players[seat].coins += amount
        case ev.CoinsPaid(seat=seat, amount=amount):
            players[seat].coins -= amount
        case ev.AuctionWon(seat=seat):
            state.picks_left, state.auction_winner = 2, seat
        case ev.DraftPicked(seat=seat, card=card):
            state.packets[seat].remove(card)
            players[seat].hand.append(card)
            if state.die == 2:
                state.picks_left -= 1
                if state.picks_left == 0:
                    _done(state, seat)
            else:
                _done(state, seat)
        case ev.PacketsPassed(direction=direction):
            n = state.player_count
            state.packets = {(seat + direction) % n: packet for seat, packet in state.packets.items()}
            state.waiting = [s for s in range(n) if state.packets.get(s)]
        case ev.PacketPassed(giver=giver, receiver=receiver):
            state.packets[receiver] = state.packets.pop(giver)
            state.picks_left = 1
            state.waiting = [receiver]
        case ev.ImmediateRevealed(seat=seat, card=card):
            players[seat].hand.remove(card)
            state.immediate.append((seat, card))
            if event.awaits_choice:
                state.choice = (seat, card)
        case ev.ImmediateResolved(card=card):
            state.immediate = [(s, c) for s, c in state.immediate if c != card]
            state.discard.append(card)
            state.choice = None
        case ev.CatastropheAverted():
            pass  # told in the log; the card is resolved next
        case ev.ActionStarted():
            state.step = "acting"
        case ev.AmenityActionUsed():
            state.sold = True
        case ev.CaravanAnswered():
            state.choice = None
        case ev.TileDestroyed(seat=seat, card=card, x=x, y=y):
            board = players[seat]
            del board.mine[(x, y)]
            board.miners = [None if m == (x, y) else m for m in board.miners]
            state.discard.append(card)
            state.choice = None
        case ev.AmenityDestroyed(seat=seat, card=card):
            players[seat].amenities.remove(card)
            state.discard.append(card)
            state.choice = None
        case ev.MinerLost(seat=seat, miner=miner):
            del players[seat].miners[miner]
        case ev.MinerGained(seat=seat):
            players[seat].miners.append(None)
        case ev.LevelChanged(seat=seat, level=level):
            players[seat].level = level
        case ev.GapExtended(seat=seat, amount=amount):
            players[seat].gap_bonus += amount
        case ev.ImpedimentPlayed(seat=seat, card=card, target=target, action=action):
            players[seat].hand.remove(card)
            state.discard.append(card)
            state.impeded.append((target, action))
        case ev.ActionCancelled() | ev.ActionEnded():
            state.queue.pop(0)
            state.step = ""
            state.placed_this_action, state.moved_miners = 0, []
        case ev.TilePlaced(seat=seat, card=card, x=x, y=y, rotation=rotation):
            players[seat].hand.remove(card)
            players[seat].mine[(x, y)] = PlacedTile(card, rotation)
            state.placed_this_action += 1
        case ev.MinerBought(seat=seat, x=x, y=y, cost=cost):
            board = players[seat]
            board.coins -= cost
            board.free_miner_used = True
            board.miners.append((x, y))
            state.moved_miners.append(len(board.miners) - 1)
        case ev.MinerMoved(seat=seat, miner=miner, x=x, y=y):
            players[seat].miners[miner] = (x, y)
            state.moved_miners.append(miner)
        case ev.VeinsExploited(seat=seat, amount=amount, bonus=extra):
            players[seat].coins += amount + extra
        case ev.AmenityBuilt(seat=seat, card=card, cost=cost):
            players[seat].hand.remove(card)
            players[seat].amenities.append(card)
            players[seat].coins -= cost
            state.placed_this_action += 1
        case ev.CardSold(seat=seat, card=card, price=price):
            players[seat].hand.remove(card)
            players[seat].coins += price
            state.discard.append(card)
            state.sold = True
        case ev.SaleSkipped():
            state.sold = True
        case ev.TurnEnded():
            state.turn += 1
            state.sold, state.offers_made, state.offer = False, 0, None
        case ev.OfferMade():
            state.offer = Offer(event.proposer, event.target, event.give_card, event.give_coins, event.ask_coins, event.ask_card, event.ask_name,
                                isinstance(event, ev.BlindOfferMade))
            state.offers_made += 1
        case ev.OfferAccepted(card=card):
            offer = state.offer
            assert offer is not None
            proposer, target = players[offer.proposer], players[offer.target]
            if offer.give_card is not None:
                proposer.hand.remove(offer.give_card)
                target.hand.append(offer.give_card)
            if card is not None:
                target.hand.remove(card)
                proposer.hand.append(card)
            proposer.coins += offer.ask_coins - offer.give_coins
            target.coins += offer.give_coins - offer.ask_coins
            state.offer = None
        case ev.OfferRefused():
            state.offer = None
        case ev.GameEnded(winners=winners, reason=reason, scores=scores, grid=grid, finishers=finishers):
            state.phase, state.waiting = "over", []
            state.finishers = list(finishers)
            state.score_grid = {seat: dict(lines) for seat, lines in enumerate(grid)}
            state.outcome = Outcome(tuple(winners), reason, tuple(scores))
        case _:
            raise ValueError(f"maphr cannot apply {type(event).__name__}")


def _done(state: MaphrState, seat: int) -> None:
    if seat in state.waiting:
        state.waiting.remove(seat)
