"""Sixteenth trial: in Mining War's combat a fighter's number only picked it; the targets took
their numbers after an Enter, so a fighter's 2, then a target's 3, picked another fighter. A
fighter's number now aims its attack at once, its targets numbered; the target's number (or
Enter, for a lone target) attacks."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import ActivateMulti, Attack
from tests.ui.test_war_enter_attacks import _on_screen, _table_for, _type_number


def test_a_fighters_number_numbers_its_targets_and_the_next_number_attacks(app, player):
    scene, match, seat, fighter = _on_screen(app, player)
    plugin = scene.table.plugin
    before = len(match.entries)
    _type_number(player, scene, fighter)
    assert len(match.entries) == before, "a fighter's number alone attacked"
    assert plugin.aim is not None and plugin.aim[0] == fighter, "the number did not aim the attack"
    targets = {c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter}
    assert targets <= set(plugin.hand_keys(scene.table.presenter.view, seat)), "the targets are not numbered yet"
    # their numbers lie on their pictures: above, they covered the Health of the row above
    assert all(plugin.key_badge_anchor(t) == "art" for t in targets)
    assert plugin.key_badge_anchor(fighter) == "above"
    target = sorted(targets)[-1]
    _type_number(player, scene, target)
    sent = [e.command for e in match.entries[before:] if e.command is not None]
    assert sent and sent[0] == Attack(seat, fighter, target)


def _combat_with_a_lone_target():
    for seed in range(1, 100):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], seed)).match
        chooser = random.Random(seed)
        for _ in range(600):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            attacks = [c for c in legal if isinstance(c, Attack)]
            multi = {c.card for c in legal if isinstance(c, ActivateMulti)}
            for fighter in {c.attacker for c in attacks} - multi:
                if len({c.target for c in attacks if c.attacker == fighter}) == 1:
                    return match, seat, fighter
            match.submit(chooser.choice(attacks or legal))  # the Firewalls fall: the Pool is left alone
    raise AssertionError("no combat with a fighter that has one target")


def test_a_lone_target_is_attacked_by_enter_after_the_fighters_number(app, player):
    match, seat, fighter = _combat_with_a_lone_target()
    scene = _table_for(app, player, match)
    assert scene.viewer == seat
    plugin = scene.table.plugin
    before = len(match.entries)
    _type_number(player, scene, fighter)
    assert len(match.entries) == before and plugin.aim is not None and plugin.aim[0] == fighter
    target = next(c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter)
    assert scene.key_label(target), "the lone target wears no number"
    player.key(pygame.K_RETURN)
    sent = [e.command for e in match.entries[before:] if e.command is not None]
    assert sent and sent[0] == Attack(seat, fighter, target)


def _combat_with_a_multi_fighter():
    for seed in range(1, 120):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], seed)).match
        chooser = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            multi = {c.card for c in legal if isinstance(c, ActivateMulti)}
            attackers = {c.attacker for c in legal if isinstance(c, Attack)}
            if multi & attackers:
                return match, seat, sorted(multi & attackers)[0]
            match.submit(chooser.choice([c for c in legal if not isinstance(c, (Attack, ActivateMulti))] or legal))
    raise AssertionError("no combat with a MULTI fighter free to attack")


def test_a_multi_fighters_number_aims_too_and_its_multi_is_a_button(app, player):
    """Eighteenth trial: a MULTI fighter's number numbered no target, a target's number was
    refused and Enter asked about MULTI: no key attacked with it."""
    from game.ui.tables.mining_war.layout import MULTI_NOW

    match, seat, fighter = _combat_with_a_multi_fighter()
    scene = _table_for(app, player, match)
    plugin = scene.table.plugin
    before = len(match.entries)
    _type_number(player, scene, fighter)
    player.frames(2)
    assert plugin.aim is not None and plugin.aim[0] == fighter
    keys = plugin.hand_keys(scene.table.presenter.view, seat)
    assert MULTI_NOW in keys and MULTI_NOW in {s.key for s, _ in scene.table.drawn}, "no MULTI button beside the targets"
    target = next(c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter)
    _type_number(player, scene, target)
    sent = [e.command for e in match.entries[before:] if e.command is not None]
    assert sent and sent[0] == Attack(seat, fighter, target)


def test_the_multi_button_uses_multi(app, player):
    from game.ui.tables.mining_war.layout import MULTI_NOW

    app.settings.warn_before_ruin = False
    match, seat, fighter = _combat_with_a_multi_fighter()
    scene = _table_for(app, player, match)
    before = len(match.entries)
    _type_number(player, scene, fighter)
    player.frames(2)
    _type_number(player, scene, MULTI_NOW)
    sent = [e.command for e in match.entries[before:] if e.command is not None]
    assert sent and sent[0] == ActivateMulti(seat, fighter)


def test_enter_while_aiming_at_several_targets_says_how_to_choose_and_presses_no_button(app, player):
    """Eighteenth trial: a Tab left the focus on Annuler; a fighter's number, then Enter, took
    back the player's deployment."""
    scene, match, seat, fighter = _on_screen(app, player)
    player.key(pygame.K_TAB)
    assert scene.buttons.focus is not None
    _type_number(player, scene, fighter)
    assert scene.buttons.focus is None, "a table key left the focus on a button"
    before = len(match.entries)
    app.toast_text = None
    player.key(pygame.K_RETURN)
    assert len(match.entries) == before, "Enter did something while a target was to be chosen"
    assert app.toast_text == app.tr("mining_war.aim_pick_target")


def test_the_fighters_own_number_pressed_again_puts_the_aim_down(app, player):
    """Nineteenth trial: the prompt said the fighter again cancels; its number, typed again,
    attacked the target that had taken it."""
    scene, match, seat, fighter = _on_screen(app, player)
    plugin = scene.table.plugin
    own = scene.key_label(fighter)
    before = len(match.entries)
    _type_number(player, scene, fighter)
    assert plugin.aim is not None
    targets = {c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter}
    assert own not in {scene.key_label(t) for t in targets}
    _type_number(player, scene, fighter)
    assert plugin.aim is None and len(match.entries) == before, "the fighter's number again attacked or did nothing"


def test_enter_with_nothing_picked_says_so(app, player):
    """Nineteenth trial: Enter with nothing picked did nothing and said nothing."""
    scene, match, seat, fighter = _on_screen(app, player)
    assert scene.selected is None and scene.table.plugin.aim is None
    before = len(match.entries)
    app.toast_text = None
    player.key(pygame.K_RETURN)
    assert len(match.entries) == before and app.toast_text == app.tr("table.enter_nothing")


def test_hand_cards_that_cannot_be_played_in_the_combat_are_dimmed(app, player, monkeypatch):
    """Nineteenth trial: in the combat the whole hand looked playable (its fighters take no number
    there, and only numbered cards were dimmed)."""
    scene, match, seat, fighter = _on_screen(app, player)
    plugin = scene.table.plugin
    hand = [c["card"] for c in match.view(seat)["players"][seat]["hand"] or []]
    assert hand
    asked = []
    original = plugin.unplayable_dims
    monkeypatch.setattr(plugin, "unplayable_dims", lambda view, s, key: (asked.append(key), original(view, s, key))[1])
    scene.draw(app.screen)
    castable = {c.card for c in match.legal_commands(seat) if type(c).__name__ == "CastSpell"}
    assert {card for card in hand if card not in castable} <= set(asked), "a hand card that cannot be played is not dimmed"
