"""The fold: one case per event, changing the state in place and reading nothing else but the
card data (which never changes during a match)."""

from __future__ import annotations

from game.engine.records import Event
from game.engine.rules import Outcome
from game.rules.mining_war import events as ev
from game.rules.mining_war.cards import CardSet
from game.rules.mining_war.state import HACK_NOTHING, NEUTRINO, Fight, Fighter, Pending, Side, WarState, firewall_id, pool_id


def set_health(state: WarState, card: str, value: int, cards: CardSet) -> None:
    if card == NEUTRINO:
        state.neutrino = value
        return
    side = state.side_of(card)
    if card.endswith(".pool"):
        side.pool = value
    elif card in side.firewalls:
        side.firewalls[card] = value
    else:
        fighter = side.battlefield[card]
        fighter.damage_taken = cards.cards[fighter.key].health - value


def _place(state: WarState, seat: int, card: str, key: str, delay: int, cards: CardSet) -> None:
    side = state.sides[seat]
    side.hand.remove(card)
    state.card_types[card] = key
    side.battlefield[card] = Fighter(card, key, delay)
    if delay == 0 and cards.cards[key].has("HACK"):
        state.hack_queue.append(card)


def _eliminate(state: WarState, seat: int) -> None:
    side = state.sides[seat]
    side.eliminated = True
    side.pool = min(side.pool, 0)
    for card in [c for c in state.stolen if c in side.bitcoins]:
        del state.stolen[card]
    # Deck cards leave the game; Mining Pool and Firewalls are not deck cards and just go.
    side.removed += side.deck + side.hand + side.bitcoins + list(side.spares) + list(side.battlefield) + [c for c in side.dump if ".fw" not in c]
    state.tapped -= set(side.bitcoins) | set(side.spares)
    side.deck, side.hand, side.bitcoins, side.spares, side.battlefield, side.dump = [], [], [], {}, {}, []
    side.firewalls = {}
    state.hack_queue = [c for c in state.hack_queue if not c.startswith(f"p{seat}.")]


