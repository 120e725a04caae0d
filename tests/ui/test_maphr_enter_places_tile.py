"""Fourth new-user trial: Enter did nothing with a Maphr tile picked by its number; only a click on
the lit cell laid it. Enter now lays a tile on its one lit cell, or on the first of several, framed in gold (↑ ↓ walk the
others)."""

from __future__ import annotations

from game.rules.maphr import commands as cmd
from game.ui.presenter import Sprite
from game.ui.tables.maphr import MaphrTable
from tests.ui.table_positions import random_positions


def _tiles_to_lay(app, seeds, moves):
    """Each tile of the hand that fits, at each Prospect of random games, as the table sees it:
    (view, plugin, seat, legal, card, its legal places, those in its present turn)."""
    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, seeds, moves):
        places = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        if not places:
            continue
        view = match.view(seat)
        plugin.sprites(view, seat)
        plugin.warn_before_ruin = False
        for card in {c.card for c in places}:
            options = [c for c in places if c.card == card]
            yield view, plugin, seat, legal, card, options, [c for c in options if c.rotation == plugin.rotation_of(card)]


def test_enter_lays_a_tile_on_its_one_cell_or_on_the_first_of_several_framed_in_gold(app):
    # Fifteenth trial: with three lit cells none was framed, and Enter only said "click one". The
    # first lit cell (in the order the arrows walk them) is framed and takes the tile.
    single = several = 0
    for view, plugin, seat, legal, card, options, turned in _tiles_to_lay(app, range(30), 300):
        sprite = Sprite(card, "mcard", (0, 0, 10, 10), True, card)
        made = plugin.select_command(seat, sprite)
        assert made in legal and made.card == card
        cells = sorted({(c.x, c.y) for c in options})
        assert (made.x, made.y) == cells[0], "the first lit cell"
        at_first = [c for c in turned if (c.x, c.y) == cells[0]]
        assert not at_first or made.rotation == plugin.rotation_of(card), "in its present turn when it fits so"
        turned_to_fit = "_turned" if made.rotation != plugin.rotation_of(card) else ""
        if len(cells) == 1:
            assert plugin.enter_hint(view, seat, sprite) == app.tr("maphr.enter_places_tile" + turned_to_fit)
            single += 1
        else:
            assert plugin.enter_hint(view, seat, sprite) == app.tr("maphr.enter_places_tile_framed" + turned_to_fit)
            several += 1
        if single >= 3 and several >= 3:
            break
    assert single >= 3 and several >= 3, (single, several)


def test_a_tile_that_fits_one_cell_in_several_turns_is_laid_there_by_enter(app):
    """Eighth new-user trial: with one lit cell the hint said "it goes on several cells: click the
    one you want", and Enter did nothing: the cell took the tile in more than one turn."""
    met = 0
    for view, plugin, seat, legal, card, options, turned in _tiles_to_lay(app, range(60), 400):
        if len({(c.x, c.y) for c in options}) != 1 or len(options) < 2 or len(turned) == 1:
            continue
        sprite = Sprite(card, "mcard", (0, 0, 10, 10), True, card)
        made = plugin.select_command(seat, sprite)
        assert made in options, made
        turned_to_fit = "_turned" if made.rotation != plugin.rotation_of(card) else ""
        assert plugin.enter_hint(view, seat, sprite) == app.tr("maphr.enter_places_tile" + turned_to_fit)
        met += 1
        if met >= 2:
            return
    raise AssertionError(f"met {met} tiles fitting one cell in several turns")


