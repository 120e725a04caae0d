"""Colours and shapes of the modern tabletop look, in one place."""

BACKGROUND = (24, 30, 44)
FELT = (31, 58, 58)
FELT_DARK = (22, 44, 45)
PANEL = (36, 44, 62)
PANEL_LIGHT = (52, 62, 86)
PANEL_BORDER = (80, 94, 124)
TEXT = (236, 238, 244)
TEXT_DIM = (160, 168, 186)
TEXT_OFF = (118, 126, 144)
"""A greyed button's label (3.9:1 on BUTTON_OFF: read, and plainly off)."""
BUTTON_OFF = (28, 34, 49)
TEXT_DARK = (30, 32, 40)
ACCENT = (92, 170, 255)
ACCENT_DARK = (50, 110, 190)
GOOD = (96, 200, 120)
BAD = (230, 86, 86)
WARN = (250, 196, 60)
CARD_FACE = (248, 245, 236)
CARD_BACK = (58, 74, 120)
CARD_BACK_PATTERN = (78, 98, 154)
ATTACK_BORDER = (245, 200, 30)
BONUS_GOLD = (214, 160, 30)
SEAT_COLOURS = ((86, 156, 255), (240, 120, 80), (120, 200, 120), (200, 120, 220), (240, 200, 80))
SEAT_SHAPES = ("●", "▲", "■", "◆", "★")
"""Each seat also has a shape, so nothing is told by colour alone."""
RADIUS = 8
