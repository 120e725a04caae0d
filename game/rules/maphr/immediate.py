"""Contracts and catastrophes: they never stay in a hand and act at the end of the draw, on
whoever holds them then (rulebook, "Une fois la distribution des cartes effectuée")."""

from __future__ import annotations

import random

from game.engine.records import Command, Event, IllegalCommand
from game.rules.maphr import commands as cmd
from game.rules.maphr.cards import CardSet, CardType
from game.rules.maphr.events import (
    AmenityDestroyed, CaravanAnswered, CatastropheAverted, CoinsGained, CoinsPaid, DieRolled, GapExtended,
    ImmediateResolved, ImmediateRevealed, LevelChanged, MinerGained, MinerLost, StepOpened, TileDestroyed,
)
from game.rules.maphr.mine import cell_key, parse_cell, removable_cells
from game.rules.maphr.powers import mine_shapes, shield_against
from game.rules.maphr.state import ClanBoard, MaphrState


def next_immediate(state: MaphrState, cards: CardSet) -> tuple[int, str] | None:
    for seat in state.order():
        for card in state.players[seat].hand:
            if cards.type_of(card).is_immediate:
                return seat, card
    return None


def choices_for(state: MaphrState, cards: CardSet, seat: int, card: str) -> list[str]:
    """The answers the holder may give; [] when the card needs no decision."""
    board = state.players[seat]
    kind = cards.type_of(card)
    if kind.kind == "catastrophe" and shield_against(cards, board, kind.key):
        return []
    if kind.effect == "caravan":
        return (["accept"] if board.coins >= kind.price else []) + ["refuse"]
    if kind.effect == "destroy_tile":
        cells = removable_cells(mine_shapes(cards, board))
        return [cell_key(c) for c in cells] if len(cells) > 1 else []
    if kind.effect == "destroy_amenity":
        return sorted(board.amenities) if len(board.amenities) > 1 else []
    return []


def advance_immediate(state: MaphrState, cards: CardSet, rng: random.Random) -> list[Event]:
    if state.choice is not None:
        return []
    found = next_immediate(state, cards)
    if found is None:
        return [StepOpened("actions", "", tuple(state.order()))]
    seat, card = found
    if choices_for(state, cards, seat, card):
        return [ImmediateRevealed(seat, card, True)]
    return [ImmediateRevealed(seat, card, False), *_effect(state, cards, seat, card, None, rng), ImmediateResolved(seat, card)]


def resolve_drawn(state: MaphrState, cards: CardSet, seat: int, rng: random.Random) -> list[Event]:
    """A contract or catastrophe drawn after the draw phase (an amenity's "draw" action) acts on
    its drawer at once: these cards "ne se gardent pas en main" (ruling 9). [] when none waits;
    with a choice to make, the holder is asked (`state.choice`) before anything else."""
    if state.choice is not None:
        return []
    card = next((c for c in state.players[seat].hand if cards.type_of(c).is_immediate), None)
    if card is None:
        return []
    if choices_for(state, cards, seat, card):
        return [ImmediateRevealed(seat, card, True)]
    return [ImmediateRevealed(seat, card, False), *_effect(state, cards, seat, card, None, rng), ImmediateResolved(seat, card)]


def handle_choice(state: MaphrState, cards: CardSet, command: Command, rng: random.Random) -> list[Event]:
    if not isinstance(command, cmd.ResolveChoice) or state.choice is None or state.choice[0] != command.seat:
        raise IllegalCommand("no card of yours waits for an answer")
    seat, card = state.choice
    if command.answer not in choices_for(state, cards, seat, card):
        raise IllegalCommand(f"{command.answer!r} is not an answer to {cards.type_of(card).name['en']}")
    return [*_effect(state, cards, seat, card, command.answer, rng), ImmediateResolved(seat, card)]


def _effect(state: MaphrState, cards: CardSet, seat: int, card: str, answer: str | None, rng: random.Random) -> list[Event]:
    board = state.players[seat]
    kind: CardType = cards.type_of(card)
    if kind.kind == "catastrophe":
        shield = shield_against(cards, board, kind.key)
        if shield:
            return [CatastropheAverted(seat, card, shield)]
    match kind.effect:
        case "gain":
            return [CoinsGained(seat, kind.amount, kind.key)]
        case "gain_per_vein":
            veins = sum(1 for t in board.mine.values() if cards.type_of(t.card).mineral == kind.mineral)
            return [CoinsGained(seat, kind.amount * veins, kind.key)] if veins else []
        case "caravan":
            accepted = answer == "accept"
            events: list[Event] = [CaravanAnswered(seat, card, accepted)]
            if not accepted:
                paid = min(kind.refuse, board.coins)
                return events + ([CoinsPaid(seat, paid, "caravan")] if paid else [])
            roll = rng.randint(1, 6)
            if kind.price:
                events.append(CoinsPaid(seat, kind.price, "caravan"))
            return events + [DieRolled(seat, roll, "caravan"), CoinsGained(seat, kind.per_pip * roll, "caravan")]
        case "gap_extension":
            return [GapExtended(seat, kind.amount)]
        case "free_miner":
            return [MinerGained(seat)] if len(board.miners) < board.level + 1 else []
        case "destroy_tile":
            cells = removable_cells(mine_shapes(cards, board))
            if not cells:
                return []
            cell = parse_cell(answer) if answer else cells[0]
            return [TileDestroyed(seat, board.mine[cell].card, cell[0], cell[1])]
        case "lose_coins":
            paid = min(kind.amount, board.coins)
            return [CoinsPaid(seat, paid, kind.key)] if paid else []
        case "destroy_amenity":
            if not board.amenities:
                return []
            return [AmenityDestroyed(seat, answer or board.amenities[0])]
        case "lose_miner":
            return [MinerLost(seat, _miner_to_lose(board))] if board.miners else []
        case "lower_level":
            return [LevelChanged(seat, board.level - 1, kind.key)] if board.level > 1 else []
    return []


def _miner_to_lose(board: ClanBoard) -> int:
    """A miner not yet in the mine goes first, else the last one bought."""
    for index, cell in enumerate(board.miners):
        if cell is None:
            return index
    return len(board.miners) - 1
