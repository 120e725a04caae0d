"""The games that have a table in this version, known without importing a table: a table imports
its game's rules, and the main menu must show before any rules are imported (issue 24).
`game.ui.tables.TABLES` registers the same games (a test holds the two together)."""

from __future__ import annotations

TABLE_GAMES = ("robot_duel", "mining_war", "mythos", "to_the_moon", "maphr")


def has_table(game_id: str) -> bool:
    return game_id in TABLE_GAMES
