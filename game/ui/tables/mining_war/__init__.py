"""The Crypto Mining War table (see table.py; layout, drawing and gestures beside it)."""

from game.ui.tables.mining_war.layout import CHOICE, PASS
from game.ui.tables.mining_war.table import MiningWarTable

__all__ = ["CHOICE", "PASS", "MiningWarTable"]
