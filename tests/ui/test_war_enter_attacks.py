"""Fifth new-user trial: in Mining War's combat, a fighter picked by its number and Enter said
"not a MULTI card". Enter on a fighter without MULTI to use aims its attack: the legal targets
take the numbers, and a target's number attacks it (sixth trial: a target's number only
picked it, and Enter was needed besides)."""

from __future__ import annotations

import random

import pygame

from game import sessions
from game.engine import SeatConfig
from game.rules.mining_war.commands import ActivateMulti, Attack
from game.ui.scenes.table import TableScene


def _combat_with_choice_of_targets(seed_from: int):
    for seed in range(seed_from, seed_from + 200):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], seed)).match
        chooser = random.Random(seed)
        for _ in range(120):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            attacks = [c for c in legal if isinstance(c, Attack)]
            multi = {c.card for c in legal if isinstance(c, ActivateMulti)}
            fighters = {c.attacker for c in attacks if c.attacker not in multi}
            for fighter in fighters:
                if len({c.target for c in attacks if c.attacker == fighter}) >= 2:
                    return match, seat, fighter
            match.submit(chooser.choice([c for c in legal if not isinstance(c, Attack)] or legal))
    raise AssertionError("no combat with a fighter free to attack two targets")


def _on_screen(app, player):
    """The table at that combat, the curtain lifted for the seat to attack."""
    match, seat, fighter = _combat_with_choice_of_targets(1)
    scene = _table_for(app, player, match)
    assert scene.viewer == seat
    return scene, match, seat, fighter


def _table_for(app, player, match) -> TableScene:
    """`match` on screen, its curtain lifted."""
    scene = TableScene(app, sessions.Session(match, None))
    app.push(scene)
    player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
        player.frames(3)
    return scene


def _type_number(player, scene, key):
    badge = scene.key_label(key)
    player.key(getattr(pygame, f"K_{badge[-1]}"), mod=pygame.KMOD_SHIFT if badge.startswith("⇧") else 0)


def test_enter_on_a_fighter_aims_its_attack_and_a_targets_number_sends_it(app, player):
    scene, match, seat, fighter = _on_screen(app, player)
    before = len(match.entries)
    _type_number(player, scene, fighter)
    player.key(pygame.K_RETURN)
    assert len(match.entries) == before, "Enter sent something before a target was chosen"
    plugin = scene.table.plugin
    assert plugin.aim is not None and plugin.aim[0] == fighter
    targets = {c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter}
    keyed = plugin.hand_keys(scene.table.presenter.view, seat)
    assert targets <= set(keyed), "every target takes a number"
    assert "attaque" in plugin.status_text(scene.table.presenter.view, seat) or "attacks" in plugin.status_text(scene.table.presenter.view, seat)
    target = sorted(targets)[0]
    _type_number(player, scene, target)  # a target's number acts at once, as an answer's does
    attack = next(e.command for e in match.entries[before:] if e.command is not None)
    assert attack == Attack(seat, fighter, target)


def test_a_fighter_let_go_off_any_target_says_where_to_drop_it(app, player):
    """Fifth new-user trial: some attacks were "refused without a message": a fighter let go
    where nothing can be attacked went back in silence."""
    app.settings.language = "fr"
    app.apply_settings()
    scene, match, seat, fighter = _on_screen(app, player)
    start = player.visible_point(scene, fighter)
    empty = next((x, y) for y in range(300, 420, 10) for x in range(40, 1240, 20)
                 if scene.table.sprite_at((x, y)) is None and scene.table.plugin._target_at(app.viewport.to_design((x, y)), exclude=fighter) is None)
    before = len(match.entries)
    app.toast_text = None
    player.drag(start, empty)
    assert len(match.entries) == before
    assert app.toast_text and "cible éclairée" in app.toast_text, app.toast_text


def test_a_hand_card_let_go_where_it_does_nothing_says_where_it_goes(app, player):
    """Sixth trial: cards dropped where they do nothing went back in silence."""
    from game.rules.mining_war.commands import DeployCard

    app.settings.language = "fr"
    app.apply_settings()
    for seed in range(1, 60):
        match = sessions.start(sessions.make_config("mining_war", [SeatConfig("Alice"), SeatConfig("Bruno")], seed)).match
        chooser = random.Random(seed)
        for _ in range(200):
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            if any(isinstance(c, DeployCard) for c in legal):
                break
            match.submit(chooser.choice(legal))
        else:
            continue
        break
    card = next(c.card for c in legal if isinstance(c, DeployCard))
    scene = _table_for(app, player, match)
    plugin = scene.table.plugin
    sprite = scene.table.presenter.sprites[card]
    away = next((x, y) for y in range(20, 300, 10) for x in range(40, 1000, 20)
                if plugin.drop_command(seat, sprite, app.viewport.to_design((x, y))) is None and scene.table.sprite_at((x, y)) is None)
    before = len(match.entries)
    app.toast_text = None
    player.drag(player.visible_point(scene, card), away)
    assert len(match.entries) == before
    assert app.toast_text and "votre côté" in app.toast_text, app.toast_text


def test_while_a_target_is_chosen_the_zoom_explains_no_symbols(app, player):
    """Tenth new-user trial: choosing a spell's second target, the zoom of the hovered target
    came with the meanings of its five symbols over the opponent's rows. While a target is
    being chosen the zoom comes alone; before, with its meanings."""
    scene, match, seat, fighter = _on_screen(app, player)
    plugin = scene.table.plugin
    assert plugin.explains_zoom
    _type_number(player, scene, fighter)
    player.key(pygame.K_RETURN)
    assert plugin.aim is not None and not plugin.explains_zoom
    targets = {c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter}
    target = next(key for key in scene._hand() if key in targets)
    point = player.visible_point(scene, target)
    player.post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    player.frames(2)
    zoomed = scene.zoomed_sprite()
    assert zoomed is not None and zoomed.key == target
    face = plugin.zoom_face(zoomed)
    assert scene.table.draw_glossary(app.screen, face, scene.table.zoom_rect(zoomed, app.screen.get_size()), 0, zoomed) is None


def test_while_targets_are_chosen_1_stays_the_phase_button_and_arrows_walk_the_targets(app, player):
    """Eleventh new-user trial: aiming an attack by keys, the attacker took 1 from "End combat"
    (1 then cancelled the attack), and the arrows walked to a hand card, not a target."""
    from game.ui.tables.mining_war.layout import PASS

    scene, match, seat, fighter = _on_screen(app, player)
    plugin = scene.table.plugin
    assert scene.key_label(PASS) == "1"
    own = scene.key_label(fighter)
    _type_number(player, scene, fighter)
    player.key(pygame.K_RETURN)
    assert plugin.aim is not None
    targets = {c.target for c in match.legal_commands(seat) if isinstance(c, Attack) and c.attacker == fighter}
    # the fighter keeps its number (pressed again it puts the aim down), the targets take others
    # (nineteenth trial: a target took the fighter's 2, and a 2 meant to cancel attacked)
    assert scene.key_label(PASS) == "1" and scene.key_label(fighter) == own
    labels = [scene.key_label(t) for t in targets]
    assert all(labels) and len(set(labels)) == len(labels) and not {"1", own} & set(labels)
    walked = set()
    for _ in range(len(targets) + 2):
        player.key(pygame.K_RIGHT)
        walked.add(scene.selected)
    assert targets <= walked and walked <= targets | {PASS, fighter}, "the arrows walk the targets (and the phase's button)"
    player.key(pygame.K_ESCAPE)
    assert plugin.aim is None, "Escape puts the aim down"
