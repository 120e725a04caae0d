"""Third new-user trial H6, H7: in To The Moon an Attack picked by its number said "Enter:
Reveal", then only "needs a target", its targets unnumbered; and Storing a card had no key.
Now Enter plays an Attack that has one target, the hint says to click a target when there are
several, and S Stores the picked card face down (on the Character first)."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.to_the_moon.commands import DrawFromDeck, RevealCard, StoreCard
from tests.ui.test_ttm_attack_target import DECK_TOP


def _ada_to_act(app, player, exchanges: int):
    """Ada (seat 0) in her Action Phase holding a Lawsuit, Bo with `exchanges` Local Exchanges."""
    options = {"setup": {"dealer": 1, "deck_top": DECK_TOP}}
    session = sessions.start(sessions.make_config("to_the_moon", [SeatConfig("Ada"), SeatConfig("Bo")], 4, options))
    match = session.match
    while match.state.phase == "choose_character":
        match.submit(match.legal_commands(match.to_act()[0])[0])
    script = [(0, RevealCard(0, "developer.1")), (1, RevealCard(1, "local_exchange.1"))] if exchanges else []
    if exchanges == 2:
        script += [(0, RevealCard(0, "bitcoin.2")), (1, RevealCard(1, "local_exchange.2"))]
    for seat, action in script:
        match.submit(DrawFromDeck(seat))
        match.submit(action)
    match.submit(DrawFromDeck(0))
    assert match.to_act() == (0,) and "lawsuit.1" in match.state.players[0].hand
    scene = player.open_table(session)
    while scene.curtain is not None or scene.acting_seat != 0:
        player.next_seat(scene)
    return scene


def _pick(player, scene, card: str) -> None:
    index = scene._hand().index(card)
    player.key(pygame.K_1 + index)
    assert scene.selected == card


def test_enter_plays_an_attack_with_one_target(app, player):
    scene = _ada_to_act(app, player, exchanges=1)
    _pick(player, scene, "lawsuit.1")
    before = len(scene.match.entries)
    player.key(pygame.K_RETURN)
    command = scene.match.entries[before].command
    assert command == RevealCard(0, "lawsuit.1", "local_exchange.1")


def test_with_several_targets_the_hint_says_click_one(app, player):
    scene = _ada_to_act(app, player, exchanges=2)
    _pick(player, scene, "lawsuit.1")
    plugin = scene.table.plugin
    hint = plugin.enter_hint(scene.table.presenter.view, 0, scene.table.presenter.sprites["lawsuit.1"])
    assert hint.startswith("Lawsuit: click its target")
    can_store = any(isinstance(c, StoreCard) for c in scene.match.legal_commands(0))
    assert ("S:" in hint) == can_store  # Storing is offered only when a Storage has room
    before = len(scene.match.entries)
    player.key(pygame.K_RETURN)  # refused, with its reason: nothing is played
    assert len(scene.match.entries) == before


def test_s_stores_the_picked_card_on_the_character(app, player):
    scene = _ada_to_act(app, player, exchanges=0)  # her first turn: one Bitcoin Mined, room for one more
    _pick(player, scene, "lawsuit.1")
    hint = scene.table.plugin.enter_hint(scene.table.presenter.view, 0, scene.table.presenter.sprites["lawsuit.1"])
    assert "S: Store it face down" in hint  # after why the Lawsuit has no target yet
    before = len(scene.match.entries)
    player.key(pygame.K_s)
    character = scene.match.state_at(before).players[0].character.card
    assert scene.match.entries[before].command == StoreCard(0, "lawsuit.1", character)


def test_s_does_nothing_without_a_picked_card(app, player):
    scene = _ada_to_act(app, player, exchanges=2)
    before = len(scene.match.entries)
    player.key(pygame.K_s)
    assert len(scene.match.entries) == before


def test_enter_on_an_attack_with_several_targets_numbers_them_and_a_number_plays_it(app, player):
    """Eighteenth trial: a Chasseur de têtes with several targets could only be aimed with the
    mouse (Enter said "demande une cible", no target took a number)."""
    scene = _ada_to_act(app, player, exchanges=2)
    plugin = scene.table.plugin
    _pick(player, scene, "lawsuit.1")
    before = len(scene.match.entries)
    player.key(pygame.K_RETURN)
    assert len(scene.match.entries) == before
    targets = {c.target for c in scene.match.legal_commands(0) if isinstance(c, RevealCard) and c.card == "lawsuit.1"}
    keys = plugin.hand_keys(scene.table.presenter.view, 0)
    assert len(targets) >= 2 and targets <= set(keys), (targets, keys)
    assert plugin.enter_hint(scene.table.presenter.view, 0, scene.table.presenter.sprites["lawsuit.1"]).startswith("Lawsuit: type its target")
    chosen = keys[2]
    badge = scene.key_label(chosen)
    player.key(getattr(pygame, f"K_{badge[-1]}"))
    assert scene.match.entries[before].command == RevealCard(0, "lawsuit.1", chosen)


def test_escape_puts_an_aiming_attack_down(app, player):
    scene = _ada_to_act(app, player, exchanges=2)
    _pick(player, scene, "lawsuit.1")
    player.key(pygame.K_RETURN)
    assert scene.table.plugin.aim is not None
    player.key(pygame.K_ESCAPE)
    assert scene.table.plugin.aim is None
    assert "lawsuit.1" in scene.table.plugin.hand_keys(scene.table.presenter.view, 0)


def test_an_aimed_attacks_target_keys_sit_on_the_targets_not_on_the_seats_name(app, player):
    """Twentieth trial: the target's number, drawn above the card, sat on the other seat's name
    line ("Bob · Donn2eur"). It sits on the card's picture."""
    from game.ui.text_check import overlapping, texts_drawn

    scene = _ada_to_act(app, player, exchanges=2)
    _pick(player, scene, "lawsuit.1")
    player.key(pygame.K_RETURN)
    targets = [k for k in scene.table.plugin.aim_candidates() if k in scene.table.plugin.places]
    assert len(targets) >= 2
    records = texts_drawn(app, scene.draw)
    drawn = {s.key: app.viewport.rect(r) for s, r in scene.table.drawn}
    labels = [scene.key_label(target) for target in targets]
    keys = [(text, box, clip) for text, box, clip in records if text in labels]
    assert len(keys) >= len(targets)
    for target in targets:
        assert any(drawn[target].contains(box) for text, box, _ in keys if text == scene.key_label(target)), target
    names = [r for r in records if "Bo" in r[0] and len(r[0]) < 30 and r[1].top < drawn[targets[0]].top]
    assert names, "the other seat's name line is drawn"
    assert overlapping(names + keys) == []
