"""Ninth new-user trial: the prompt said "2 at most", one tile was laid, and Prospect ended by
itself with nothing said (no other tile of the hand fitted). The table says so when it happens,
and says nothing when the action ends at its limit or by the player's own "stop"."""

from __future__ import annotations

import random

from game.engine import SeatConfig
from game.rules.maphr import events as ev
from game.rules.maphr.actions import max_tiles
from game.rules.maphr.commands import PlaceTile
from game.rules.maphr.mine import LEVEL_SIZE
from game.ui.tables.maphr.painting import roman
from game.ui.scenes.table import new_match_scene


def test_a_prospect_ended_short_of_its_tiles_is_said(app, player):
    said = quiet = level_said = 0
    for seed in range(12):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 1500:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            command = chooser.choice(legal)
            first = len(match.entries)
            app.toast_text = None
            assert scene.submit(command)
            if not isinstance(command, PlaceTile):
                continue
            end = next((i for i in range(first, len(match.entries)) if isinstance(match.entries[i].event, ev.ActionEnded)
                        and match.entries[i].event.action == "prospect" and match.entries[i].event.seat == seat), None)
            if end is None:
                continue
            start = max(i for i in range(end) if isinstance(match.entries[i].event, ev.ActionStarted) and match.entries[i].event.seat == seat)
            laid = sum(isinstance(e.event, ev.TilePlaced) for e in match.entries[start:end])
            board = match.state.players[seat]
            short = laid < max_tiles(match.state, match.rules.cards, board)
            name = scene.seats[seat].name
            # a mine full for its level says so, not "no tile fits" (twelfth trial)
            full = len(board.mine) >= LEVEL_SIZE[board.level]
            notice = app.tr("maphr.prospect_ended_level", name=name, level=roman(board.level), most=LEVEL_SIZE[board.level]) if full \
                else app.tr("maphr.prospect_ended_no_fit", name=name)
            if short:
                assert app.toast_text == notice
                said += 1
                level_said += full
            else:
                assert app.toast_text is None or "Prospect" not in app.toast_text
                quiet += 1
            if said >= 2 and quiet >= 2 and level_said:
                return
    raise AssertionError(f"met {said} short ({level_said} at the level's cap) and {quiet} full prospects")


def test_a_mine_full_for_its_level_is_named_as_the_reason_prospect_is_not_offered(app):
    """Twelfth new-user trial: "no tile of your hand fits" under the action tokens, with a cell
    still open: the level I mine held its 3 tiles."""
    from game.ui.tables.maphr import MaphrTable
    from game.ui.tables.base import TableContext

    scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=1)
    plugin = scene.table.plugin
    assert isinstance(plugin, MaphrTable) and isinstance(plugin.ctx, TableContext)
    full = {"level": 1, "mine": {f"{x},1": {} for x in range(LEVEL_SIZE[1])}}
    assert plugin.mine_full(full) == app.tr("maphr.means_prospect_level", level="I", most=LEVEL_SIZE[1])
    assert plugin.mine_full({"level": 2, "mine": full["mine"]}) == ""


def test_a_prospect_finished_after_a_take_back_says_nothing(app, player):
    """Eighteenth trial: two tiles, the second taken back (the next action had begun), another
    laid: Prospect ended at its limit, and the table said "no tile of Bob's hand fits" (its
    count of tiles stopped at the next action's start, found in the log after the take-back)."""
    from game.engine import Undo

    checked = 0
    for seed in range(40):
        scene = new_match_scene(app, "maphr", [SeatConfig("Ana"), SeatConfig("Bob")], seed=seed)
        app.push(scene)
        match, chooser = scene.match, random.Random(seed)
        while not match.is_over() and len(match.entries) < 1500:
            seat = match.to_act()[0]
            legal = match.legal_commands(seat)
            tiles = [c for c in legal if isinstance(c, PlaceTile)]
            state = match.state
            if tiles and state.placed_this_action == 0 and max_tiles(state, match.rules.cards, state.players[seat]) == 2:
                match.submit(tiles[0])
                second = [c for c in match.legal_commands(seat) if isinstance(c, PlaceTile)]
                if second:
                    match.submit(second[0])
                    if match.can_undo(seat) and seat in match.to_act():
                        match.submit(Undo(seat))
                        again = [c for c in match.legal_commands(seat) if isinstance(c, PlaceTile)]
                        if again:
                            app.toast_text = None
                            first = len(match.entries)
                            assert scene.submit(again[0])
                            assert any(isinstance(e.event, ev.ActionEnded) for e in match.entries[first:])
                            assert scene.table.plugin.played_notice(match, first, again[0]) is None
                            checked += 1
                            break
            match.submit(chooser.choice(match.legal_commands(match.to_act()[0])))
        app.pop()
        if checked >= 2:
            return
    raise AssertionError(f"only {checked} take-backs in a Prospect met")