def test_up_and_down_choose_the_cell_enter_lays_a_tile_on(app):
    """Eighth new-user trial: a tile fitting several cells could only be laid with the mouse; ↑ ↓
    now walk its lit cells, the chosen one framed in gold, and Enter lays it there."""
    import pygame

    for _, match, plugin, seat, legal in random_positions(app, "maphr", MaphrTable, range(30), 400):
        places = [c for c in legal if isinstance(c, cmd.PlaceTile)]
        view = match.view(seat)
        plugin.sprites(view, seat)
        plugin.warn_before_ruin = False
        card = next((c.card for c in places if len({(p.x, p.y) for p in places if p.card == c.card}) >= 2), None)
        if card is None:
            continue
        cells = sorted({(p.x, p.y) for p in places if p.card == card})
        plugin.held = card
        # before ↑ ↓: framed where Enter lays it in its present turn, if it fits one cell so
        # (ninth trial: two cells lit, Enter laid it on one, and nothing showed which)
        first, _ = plugin._tile_places(card)
        assert first is not None and (first.x, first.y) == cells[0], "the first lit cell is framed"
        assert plugin.chosen_target_rect() == plugin.grids[seat].rect((first.x, first.y))
        hint = plugin.enter_hint(view, seat, Sprite(card, "mcard", (0, 0, 10, 10), True, card))
        assert hint == app.tr("maphr.enter_places_tile_framed")
        seen = []
        for _ in cells:
            assert plugin.handle_input(seat, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
            made = plugin.select_command(seat, Sprite(card, "mcard", (0, 0, 10, 10), True, card))
            assert made in legal and (made.x, made.y) == plugin.cell_pick[card]
            assert plugin.chosen_target_rect() == plugin.grids[seat].rect(plugin.cell_pick[card])
            seen.append(plugin.cell_pick[card])
        assert sorted(seen) == cells, "↓ did not walk every lit cell"
        return
    raise AssertionError("no tile fitting several cells met")


def test_up_and_down_walk_every_lit_cell_from_the_one_framed_in_gold(app):
    """Twelfth new-user trial: with three cells lit and the right one framed, ↑ landed on the
    framed cell again (nothing seemed to move) and the left cell was "never offered". Each key
    moves off the framed cell, and as many presses as cells visit them all."""
    met = 0
    for view, plugin, seat, legal, card, options, turned in _tiles_to_lay(app, range(60), 400):
        cells = sorted({(c.x, c.y) for c in options})
        if len(cells) < 3 or len({(c.x, c.y) for c in turned}) != 1:
            continue
        plugin.held, plugin.cell_pick = card, {}
        framed, _ = plugin._tile_places(card)
        start = (framed.x, framed.y)
        if start not in (cells[0], cells[-1]):
            continue  # the trial's case: the framed cell first or last in the walk's order
        for step in (1, -1):
            plugin.cell_pick = {}
            seen = []
            for _ in range(len(cells)):
                assert plugin.pick_cell(step)
                seen.append(plugin.cell_pick[card])
            assert seen[0] != start, "the first key moves off the framed cell"
            assert sorted(seen) == cells, "every lit cell is reached"
        met += 1
        if met >= 2:
            return
    raise AssertionError("no tile lit three cells with one framed")


def test_enter_says_when_it_lays_a_tile_turned_from_the_turn_shown(app):
    """Twentieth trial: a tile turned with R into a turn that does not join the lit cell was laid
    in another turn, without a word. Enter's hint says it will turn it; shown in a turn that
    joins, it says nothing of a turn."""
    met = 0
    for view, plugin, seat, legal, card, options, turned in _tiles_to_lay(app, range(40), 300):
        sprite = Sprite(card, "mcard", (0, 0, 10, 10), True, card)
        made = plugin.select_command(seat, sprite)
        if made.rotation == plugin.rotation_of(card):
            continue
        assert plugin.enter_hint(view, seat, sprite) in (app.tr("maphr.enter_places_tile_turned"), app.tr("maphr.enter_places_tile_framed_turned"))
        plugin.rotations[card] = made.rotation  # shown as it will go down
        assert plugin.enter_hint(view, seat, sprite) in (app.tr("maphr.enter_places_tile"), app.tr("maphr.enter_places_tile_framed"))
        met += 1
        if met >= 3:
            return
    raise AssertionError(f"met {met} tiles Enter lays turned")
