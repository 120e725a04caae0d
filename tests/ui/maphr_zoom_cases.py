"""Mines de Maphr tables where a zoom or a crowded amenity row is easy to get wrong: boards with
many amenities of one colour, a full hand, an open draw panel, a seller owning many amenities
with an action. Shared by test_maphr_zooms.py and render_maphr_zooms.py."""

from __future__ import annotations

import random
from typing import Optional

from game import sessions
from game.engine import Match, SeatConfig
from game.rules.maphr import commands as maphr_cmd
from game.rules.maphr.cards import COLOURS
from game.ui.tables.maphr.controls import PANEL
from tests.ui import crowded_tables as ct


def played_until(players: int, reached, seed: int = 5, dice: tuple[int, ...] = (6,)) -> Match:
    """A maphr match played at random (negotiation off, no impediments) until `reached(match)`."""
    config = sessions.make_config("maphr", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed,
                                  options={"draw_dice": list(dice), "negotiation": False})
    match = sessions.start(config).match
    chooser = random.Random(seed)
    for _ in range(3000):
        if match.to_act() and reached(match):
            return match
        legal = match.legal_commands(match.to_act()[0])
        quiet = [c for c in legal if not isinstance(c, maphr_cmd.ProposeOffer) and not getattr(c, "plays", ())]
        match.submit(chooser.choice(quiet or legal))
    raise AssertionError("the situation never came")


def one_colour_rows(players: int, at_least: int = 6) -> tuple[Match, Optional[int]]:
    """Every seat owns every amenity of the deck of one colour (seat s the s-th most common
    colour: 6 to 9 cards in one row, identical ones among them), seen by nobody in particular."""
    match = ct.maphr_state_at(players, "actions", 6, from_round=4)
    cards = match.rules.cards  # type: ignore[attr-defined]
    stock = ct.amenities_in_deck(match)
    by_colour = {colour: [c for c in stock if cards.type_of(c).colour == colour] for colour in COLOURS}
    ranked = sorted(COLOURS, key=lambda colour: -len(by_colour[colour]))
    for seat in range(players):
        row = by_colour[ranked[seat]]
        assert len(row) >= at_least, f"only {len(row)} {ranked[seat]} amenities in the deck"
        ct.build_from_deck(match, seat, row)
    return match, None


def hand_in_view(players: int) -> tuple[Match, Optional[int]]:
    """The seat to act chooses its action tokens with a hand of six cards or more, mines grown."""
    match = ct.maphr_state_at(players, "actions", 6, from_round=4)
    seat = match.to_act()[0]
    hand = match.state.players[seat].hand
    while len(hand) < 6:
        hand.append(match.state.deck.pop())
    return match, seat


def draw_panel(players: int) -> tuple[Match, Optional[int]]:
    """Phase I sorting (die 1: keep, give, discard): the drawn cards lie in the panel."""
    match = played_until(players, lambda m: m.state.phase == "draw" and m.state.round >= 3, dice=(6, 6, 1))
    seat = match.to_act()[0]
    view = match.rules.view(match.state, seat)
    assert view["players"][seat]["pending"], "the seat sorts drawn cards"
    return match, seat


def selling_amenity(players: int, actions: int) -> tuple[Match, Optional[int]]:
    """Phase III: the seat to sell owns `actions` amenities with an action."""
    return ct.maphr_selling_with_actions(players, actions)


def hover_key(table, match: Match, viewer: Optional[int], what: Optional[str]) -> Optional[str]:
    """The sprite a render hovers: a hand card, a panel card, else the last amenity of the
    seat to act (or of seat 0)."""
    plugin = table.plugin
    if what == "hand" and viewer is not None:
        return match.state.players[viewer].hand[-1]
    if what == "panel":
        x, y, w, h = plugin.places[PANEL]
        inside = [k for k, s in table.presenter.sprites.items() if s.kind == "mcard" and k != PANEL
                  and x <= s.rect[0] and s.rect[0] + s.rect[2] <= x + w and y <= s.rect[1] <= y + h]
        return inside[0] if inside else None
    seat = viewer if viewer is not None else 0
    owned = match.state.players[seat].amenities
    return owned[-1] if owned else None
