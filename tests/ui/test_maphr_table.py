"""The Mines de Maphr table: maps for 2-4 players, sprites that hide what a seat may not see,
every legal command made by its gesture, refusals with the rules' reason."""

from __future__ import annotations

import random

import pytest

from game import sessions
from game.engine import SeatConfig
from game.levels import load_level
from game.rules.maphr import commands as cmd
from game.ui.scenes.table_view import PUBLIC
from game.ui.tables.base import TableContext
from game.ui.tables.maphr import MaphrTable
from tests.ui.maphr_gestures import centre, gesture_command, sprite_of


def plugin_for(app, match):
    return MaphrTable(TableContext(app.assets, app.painter, app.tr, match.rules, match.config))


def new_match(players, seed, **options):
    config = sessions.make_config("maphr", [SeatConfig(f"P{s + 1}") for s in range(players)], seed=seed, options=options)
    return sessions.start(config).match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_map_has_the_zones_the_table_reads(players):
    level = load_level(f"maphr_{players}p")
    for name in ("hand", "deck", "discard", "die", "panel", "message", "choices", "log", "buttons", "info", "scores"):
        assert level.has(name)
    boards = [level.find(f"p{seat}_board").rect for seat in range(players)]
    for x, y, w, h in boards:
        assert 0 <= x and x + w <= level.size[0] and 0 <= y and y + h <= level.size[1]
    for i, a in enumerate(boards):  # clan boards never overlap
        for b in boards[i + 1:]:
            assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]


def test_sprites_show_no_card_the_viewer_may_not_see(app):
    match = new_match(3, 9)
    plugin = plugin_for(app, match)
    chooser = random.Random(9)
    checked = 0
    for _ in range(600):
        if match.is_over():
            break
        state = match.state
        for viewer in (0, PUBLIC):
            for sprite in plugin.sprites(match.view(viewer), viewer):
                card = sprite.data[0] if sprite.kind == "mtile" else sprite.data
                if sprite.kind not in ("mcard", "mtile") or not isinstance(card, str):
                    continue
                offer = state.offer
                if offer is not None and card == offer.give_card and viewer in (offer.proposer, offer.target):
                    continue  # an offer's card is seen by the two traders (README, ruling 14)
                for seat, board in enumerate(state.players):
                    if card in board.hand or card in board.pending or card in state.packets.get(seat, []):
                        assert seat == viewer, f"{card} of P{seat + 1} shown to {viewer}"
                        checked += 1
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    assert checked > 100


SECOND_CLICK = (cmd.SellCard, cmd.DiscardCard, cmd.BuildAmenity, cmd.AcceptOffer)


def test_every_legal_command_of_random_games_has_a_gesture(app):
    """At every decision of random 2-, 3- and 4-player games, each legal command (40 at most,
    sampled) is made by its gesture, on a fresh table as the player sees it; together the games
    reach every kind of command the rules have."""
    checked: set[str] = set()
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        match = new_match(players, seed)
        chooser = random.Random(seed)
        for _ in range(700):
            if match.is_over():
                break
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            view = match.view(seat)
            plugin = plugin_for(app, match)
            plugin.sprites(view, seat)
            # the rules' commands, and the same places for a tile's other copies in the hand
            assert plugin.legal[:len(legal)] == legal and all(isinstance(c, cmd.PlaceTile) for c in plugin.legal[len(legal):])
            for command in legal if len(legal) <= 40 else chooser.sample(legal, 40):
                plugin = plugin_for(app, match)
                plugin.sprites(view, seat)
                made = gesture_command(plugin, seat, command)
                assert made == command, f"{command} made as {made}"
                checked.add(type(command).__name__)
                if isinstance(command, SECOND_CLICK) and getattr(command, "card", None):
                    # The same card chosen twice (click, click or Enter) makes it too.
                    plugin = plugin_for(app, match)
                    plugin.sprites(view, seat)
                    assert plugin.select_command(seat, sprite_of(plugin, command.card)) == command
            match.submit(chooser.choice(legal))
    assert checked == {kind.__name__ for kind in cmd.COMMAND_TYPES}


