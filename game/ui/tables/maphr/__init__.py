"""The Mines de Maphr table (see table.py; layout, painting, drawing, controls and gestures beside it)."""

from game.ui.tables.maphr.controls import BOX, BUTTON
from game.ui.tables.maphr.table import MaphrTable

__all__ = ["BOX", "BUTTON", "MaphrTable"]
