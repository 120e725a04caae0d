"""Crowded tables for the layout tests: a late 4-player Crypto Mining War (rows full of
Bitcoins, some tapped, some stolen) and Mines de Maphr boards holding many amenities, with a
player about to sell who owns six or more amenities with an action. Shared by the layout tests
and the script that renders these situations to PNG."""

from __future__ import annotations

import random
from typing import Any, Iterator, Optional

import pygame

from game import sessions
from game.engine import Match, SeatConfig
from game.rules.maphr import commands as maphr_cmd
from game.rules.maphr.phases import ACTION_EFFECTS
from game.rules.mining_war.commands import Attack, CastSpell, Choose, DeployCard, EndPhase, PlaceBitcoin

WINDOW_SIZES = ((640, 360), (800, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080))
"""The smallest window the app allows (640x360), the design size, and other shapes: the
layout scales uniformly, with bars on the longer side."""

# -- Crypto Mining War --------------------------------------------------------------------------------

LATE_DECK = ["bitcoin", "hacker", "bitcoin", "miner", "bitcoin", "trojan", "bitcoin", "script_kiddies",
             "bitcoin", "bugs", "bitcoin", "crypto_jacker", "bitcoin", "electric_shock", "bitcoin"] * 2


def war_late_game(players: int = 4, coins: int = 9, seed: int = 3, commands: int = 120) -> Match:
    """A Mining War match that starts with `coins` Bitcoins per player (their rows are full),
    then goes on for `commands` commands of eager play: Bitcoins placed, fighters deployed
    (tapping Bitcoins), hackers stealing, attacks on fighters only, so nobody is knocked out."""
    sides = [{"bitcoins": coins, "fighters": ["hacker", "miner"], "hand": ["bitcoin", "trojan", "bitcoin", "hacker"],
              "deck": list(LATE_DECK), "pool": 40, "firewalls": [30, 30]} for _ in range(players)]
    config = sessions.make_config("mining_war", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed,
                                  options={"setup": {"order": list(range(players)), "players": sides}, "max_rounds": 60})
    match = sessions.start(config).match
    for _ in war_steps(match, seed, commands):
        pass
    return match


def war_steps(match: Match, seed: int, commands: int) -> Iterator[Match]:
    """Play up to `commands` eager commands, yielding the match after each."""
    chooser = random.Random(seed)
    for _ in range(commands):
        if match.is_over():
            return
        seat = match.to_act()[0]
        match.submit(chooser.choice(eager(match.legal_commands(seat))))
        yield match


def eager(legal: list) -> list:
    """The commands an eager player picks among: it spends, it hacks, it fights fighters."""
    for kind in (Choose, PlaceBitcoin, DeployCard, CastSpell):
        options = [c for c in legal if isinstance(c, kind)]
        if options:
            return options
    fights = [c for c in legal if isinstance(c, Attack) and "." in c.target and ".fw" not in c.target and not c.target.endswith(".pool")]
    return fights or [c for c in legal if isinstance(c, EndPhase)] or legal


# -- Les Mines de Maphr ---------------------------------------------------------------------------------

def maphr_state_at(players: int, phase: str, seed: int = 5, from_round: int = 1) -> Match:
    """A maphr match played at random until `phase` of round `from_round` or later, negotiation
    off (mines grow a few tiles in the first rounds)."""
    config = sessions.make_config("maphr", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed,
                                  options={"draw_dice": [6], "negotiation": False})
    match = sessions.start(config).match
    chooser = random.Random(seed)
    for _ in range(3000):
        if match.state.phase == phase and match.state.round >= from_round and match.to_act():
            return match
        legal = match.legal_commands(match.to_act()[0])
        quiet = [c for c in legal if not isinstance(c, maphr_cmd.ProposeOffer) and not getattr(c, "plays", ())]
        match.submit(chooser.choice(quiet or legal))
    raise AssertionError(f"phase {phase} never came")