def test_a_tile_dropped_where_it_does_not_fit_is_refused_with_the_rules_reason(app):
    match = new_match(2, 4, draw_dice=[6])
    chooser = random.Random(1)
    while not (match.state.phase == "resolve" and match.state.step == "acting" and match.state.queue[0][1] == "prospect"):
        seat = match.to_act()[0]
        legal = match.legal_commands(seat)
        prospects = [c for c in legal if isinstance(c, cmd.ChooseActions) and c.actions == ("prospect",)]
        match.submit(prospects[0] if prospects else chooser.choice(legal))
    seat = match.to_act()[0]
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(seat), seat)
    place = next(c for c in match.legal_commands(seat) if isinstance(c, cmd.PlaceTile))
    plugin.held = place.card
    lit = plugin.drop_targets(seat)
    assert lit and all(r[2] == plugin.grids[seat].size for r in lit)
    # Far below the entrance nothing connects: the drop is still sent, and refused with a reason.
    far = centre(plugin.grids[seat].rect((0, 3)))
    made = plugin.drop_command(seat, sprite_of(plugin, place.card), far)
    assert isinstance(made, cmd.PlaceTile) and (made.x, made.y) == (0, 3)
    assert plugin.why_not(match, made) == "the tile must open onto your gallery network"
    # Dropped outside the mine, it is no target at all.
    assert plugin.drop_command(seat, sprite_of(plugin, place.card), centre(plugin.zone("log"))) is None


def test_drawn_cards_are_sorted_by_clicks_alone(app):
    """Die 4 without dragging: a second click (or Enter) puts a card in the next box with room,
    a further one moves it on; Confirm sends."""
    match = new_match(3, 3, draw_dice=[4])
    seat = match.to_act()[0]
    assert match.state.step == "sort"
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(seat), seat)
    first, second, third, fourth = plugin.panel_cards()
    assert plugin.select_command(seat, sprite_of(plugin, first)) is None
    assert plugin.roles == {first: "keep"}
    assert plugin.select_command(seat, sprite_of(plugin, first)) is None
    assert plugin.roles == {first: "discard"}  # moved on to the next box
    for card in (second, third, fourth):
        assert plugin.select_command(seat, sprite_of(plugin, card)) is None
    assert [plugin.roles[c] for c in (first, second, third, fourth)] == ["discard", "keep", "left", "right"]
    made = plugin.clicked(seat, sprite_of(plugin, "btn:confirm"))
    assert made == cmd.SortFour(seat, second, first, third, fourth) and made in match.legal_commands(seat)


def test_a_sorted_card_lies_in_its_box_and_cards_sharing_a_box_stay_apart(app):
    match = new_match(3, 3, draw_dice=[3])
    seat = match.to_act()[0]
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(seat), seat)
    cards = plugin.panel_cards()
    assert len(cards) == 3
    for card in cards:
        plugin.drop_command(seat, sprite_of(plugin, card), centre(plugin.places["box:keep"]))
    sprites = {s.key: s for s in plugin.sprites(match.view(seat), seat)}
    box = sprites["box:keep"].rect
    lefts = []
    for card in cards:
        x, y, w, h = sprites[card].rect
        assert box[0] <= x and x + w <= box[0] + box[2] and box[1] <= y and y + h <= box[1] + box[3]
        lefts.append(x)
    gaps = [b - a for a, b in zip(sorted(lefts), sorted(lefts)[1:])]
    assert min(gaps) >= 30, f"cards in one box hide each other: {gaps}"


def test_a_catastrophe_an_amenity_action_draws_is_answered_on_the_table(app):
    """Ruling 9: a Fire drawn by an amenity's draw action in Phase III asks its drawer at once
    which amenity burns; the table shows the question and each answer has its gesture."""
    match = new_match(2, 5, negotiation=False)
    chooser = random.Random(5)
    while match.state.phase != "sell":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    state = match.state
    seat = match.to_act()[0]
    for card in ("gallery_register.1", "forge.1", "fire.1"):
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
    state.players[seat].amenities = ["gallery_register.1", "forge.1"]
    state.deck.insert(0, "fire.1")
    match.submit(cmd.UseAmenity(seat, "gallery_register.1"))
    assert state.choice == (seat, "fire.1")
    legal = match.legal_commands(seat)
    assert sorted(c.answer for c in legal) == ["forge.1", "gallery_register.1"]
    view = match.view(seat)
    plugin = plugin_for(app, match)
    plugin.sprites(view, seat)
    assert plugin.mode == "choice"
    for command in legal:
        plugin = plugin_for(app, match)
        plugin.sprites(view, seat)
        assert gesture_command(plugin, seat, command) == command


