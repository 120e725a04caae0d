"""Seventh new-user trial: a Maphr card's number moved when a button came or went (a tile was 5,
then 6 once the "lay it anyway?" warning brought a third button, and a key typed from memory hit
the wrong card); the deal's cards started at 2 behind Valider. Cards now come before the buttons
(the action tokens, the step's own choice, keep 1-5), and a warning keys only its answers."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.ui.tables.maphr import BUTTON, MaphrTable
from tests.ui.table_positions import random_positions


def test_the_cards_numbers_come_before_the_buttons_in_every_step_but_the_tokens(app):
    modes = set()
    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(12), 500):
        view = match.view(seat)
        plugin.sprites(view, seat)
        keys = plugin.hand_keys(view, seat)
        if BUTTON + "rotate" in plugin.places:
            # "Tourner la tuile" went 5, 4, 3 as tiles left the hand (ninth trial): R, always
            assert BUTTON + "rotate" not in keys and plugin.lettered_keys()[BUTTON + "rotate"] == "R"
        buttons = [i for i, key in enumerate(keys) if key.startswith(BUTTON)]
        others = [i for i, key in enumerate(keys) if not key.startswith(BUTTON)]
        if not buttons or not others:
            continue
        modes.add(plugin.mode)
        if plugin.mode == "tokens":
            assert max(buttons) < min(others), f"seed {seed}: a token's number moved behind a card"
        else:
            assert max(others) < min(buttons), f"seed {seed}, {plugin.mode}: a button before a card: {keys}"
    # (the sort and draft steps' only button, Valider, is pressed by Enter and takes no number
    # since the ninth trial: no button there to come after the cards)
    assert {"tokens", "prospect", "offer"} <= modes, modes


def test_a_tile_keeps_its_number_when_the_lay_it_anyway_warning_asks(app):
    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(30), 600):
        view = match.view(seat)
        plugin.sprites(view, seat)
        closing = [c for c in legal if isinstance(c, cmd.PlaceTile) and plugin.closes_mine(c)]
        if plugin.mode != "prospect" or not closing:
            continue
        fitting = {plugin.cards.type_of(p.card).key for p in legal if isinstance(p, cmd.PlaceTile)}  # every copy of a tile that fits
        tiles = [c for c in view["players"][seat]["hand"] if plugin.cards.type_of(c).key in fitting]
        before = plugin.hand_keys(view, seat)
        assert before[:len(tiles)] == tiles, f"seed {seed}: the tiles do not take the first numbers: {before}"
        plugin.ruin = closing[0]
        plugin.sprites(view, seat)
        asked = plugin.hand_keys(view, seat)
        assert asked and all(key.startswith(BUTTON) for key in asked), f"seed {seed}: the warning keys {asked}"
        plugin.ruin = None
        plugin.sprites(view, seat)
        assert plugin.hand_keys(view, seat) == before
        return
    raise AssertionError("no tile that closes a mine met in 30 games")


def test_only_an_impediment_that_stops_an_action_takes_a_number(app):
    met = set()
    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(20), 500):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "impede":
            continue
        keys = plugin.hand_keys(view, seat)
        playable = {card for c in legal if isinstance(c, cmd.ChooseImpediments) for card, _ in c.plays}
        cards = [k for k in keys if not k.startswith(BUTTON)]
        assert set(cards) == playable, f"seed {seed}: {cards} against {playable}"
        met.add(bool(playable))
        if met == {True, False}:
            return
    raise AssertionError(f"met only {met}")


def test_an_offer_is_answered_with_the_cards_it_can_take_and_says_when_none(app):
    met = set()
    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(40), 600):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "answer" or not view["offer"]["ask_card"]:
            continue
        givable = {c.card for c in legal if isinstance(c, cmd.AcceptOffer) and c.card}
        cards = {k for k in plugin.hand_keys(view, seat) if not k.startswith(BUTTON)}
        assert cards == givable, f"seed {seed}: {cards} keyed, {givable} can be given"
        status = plugin.status_text(view, seat)
        assert (status == app.tr("maphr.hint_answer", name=match.config.seats[seat].name)) == bool(givable), status
        met.add(bool(givable))
        if met == {True, False}:
            return
    raise AssertionError(f"met only {met}")


def test_in_prospect_and_build_only_a_card_that_can_go_takes_a_number(app):
    met = set()
    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(12), 500):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode not in ("prospect", "build") or plugin.ruin is not None:
            continue
        kind = cmd.PlaceTile if plugin.mode == "prospect" else cmd.BuildAmenity
        able = {c.card for c in legal if isinstance(c, kind)}
        if kind is cmd.PlaceTile:  # the rules list one copy of a tile type; every copy goes alike
            fitting = {plugin.cards.type_of(c).key for c in able}
            able = {c for c in view["players"][seat]["hand"] if plugin.cards.type_of(c).key in fitting}
        cards = {k for k in plugin.hand_keys(view, seat) if not k.startswith(BUTTON)}
        assert cards == able, f"seed {seed}, {plugin.mode}: {cards} keyed, {able} can go"
        met.add(plugin.mode)
        if met == {"prospect", "build"}:
            return
    raise AssertionError(f"met only {met}")


def test_a_card_without_a_number_can_still_be_picked_up_and_says_why_it_cannot_go(app):
    from tests.ui.maphr_gestures import sprite_of

    for seed, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(12), 500):
        view = match.view(seat)
        plugin.sprites(view, seat)
        if plugin.mode != "prospect" or plugin.ruin is not None:
            continue
        unable = [c for c in view["players"][seat]["hand"] if c not in plugin.hand_keys(view, seat)]
        if not unable:
            continue
        card = unable[0]
        assert card in plugin.clickable_keys(view, seat)
        x, y, w, h = plugin.grids[seat].rect((0, 1))
        reason = plugin.drop_refusal(seat, sprite_of(plugin, card), (x + w / 2, y + h / 2))
        assert reason, f"seed {seed}: {card} let go on the mine says nothing"
        return
    raise AssertionError("no card that cannot be laid met in Prospect")
