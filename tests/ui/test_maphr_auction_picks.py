"""Eleventh new-user trial: after the auction, its winner took a card and the same "take a card"
panel came back, nothing saying the winner keeps two. The hint says so, then which pick it is."""

from __future__ import annotations

import random

from game import sessions
from game.engine import SeatConfig
from game.rules.maphr import commands as cmd


def test_the_auctions_winner_is_told_they_keep_two_cards(app, player):
    config = sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=4, options={"draw_dice": [2]})
    session = sessions.start(config)
    match, chooser = session.match, random.Random(1)
    while not (match.state.phase == "draw" and match.state.auction_winner is not None and match.state.picks_left == 2):
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    scene = player.open_table(session)
    winner = match.state.auction_winner
    assert scene.acting_seat == winner
    plugin = scene.table.plugin
    name = config.seats[winner].name
    assert plugin.status_text(scene.table.presenter.view, winner) == app.tr("maphr.hint_draft_won_first", name=name)
    scene.submit(next(c for c in match.legal_commands(winner) if isinstance(c, cmd.DraftPick)))
    assert player.next_seat(scene) == winner
    assert plugin.status_text(scene.table.presenter.view, winner) == app.tr("maphr.hint_draft_won_second", name=name)


def test_the_bid_says_what_it_is_for(app, player):
    """Twelfth new-user trial: the secret bid asked for coins without saying what they bought."""
    config = sessions.make_config("maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=4, options={"draw_dice": [2]})
    session = sessions.start(config)
    match, chooser = session.match, random.Random(1)
    while not any(isinstance(c, cmd.Bid) for s in match.to_act() for c in match.legal_commands(s)):
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    scene = player.open_table(session)
    seat = player.next_seat(scene)
    status = scene.table.plugin.status_text(scene.table.presenter.view, seat)
    assert status == app.tr("maphr.hint_bid", name=config.seats[seat].name, cards=3) and "3" in status
