"""Fourth new-user trial: Maphr's offer panel had twelve numbered controls, up to "⇧4"; three of
them were the offer's values ("Vous donnez 0"), which do nothing pressed. Values take no number."""

from __future__ import annotations

from game.ui.tables.maphr import BUTTON, MaphrTable
from tests.ui.table_positions import random_positions


def test_the_offers_values_take_no_number_and_its_buttons_do(app):
    met = 0
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(10), 400):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "offer":
            continue
        keys = plugin.hand_keys(view, seat)
        for value in ("gc", "ac"):
            assert BUTTON + value in plugin.places and BUTTON + value not in keys
        # the wanted card's button opens the list of names (seventh new-user trial): it acts
        for button in ("an", "gc-", "gc+", "ac-", "ac+", "askcard"):
            assert BUTTON + button in keys
        # Propose is pressed by Enter, its key drawn on it: its number moved with the hand's size
        assert BUTTON + "propose" not in keys and plugin.lettered_keys()[BUTTON + "propose"] == "↵"
        met += 1
        if met >= 3:
            break
    assert met >= 3


def test_the_offered_cards_box_says_drop_it_here_only_while_empty(app):
    from game.ui.tables.maphr import BOX

    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(10), 400):
        view = match.view(seat)
        plugin.sprites(view, seat)
        hand = view["players"][seat]["hand"] or []
        if plugin.mode != "offer" or not hand:
            continue
        labels = {s.key: s.data for s in plugin.sprites(view, seat)}
        assert labels[BOX + "give"] == app.tr("maphr.box_offer_card")
        plugin.offer_card = hand[0]
        labels = {s.key: s.data for s in plugin.sprites(view, seat)}
        assert labels[BOX + "give"] == app.tr("maphr.box_offer_card_in")
        return
    raise AssertionError("no offer with a card in hand was met")


def test_a_button_pressed_by_its_key_shows_its_new_state_at_once(app, player):
    """Fifth trial: ▶ pressed by its number named the wanted card in the panel's title while its
    button still read "any card"."""
    import random

    import pygame

    from game.engine import SeatConfig
    from game.ui.scenes.table import new_match_scene

    for seed in range(10):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        chooser = random.Random(seed)
        match = scene.match
        while not match.is_over() and match.view(-1).get("phase") != "negotiation":
            scene.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        if match.is_over():
            continue
        player.next_seat(scene)
        plugin = scene.table.plugin
        if plugin.mode != "offer":
            continue
        keys = scene._hand()
        number = keys.index(BUTTON + "an") + 1
        before = next(s.data[1] for s, _ in scene.table.drawn if s.key == BUTTON + "an")
        player.key(pygame.K_0 + number % 10, pygame.KMOD_SHIFT if number > 10 else 0)  # opens the list
        player.frames(2)
        player.key(pygame.K_2)  # its second name: the first amenity
        player.frames(2)
        after = next(s.data[1] for s, _ in scene.table.drawn if s.key == BUTTON + "an")
        assert plugin.ask_name is not None and after != before
        assert plugin.card_name(f"{plugin.ask_name}.1") in after
        return
    raise AssertionError("no offer panel met")
