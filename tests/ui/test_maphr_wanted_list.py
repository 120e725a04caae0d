"""Seventh new-user trial, Maphr: naming the card wanted in an offer stepped through the twenty
amenities one at a time with ◀ ▶. The "wanted" button now opens the list of every name (any
card, then the amenities a level a row), each with its number key; one pick names it and closes
the list, Escape closes it unchanged."""

from __future__ import annotations

import pygame

from game.rules.maphr import commands as cmd
from game.ui.tables.maphr import BUTTON
from tests.ui.maphr_gestures import draft_table


def _offer_scene(app, player):
    scene = draft_table(app, lambda match: any(
        isinstance(c, cmd.ProposeOffer) for s in match.to_act() for c in match.legal_commands(s)[:40]))
    scene.presented = len(scene.match.entries)
    scene.refresh()
    return scene, player.next_seat(scene)


def test_the_wanted_button_opens_every_name_and_one_pick_names_it(app, player):
    scene, seat = _offer_scene(app, player)
    plugin = scene.table.plugin
    assert plugin.mode == "offer"
    keys = scene._hand()
    assert BUTTON + "an" in keys, "the wanted button has a number key"
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    names = [k[len(BUTTON + "want:"):] for k in plugin.places if k.startswith(BUTTON + "want:")]
    assert set(names) == {""} | {k for k in plugin.nameable() if k}
    keyed = scene._hand()
    assert all(k.startswith(BUTTON + "want:") for k in keyed), "only the names take numbers while one is picked"
    # every name has a key: past the twenty keys, "any card" (the default) gives its key up
    # (the ninth trial found the last name, Trésorerie, with none)
    from game.ui.number_keys import KEYED

    named = [k for k in names if k]
    assert set(keyed) == {BUTTON + "want:" + k for k in (named if len(names) > KEYED else names)}
    assert len(keyed) <= KEYED
    wanted = next(k for k in plugin.nameable() if k)
    player.click(player.visible_point(scene, BUTTON + "want:" + wanted))
    player.frames(2)
    assert plugin.ask_name == wanted and plugin.ask_card and not plugin.naming
    assert not any(k.startswith(BUTTON + "want:") for k in plugin.places)
    assert plugin.card_name(f"{wanted}.1") in plugin.button_label("an")
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    assert plugin.naming
    player.key(pygame.K_ESCAPE)
    player.frames(2)
    assert not plugin.naming and plugin.ask_name == wanted and scene.app.top is scene, "Escape closes the list, not the table"


def test_any_card_can_be_clicked_again_once_a_name_was_picked(app, player):
    # Thirteenth trial: after naming a card, "au choix" in the reopened list did nothing.
    scene, seat = _offer_scene(app, player)
    plugin = scene.table.plugin
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    wanted = next(k for k in plugin.nameable() if k)
    player.click(player.visible_point(scene, BUTTON + "want:" + wanted))
    player.frames(2)
    assert plugin.ask_name == wanted
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    player.click(player.visible_point(scene, BUTTON + "want:"))
    player.frames(2)
    assert plugin.ask_name is None and not plugin.naming
    assert plugin.button_label("an").startswith(app.tr("maphr.button_ask_name", name=app.tr("maphr.any_card")))


def test_another_button_clicked_with_the_list_open_closes_it_and_acts(app, player):
    # Fourteenth trial: with the list of names open, "Pas d'(autre) offre" did nothing, unsaid.
    scene, seat = _offer_scene(app, player)
    plugin = scene.table.plugin
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    assert plugin.naming
    others = [k for k in plugin.places if k.startswith(BUTTON) and not k.startswith((BUTTON + "want:", BUTTON + "an"))]
    assert others, "buttons besides the names are on screen"
    assert all(k in plugin.clickable_keys(scene.table.presenter.view, seat) for k in others)
    player.click(player.visible_point(scene, others[-1]))
    player.frames(2)
    assert not plugin.naming, "the list closed"


def test_the_list_of_names_reads_at_x13(app, player):
    """Eighteenth trial: "Registre des galeries", "Bureau des tunnels" tiny in the list of names
    (five columns in the offer's 640-wide panel). The panel widens while a name is picked."""
    from game.ui.text_check import texts_drawn

    app.settings.language, app.settings.text_size = "fr", 1.3
    app.apply_settings()
    scene, seat = _offer_scene(app, player)
    plugin = scene.table.plugin
    player.click(player.visible_point(scene, BUTTON + "an"))
    player.frames(2)
    labels = [plugin.button_label(k[len(BUTTON):]) for k in plugin.places if k.startswith(BUTTON + "want:")]
    records = texts_drawn(app, scene.draw)
    drawn = [(text, rect) for text, rect, _ in records if any(text in label for label in labels)]
    assert len(drawn) >= len(labels)
    assert min(rect.height for _, rect in drawn) >= app.viewport.px(14), sorted((r.height, t) for t, r in drawn)[:3]
