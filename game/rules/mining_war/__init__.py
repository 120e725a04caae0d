"""Crypto Mining War, the trading card game: rules for 2-4 players."""

from game.rules.mining_war.rules import MiningWarRules

__all__ = ["MiningWarRules"]
