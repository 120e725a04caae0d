"""Issue 19: cards in hand show whether they can be played now, and why not when hovered
(Charge & Spark: a card the robot cannot pay for looked playable until it was dropped)."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.rules.robot_duel.commands import PlayCard
from game.ui.scenes.table import new_match_scene
from game.ui.text_check import texts_drawn


def _duel_opening(app, player):
    """A two-human duel on its first round, the first seat's hand on screen: (scene, seat,
    its view, the hand cards the robot cannot pay for now)."""
    scene = new_match_scene(app, "robot_duel", [SeatConfig("Ada"), SeatConfig("Bob")], seed=4)
    app.push(scene)
    player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
        player.frames(2)
    player.settle()
    seat = scene.viewer
    view = scene.match.view(seat)
    legal = scene.match.legal_commands(seat)
    blocked = [c for c in view["robots"][seat]["hand"] if PlayCard(seat, c) not in legal]
    return scene, seat, view, blocked


def test_an_unaffordable_card_is_dimmed_and_hovering_it_says_why(app, player):
    scene, seat, view, blocked = _duel_opening(app, player)
    open_ = [c for c in view["robots"][seat]["hand"] if c not in blocked]
    assert blocked and open_, "the opening hand should hold both kinds"
    plugin = scene.table.plugin
    assert all(plugin.unplayable_reason(view, seat, c) for c in blocked)
    assert not any(plugin.unplayable_reason(view, seat, c) for c in open_)
    reason = plugin.unplayable_reason(view, seat, blocked[0])
    player.post(pygame.MOUSEMOTION, pos=player.visible_point(scene, blocked[0]), rel=(0, 0), buttons=(0, 0, 0))
    player.frames(1)
    app.screen.fill((0, 0, 0))
    texts = " ".join(text for text, _, _ in texts_drawn(app, scene.draw))
    assert reason.split()[0] in texts and reason.split()[-1].rstrip(".") in texts


def test_mining_war_dims_the_cards_no_legal_move_uses_and_says_why(app):
    """Issue 19: Mining War's fighters all looked playable; those the Bitcoins cannot pay for (or
    not in this phase) are dimmed, with the rules' reason."""
    import random as _random

    from game import sessions
    from game.ui.tables.base import TableContext
    from game.ui.tables.mining_war import MiningWarTable
    from game.ui.tables.mining_war.gestures import acting_seat

    match = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=3)).match
    plugin = MiningWarTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
    chooser = _random.Random(3)
    seen_blocked = seen_open = 0
    for _ in range(200):
        if match.is_over() or (seen_blocked and seen_open):
            break
        view = match.view(match.to_act()[0])
        seat = acting_seat(view)
        if seat is not None:
            view = match.view(seat)
            plugin.sprites(view, seat)
            for card in view["players"][seat]["hand"] or []:
                used = any(getattr(c, "card", None) == card["card"] for c in plugin.legal)
                reason = plugin.unplayable_reason(view, seat, card["card"])
                assert not (used and reason), (card, reason)  # a card the table can play is never dimmed
                seen_blocked += bool(reason)
                seen_open += used
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert seen_blocked and seen_open


def test_a_card_the_robot_cannot_pay_for_says_what_it_needs_on_its_face(app, player):
    """Third new-user trial H17: Counter was greyed with no reason seen (the reason showed only
    on hover). Its face now reads "il faut 2 Disques", inside the card; its key is dimmed too."""
    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene, seat, view, blocked = _duel_opening(app, player)
    assert blocked
    records = texts_drawn(app, scene.draw)
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    marks = [(text, rect) for text, rect, _ in records if text.startswith("il faut ")]
    assert len(marks) == len(blocked)
    for card in blocked:
        mark = scene.table.plugin.unplayable_mark(view, seat, card)
        assert mark and mark.startswith("il faut ") and ("Disque" in mark or "Batterie" in mark)
        amount = int(mark.split()[2])
        assert mark.endswith("s") == (amount > 1), mark  # "2 Disques" (twenty-first trial: "2 Disque")
        box = next(rect for text, rect in marks if text == mark and drawn[card].inflate(4, 4).contains(rect))
        assert box is not None
        # at the card's foot, where the cost is printed: across its middle it hid the picture
        # and the stats (fifth new-user trial)
        assert box.top >= drawn[card].top + drawn[card].height * 0.75, (box, drawn[card])
