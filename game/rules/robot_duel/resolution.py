"""Step 4 of a round, "apply the effects", once both cards are revealed.

The order (README, ruling 8): pay the costs; turn tiles face up; attacks (clash, Barrier,
Counter); moves (cancelled when attacked or trapped, or when both would reach the moon);
victory; the rest zone swap.
"""

from __future__ import annotations

from typing import Optional

from game.engine.records import Event
from game.rules.robot_duel.cards import CardType, card_type_of
from game.rules.robot_duel.events import (
    AttackCountered,
    AttacksClashed,
    BonusDrawn,
    CardCopied,
    CardRested,
    CardReturned,
    CostPaid,
    DamageTaken,
    DuelWon,
    MoveCancelled,
    PawnMoved,
    TilesTurnedUp,
)
from game.rules.robot_duel.state import TILES_PER_KIND, DuelState


def effective_type(state: DuelState, seat: int, card_id: str, cards: dict[str, CardType]) -> CardType:
    """The card whose effect is played: a Copy plays the card in its player's rest zone."""
    card = cards[card_type_of(card_id)]
    rest = state.robots[seat].rest
    if card.copy and rest is not None:
        return cards[card_type_of(rest)]
    return card


def resolve_round(state: DuelState, cards: dict[str, CardType]) -> list[Event]:
    played = state.revealed
    robots = state.robots
    effect = {seat: effective_type(state, seat, played[seat], cards) for seat in (0, 1)}
    events: list[Event] = []

    # 1. Costs: the revealed card's own cost (a Copy never pays the copied card's).
    for seat in (0, 1):
        cost = cards[card_type_of(played[seat])].cost
        if cost:
            events.append(CostPaid(seat, played[seat], cost.get("battery", 0), cost.get("disk", 0)))
    for seat in (0, 1):
        if effect[seat] is not cards[card_type_of(played[seat])]:
            events.append(CardCopied(seat, effect[seat].key))

    # 2. Tiles turned face up, never more than the face-down ones.
    for seat in (0, 1):
        gain = effect[seat].gain
        if gain:
            robot = robots[seat]
            paid = cards[card_type_of(played[seat])].cost
            battery_down = TILES_PER_KIND - (robot.battery - paid.get("battery", 0))
            disk_down = TILES_PER_KIND - (robot.disk - paid.get("disk", 0))
            events.append(TilesTurnedUp(
                seat, played[seat],
                min(gain.get("battery", 0), battery_down),
                min(gain.get("disk", 0), disk_down),
            ))

    # 3. Attacks.
    damage = {0: 0, 1: 0}
    blocked = {0: 0, 1: 0}
    a0, a1 = effect[0].attack, effect[1].attack
    if a0 and a1:
        winner: Optional[int] = 0 if a0 > a1 else 1 if a1 > a0 else None
        events.append(AttacksClashed(winner))
        if winner is not None:
            damage[1 - winner] = max(a0, a1)
    else:
        for attacker in (0, 1):
            defender = 1 - attacker
            strength = effect[attacker].attack
            if not strength:
                continue
            if effect[defender].counter:
                events.append(AttackCountered(attacker))
                damage[attacker] += effect[defender].counter
            else:
                blocked[defender] = min(strength, effect[defender].reduce)
                damage[defender] += strength - blocked[defender]
    for seat in (0, 1):
        if damage[seat] or blocked[seat]:
            events.append(DamageTaken(seat, min(damage[seat], robots[seat].health), blocked[seat]))

    # 4. Moves.
    arriving = {}
    for seat in (0, 1):
        if not effect[seat].move:
            continue
        other = effect[1 - seat]
        if other.is_attack:
            events.append(MoveCancelled(seat, "attacked"))
        elif other.cancel_move:
            events.append(MoveCancelled(seat, "trap"))
        else:
            arriving[seat] = min(robots[seat].position + effect[seat].move, state.track_length)
    if len(arriving) == 2 and all(p == state.track_length for p in arriving.values()):
        for seat in (0, 1):
            events.append(MoveCancelled(seat, "both_at_moon"))
        arriving = {}
    pile = list(state.bonus_pile)
    for seat, position in sorted(arriving.items()):
        events.append(PawnMoved(seat, position))
        if position in state.stars and pile:
            events.append(BonusDrawn(seat, pile.pop(0)))

    # 5. Rest zone: the played card rests, the resting one goes back to the hand.
    for seat in (0, 1):
        robot = robots[seat]
        if robot.rest is not None:
            events.append(CardReturned(seat, robot.rest))
        copied = effect[seat].key if cards[card_type_of(played[seat])].copy else None
        events.append(CardRested(seat, played[seat], copied))

    # 6. Victory.
    knocked_out = {seat for seat in (0, 1) if robots[seat].health - damage[seat] <= 0}
    at_moon = {seat for seat, p in arriving.items() if p == state.track_length}
    winners = ({1 - s for s in knocked_out} | at_moon) - knocked_out
    if knocked_out or at_moon:
        if len(winners) == 1:
            (winner_seat,) = winners
            events.append(DuelWon((winner_seat,), "moon" if winner_seat in at_moon else "health"))
        else:
            events.append(DuelWon((), "draw"))
    return events
