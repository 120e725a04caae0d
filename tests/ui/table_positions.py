"""Every position of seeded random games, with a table plugin to ask about each: the walk the
table tests share (each then asks its own question of the position)."""

from __future__ import annotations

import random
from typing import Any, Iterator

from game import sessions
from game.engine import SeatConfig
from game.ui.tables.base import TableContext


def random_positions(app, game_id: str, plugin_class: Any, seeds, moves: int = 300) -> Iterator[tuple]:
    """(seed, match, plugin, seat to act, its legal commands); the game goes on with a random
    legal move once the caller has looked."""
    for seed in seeds:
        match = sessions.start(sessions.make_config(game_id, [SeatConfig("A"), SeatConfig("B")], seed=seed)).match
        plugin = plugin_class(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(moves):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            yield seed, match, plugin, seat, legal
            match.submit(chooser.choice(legal))


def at_the_screen(app, match):
    """`match` on a table scene pushed on `app`, its animations played out and any curtain
    lifted: the seat to act has the screen."""
    from game.ui.scenes.table import TableScene

    return settled(app, TableScene(app, sessions.Session(match, None)))


def settled(app, scene):
    """`scene` pushed on `app`, its animations played out and any curtain lifted."""
    from tests.ui.conftest import Player

    app.push(scene)
    player = Player(app)
    player.settle()
    if scene.curtain is not None:
        player.click((640, 360))
        player.frames(3)
    return scene


def played_until(game_id: str, seeds, wanted, moves: int = 300):
    """A two-seat game of `game_id` played at random (seed `seeds`, or each of them in turn)
    until `wanted(view, seat)` holds for the seat to act: (match, seat). AssertionError if it
    never does."""
    for seed in [seeds] if isinstance(seeds, int) else seeds:
        match = sessions.start(sessions.make_config(game_id, [SeatConfig("Ada"), SeatConfig("Bo")], seed)).match
        chooser = random.Random(seed)
        for _ in range(moves):
            if match.is_over():
                break
            seat = match.to_act()[0]
            if wanted(match.view(seat), seat):
                return match, seat
            match.submit(chooser.choice(match.legal_commands(seat)))
    raise AssertionError(f"{game_id} seeds {seeds}: the position wanted never came")


def ttm_action_with_a_hand(view, seat) -> bool:
    """To The Moon's Action Phase, the seat holding cards."""
    return view["phase"] == "action" and bool(view["players"][seat]["hand"])
