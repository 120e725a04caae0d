"""Fourth new-user trial: in Mining War a picked hand card is lifted into the zone above it, and
that zone's drop frame ran across the card's title. The frames are drawn round the hand cards."""

from __future__ import annotations

import pygame

from game import sessions
from game.engine import SeatConfig
from game.ui import theme
from game.ui.scenes.table import TableScene


def test_a_drop_frame_is_never_drawn_over_a_hand_card(app):
    session = sessions.start(sessions.make_config("mining_war", [SeatConfig("A"), SeatConfig("B")], seed=1))
    scene = TableScene(app, session)
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    vp = app.viewport
    target = (100, 100, 400, 200)
    frame = vp.rect(target).inflate(vp.px(8), vp.px(8))
    card = pygame.Rect(frame.left + vp.px(60), frame.bottom - vp.px(20), vp.px(60), vp.px(90))  # across the bottom line
    scene._draw_target_frames(surface, [target], True, False, [card])
    line_y = frame.bottom - 2
    assert surface.get_at((card.centerx, line_y))[:3] == (0, 0, 0), "the frame crossed the card"
    assert surface.get_at((frame.left + vp.px(30), line_y))[:3] == theme.ACCENT, "the frame is drawn elsewhere"
