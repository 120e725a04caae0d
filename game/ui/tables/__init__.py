"""Table plugins by game id, registered by explicit import (never by listing folders)."""

from __future__ import annotations

from typing import Optional

from game.ui.tables.base import TableContext, TablePlugin
from game.ui.tables.maphr import MaphrTable
from game.ui.tables.mining_war import MiningWarTable
from game.ui.tables.mythos import MythosTable
from game.ui.tables.robot_duel import RobotDuelTable
from game.ui.tables.to_the_moon import ToTheMoonTable

TABLES: dict[str, type[TablePlugin]] = {
    "robot_duel": RobotDuelTable,
    "mining_war": MiningWarTable,
    "mythos": MythosTable,
    "to_the_moon": ToTheMoonTable,
    "maphr": MaphrTable,
}


def find_table(game_id: str) -> Optional[type[TablePlugin]]:
    return TABLES.get(game_id)


__all__ = ["TABLES", "TableContext", "TablePlugin", "find_table"]
