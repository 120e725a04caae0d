"""Attacks: who may be attacked, which cards can be targeted, and what an Attack does.

Appendix: "If your Character has more Skills than another player's Character you may Attack them
... You may Attack another player with Head Hunter cards without having more Skills."
What each Attack does is the digest's ruling 4 and 5 (README).
"""

from __future__ import annotations

import random
from typing import Optional

from game.engine.records import Event
from game.rules.to_the_moon.cards import CardType, card_type_of
from game.rules.to_the_moon.copies import deal_copy_numbers_again
from game.rules.to_the_moon.events import (
    AttackResolved,
    BitcoinHacked,
    CardSmeared,
    CopiesRenumbered,
    ExchangeSued,
    SkillPoached,
)
from game.rules.to_the_moon.state import PendingAttack, Player, TableState


def skill_count(player: Player, cards: dict[str, CardType]) -> int:
    """Skill icons on the Character plus those on the cards tucked under it (ruling 7)."""
    if player.character is None:
        return 0
    owned = [player.character.card, *player.learned]
    return sum(cards[card_type_of(card)].skills for card in owned)


def has_most_bitcoins(state: TableState, seat: int) -> bool:
    """Whale Hunting: the player (or one of the players) with the most Bitcoins, at least one."""
    counts = [p.bitcoins() for p in state.players]
    return counts[seat] > 0 and counts[seat] == max(counts)


def why_not_attackable(state: TableState, cards: dict[str, CardType], attacker: int, victim: int, card: CardType) -> Optional[str]:
    """None when `attacker` may aim `card` at `victim`, else the reason."""
    if attacker == victim:
        return "you cannot Attack yourself"
    if card.kind == "head_hunter":
        return None
    mine = skill_count(state.players[attacker], cards)
    theirs = skill_count(state.players[victim], cards)
    if mine > theirs:
        return None
    if "whale_hunting" in state.options.get("bonus_rules", ()) and has_most_bitcoins(state, victim):
        return None
    return f"your Character needs more Skills than theirs to Attack them (you have {mine}, they have {theirs})"


def iter_targets(state: TableState, cards: dict[str, CardType], seat: int, card_id: str) -> list[tuple[int, str]]:
    """(target seat, targeted card) pairs that `card_id` may be aimed at now. Locked Exchanges never."""
    card = cards[card_type_of(card_id)]
    targets: list[tuple[int, str]] = []
    for victim, player in enumerate(state.players):
        if player.character is None or why_not_attackable(state, cards, seat, victim, card) is not None:
            continue
        if card.kind == "head_hunter":
            targets += [(victim, skill) for skill in player.learned]
        elif card.effect == "hack":
            targets += [(victim, s.card) for s in player.storages() if s.stored and not s.locked]
        elif card.effect == "lawsuit":
            targets += [(victim, s.card) for s in player.exchanges if not s.locked]
        elif card.effect == "smear" and player.hand:
            targets.append((victim, player.character.card))
    return targets


def position_in_row(player: Player, card: str) -> int:
    """1-based place of `card` among the player's Exchanges or learnt Skills, left to right;
    0 for the Character (see `AttackRevealed.target_position`)."""
    for row in ([e.card for e in player.exchanges], player.learned):
        if card in row:
            return row.index(card) + 1
    return 0


def hack_destinations(player: Player) -> list[Optional[str]]:
    """Where a Hacked Bitcoin may go: any own Storage with room; the hand only when none has."""
    room = [s.card for s in player.storages() if s.can_store()]
    return room or [None]


def resolve(state: TableState, cards: dict[str, CardType], attack: PendingAttack, rng: random.Random) -> list[Event]:
    """The effect of an Attack the target let through, then the card to the discard pile."""
    card = cards[card_type_of(attack.card)]
    victim = state.players[attack.target_seat]
    events: list[Event] = []
    if card.kind == "head_hunter":
        events.append(SkillPoached(attack.attacker, attack.target_seat, attack.target))
    elif card.effect == "hack":
        storage = victim.storage(attack.target)
        assert storage is not None and storage.stored
        events.append(BitcoinHacked(attack.attacker, attack.target_seat, attack.target, attack.store_on, storage.stored[-1]))
    elif card.effect == "lawsuit":
        storage = victim.storage(attack.target)
        assert storage is not None
        events.append(ExchangeSued(attack.attacker, attack.target_seat, attack.target, tuple(storage.stored)))
    elif card.effect == "smear":
        events.append(CardSmeared(attack.target_seat, rng.choice(victim.hand)))
    events.append(AttackResolved(attack.attacker, attack.card))
    if card.effect == "hack":
        # Once the Attack is over; the same cards stay face down, so the numbers can be dealt now.
        events.append(CopiesRenumbered(deal_copy_numbers_again(state, rng)))
    return events
