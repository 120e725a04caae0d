"""Issue 19, one gesture one result: maphr's first draft pick takes a card and discards another.
Seen in the window: Enter (or a second click) always put the chosen card on Take, so a player
without a drag could never finish that pick; and the hint named only Take."""

from __future__ import annotations

import pygame

from game.rules.maphr import commands as cmd
from tests.ui.maphr_gestures import draft_table


def _first_pick_with_a_choice(match) -> bool:
    state = match.state
    return state.phase == "draw" and state.step == "first_pick" and any(len(state.packets.get(s, ())) > 2 for s in match.to_act())


def _at_a_first_pick(app, player):
    scene = draft_table(app, _first_pick_with_a_choice)
    scene.presented = len(scene.match.entries)
    scene.refresh()
    return scene, player.next_seat(scene)


def test_the_first_pick_is_finished_with_the_number_keys_alone(app, player):
    scene, seat = _at_a_first_pick(app, player)
    plugin = scene.table.plugin
    assert plugin.status_text(scene.table.presenter.view, seat) == app.tr("maphr.hint_draft_first", name=scene.match.config.seats[seat].name)
    packet = list(plugin.panel_cards())
    before = len(scene.match.entries)
    player.key(pygame.K_1, text="1")
    player.key(pygame.K_RETURN)
    player.key(pygame.K_RETURN)  # Valider with Discard still empty: nothing sent, and why
    assert len(scene.match.entries) == before and app.toast_text == app.tr("maphr.confirm_unfinished")
    player.key(pygame.K_2, text="2")
    player.key(pygame.K_RETURN)
    player.frames(2)
    assert len(scene.match.entries) == before, "the pick waits for Valider (tenth trial: sent as the second box filled)"
    assert dict(plugin.roles) and set(plugin.roles.values()) == {"take", "discard"}, "both cards lie in their boxes"
    player.key(pygame.K_RETURN)  # nothing picked: Enter presses Valider
    player.frames(2)
    picks = [e.command for e in scene.match.entries[before:] if isinstance(e.command, cmd.DraftPick)]
    assert picks and picks[0].seat == seat, "two numbers, Enter and Enter did not finish the pick"
    assert picks[0].card in packet and picks[0].discard in packet and picks[0].card != picks[0].discard


def test_the_draft_panel_keeps_its_place_while_cards_are_taken(app):
    """Second new-user trial G7: the draft's box jumped in place and width with each pick."""
    from tests.ui.maphr_gestures import draft_table

    scene = draft_table(app, lambda match: match.state.phase == "draw" and match.state.step in ("pick", "first_pick"))
    match, plugin = scene.match, scene.table.plugin
    rects = []
    for _ in range(6):
        if not (match.state.phase == "draw" and match.state.step in ("pick", "first_pick")):
            break
        seat = match.to_act()[0]
        panel = next(s for s in plugin.sprites(match.view(seat), seat) if s.kind == "panelbg")
        rects.append(tuple(panel.rect))
        match.submit(match.legal_commands(seat)[0])
    assert len(rects) >= 3 and len(set(rects)) == 1, rects
