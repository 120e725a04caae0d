"""The Mythos table driven by real mouse and keyboard events: mulligan chips, a drag onto a
mission side, the hidden toggle, Pass."""

from __future__ import annotations

import pygame

from game.engine import SeatConfig
from game.rules.mythos.commands import DecideMulligan, Pass, PlayCharacter
from game.ui.scenes.table import TableScene, new_match_scene


def hotseat(app, seed=5) -> TableScene:
    scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bob")], seed=seed)
    app.push(scene)
    return scene


def through_curtain(scene, player):
    player.settle()
    if scene.curtain is not None:
        player.key(pygame.K_RETURN)
        player.frames(2)


def choose_chip(player, number):
    player.key(pygame.K_0 + number)
    player.key(pygame.K_RETURN)
    player.settle()


def test_mulligans_then_drag_a_card_onto_a_mission_side_and_pass(app, player):
    scene = hotseat(app)
    through_curtain(scene, player)
    first = scene.viewer
    choose_chip(player, 1)  # keep
    assert scene.match.entries[-1].command == DecideMulligan(first, False)
    through_curtain(scene, player)
    choose_chip(player, 1)
    through_curtain(scene, player)
    assert scene.match.state.phase == "action"
    seat = scene.viewer
    assert seat == scene.match.state.acting
    plugin = scene.table.plugin
    cheap = min(scene.match.state.players[seat].hand, key=lambda c: plugin.cards.characters[scene.match.state.versions[c]].cost)
    side = app.viewport.rect(plugin.drop_targets(seat)[0]).center
    player.drag(player.sprite_center(cheap), side)
    commands = [e.command for e in scene.match.entries if e.command is not None]
    assert commands[-1] == PlayCharacter(seat, cheap, 0, False)
    player.settle()
    # The other player hides a card with the toggle, then passes.
    through_curtain(scene, player)
    other = scene.viewer
    assert other == 1 - seat
    choose_chip(player, 2)  # Hidden: on (a table setting, no command)
    assert scene.table.plugin.hidden_mode
    card = scene.match.state.players[other].hand[0]
    player.drag(player.sprite_center(card), app.viewport.rect(plugin.drop_targets(other)[0]).center)
    commands = [e.command for e in scene.match.entries if e.command is not None]
    assert commands[-1] == PlayCharacter(other, card, 0, True)
    through_curtain(scene, player)
    choose_chip(player, 1)
    commands = [e.command for e in scene.match.entries if e.command is not None]
    assert commands[-1] == Pass(seat)


def test_gestures_map_to_upgrade_and_reveal(app, player):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "mythos"))
    from mythos_helpers import card_in_hand, play, start

    from game.rules.mythos.commands import RevealCharacter, UpgradeCharacter

    scene = hotseat(app)
    plugin = scene.table.plugin
    match = start(["KT-008", "KT-009", "KT-033"], [])
    kit = play(match, 0, "KT-008", 0)
    match.submit(Pass(1))
    kira = play(match, 0, "KT-033", 1 if len(match.state.missions) > 1 else 0, hidden=True)
    view = match.view(0)
    keys = plugin.hand_keys(view, 0)
    assert kira in keys and "chip:0" in keys
    sprites = {s.key: s for s in plugin.sprites(view, 0)}
    assert sprites[kira].face_up and sprites[kira].badge.startswith("◐")  # the owner peeks
    upgrade_card = card_in_hand(match, 0, "KT-009")
    x, y, w, h = plugin.zone("side_0_0")
    assert plugin.drop_command(0, sprites[upgrade_card], (x + w / 2, y + h / 2)) == UpgradeCharacter(0, upgrade_card, kit)
    assert plugin.select_command(0, sprites[kira]) == RevealCharacter(0, kira)
    opponent_view = {s.key: s for s in plugin.sprites(match.view(1), 1)}
    assert not opponent_view[kira].face_up and opponent_view[kira].data is None


