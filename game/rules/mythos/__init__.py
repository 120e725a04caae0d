"""Mythos (mythos): the four-round mission card game for two players."""

from game.rules.mythos.rules import MythosRules

__all__ = ["MythosRules"]