def test_the_table_warns_when_prospecting_could_only_close_the_mine(app):
    """Ruling 2: a player whose every fitting tile would close the mine may prospect or take the
    idle coin; the table says so before they choose."""
    from game.rules.maphr.state import PlacedTile

    match = new_match(2, 3, negotiation=False, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "actions":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    state = match.state
    seat = match.to_act()[0]
    board = state.players[seat]
    for card in ("straight.1", "dead_end.1"):
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
    state.discard.extend(board.hand)
    board.hand[:] = ["dead_end.1"]
    board.mine = {(0, 1): PlacedTile("straight.1", 0)}
    board.miners, board.amenities, board.coins, board.clan = [], [], 0, "threshold_wardens"
    legal = match.legal_commands(seat)
    assert legal == [cmd.ChooseActions(seat, ("prospect",)), cmd.ChooseActions(seat, ("idle",))]
    view = match.view(seat)
    plugin = plugin_for(app, match)
    plugin.sprites(view, seat)
    assert plugin.status_text(view, seat).startswith("⚠") and "close your mine" in plugin.status_text(view, seat)
    for command in legal:
        plugin = plugin_for(app, match)
        plugin.sprites(view, seat)
        assert gesture_command(plugin, seat, command) == command


def test_with_every_vein_worked_the_plus_miner_is_hired_onto_a_gallery(app):
    """Each miner owned scores 3 (ruling 17): once every vein has its miner, the "+" miner still
    waits on the surface and drops on a free gallery (issue 22; it used to vanish)."""
    from game.rules.maphr.state import PlacedTile

    match = new_match(2, 3, negotiation=False, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "actions":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    state = match.state
    seat = match.to_act()[0]
    board = state.players[seat]
    for card in ("straight.1", "gold2_dead_end.1"):
        for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
            if card in zone:
                zone.remove(card)
    board.mine = {(0, 1): PlacedTile("straight.1", 0), (0, 2): PlacedTile("gold2_dead_end.1", 0)}
    board.miners, board.free_miner_used, board.level, board.coins, board.clan = [(0, 2)], True, 2, 10, "threshold_wardens"
    for s in match.to_act():
        match.submit(cmd.ChooseActions(s, ("exploit",)) if s == seat else chooser.choice(match.legal_commands(s)))
    while not (state.phase == "resolve" and state.step == "acting" and state.queue[0] == (seat, "exploit")):
        s = match.to_act()[0]
        legal = match.legal_commands(s)
        match.submit(next((c for c in legal if isinstance(c, cmd.ChooseImpediments) and not c.plays), chooser.choice(legal)))
    view = match.view(seat)
    plugin = plugin_for(app, match)
    plugin.sprites(view, seat)
    plus = f"miner:{seat}:new"
    assert plus in plugin.places
    plugin.held = plus
    assert plugin.drop_targets(seat) == [plugin.grids[seat].rect((0, 1))]
    made = plugin.drop_command(seat, sprite_of(plugin, plus), centre(plugin.grids[seat].rect((0, 1))))
    assert made == cmd.BuyMiner(seat, 0, 1)
    match.submit(made)
    assert board.miners == [(0, 2), (0, 1)]


def test_an_amenity_given_for_too_few_coins_is_refused_on_the_table_with_its_bound(app):
    """Ruling 14: the Bureau (cost 6) dropped as the answer to 1 coin for "a card of your choice"
    is refused with the bound, whichever side gives the amenity (issue 22)."""
    match = new_match(2, 3, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "negotiation":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    state = match.state
    proposer = match.to_act()[0]
    target = 1 - proposer
    for zone in [state.deck, state.discard] + [p.hand for p in state.players]:
        if "tunnel_office.1" in zone:
            zone.remove("tunnel_office.1")
    state.players[target].hand.append("tunnel_office.1")
    state.players[proposer].coins = max(state.players[proposer].coins, 1)
    match.submit(cmd.ProposeOffer(proposer, target, give_coins=1, ask_card=True))
    view = match.view(target)
    plugin = plugin_for(app, match)
    plugin.sprites(view, target)
    assert cmd.AcceptOffer(target, "tunnel_office.1") not in plugin.legal
    made = plugin.drop_command(target, sprite_of(plugin, "tunnel_office.1"), centre(plugin.places["box:answer"]))
    assert made == cmd.AcceptOffer(target, "tunnel_office.1")
    assert "6 to 12 coins" in plugin.why_not(match, made)


def test_a_wanted_card_is_named_on_the_table_and_shown_to_the_target(app):
    """Ruling 14: the offer's "wanted" row names the card asked for (the amenities, in turn);
    the target's panel names it, and only that card answers (issue 22)."""
    match = new_match(2, 3, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "negotiation":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    proposer = match.to_act()[0]
    match.state.players[proposer].coins = 30
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(proposer), proposer)
    assert plugin.press(proposer, "an") is True and plugin.naming  # the list of names opens
    plugin.sprites(match.view(proposer), proposer)
    assert plugin.press(proposer, f"want:{next(k for k in plugin.nameable() if k)}") is True
    wanted = plugin.ask_name
    assert wanted is not None and plugin.ask_card
    assert plugin.card_name(f"{wanted}.1") in plugin.button_label("an")
    kind = match.rules.cards.type_of(f"{wanted}.1")
    plugin.give_coins = kind.cost
    made = plugin.press(proposer, "propose")
    assert made == cmd.ProposeOffer(proposer, 1 - proposer, None, kind.cost, 0, True, wanted)
    match.submit(made)
    view = match.view(1 - proposer)
    plugin = plugin_for(app, match)
    plugin.sprites(view, 1 - proposer)
    assert plugin.card_name(f"{wanted}.1") in plugin.panel_title()


def test_a_card_offered_face_down_stays_hidden_on_the_buyers_table(app):
    """Ruling 14: "des ventes cartes visibles ou cachées": the offer panel's "Face down" button
    makes a blind sale; the buyer's panel shows "a card", not which (issue 22)."""
    match = new_match(2, 3, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "negotiation":
        seat = match.to_act()[0]
        match.submit(chooser.choice(match.legal_commands(seat)))
    proposer = match.to_act()[0]
    state = match.state
    card = next(c for c in state.players[proposer].hand if match.rules.cards.type_of(c).kind != "amenity")
    state.players[1 - proposer].coins = 10
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(proposer), proposer)
    plugin.drop_command(proposer, sprite_of(plugin, card), centre(plugin.places["box:give"]))
    assert plugin.press(proposer, "blind") is True and plugin.button_is_on("blind")
    plugin.ask_coins = 3
    made = plugin.press(proposer, "propose")
    assert made == cmd.ProposeOffer(proposer, 1 - proposer, card, 0, 3, False, None, True)
    match.submit(made)
    view = match.view(1 - proposer)
    plugin = plugin_for(app, match)
    plugin.sprites(view, 1 - proposer)
    assert card not in plugin.places and plugin.card_name(card) not in plugin.panel_title()
    assert plugin.t("a_card_blind") in plugin.panel_title()


def test_an_offer_being_built_says_what_each_side_gives_even_before_anything_is_chosen(app):
    """New-user trial F55: the panel read "Offer to Ann: — for —" until something was chosen,
    which said nothing of what the two blanks were."""
    match = new_match(2, 3, draw_dice=[6])
    chooser = random.Random(3)
    while match.state.phase != "negotiation":
        match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
    proposer = match.to_act()[0]
    plugin = plugin_for(app, match)
    plugin.sprites(match.view(proposer), proposer)
    assert plugin.mode == "offer"
    title = plugin.panel_title()
    assert "you give: nothing yet" in title and "you ask: nothing yet" in title, title
    plugin.give_coins = 2
    assert "you give: 2 ◉" in plugin.panel_title()