def test_chips_answer_with_the_mouse_alone(app, player):
    scene = hotseat(app, seed=6)
    player.settle()
    player.click((640, 360))  # the curtain
    player.frames(2)
    seat = scene.viewer
    keep = scene.table.plugin.hand_keys(scene.table.presenter.view, seat)[0]
    player.click(player.sprite_center(keep))
    player.click(player.sprite_center(keep))
    assert scene.match.entries[-1].command == DecideMulligan(seat, False)


def test_two_people_play_four_rounds_to_the_end_with_the_mouse(app, player):
    """Curtains clicked through; every decision taken by clicking a chip twice or dragging a
    card onto a mission side (the first card that fits), until the end screen."""
    from game.rules.mythos.commands import PlayCharacter
    from game.ui.scenes.end import EndScene

    app.settings.warn_before_ruin = False  # passing in round 4 would ask first (its own test: test_mythos_last_round_pass)
    scene = hotseat(app, seed=8)
    plugin = scene.table.plugin
    for _ in range(600):
        seat = player.next_seat(scene)
        if seat is None:
            break
        before = len(scene.match.entries)
        view = scene.table.presenter.view
        keys = plugin.hand_keys(view, seat)
        legal = scene.match.legal_commands(seat)
        plays = [c for c in legal if isinstance(c, PlayCharacter) and not c.hidden and c.card in keys]
        if plays and len(scene.match.entries) % 3 == 0:
            command = plays[0]
            player.drag(player.sprite_center(command.card), app.viewport.rect(plugin.drop_targets(seat)[command.mission]).center)
        else:
            chips = [k for k in keys if plugin.select_command(seat, scene.table.presenter.sprites[k]) is not None]
            assert chips, f"no way to act by mouse for seat {seat}: {legal[:3]}"
            player.click(player.sprite_center(chips[0]))
            player.click(player.sprite_center(chips[0]))
        assert len(scene.match.entries) > before or scene.curtain is not None, "the click did nothing"
    assert isinstance(app.top, EndScene)
    assert scene.match.is_over() and scene.match.state.round == 4


def test_the_table_turns_to_the_player_at_the_screen(app, player):
    """Issue 19: the second player's hand was drawn at the top, small cards cut by the window's
    edge. The seat whose view is on screen sits at the bottom; a spectator sees the first seat there."""
    scene = hotseat(app)
    plugin = scene.table.plugin
    match = scene.match
    for viewer, bottom in ((0, 0), (1, 1), (-1, 0)):
        sprites = {s.key: s for s in plugin.sprites(match.view(viewer), viewer)}
        bottom_hand = [s for k, s in sprites.items() if k in {c for c in match.state.players[bottom].hand} or k.startswith(f"hand:{bottom}:")]
        top_hand = [s for k, s in sprites.items() if k in {c for c in match.state.players[1 - bottom].hand} or k.startswith(f"hand:{1 - bottom}:")]
        assert bottom_hand and top_hand
        assert min(s.rect[1] for s in bottom_hand) > 360 > max(s.rect[1] + s.rect[3] for s in top_hand)
        assert plugin.drop_targets(bottom)[0][1] > 360  # its mission sides are the lower row too


def test_an_answers_number_answers_at_once(app, player):
    """New-user trial F33: "Click an answer, or type its number": typing "1" at the mulligan only
    lit the answer; it answers now, as a click does."""
    scene = hotseat(app)
    through_curtain(scene, player)
    first = scene.viewer
    player.key(pygame.K_1)
    assert scene.match.entries[-1].command == DecideMulligan(first, False)