def action_amenities_in_deck(match: Match) -> list[str]:
    cards = match.rules.cards  # type: ignore[attr-defined]
    return [c for c in match.state.deck if cards.type_of(c).kind == "amenity" and cards.type_of(c).effect in ACTION_EFFECTS]


def amenities_in_deck(match: Match) -> list[str]:
    cards = match.rules.cards  # type: ignore[attr-defined]
    return [c for c in match.state.deck if cards.type_of(c).kind == "amenity"]


def build_from_deck(match: Match, seat: int, amenities: list[str]) -> None:
    """Lay `amenities` (taken out of the deck) on a seat's board. The test changes the state
    in place: only the view made of it is drawn, the journal is not replayed."""
    state = match.state
    for card in amenities:
        state.deck.remove(card)
        state.players[seat].amenities.append(card)


def maphr_selling_with_actions(players: int, actions: int, seed: int = 5) -> tuple[Match, int]:
    """A match in Phase III where the seat to sell owns `actions` amenities with an action (and
    a card to sell): the sell decision's buttons are one per amenity action, then Skip."""
    match = maphr_state_at(players, "sell", seed)
    seat = match.to_act()[0]
    owned = [c for c in match.legal_commands(seat) if isinstance(c, maphr_cmd.UseAmenity)]
    build_from_deck(match, seat, action_amenities_in_deck(match)[:actions - len(owned)])
    if not match.state.players[seat].hand:
        match.state.players[seat].hand.append(match.state.deck.pop())
    uses = [c for c in match.legal_commands(seat) if isinstance(c, maphr_cmd.UseAmenity)]
    assert len(uses) == actions
    return match, seat


def maphr_with_amenities(players: int, per_seat: int = 7, seed: int = 6) -> Match:
    """A match in the actions phase where every seat owns `per_seat` amenities (several rows
    of the board filled), and each mine holds a few tiles."""
    match = maphr_state_at(players, "actions", seed, from_round=4)
    stock = amenities_in_deck(match)
    for seat in range(players):
        build_from_deck(match, seat, stock[seat * per_seat:(seat + 1) * per_seat])
    return match


# -- drawing -------------------------------------------------------------------------------------------

def table_view_of(app, match: Match, viewer: Optional[int]):
    """A TableView showing the current state of `match` as `viewer` sees it (the state as it is
    now, even when a test changed it in place)."""
    from game.ui.scenes.table_view import TableView

    table = TableView(app, match)
    app.viewport.design_size = table.plugin.design_size
    view = match.rules.view(match.state, viewer)
    table.presenter.snap(view, table.plugin.sprites(view, viewer))
    return table


def drawn(app, table, viewer: Optional[int], size: tuple[int, int]) -> pygame.Surface:
    """The table drawn in a window of `size` pixels."""
    app.viewport.resize(size)
    screen = pygame.Surface(size)
    table.draw_table(screen, viewer)
    return screen


def zoomed(app, table, screen: pygame.Surface, key: str) -> pygame.Surface:
    """`screen` with the zoom of sprite `key` drawn over it (as when the mouse rests on it)."""
    sprite = table.presenter.sprites[key]
    shown = screen.copy()
    table.draw_zoom(shown, sprite, app.viewport.point(sprite.rect[:2]))
    return shown


def same_pixels(a: pygame.Surface, b: pygame.Surface, rect: Any) -> bool:
    area = pygame.Rect(rect).clip(a.get_rect())
    return pygame.image.tobytes(a.subsurface(area), "RGB") == pygame.image.tobytes(b.subsurface(area), "RGB")


def overlaps(a, b) -> bool:
    """Whether two (x, y, w, h) rects share some area (touching edges do not count)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def zoom_rect(app, table, key: str) -> pygame.Rect:
    """Where draw_zoom puts the zoom of `key` in window pixels (the table view's own answer)."""
    return table.zoom_rect(table.presenter.sprites[key], app.viewport.window_size)
