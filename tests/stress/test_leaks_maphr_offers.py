"""maphr's blind sales (issue 22) hide the card offered from all but the proposer. Random
self-play never makes them (the rules do not list them for computer players), so the leak
checker's big runs cannot reach them: this test makes them and re-deals every seat's unknowns."""

from __future__ import annotations

import random

from game import sessions
from game.ai.determinizers import DETERMINIZERS
from game.engine import SeatConfig
from game.rules.maphr import commands as cmd
from game.stress.leaks import check_position


def at_negotiation(players: int, seed: int):
    config = sessions.make_config("maphr", [SeatConfig(f"P{s}") for s in range(players)], seed=seed, options={"negotiation": True, "round_limit": 10})
    match = sessions.start(config).match
    chooser = random.Random(seed)
    for _ in range(3000):
        if match.is_over():
            return None
        state = match.state
        if state.phase == "negotiation" and state.offer is None:
            seat = match.to_act()[0]
            if any(isinstance(c, cmd.ProposeOffer) for c in match.legal_commands(seat)) and state.players[seat].hand:
                return match, seat
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        quiet = [c for c in legal if not isinstance(c, cmd.ProposeOffer)]
        match.submit(chooser.choice(quiet or legal))
    return None


def no_leak_for_anyone(match, rng):
    rules = match.rules
    for seat in range(len(match.config.seats)):
        for _ in range(4):
            leak = check_position(rules, DETERMINIZERS["maphr"], match, seat, rng, set(), {"game": "maphr", "seed": 0, "event": len(match.entries)})
            assert leak is None, leak


def test_a_blind_sale_shows_no_seat_what_it_hides():
    made = 0
    for seed in range(1, 30):
        found = at_negotiation(3, seed)
        if found is None:
            continue
        match, seat = found
        target = next(s for s in range(3) if s != seat)
        card = match.state.players[seat].hand[0]
        blind = cmd.ProposeOffer(seat, target, give_card=card, ask_coins=1, blind=True)
        try:
            match.submit(blind)
        except Exception:
            continue  # not a card this seat may sell blind here: try another game
        made += 1
        no_leak_for_anyone(match, random.Random(seed))
        if made >= 3:
            break
    assert made >= 1, "no blind sale could be made in 30 games"
