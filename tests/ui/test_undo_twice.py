"""Fourteenth trial: Ctrl+Z took back the turn's last attack, and a second Ctrl+Z was refused
"because it drew or revealed", though the attack before showed nothing. At the table each
Ctrl+Z now goes one move further back while the moves are the player's and showed nothing."""

from __future__ import annotations

import pygame

from game.ui.tables.mining_war import MiningWarTable
from tests.ui.table_positions import at_the_screen, random_positions


def test_two_ctrl_z_take_back_two_moves_of_the_player_at_the_screen(app, player):
    for _, match, plugin, seat, legal in random_positions(app, "mining_war", MiningWarTable, range(1, 20), moves=200):
        last = match.entries[-1].batch if match.entries else 0
        if seat in match.to_act() and match.can_undo(seat, 2) and match.entries[last].actor == seat \
                and all(e.actor == seat for e in match.entries[match.entries[last - 1].batch:]):
            break
    else:
        raise AssertionError("no two moves in a row to take back")
    earlier = match.entries[last - 1].batch
    wanted = match.rules.hash_data(match.state_at(earlier))
    scene = at_the_screen(app, match)
    assert scene.acting_seat == seat and scene.undo_seat() == seat
    for _ in range(2):
        player.key(pygame.K_z, mod=pygame.KMOD_CTRL)
        player.settle()
    assert match.rules.hash_data(match.state) == wanted, app.toast_text
    assert scene.curtain is None and scene.viewer == seat
