"""The Mythos table (see table.py; the cards' faces, the missions' row, the hidden marks, the
effects' chips and questions beside it)."""

from game.ui.tables.mythos.table import MythosTable

__all__ = ["MythosTable"]