def test_the_hidden_toggle_goes_back_to_off_for_the_next_player(app, player):
    """New-user trial F34: Bob's "Hidden: ON" stayed on when the screen passed to Ada."""
    scene = hotseat(app)
    for _ in range(2):
        through_curtain(scene, player)
        choose_chip(player, 1)  # keep
    through_curtain(scene, player)
    first = scene.viewer
    choose_chip(player, 2)  # Hidden: on
    assert scene.table.plugin.hidden_mode
    card = scene.match.state.players[first].hand[0]
    player.drag(player.sprite_center(card), app.viewport.rect(scene.table.plugin.drop_targets(first)[0]).center)
    assert [e.command for e in scene.match.entries if e.command is not None][-1] == PlayCharacter(first, card, 0, True)
    player.settle()
    through_curtain(scene, player)
    assert scene.viewer == 1 - first
    assert not scene.table.plugin.hidden_mode, "the next player starts with the toggle off"
    chips = scene.table.plugin.chips(scene.match.view(scene.viewer), scene.viewer)
    assert chips[1][0] == "Hidden: off"


def test_hidden_goes_back_to_off_once_a_card_went_down_hidden(app, player):
    """Against a computer the screen never changes hands: "Hidden: ON" stayed on, and the next
    card, a turn later, went down hidden too. It turns off once the hidden play is on the table."""
    for seed in range(5, 25):
        scene = new_match_scene(app, "mythos", [SeatConfig("Ada"), SeatConfig("Bo", "computer:easy")], seed=seed)
        app.push(scene)
        player.settle()
        choose_chip(player, 1)  # keep
        player.settle()
        if scene.acting_seat == 0 and not scene.match.view(0).get("prompt"):
            break
        app.pop()
    else:
        raise AssertionError("no game gave the human the first play")
    plugin = scene.table.plugin
    choose_chip(player, 2)  # Hidden: on
    assert plugin.hidden_mode
    card = scene.match.state.players[0].hand[0]
    player.drag(player.sprite_center(card), app.viewport.rect(plugin.drop_targets(0)[0]).center)
    assert PlayCharacter(0, card, 0, True) in [e.command for e in scene.match.entries]
    player.settle()
    assert not plugin.hidden_mode, "the toggle stayed on after the hidden play"
    assert plugin.chips(scene.match.view(0), 0)[1][0] == "Hidden: off"


def test_the_hidden_toggles_key_turns_it_and_pass_lights_no_mission(app, player):
    """Second new-user trial G5: '2' on "2 Hidden" and '1' on "1 Pass" lit the missions instead;
    the toggle's key turns it at once; Pass, picked, lights nothing, and its key passes at once
    (fourth trial: a button's number presses it in every table)."""
    scene = hotseat(app)
    for _ in range(2):
        through_curtain(scene, player)
        choose_chip(player, 1)  # keep
    through_curtain(scene, player)
    plugin = scene.table.plugin
    player.key(pygame.K_2)
    assert plugin.hidden_mode and scene.selected is None
    player.key(pygame.K_2)
    assert not plugin.hidden_mode
    plugin.held = "chip:0"
    assert plugin.drop_targets(scene.viewer) == []
    seat = scene.viewer
    player.key(pygame.K_1)
    commands = [e.command for e in scene.match.entries if e.command is not None]
    assert commands[-1] == Pass(seat)


def test_a_picked_card_goes_to_a_mission_by_its_letter(app, player):
    """Third new-user trial H11, H24: a card picked by its number went nowhere with Enter and
    the missions had no key. The mission's letter plays it there; a mission not yet in play is
    refused with the reason, and nothing is played."""
    scene = hotseat(app)
    through_curtain(scene, player)
    choose_chip(player, 1)
    through_curtain(scene, player)
    choose_chip(player, 1)
    through_curtain(scene, player)
    seat = scene.viewer
    plugin = scene.table.plugin
    state = scene.match.state
    cheap = min(state.players[seat].hand, key=lambda c: plugin.cards.characters[state.versions[c]].cost)
    number = scene._hand().index(cheap) + 1
    player.key(pygame.K_0 + number if number < 10 else pygame.K_0)
    assert scene.selected == cheap
    before = len(scene.match.entries)
    player.key(pygame.K_c)  # round 1: only mission D is in play
    assert len(scene.match.entries) == before and app.toast_text, "refused, with a reason"
    player.key(pygame.K_d)
    commands = [e.command for e in scene.match.entries if e.command is not None]
    assert commands[-1] == PlayCharacter(seat, cheap, 0, False)
