"""Issue 18, finding 8: while an attacked player decides whether to answer with a Skullduggery,
the attacked card stays marked on the table for every viewer, the public table between curtains
included, and the mark goes once the Attack is answered."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import AllowAttack, DrawFromDeck, RevealCard
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import PUBLIC, TableView

TARGET_KIND = "target"
DECK_TOP = [
    "developer.1", "lawsuit.1",  # dealt to Ada (seat 0, left of the dealer)
    "local_exchange.1", "local_exchange.2",  # dealt to Bo
    "bitcoin.1", "bitcoin.2",  # turn 1, Ada: Mined, Drawn
    "bitcoin.3", "bitcoin.4",  # turn 2, Bo
    "bitcoin.5", "bitcoin.6",  # turn 3, Ada
    "miner.1", "miner.2", "miner.3",  # turn 4, Bo: Mined twice, Drawn
    "trader.1",  # turn 5, Ada: Drawn
]


def lawsuit_on_bos_second_local_exchange():
    """A hot-seat game at the moment Bo, who has two Local Exchanges, is asked whether to
    answer Ada's Lawsuit on the second one."""
    options = {"setup": {"dealer": 1, "deck_top": DECK_TOP}}
    session = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], 4, options))
    match = session.match
    while match.state.phase == "choose_character":
        seat = match.to_act()[0]
        match.submit(match.legal_commands(seat)[0])
    for seat, action in [(0, RevealCard(0, "developer.1")), (1, RevealCard(1, "local_exchange.1")),
                         (0, RevealCard(0, "bitcoin.2")), (1, RevealCard(1, "local_exchange.2")),
                         (0, RevealCard(0, "lawsuit.1", "local_exchange.2"))]:
        match.submit(DrawFromDeck(seat))
        match.submit(action)
    assert match.to_act() == (1,) and match.state.pending.target == "local_exchange.2"
    return session


def marks(sprites):
    return [s for s in sprites if s.kind == TARGET_KIND]


def rect_of(sprites, key):
    return next(s.rect for s in sprites if s.key == key and s.kind == "card")


def encloses(outer, inner):
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[0] + inner[2] <= outer[0] + outer[2] and inner[1] + inner[3] <= outer[1] + outer[3])


def test_every_viewer_sees_the_attacked_card_marked_and_only_that_one(app):
    match = lawsuit_on_bos_second_local_exchange().match
    table = TableView(app, match)
    for viewer in (0, 1, PUBLIC, None):
        sprites = table.plugin.sprites(match.view(viewer), viewer)
        marked = marks(sprites)
        assert [s.data for s in marked] == ["local_exchange.2"], viewer
        assert encloses(marked[0].rect, rect_of(sprites, "local_exchange.2"))
        assert not encloses(marked[0].rect, rect_of(sprites, "local_exchange.1"))


def test_the_mark_never_hides_the_attacked_card_from_the_pointer(app, player):
    """The mark is drawn around the card: pointing at the card still finds (and zooms) the card."""
    scene = TableScene(app, lawsuit_on_bos_second_local_exchange())
    app.push(scene)
    player.frames(1)
    point = app.viewport.rect(rect_of(scene.table.presenter.sprites.values(), "local_exchange.2")).center
    assert scene.table.sprite_at(point).key == "local_exchange.2"


