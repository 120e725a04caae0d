"""A full Mines de Maphr state sampled from what one seat can see (for search players).

Everything public is copied from the view: mines, miners, amenities, coins, levels, the discard,
the round's progress. What the seat cannot see is dealt at random from the cards it has not
seen (every card id of the set minus those on the table, in the discard or in its own hand):
the other players' hands, draw cards and draft packets, and the deck order. An offer's card
hidden from the seat is one of the proposer's sampled hand cards. Another player's secret choice
(action tokens, an auction bid) is unknown, so a random legal one is committed in its place.

The view does not carry the match options, so the sample uses the defaults (negotiation on,
2 tiles per prospect, 40 rounds, rolled dice); the round limit is the one that matters and the
new-game menu does not change it.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.rules import Outcome
from game.rules.maphr.mine import parse_cell
from game.rules.maphr.rules import DEFAULT_OPTIONS
from game.rules.maphr.state import ClanBoard, MaphrState, Offer, PlacedTile

HIDDEN = "hidden"
"""What a view shows for another seat's committed secret choice."""


def state_from_view(rules: Any, view: dict[str, Any], seat: int, rng: random.Random) -> MaphrState:
    shown_players = view["players"]
    state = MaphrState(len(shown_players), dict(DEFAULT_OPTIONS))
    seen: set[str] = set(view["discard"])
    for index, shown in enumerate(shown_players):
        board = ClanBoard(
            clan=shown["clan"], coins=shown["coins"], level=shown["level"],
            free_miner_used=shown["free_miner_used"], amenities=list(shown["amenities"]), gap_bonus=shown["gap_bonus"],
        )
        board.mine = {parse_cell(key): PlacedTile(tile["card"], tile["rotation"]) for key, tile in shown["mine"].items()}
        board.miners = [None if cell is None else parse_cell(cell) for cell in shown["miners"]]
        seen.update(tile.card for tile in board.mine.values())
        seen.update(board.amenities)
        if shown["hand"] is not None:
            board.hand, board.pending = list(shown["hand"]), list(shown["pending"])
            seen.update(board.hand + board.pending)
        if shown["packet"] is not None and shown["packet_size"]:
            state.packets[index] = list(shown["packet"])
            seen.update(shown["packet"])
        state.players.append(board)
    for _, card in view["immediate"]:
        seen.add(card)
    offer = view["offer"]
    if offer is not None and offer["give_card"] is not None:
        seen.add(offer["give_card"])
    unseen = [card for card in rules.cards.all_card_ids() if card not in seen]
    rng.shuffle(unseen)
    for index, shown in enumerate(shown_players):
        if shown["hand"] is not None:
            continue
        board = state.players[index]
        if offer is not None and offer["proposer"] == index and offer["give_card"] is not None:
            # The card offered to this seat is still in the proposer's hand.
            board.hand = [offer["give_card"]] + _deal(unseen, shown["hand_size"] - 1)
        else:
            board.hand = _deal(unseen, shown["hand_size"])
        board.pending = _deal(unseen, shown["pending_size"])
        if shown["packet_size"]:
            state.packets[index] = _deal(unseen, shown["packet_size"])
    state.deck = _deal(unseen, view["deck_size"])
    if unseen:
        raise ValueError("the view is not consistent with the card set")
    state.discard = list(view["discard"])
    unknown_choosers = _copy_progress(state, view)
    if offer is not None:
        give_card = offer["give_card"]
        if offer["gives_card"] and give_card is None:
            give_card = rng.choice(state.players[offer["proposer"]].hand)
        state.offer = Offer(offer["proposer"], offer["target"], give_card, offer["give_coins"], offer["ask_coins"], offer["ask_card"])
    for chooser in unknown_choosers:
        _commit_random_choice(rules, state, chooser, rng)
    return state


def _commit_random_choice(rules: Any, state: MaphrState, chooser: int, rng: random.Random) -> None:
    """Stand in for a secret choice this seat cannot see: the chooser commits a random legal one."""
    state.waiting.append(chooser)
    command = rng.choice(rules.legal_commands(state, chooser))
    for event in rules.handle(state, command, rng):
        rules.apply(state, event)


def _deal(unseen: list[str], count: int) -> list[str]:
    if count > len(unseen):
        raise ValueError("the view is not consistent with the card set")
    dealt = unseen[:count]
    del unseen[:count]
    return dealt


def _copy_progress(state: MaphrState, view: dict[str, Any]) -> list[int]:
    """Copy the round's progress; returns the seats whose committed secret choice is hidden."""
    state.round, state.roller, state.die = view["round"], view["roller"], view["die"]
    state.phase, state.step, state.waiting = view["phase"], view["step"], list(view["waiting"])
    choices = view["choices"]
    unknown: list[int] = []
    if choices["step"] is not None:
        state.secrets.open_step(choices["step"], tuple(choices["choosers"]))
        for chooser, choice in choices["committed"].items():
            if choice == HIDDEN:
                unknown.append(int(chooser))
            else:
                state.secrets.committed[int(chooser)] = choice
    state.bids = {int(s): b for s, b in view["bids"].items()}
    state.auction_winner, state.picks_left = view["auction_winner"], view["picks_left"]
    state.actions = {int(s): tuple(a) for s, a in view["actions"].items()}
    state.impeded = [(s, a) for s, a in view["impeded"]]
    state.queue = [(s, a) for s, a in view["queue"]]
    state.placed_this_action, state.moved_miners = view["placed_this_action"], list(view["moved_miners"])
    state.turn, state.sold, state.offers_made = view["turn"], view["sold"], view["offers_made"]
    state.immediate = [(s, c) for s, c in view["immediate"]]
    state.choice = (view["choice"][0], view["choice"][1]) if view["choice"] else None
    state.finishers = list(view["finishers"])
    state.score_grid = {int(s): dict(g) for s, g in view["score_grid"].items()}
    if view["outcome"] is not None:
        shown = view["outcome"]
        state.outcome = Outcome(tuple(shown["winners"]), shown["reason"], tuple(shown["scores"]))
    return unknown
