"""Les Mines de Maphr (maphr): dwarf clans dig tile mines, draft cards and build amenities."""

from game.rules.maphr.rules import MaphrRules

__all__ = ["MaphrRules"]
