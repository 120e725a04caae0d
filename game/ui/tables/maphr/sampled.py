"""A Mines de Maphr state rebuilt from one seat's view, so the table can ask the rules what that
seat may do (legal commands, placements) without seeing anything the seat may not see.

Cards the seat cannot see (other hands, their draws) become placeholders: the rules only count
them when they list the seat's own choices (an offer asks for "a card" of a player with a hand).
"""

from __future__ import annotations

from typing import Any

from game.engine.simultaneous import SecretChoices
from game.rules.maphr.mine import parse_cell
from game.rules.maphr.rules import DEFAULT_OPTIONS
from game.rules.maphr.state import ClanBoard, MaphrState, Offer, PlacedTile

HIDDEN = "hidden"


def _cards(known: Any, size: int, owner: int, zone: str) -> list[str]:
    return list(known) if known is not None else [f"{HIDDEN}:{owner}:{zone}:{i}" for i in range(size)]


def state_from_view(view: dict[str, Any], options: dict[str, Any]) -> MaphrState:
    players = []
    for seat, p in enumerate(view["players"]):
        players.append(ClanBoard(
            clan=p["clan"], coins=p["coins"], level=p["level"], free_miner_used=p["free_miner_used"],
            hand=_cards(p["hand"], p["hand_size"], seat, "hand"), pending=_cards(p["pending"], p["pending_size"], seat, "pending"),
            mine={parse_cell(k): PlacedTile(t["card"], t["rotation"]) for k, t in p["mine"].items()},
            miners=[None if m is None else parse_cell(m) for m in p["miners"]],
            amenities=list(p["amenities"]), gap_bonus=p["gap_bonus"],
        ))
    choices = view["choices"]
    secrets = SecretChoices(choices["step"], tuple(choices["choosers"]), {int(s): c for s, c in choices["committed"].items()})
    offer = None
    if view["offer"] is not None:
        o = view["offer"]
        card = o["give_card"] if o["give_card"] is not None or not o["gives_card"] else f"{HIDDEN}:offer"
        offer = Offer(o["proposer"], o["target"], card, o["give_coins"], o["ask_coins"], o["ask_card"])
    packets = {}
    for seat, p in enumerate(view["players"]):
        if p["packet_size"]:
            packets[seat] = _cards(p["packet"], p["packet_size"], seat, "packet")
    return MaphrState(
        player_count=len(players), options={**DEFAULT_OPTIONS, **options}, players=players,
        deck=[f"{HIDDEN}:deck:{i}" for i in range(view["deck_size"])], discard=list(view["discard"]),
        round=view["round"], roller=view["roller"], die=view["die"], phase=view["phase"], step=view["step"],
        waiting=list(view["waiting"]), packets=packets, picks_left=view["picks_left"], secrets=secrets,
        bids={int(s): b for s, b in view["bids"].items()}, auction_winner=view["auction_winner"],
        immediate=[tuple(i) for i in view["immediate"]], choice=tuple(view["choice"]) if view["choice"] else None,
        actions={int(s): tuple(a) for s, a in view["actions"].items()}, impeded=[tuple(i) for i in view["impeded"]],
        queue=[tuple(q) for q in view["queue"]], placed_this_action=view["placed_this_action"],
        moved_miners=list(view["moved_miners"]), turn=view["turn"], sold=view["sold"], offers_made=view["offers_made"],
        offer=offer, finishers=list(view["finishers"]),
    )