def apply(state: WarState, event: Event, cards: CardSet) -> None:
    sides = state.sides
    match event:
        case ev.TableLaidOut():
            state.sides = [
                Side(seat, event.pool_health, {firewall_id(seat, n): event.firewall_health for n in range(1, event.firewalls + 1)})
                for seat in range(event.players)
            ]
            state.neutrino = event.neutrino_health
            for seat in range(event.players):
                state.card_types[pool_id(seat)] = "mining_pool"
                state.card_types.update({fw: "firewall" for fw in state.sides[seat].firewalls})
            state.card_types[NEUTRINO] = "neutrino"
        case ev.DeckShuffled(seat=seat, keys=keys, order=order):
            ids = [f"p{seat}.{n:02d}" for n in range(event.size)]
            sides[seat].deck = list(order) if order else ids
            state.card_types.update(zip(ids, keys or ()))
        case ev.TablePreset(seat=seat):
            side = sides[seat]
            side.pool = event.pool
            side.firewalls = {firewall_id(seat, n): hp for n, hp in enumerate(event.firewalls, 1)}
            for card in event.bitcoins:
                side.deck.remove(card)
                side.bitcoins.append(card)
            for card, key, delay in event.fighters:
                side.deck.remove(card)
                side.battlefield[card] = Fighter(card, key, delay)
        case ev.NeutrinoBonusHidden(bonus=bonus):
            state.neutrino_bonus = bonus
        case ev.TurnOrderDrawn(order=order):
            state.order = tuple(order)
        case ev.CardsDrawn(seat=seat, cards=drawn):
            side = sides[seat]
            for card in drawn:
                side.deck.remove(card)
                side.hand.append(card)
            if state.phase == "draw":
                state.drawn = True
        case ev.TurnStarted(seat=seat):
            state.active, state.turn, state.round = seat, event.turn, event.round
            state.drawn = state.asked_last_card = False
            sides[seat].placed_bitcoin = False
        case ev.PhaseStarted(phase=phase):
            state.phase = phase
        case ev.CardsUntapped(seat=seat, cards=untapped):
            for card in untapped:
                state.tapped.discard(card)
                if card in sides[seat].battlefield:
                    sides[seat].battlefield[card].tapped = False
        case ev.DeploymentAdvanced(seat=seat, card=card, delay=delay):
            sides[seat].battlefield[card].delay = delay
        case ev.CardRevealed(seat=seat, card=card):
            sides[seat].battlefield[card].delay = 0
            if cards.cards[event.key].has("HACK"):
                state.hack_queue.append(card)
        case ev.ChoiceOffered(seat=seat, kind=kind, card=card):
            state.pending = Pending(seat, kind, card)
            if kind == "multi" and state.fight is not None:
                state.fight.multi_asked = True
            if kind == "last_card":
                state.asked_last_card = True
        case ev.ChoiceAnswered(kind=kind, option=option):
            state.pending = None
            if kind == "hack" and option == HACK_NOTHING:
                state.hack_queue.pop(0)
        case ev.ResourceStolen(seat=seat, card=card):
            state.stolen[card] = seat
            state.tapped.discard(card)
            state.hack_queue.pop(0)
        case ev.HackMissed():
            state.hack_queue.pop(0)
        case ev.BitcoinPlaced(seat=seat, card=card):
            sides[seat].hand.remove(card)
            sides[seat].bitcoins.append(card)
            sides[seat].placed_bitcoin = True
        case ev.ResourcesTapped(cards=paid):
            state.tapped.update(paid)
        case ev.CardDeployed(seat=seat, card=card, key=key):
            _place(state, seat, card, key, 0, cards)
        case ev.CardDeployedFaceDown(seat=seat, card=card, delay=delay):
            _place(state, seat, card, state.card_types[card], delay, cards)
        case ev.SpellCast(seat=seat, card=card):
            sides[seat].hand.remove(card)
            sides[seat].dump.append(card)
        case ev.CardDamaged(card=card, health=value) | ev.CardHealed(card=card, health=value):
            set_health(state, card, value, cards)
        case ev.FightersBoosted(seat=seat, amount=amount):
            sides[seat].boost += amount
        case ev.FightersUntapped(seat=seat, cards=untapped):
            for card in untapped:
                sides[seat].battlefield[card].tapped = False
        case ev.BitcoinFetched(seat=seat, card=card):
            sides[seat].deck.remove(card)
            sides[seat].bitcoins.append(card)
        case ev.DeckReshuffled(seat=seat, order=order):
            sides[seat].deck = list(order or ())
        case ev.AttackDeclared(attacker=attacker, target=target):
            state.fight = Fight(attacker, target, event.first_striker, event.first_strikes)
        case ev.FirstStrike(target=target, health=value):
            assert state.fight is not None
            state.fight.first_strikes_left -= 1
            set_health(state, target, value, cards)
        case ev.MultiActivated(seat=seat, card=card):
            sides[seat].battlefield[card].multi = True
        case ev.StrikesExchanged():
            set_health(state, event.attacker, event.attacker_health, cards)
            set_health(state, event.target, event.target_health, cards)
        case ev.CardDestroyed(seat=seat, card=card):
            side = sides[seat]
            side.firewalls.pop(card, None)
            side.battlefield.pop(card, None)
            side.dump.append(card)
        case ev.FighterTapped(card=card):
            state.side_of(card).battlefield[card].tapped = True
        case ev.FightEnded():
            state.fight = None
        case ev.NeutrinoDestroyed(seat=seat, bonus=bonus):
            state.neutrino = None
            state.bonus_revealed = True
            state.bonus_due = (seat, bonus)
        case ev.BonusResolved():
            state.bonus_due = None
        case ev.PlayerEliminated(seat=seat):
            _eliminate(state, seat)
        case ev.CardSetAside(seat=seat, card=card):
            sides[seat].hand.remove(card)
            sides[seat].spares[card] = state.turn
        case ev.CardDiscarded(seat=seat, card=card):
            sides[seat].hand.remove(card)
            sides[seat].dump.append(card)
        case ev.SparesDumped(seat=seat, cards=dumped):
            for card in dumped:
                del sides[seat].spares[card]
                state.tapped.discard(card)
                sides[seat].dump.append(card)
        case ev.ResourceReturned(card=card):
            del state.stolen[card]
            state.tapped.discard(card)
        case ev.TurnEnded(seat=seat):
            for side in sides:
                for fighter in side.battlefield.values():
                    if not cards.cards[fighter.key].has("FRAGILE"):
                        fighter.damage_taken = 0
                side.boost = 0
            state.phase = "between"
        case ev.GameWon(winner=winner, reason=reason):
            state.outcome = Outcome((winner,), reason)
            state.phase = "over"
        case ev.RoundLimitReached(winners=winners):
            state.outcome = Outcome(tuple(winners), "round limit")
            state.phase = "over"
        case _:
            raise ValueError(f"mining_war cannot apply {type(event).__name__}")