def test_the_mark_stays_on_the_public_table_behind_the_curtain_and_for_the_target(app, player):
    scene = TableScene(app, lawsuit_on_bos_second_local_exchange())
    app.push(scene)
    player.frames(1)
    assert scene.viewer == PUBLIC and scene.curtain is None  # the table between the two curtains
    assert [s.data for s, _ in scene.table.drawn if s.kind == TARGET_KIND] == ["local_exchange.2"]
    player.settle()
    player.frames(30, dt=0.1)
    assert scene.curtain == 1
    player.click((640, 360))
    player.frames(2)
    assert scene.viewer == 1
    assert [s.data for s, _ in scene.table.drawn if s.kind == TARGET_KIND] == ["local_exchange.2"]
    # Bo lets it through (the pass is the last thing to pick): the mark goes with the Attack.
    keys = scene.table.plugin.hand_keys(scene.table.presenter.view, 1)
    player.key(pygame.K_1 + len(keys) - 1)
    player.key(pygame.K_RETURN)
    assert scene.match.entries[scene.match.entries[-1].batch].command == AllowAttack(1)
    player.settle()
    assert scene.match.state.pending is None
    assert not marks(scene.table.presenter.sprites.values())  # what the table shows now, curtain or not


def test_while_the_attacked_player_decides_the_others_read_who_attacks_whom(app):
    """New-user trial F22: the line read "An Attack: Bo is playing", as if Bo were attacking."""
    match = lawsuit_on_bos_second_local_exchange().match
    table = TableView(app, match)
    for viewer in (0, PUBLIC):
        line = table.plugin.status_text(match.view(viewer), viewer)
        assert line == "● Ada attacks ▲ Bo: ▲ Bo may answer with a Skullduggery.", line  # seat marks
    # the attacked player is told what to do, not what the others read
    assert "Skullduggery" in table.plugin.status_text(match.view(1), 1)
    assert "attacks" not in table.plugin.status_text(match.view(1), 1)


def test_a_held_card_lights_only_its_own_places_and_an_attack_without_target_says_why(app):
    """Second new-user trial G2, G3: a Lawsuit held lit the opponent's Character (a place some
    other card in the hand could go), then the drop was refused; a Hack with no target read
    "Enter: Reveal Hack", then only "Hack needs a target"."""
    import random

    from game import sessions
    from game.engine import SeatConfig
    from game.rules.to_the_moon.commands import RevealCard, StoreCard
    from game.ui.tables.base import TableContext
    from game.ui.tables.to_the_moon import ToTheMoonTable

    lit_checked = told = full_checked = 0
    for seed in range(40):
        match = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed=seed)).match
        plugin = ToTheMoonTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))
        chooser = random.Random(seed)
        for _ in range(250):
            if match.is_over() or (lit_checked >= 5 and told >= 1 and full_checked >= 1):
                break
            seat = match.to_act()[0]
            view = match.view(seat)
            sprites = {s.key: s for s in plugin.sprites(view, seat)}
            if view["phase"] == "action":
                for card in view["players"][seat]["hand"]:
                    plugin.held = card
                    own = [c for c in plugin.legal if isinstance(c, (RevealCard, StoreCard)) and c.card == card]
                    places = {plugin.zone("centre") if getattr(c, "target", 1) is None else plugin.places[c.storage if isinstance(c, StoreCard) else c.target][1] for c in own}
                    if plugin.cards[card.split(".")[0]].kind == "skill" and RevealCard(seat, card) in own:
                        places.add(plugin.places[view["players"][seat]["character"]["card"]][1])  # learnt there too
                    assert set(plugin.drop_targets(seat)) == places, card
                    lit_checked += 1
                    stores = any(isinstance(c, StoreCard) for c in own)
                    hint = plugin.enter_hint(view, seat, sprites[card]) or ""
                    if any(isinstance(c, RevealCard) for c in own):  # G4: Storing offered only where it can be
                        assert ("Store it face down" in hint) == stores, (hint, stores)
                        full_checked += not stores
                    if plugin.cards[card.split(".")[0]].is_attack and not any(isinstance(c, RevealCard) for c in own):
                        hint = plugin.enter_hint(view, seat, sprites[card])
                        assert hint and "Reveal" not in hint and "target" in hint, hint
                        told += 1
                plugin.held = None
            match.submit(chooser.choice(match.legal_commands(seat)))
    assert lit_checked >= 5 and told >= 1, (lit_checked, told)
    assert full_checked >= 1, "no hand card met a full Storage"
